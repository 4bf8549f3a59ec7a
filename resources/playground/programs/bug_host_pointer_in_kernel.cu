// Bug: a host array is passed to a kernel. The GPU cannot reach host memory: the kernel fails
// with cudaErrorIllegalAddress, which the next call returns.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void increment(int* x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] += 1;
}

int main()
{
    const int n = 100;
    int* h = (int*)calloc(n, sizeof(int));
    increment<<<1, 128>>>(h, n); // the bug: h is host memory
    cudaError_t err = cudaDeviceSynchronize();
    printf("cudaDeviceSynchronize: %s\n", cudaGetErrorString(err));
    free(h);
    return err == cudaSuccess ? 0 : 1;
}
