// Bug: a block of 2048 threads. A block has at most 1024: the kernel does not run at all, and
// only cudaGetLastError says so.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void setOne(int* x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = 1;
}

int main()
{
    const int n = 2048;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemset(d, 0, n * sizeof(int));
    setOne<<<1, n>>>(d, n); // the bug: 2048 threads in one block
    cudaError_t err = cudaGetLastError();
    printf("launch: %s (%s)\n", cudaGetErrorName(err), cudaGetErrorString(err));
    static int h[n];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("h[0] = %d (the kernel never ran)\n", h[0]);
    cudaFree(d);
    return 0;
}
