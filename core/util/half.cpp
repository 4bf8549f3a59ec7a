#include "half.h"

#include <cstring>

namespace cvz {

uint16_t floatToHalfBits(float value)
{
    uint32_t x;
    std::memcpy(&x, &value, 4);
    const uint32_t sign = (x >> 16) & 0x8000u;
    const uint32_t biased = (x >> 23) & 0xffu;
    uint32_t mantissa = x & 0x7fffffu;
    if (biased == 0xff) // infinity or NaN (a NaN stays one: its quiet bit)
        return uint16_t(sign | 0x7c00u | (mantissa ? 0x200u : 0u));
    const int32_t exponent = int32_t(biased) - 127 + 15;
    if (exponent >= 31)
        return uint16_t(sign | 0x7c00u);
    if (exponent <= 0) { // a subnormal half, or zero
        if (exponent < -10)
            return uint16_t(sign);
        mantissa |= 0x800000u;
        const int shift = 14 - exponent;
        uint32_t h = mantissa >> shift;
        const uint32_t rest = mantissa & ((1u << shift) - 1u), half = 1u << (shift - 1);
        if (rest > half || (rest == half && (h & 1u)))
            ++h;
        return uint16_t(sign | h);
    }
    uint32_t h = (uint32_t(exponent) << 10) | (mantissa >> 13);
    const uint32_t rest = mantissa & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
        ++h; // a carry into the exponent is right, up to infinity
    return uint16_t(sign | h);
}

float halfBitsToFloat(uint16_t bits)
{
    const uint32_t sign = uint32_t(bits & 0x8000u) << 16;
    const uint32_t exponent = (bits >> 10) & 0x1fu;
    uint32_t mantissa = bits & 0x3ffu;
    uint32_t x;
    if (exponent == 0) {
        if (mantissa == 0) {
            x = sign;
        } else { // subnormal: normalise
            int shift = 0;
            while (!(mantissa & 0x400u)) {
                mantissa <<= 1;
                ++shift;
            }
            x = sign | (uint32_t(127 - 15 + 1 - shift) << 23) | ((mantissa & 0x3ffu) << 13);
        }
    } else if (exponent == 31) {
        x = sign | 0x7f800000u | (mantissa << 13);
    } else {
        x = sign | ((exponent - 15 + 127) << 23) | (mantissa << 13);
    }
    float f;
    std::memcpy(&f, &x, 4);
    return f;
}

} // namespace cvz
