#pragma once

#include "cudaviz_gpu_abi.h"

#include <cuda_runtime_api.h>

namespace cvz {

constexpr int kTile = 16; // matmul-tiled: must match core's kMatmulTile
constexpr int kTile2D = 64; // matmul-tiled-2d: must match core's kMatmulTile2D

// Launches one of the teaching-ladder kernels on device buffers; returns the launch error.
cudaError_t launchLadderKernel(cvz_matmul_kernel kernel, const float* a, const float* b, float* c, long long m,
    long long n, long long k, cudaStream_t stream);

// float -> __half, for the FP16 cuBLAS backend (`out` holds `count` halves).
cudaError_t convertToHalf(const float* in, void* out, long long count, cudaStream_t stream);

} // namespace cvz
