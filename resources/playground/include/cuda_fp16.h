// cudaviz playground: stands in for CUDA's <cuda_fp16.h>. A half is 16 bits in memory (IEEE
// binary16, as on a GPU); its arithmetic goes through float, as most of CUDA's half functions do.
#pragma once
#include <cstdint>
#include <cstring>

struct __half
{
    uint16_t bits;
    __half() = default;
    __half(float f);
    __half(double d)
        : __half(float(d))
    { }
    __half(int i)
        : __half(float(i))
    { }
    operator float() const;
};
struct alignas(4) __half2
{
    __half x, y;
    __half2() = default;
    __half2(__half a, __half b)
        : x(a)
        , y(b)
    { }
};
using half = __half;
using half2 = __half2;

inline uint16_t cvz_pg_float_to_half_bits(float f)
{
    uint32_t x;
    std::memcpy(&x, &f, 4);
    const uint32_t sign = (x >> 16) & 0x8000u;
    const int32_t exponent = int32_t((x >> 23) & 0xff) - 127 + 15;
    uint32_t mantissa = x & 0x7fffffu;
    if (((x >> 23) & 0xff) == 0xff) // infinity or NaN
        return uint16_t(sign | 0x7c00u | (mantissa ? 0x200u : 0u));
    if (exponent >= 31)
        return uint16_t(sign | 0x7c00u);
    if (exponent <= 0) { // subnormal or zero, rounded to nearest even
        if (exponent < -10)
            return uint16_t(sign);
        mantissa |= 0x800000u;
        const int shift = 14 - exponent;
        uint32_t h = mantissa >> shift;
        const uint32_t rest = mantissa & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rest > half || (rest == half && (h & 1u)))
            ++h;
        return uint16_t(sign | h);
    }
    uint32_t h = (uint32_t(exponent) << 10) | (mantissa >> 13);
    const uint32_t rest = mantissa & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
        ++h; // may carry into the exponent: correct, up to infinity
    return uint16_t(sign | h);
}
inline float cvz_pg_half_bits_to_float(uint16_t h)
{
    const uint32_t sign = uint32_t(h & 0x8000u) << 16;
    const uint32_t exponent = (h >> 10) & 0x1fu;
    uint32_t mantissa = h & 0x3ffu;
    uint32_t x;
    if (exponent == 0) {
        if (mantissa == 0)
            x = sign;
        else { // subnormal: normalise
            int e = -1;
            do {
                ++e;
                mantissa <<= 1;
            } while (!(mantissa & 0x400u));
            x = sign | (uint32_t(127 - 15 - e) << 23) | ((mantissa & 0x3ffu) << 13);
        }
    } else if (exponent == 31)
        x = sign | 0x7f800000u | (mantissa << 13);
    else
        x = sign | ((exponent - 15 + 127) << 23) | (mantissa << 13);
    float f;
    std::memcpy(&f, &x, 4);
    return f;
}
inline __half::__half(float f)
    : bits(cvz_pg_float_to_half_bits(f))
{ }
inline __half::operator float() const
{
    return cvz_pg_half_bits_to_float(bits);
}
inline __half __float2half(float f)
{
    return __half(f);
}
inline __half __float2half_rn(float f)
{
    return __half(f);
}
inline float __half2float(__half h)
{
    return float(h);
}
inline __half __int2half_rn(int i)
{
    return __half(float(i));
}
inline __half2 __floats2half2_rn(float a, float b)
{
    return { __half(a), __half(b) };
}
inline __half2 __float2half2_rn(float a)
{
    return { __half(a), __half(a) };
}
inline float2 __half22float2(__half2 h)
{
    return { float(h.x), float(h.y) };
}
inline float __low2float(__half2 h)
{
    return float(h.x);
}
inline float __high2float(__half2 h)
{
    return float(h.y);
}
inline __half __hadd(__half a, __half b)
{
    return __half(float(a) + float(b));
}
inline __half __hsub(__half a, __half b)
{
    return __half(float(a) - float(b));
}
inline __half __hmul(__half a, __half b)
{
    return __half(float(a) * float(b));
}
inline __half __hdiv(__half a, __half b)
{
    return __half(float(a) / float(b));
}
inline __half __hfma(__half a, __half b, __half c)
{
    return __half(float(a) * float(b) + float(c));
}
inline __half __hneg(__half a)
{
    return __half(-float(a));
}
inline bool __hlt(__half a, __half b)
{
    return float(a) < float(b);
}
inline bool __hgt(__half a, __half b)
{
    return float(a) > float(b);
}
inline bool __heq(__half a, __half b)
{
    return float(a) == float(b);
}
inline __half hsqrt(__half a)
{
    return __half(std::sqrt(float(a)));
}
inline __half2 __hadd2(__half2 a, __half2 b)
{
    return { __hadd(a.x, b.x), __hadd(a.y, b.y) };
}
inline __half2 __hmul2(__half2 a, __half2 b)
{
    return { __hmul(a.x, b.x), __hmul(a.y, b.y) };
}
inline __half2 __hfma2(__half2 a, __half2 b, __half2 c)
{
    return { __hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y) };
}
inline __half operator+(__half a, __half b)
{
    return __hadd(a, b);
}
inline __half operator-(__half a, __half b)
{
    return __hsub(a, b);
}
inline __half operator*(__half a, __half b)
{
    return __hmul(a, b);
}
inline __half operator/(__half a, __half b)
{
    return __hdiv(a, b);
}
inline __half2 operator+(__half2 a, __half2 b)
{
    return __hadd2(a, b);
}
inline __half2 operator*(__half2 a, __half2 b)
{
    return __hmul2(a, b);
}
inline __half2 operator-(__half2 a, __half2 b)
{
    return { __hsub(a.x, b.x), __hsub(a.y, b.y) };
}
inline __half2& operator+=(__half2& a, __half2 b)
{
    return a = __hadd2(a, b);
}
inline __half2 __hsub2(__half2 a, __half2 b)
{
    return a - b;
}
inline __half2 __halves2half2(__half a, __half b)
{
    return { a, b };
}
inline __half __low2half(__half2 h)
{
    return h.x;
}
inline __half __high2half(__half2 h)
{
    return h.y;
}
inline __half& operator+=(__half& a, __half b)
{
    return a = __hadd(a, b);
}
inline __half& operator*=(__half& a, __half b)
{
    return a = __hmul(a, b);
}

namespace cvz_pg {
CVZ_PG_CODE(ArgCode, __half, 'h')
CVZ_PG_CODE(PointerCode, __half, 'H')
CVZ_PG_CODE(PointerCode, __half2, 'H')
} // namespace cvz_pg
