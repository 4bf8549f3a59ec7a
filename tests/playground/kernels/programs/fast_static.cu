// A static variable a kernel writes: the fast engine's copy of the file would hold its own, so a
// launch past the exact trace runs every block in the traced module, and says why.
#include <cstdio>
#include <cuda_runtime.h>

static __device__ int launches;

__global__ void fill(int* out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i;
    if (i == 0)
        launches += 1;
}

int main()
{
    const int n = (1 << 22) + 256;
    int* d = nullptr;
    cudaMalloc(&d, n * sizeof(int));
    fill<<<(n + 255) / 256, 256>>>(d, n);
    int last = 0, count = 0;
    cudaMemcpy(&last, d + n - 1, sizeof last, cudaMemcpyDeviceToHost);
    cudaMemcpyFromSymbol(&count, launches, sizeof count);
    printf("last %d, launches %d\n", last, count);
    cudaFree(d);
    return 0;
}
