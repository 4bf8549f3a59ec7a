// A failed assert in a kernel: those threads end, the launch fails with cudaErrorAssert, and every
// later call returns it, as on a GPU.
#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void check(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    assert(i < n);
}

int main()
{
    check<<<2, 32>>>(60);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    int* d = nullptr;
    printf("then cudaMalloc: %s\n", cudaGetErrorName(cudaMalloc(&d, 4)));
    return e == cudaErrorAssert ? 0 : 1;
}
