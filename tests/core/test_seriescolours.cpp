// Chart colours: CIEDE2000 as its reference data computes it, and a palette whose colours stay
// apart (tests/ui/test_charts.cpp checks the charts themselves).
#include "charts/seriescolours.h"

#include <gtest/gtest.h>

using namespace cvz;

// Pairs from Sharma, Wu and Dalal's supplementary test data (2005), with their differences.
TEST(SeriesColours, Ciede2000MatchesTheReferenceData)
{
    struct Pair
    {
        Lab x, y;
        double difference;
    };
    const Pair pairs[] = {
        { { 50.0, 2.6772, -79.7751 }, { 50.0, 0.0, -82.7485 }, 2.0425 },
        { { 50.0, -1.3802, -84.2814 }, { 50.0, 0.0, -82.7485 }, 1.0 },
        { { 50.0, 0.0, 0.0 }, { 50.0, -1.0, 2.0 }, 2.3669 },
        { { 50.0, 2.49, -0.001 }, { 50.0, -2.49, 0.0009 }, 7.1792 },
        { { 50.0, 2.5, 0.0 }, { 73.0, 25.0, -18.0 }, 27.1492 },
        { { 60.2574, -34.0099, 36.2677 }, { 60.4626, -34.1751, 39.4387 }, 1.2644 },
        { { 22.7233, 20.0904, -46.694 }, { 23.0331, 14.973, -42.5619 }, 2.0373 },
        { { 90.8027, -2.0831, 1.441 }, { 91.1528, -1.6435, 0.0447 }, 1.4441 },
    };
    for (const Pair& p : pairs) {
        EXPECT_NEAR(ciede2000(p.x, p.y), p.difference, 1e-4);
        EXPECT_NEAR(ciede2000(p.y, p.x), p.difference, 1e-4); // symmetric
    }
    EXPECT_NEAR(labOf(0xffffff).l, 100.0, 1e-3);
    EXPECT_NEAR(labOf(0x000000).l, 0.0, 1e-9);
    EXPECT_DOUBLE_EQ(ciede2000(0x0072b2, 0x0072b2), 0.0);
}

TEST(SeriesColours, EveryBackendHasItsOwnColourApartFromTheOthersAndTheBackground)
{
    for (bool dark : { false, true }) {
        const std::vector<Backend> backends = allBackends();
        ASSERT_EQ(backends.size(), size_t(Backend::GpuCublasFp16) + 1);
        for (size_t i = 0; i < backends.size(); ++i) {
            EXPECT_GE(ciede2000(backendRgb(backends[i], dark), backgroundRgb(dark)), kMinSeriesDifference);
            for (size_t j = i + 1; j < backends.size(); ++j)
                EXPECT_GE(ciede2000(backendRgb(backends[i], dark), backendRgb(backends[j], dark)), kMinSeriesDifference)
                    << backendKey(backends[i]).toStdString() << " and " << backendKey(backends[j]).toStdString();
        }
    }
}

// A second machine's cpu-eigen is not another shade of the first's blue.
TEST(SeriesColours, ASecondMachinesSeriesTakeColoursOfTheirOwn)
{
    const SeriesColours colours(
        { { Backend::CpuEigen, 0 }, { Backend::CpuNaive, 0 }, { Backend::CpuEigen, 1 }, { Backend::CpuNaive, 1 } },
        false);
    EXPECT_EQ(colours.colour(Backend::CpuEigen, 0), backendRgb(Backend::CpuEigen, false));
    const uint32_t all[] = { colours.colour(Backend::CpuEigen, 0), colours.colour(Backend::CpuNaive, 0),
        colours.colour(Backend::CpuEigen, 1), colours.colour(Backend::CpuNaive, 1) };
    for (size_t i = 0; i < 4; ++i)
        for (size_t j = i + 1; j < 4; ++j)
            EXPECT_GE(ciede2000(all[i], all[j]), kMinSeriesDifference) << i << ", " << j;
}
