// The scaling part of the chapter's program. Its helper's name is sum.cu's too: each file is
// compiled on its own, so the two static functions never meet.
#include "../common/check.cuh"
#include "parts.h"

static int blocks_for(int n)
{
    return (n + 127) / 128;
}

void __global__ scale(float* x, int n, float factor)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= factor;
}

void scale_on_gpu(float* d_x, int n, float factor)
{
    scale<<<blocks_for(n), 128>>>(d_x, n, factor);
    CHECK(cudaGetLastError());
}
