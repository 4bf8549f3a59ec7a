// IEEE binary16 (CUDA's __half) to and from float, exactly and portably (no _Float16: clang
// on x86 without AVX512-FP16 has none). Rounds to nearest, ties to even; keeps infinities and
// NaNs; handles subnormals.
#pragma once

#include <cstdint>

namespace cvz {

uint16_t floatToHalfBits(float value);
float halfBitsToFloat(uint16_t bits);

} // namespace cvz
