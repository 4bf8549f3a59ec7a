// cudaviz playground: stands in for CUDA's <cuda_gl_interop.h>. OpenGL interop lends a buffer of an
// OpenGL context to CUDA's, to draw what kernels compute; the playground has neither a GPU nor a
// window, so each of its calls stops the program there with a finding (REFUSED in
// cvz_runtime_api.h). The kernels of such a program still run in kernel mode (cudaviz run --kernel).
#pragma once
#include "cuda_runtime.h"

struct cudaGraphicsResource;
using cudaGraphicsResource_t = cudaGraphicsResource*;
enum cudaGraphicsMapFlags
{
    cudaGraphicsMapFlagsNone = 0,
    cudaGraphicsMapFlagsReadOnly = 1,
    cudaGraphicsMapFlagsWriteDiscard = 2
};
enum cudaGraphicsRegisterFlags
{
    cudaGraphicsRegisterFlagsNone = 0,
    cudaGraphicsRegisterFlagsReadOnly = 1,
    cudaGraphicsRegisterFlagsWriteDiscard = 2,
    cudaGraphicsRegisterFlagsSurfaceLoadStore = 4,
    cudaGraphicsRegisterFlagsTextureGather = 8
};
