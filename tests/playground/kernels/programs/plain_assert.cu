// A failed assert in one thread of a block outside the traced sample, in a file whose kernels never
// wait (no barrier, no warp call): that thread ends, every other thread of the launch runs.
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void square(int* out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    assert(!(blockIdx.x == 5000 && threadIdx.x == 7));
    out[i] = i % 1000 * (i % 1000);
    if (blockIdx.x == 5000 && threadIdx.x % 100 == 0)
        printf("block 5000 thread %d ran\n", threadIdx.x); // those after the assert's thread run too
}

int main()
{
    const int n = 1 << 23;
    int* d = nullptr;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemset(d, 0xff, n * sizeof(int));
    square<<<n / 256, 256>>>(d, n);
    printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
