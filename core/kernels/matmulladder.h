// The GPU module's matmul ladder (cvz_matmul_kernel) as the teaching kernels it launches, and
// whether that launch fits a device's grid: one home for the app, the module and the check.
#pragma once

#include "cudaviz_gpu_abi.h"
#include "launchgeometry.h"

#include <optional>

namespace cvz {

// The teaching kernel behind an ABI ladder kernel; nothing for cuBLAS and unknown values.
constexpr std::optional<TeachingKernel> ladderKernel(int32_t kernel)
{
    switch (kernel) {
    case CVZ_MM_NAIVE:
        return TeachingKernel::MatmulNaive;
    case CVZ_MM_COALESCED:
        return TeachingKernel::MatmulCoalesced;
    case CVZ_MM_TILED:
        return TeachingKernel::MatmulTiled;
    case CVZ_MM_TILED_2D:
        return TeachingKernel::MatmulTiled2D;
    case CVZ_MM_WARPTILED:
        return TeachingKernel::MatmulWarptiled;
    default:
        return std::nullopt;
    }
}

// The first grid axis (0 = x, 1 = y, 2 = z) on which a ladder kernel's launch for `shape`
// exceeds `maxGrid` (a device's gridDim limits), or -1 when it fits (and for cuBLAS, which
// tiles any shape itself). A tall or wide product (m or n above 65535 x the tile) needs more
// than the 65535 blocks CUDA allows along y.
constexpr int ladderGridOverflow(int32_t kernel, const MatmulShape& shape, const int64_t maxGrid[3])
{
    const auto teaching = ladderKernel(kernel);
    if (!teaching)
        return -1;
    const LaunchConfig launch = matmulLaunch(*teaching, shape);
    const int64_t grid[3] = { launch.grid.x, launch.grid.y, launch.grid.z };
    for (int axis = 0; axis < 3; ++axis)
        if (grid[axis] > maxGrid[axis])
            return axis;
    return -1;
}

// The device memory one matmul run allocates: A, B and C in float32, FP16 copies of A and B
// for cuBLAS FP16, and the L2 flush buffer. In double, so that no shape can wrap it (each
// dimension is below 2^31, but the sum of three products is not below 2^63).
constexpr double matmulDeviceBytes(int32_t kernel, const MatmulShape& s, double flushBytes)
{
    const double ab = double(s.m) * double(s.k) + double(s.k) * double(s.n);
    return 4.0 * (ab + double(s.m) * double(s.n)) + (kernel == CVZ_MM_CUBLAS_FP16 ? 2.0 * ab : 0.0) + flushBytes;
}

} // namespace cvz
