#pragma once

#include "cudaviz_gpu_abi.h"
#include "launchgeometry.h"

namespace cvz {

// The __global__ function of an index kernel or a transpose (mappingkernels.cu), or null.
const void* mappingKernelFunction(TeachingKernel kernel);

// cvz_gpu_api::run_kernel (mappingkernels.cu).
cvz_status runKernel(int32_t device, const char* kernelKey, const int64_t sizes[3], const cvz_launch* launch,
    const float* const* inputs, const int64_t* inputCounts, int32_t inputCount, float* output, int64_t outputCount,
    cvz_error* err);

// cvz_gpu_api::kernel_attributes.
cvz_status kernelAttributes(int32_t device, const char* kernelKey, cvz_kernel_attributes* out, cvz_error* err);

} // namespace cvz
