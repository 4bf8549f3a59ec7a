// An out-of-bounds store to a double array: the finding counts doubles, not 4-byte words.
#include <cuda_runtime.h>

__global__ void fill(double* x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= n) // the bug: one element too many
        x[i] = 1.0;
}

int main()
{
    const int n = 100;
    double* d;
    cudaMalloc(&d, n * sizeof(double));
    fill<<<1, 128>>>(d, n);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
