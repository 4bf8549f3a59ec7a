// cudaviz playground: stands in for CUDA's <cuda_profiler_api.h>. There is no profiler in the
// emulator: starting and stopping it does nothing, successfully.
#pragma once
#include "cuda_runtime.h"

inline cudaError_t cudaProfilerStart()
{
    return cudaSuccess;
}
inline cudaError_t cudaProfilerStop()
{
    return cudaSuccess;
}
