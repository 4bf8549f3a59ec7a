// What rounds a matmul backend's inputs, and the accuracy a correct result has: one home for
// the app's benchmark check (core/bench/backends.cpp) and the Qt-free cudaviz-gpucheck.
#pragma once

#include "cudaviz_gpu_abi.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace cvz {

// The largest relative error of rounding one input to the format the kernel multiplies in.
// TF32 keeps 10 explicit mantissa bits and CUDA does not promise its rounding mode
// (truncation is allowed): a whole ulp, 2^-10. FP16 also has 10 bits and __float2half rounds
// to nearest: half an ulp, 2^-11. FP32 inputs are used as they are: 0.
inline double inputRoundoff(int32_t kernel)
{
    if (kernel == CVZ_MM_CUBLAS_TF32)
        return std::ldexp(1.0, -10);
    if (kernel == CVZ_MM_CUBLAS_FP16)
        return std::ldexp(1.0, -11);
    return 0.0;
}

// The largest max|got - want| / max|want| a correct result reaches against an FP32 reference,
// for random inputs in [-1, 1] (the benchmark's). FP32 accumulation in another order: its
// error grows like sqrt(K). Rounded inputs: each product a*b carries a relative error
// da + db with E[(da + db)^2] <= 7/6 u^2 (truncation; 2/3 u^2 to nearest), so the error of a
// sum of K products with random signs grows like sqrt(K), as the sum itself does: about
// 1.08 u of the result's size, whatever K (at K = 1 at most 2 u). 4 u leaves room for the
// ratio of two maxima; a product with a k-slice dropped misses about sqrt(slice / K) of it,
// far more (derived and checked in tests/core/test_tolerance.cpp).
inline double matmulTolerance(int32_t kernel, long long k)
{
    const double accumulation = 2e-6 * std::sqrt(double(std::max(1LL, k))) + 1e-6;
    return 4.0 * inputRoundoff(kernel) + accumulation;
}

} // namespace cvz
