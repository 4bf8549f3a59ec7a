// The sum part of the chapter's program: a shared-memory reduction per block, then the blocks'
// sums added on the host.
#include "../common/check.cuh"
#include "parts.h"
#include <vector>

static int blocks_for(int n)
{
    return (n + 255) / 256;
}

void __global__ block_sums(const float* x, float* sums, int n)
{
    __shared__ float s[256];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? x[i] : 0.0f;
    __syncthreads();
    for (int offset = blockDim.x / 2; offset > 0; offset /= 2) {
        if (threadIdx.x < offset)
            s[threadIdx.x] += s[threadIdx.x + offset];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        sums[blockIdx.x] = s[0];
}

float sum_on_gpu(const float* d_x, int n)
{
    const int blocks = blocks_for(n);
    float* d_sums;
    CHECK(cudaMalloc(&d_sums, blocks * sizeof(float)));
    block_sums<<<blocks, 256>>>(d_x, d_sums, n);
    std::vector<float> sums(blocks);
    CHECK(cudaMemcpy(sums.data(), d_sums, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d_sums));
    float total = 0.0f;
    for (float s : sums)
        total += s;
    return total;
}
