// A null pointer read in a block the fast engine runs: the crash names its block, thread and line.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void follow(int** table, int* out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = blockIdx.x == 7000 && threadIdx.x == 3 ? *table[0] : i;
}

int main()
{
    const int n = 1 << 23;
    int *out = nullptr, **table = nullptr;
    cudaMalloc(&out, n * sizeof(int));
    cudaMalloc(&table, sizeof(int*));
    cudaMemset(table, 0, sizeof(int*));
    follow<<<n / 256, 256>>>(table, out, n);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
