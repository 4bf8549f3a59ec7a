// Bug: a copy of more bytes than the allocation has. cudaMalloc was given n * sizeof(float)
// bytes; the copy asks for n * sizeof(double). CUDA refuses it and copies nothing.
#include <cstdio>
#include <cuda_runtime.h>

int main()
{
    const int n = 1024;
    static double h[n];
    float* d;
    cudaMalloc(&d, n * sizeof(float));
    cudaError_t err = cudaMemcpy(d, h, n * sizeof(double), cudaMemcpyHostToDevice); // the bug
    printf("cudaMemcpy: %s\n", cudaGetErrorString(err));
    cudaFree(d);
    return 0;
}
