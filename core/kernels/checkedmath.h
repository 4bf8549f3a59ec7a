#pragma once

#include <cstdint>
#include <limits>
#include <optional>

namespace cvz {

// The largest count cudaviz multiplies up to; a product past it saturates here, so a
// launch of 2^31 x 65535 x 65535 blocks of 1024 threads compares as "too many", never
// wraps to a small or negative number.
constexpr int64_t kSaturatedCount = std::numeric_limits<int64_t>::max();

// a * b for non-negative a and b, or nothing when the product does not fit in int64_t.
constexpr std::optional<int64_t> checkedMul(int64_t a, int64_t b)
{
    int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        return std::nullopt;
    return product;
}

// a * b, clamped to kSaturatedCount (for counts: a and b are non-negative).
constexpr int64_t saturatingMul(int64_t a, int64_t b)
{
    return checkedMul(a, b).value_or(kSaturatedCount);
}

// a + b, clamped to kSaturatedCount (for counts: a and b are non-negative).
constexpr int64_t saturatingAdd(int64_t a, int64_t b)
{
    int64_t sum = 0;
    return __builtin_add_overflow(a, b, &sum) ? kSaturatedCount : sum;
}

// A double converted to an integer only when it is a whole number the type can hold;
// converting 9.3e18 or NaN directly would be undefined behaviour.
inline std::optional<int64_t> wholeNumber(double value)
{
    // 2^63 is exactly representable; every double below it converts without overflow.
    if (!(value >= -9223372036854775808.0 && value < 9223372036854775808.0))
        return std::nullopt;
    const auto whole = static_cast<int64_t>(value);
    if (static_cast<double>(whole) != value)
        return std::nullopt;
    return whole;
}

} // namespace cvz
