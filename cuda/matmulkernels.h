#pragma once

#include "cudaviz_gpu_abi.h"
#include "matmulladder.h"

#include <cuda_runtime_api.h>
#include <optional>

namespace cvz {

// Launches one of the teaching-ladder kernels on device buffers; returns the launch error.
cudaError_t launchLadderKernel(cvz_matmul_kernel kernel, const float* a, const float* b, float* c, long long m,
    long long n, long long k, cudaStream_t stream);

// The __global__ function of a ladder kernel (for cudaFuncGetAttributes), or null.
const void* ladderKernelFunction(TeachingKernel kernel);

// float -> __half, for the FP16 cuBLAS backend (`out` holds `count` halves).
cudaError_t convertToHalf(const float* in, void* out, long long count, cudaStream_t stream);

} // namespace cvz
