// A launch past the exact trace whose untraced blocks run in the fast engine: a block reduction
// through dynamic shared memory and barriers, a shared atomic, a warp shuffle, a __device__ scale set
// with cudaMemcpyToSymbol, a __constant__ offset and a global atomic, all shared with the traced blocks.
#include <cstdio>
#include <cuda_runtime.h>

__device__ float scale;
__constant__ int offset[1];
__device__ unsigned long long total;
extern __shared__ int partial[];

__global__ void sumBlocks(const int* in, int* blockSums, int n)
{
    __shared__ int arrived;
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        arrived = 0;
    __syncthreads();
    atomicAdd(&arrived, 1);
    partial[threadIdx.x] = i < n ? in[i] + offset[0] : 0;
    __syncthreads();
    if (threadIdx.x == 0 && arrived != blockDim.x)
        atomicAdd(&total, 1000000000ull); // every thread of the block counted itself
    for (int stride = blockDim.x / 2; stride >= 32; stride /= 2) {
        if (threadIdx.x < stride)
            partial[threadIdx.x] += partial[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x < 32) {
        int v = partial[threadIdx.x];
        for (int d = 16; d > 0; d /= 2)
            v += __shfl_down_sync(0xffffffffu, v, d);
        if (threadIdx.x == 0) {
            blockSums[blockIdx.x] = int(v * scale);
            atomicAdd(&total, (unsigned long long)v);
        }
    }
}

int main()
{
    const int n = (1 << 22) + 1000, blocks = (n + 255) / 256;
    int* h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = i % 7;
    int *in, *sums;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&sums, blocks * sizeof(int));
    cudaMemcpy(in, h, n * sizeof(int), cudaMemcpyHostToDevice);
    const float two = 2.0f;
    const int one = 1;
    const unsigned long long zero = 0;
    cudaMemcpyToSymbol(scale, &two, sizeof two);
    cudaMemcpyToSymbol(offset, &one, sizeof one);
    cudaMemcpyToSymbol(total, &zero, sizeof zero);
    sumBlocks<<<blocks, 256, 256 * sizeof(int)>>>(in, sums, n);
    int* got = new int[blocks];
    cudaMemcpy(got, sums, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    unsigned long long all = 0;
    cudaMemcpyFromSymbol(&all, total, sizeof all);
    long long wrong = 0, expected = 0;
    for (int b = 0; b < blocks; ++b) {
        int s = 0;
        for (int i = b * 256; i < (b + 1) * 256 && i < n; ++i)
            s += h[i] + 1;
        expected += s;
        wrong += got[b] != 2 * s;
    }
    printf("%lld wrong of %d blocks, total %llu of %lld\n", wrong, blocks, all, expected);
    delete[] h;
    delete[] got;
    cudaFree(in);
    cudaFree(sums);
    return 0;
}
