// Bug: an allocation used after cudaFree. The kernel launched after the free reads memory the
// program gave back.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(float* x, float value, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

int main()
{
    const int n = 256;
    float* d;
    cudaMalloc(&d, n * sizeof(float));
    fill<<<1, n>>>(d, 1.0f, n);
    cudaFree(d);
    fill<<<1, n>>>(d, 2.0f, n); // the bug: d was freed on the line before
    printf("cudaDeviceSynchronize: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
