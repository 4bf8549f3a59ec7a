// cudaviz playground: stands in for CUDA's <cuda_runtime.h>. The device side (built-ins,
// atomics, shuffles ...) is cudaviz_playground.h. The host side here lets a file that also holds
// its host program (main, cudaMalloc, kernel<<<...>>>) compile: with --kernel the playground runs
// one kernel with the launch it is given; the host code is compiled, not run.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>

enum cudaError_t
{
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
    cudaErrorNotSupported = 801
};
using cudaError = cudaError_t;
enum cudaMemcpyKind
{
    cudaMemcpyHostToHost = 0,
    cudaMemcpyHostToDevice = 1,
    cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault = 4
};
using cudaStream_t = struct CUstream_st*;
using cudaEvent_t = struct CUevent_st*;
struct cudaDeviceProp
{
    char name[256];
    size_t totalGlobalMem, sharedMemPerBlock;
    int regsPerBlock, warpSize, maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], major, minor, multiProcessorCount,
        maxThreadsPerMultiProcessor, clockRate, memoryClockRate, memoryBusWidth;
    size_t totalConstMem;
};

// Host calls of a program the playground does not run (cudaviz's "whole programs" runs them):
// each says so if reached.
namespace cvz_pg {
[[noreturn]] inline void hostCodeNotRun(const char* what)
{
    std::fprintf(stderr, "cudaviz playground: %s is host code, which --kernel does not run\n", what);
    std::abort();
}
} // namespace cvz_pg
#define CVZ_PG_HOST(signature, name)                                                                                   \
    template <class... A> inline cudaError_t name(A...)                                                                \
    {                                                                                                                  \
        cvz_pg::hostCodeNotRun(#name);                                                                                 \
    }
CVZ_PG_HOST(, cudaMalloc)
CVZ_PG_HOST(, cudaMallocManaged)
CVZ_PG_HOST(, cudaMallocHost)
CVZ_PG_HOST(, cudaMallocPitch)
CVZ_PG_HOST(, cudaHostAlloc)
CVZ_PG_HOST(, cudaFree)
CVZ_PG_HOST(, cudaFreeHost)
CVZ_PG_HOST(, cudaMemcpy)
CVZ_PG_HOST(, cudaMemcpyAsync)
CVZ_PG_HOST(, cudaMemcpy2D)
CVZ_PG_HOST(, cudaMemcpyToSymbol)
CVZ_PG_HOST(, cudaMemcpyFromSymbol)
CVZ_PG_HOST(, cudaMemset)
CVZ_PG_HOST(, cudaMemsetAsync)
CVZ_PG_HOST(, cudaDeviceSynchronize)
CVZ_PG_HOST(, cudaDeviceReset)
CVZ_PG_HOST(, cudaSetDevice)
CVZ_PG_HOST(, cudaGetDevice)
CVZ_PG_HOST(, cudaGetDeviceCount)
CVZ_PG_HOST(, cudaGetDeviceProperties)
CVZ_PG_HOST(, cudaDeviceGetAttribute)
CVZ_PG_HOST(, cudaFuncSetAttribute)
CVZ_PG_HOST(, cudaOccupancyMaxActiveBlocksPerMultiprocessor)
CVZ_PG_HOST(, cudaOccupancyMaxPotentialBlockSize)
CVZ_PG_HOST(, cudaEventCreate)
CVZ_PG_HOST(, cudaEventRecord)
CVZ_PG_HOST(, cudaEventSynchronize)
CVZ_PG_HOST(, cudaEventElapsedTime)
CVZ_PG_HOST(, cudaEventDestroy)
CVZ_PG_HOST(, cudaStreamCreate)
CVZ_PG_HOST(, cudaStreamSynchronize)
CVZ_PG_HOST(, cudaStreamDestroy)
CVZ_PG_HOST(, cudaLaunchKernel)
CVZ_PG_HOST(, cudaLaunchCooperativeKernel)
#undef CVZ_PG_HOST
inline cudaError_t cudaGetLastError()
{
    cvz_pg::hostCodeNotRun("cudaGetLastError");
}
inline cudaError_t cudaPeekAtLastError()
{
    cvz_pg::hostCodeNotRun("cudaPeekAtLastError");
}
inline const char* cudaGetErrorString(cudaError_t)
{
    cvz_pg::hostCodeNotRun("cudaGetErrorString");
}
inline const char* cudaGetErrorName(cudaError_t)
{
    cvz_pg::hostCodeNotRun("cudaGetErrorName");
}

// kernel<<<grid, block, shared, stream>>>(args) reaches the compiler as
// cvz_pg::launch(grid, block, shared, stream), kernel(args): the arguments are checked as nvcc
// checks them; with --kernel the host code is not run.
namespace cvz_pg {
template <class... C> inline void launch(C&&...)
{
    hostCodeNotRun("a kernel launch <<<...>>>");
}
} // namespace cvz_pg
