// CUDA's __half as the playground's buffers hold it: IEEE binary16, exactly.
#include "util/half.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

using namespace cvz;

TEST(Half, ExactValuesAndTheirBits)
{
    EXPECT_EQ(floatToHalfBits(0.0f), 0x0000);
    EXPECT_EQ(floatToHalfBits(-0.0f), 0x8000);
    EXPECT_EQ(floatToHalfBits(1.0f), 0x3c00);
    EXPECT_EQ(floatToHalfBits(-2.0f), 0xc000);
    EXPECT_EQ(floatToHalfBits(65504.0f), 0x7bff); // the largest half
    EXPECT_EQ(floatToHalfBits(std::ldexp(1.0f, -14)), 0x0400); // the smallest normal
    EXPECT_EQ(floatToHalfBits(std::ldexp(1.0f, -24)), 0x0001); // the smallest subnormal
    EXPECT_EQ(halfBitsToFloat(0x0001), std::ldexp(1.0f, -24));
    EXPECT_EQ(halfBitsToFloat(0x03ff), std::ldexp(1023.0f, -24)); // the largest subnormal
    EXPECT_EQ(halfBitsToFloat(0x7bff), 65504.0f);
    EXPECT_EQ(halfBitsToFloat(0x3555), 0.333251953125f);
}

TEST(Half, RoundsToNearestTiesToEvenAndOverflowsToInfinity)
{
    EXPECT_EQ(floatToHalfBits(1.0f + std::ldexp(1.0f, -11)), 0x3c00); // a tie: to the even 1.0
    EXPECT_EQ(floatToHalfBits(1.0f + 3 * std::ldexp(1.0f, -11)), 0x3c02); // a tie: up to even
    EXPECT_EQ(floatToHalfBits(1.0f + std::ldexp(1.0f, -11) + std::ldexp(1.0f, -20)), 0x3c01);
    EXPECT_EQ(floatToHalfBits(65520.0f), 0x7c00); // rounds past the largest half
    EXPECT_EQ(floatToHalfBits(1e9f), 0x7c00);
    EXPECT_EQ(floatToHalfBits(-std::numeric_limits<float>::infinity()), 0xfc00);
    EXPECT_EQ(floatToHalfBits(std::ldexp(1.0f, -26)), 0x0000); // below half the smallest subnormal
    EXPECT_EQ(floatToHalfBits(std::ldexp(3.0f, -26)), 0x0001); // above it
    EXPECT_TRUE(std::isnan(halfBitsToFloat(floatToHalfBits(std::numeric_limits<float>::quiet_NaN()))));
    EXPECT_TRUE(std::isinf(halfBitsToFloat(0x7c00)));
}

TEST(Half, EveryHalfRoundTrips)
{
    for (uint32_t bits = 0; bits <= 0xffff; ++bits) {
        const float f = halfBitsToFloat(uint16_t(bits));
        if (std::isnan(f))
            continue;
        EXPECT_EQ(floatToHalfBits(f), bits) << bits;
    }
}
