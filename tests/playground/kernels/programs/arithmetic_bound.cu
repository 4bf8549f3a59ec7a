// Kernels that do much arithmetic on little data: their modelled time is their operations over
// the GPU's peak, not their traffic. The host's own arithmetic is not a kernel's.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void hornerFloat(float* x, int n, int terms)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = x[i], acc = 0.0f;
    for (int k = 0; k < terms; ++k)
        acc = acc * v + 1.0f;
    x[i] = acc;
}

__global__ void hornerDouble(double* x, int n, int terms)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    double v = x[i], acc = 0.0;
    for (int k = 0; k < terms; ++k)
        acc = acc * v + 1.0;
    x[i] = acc;
}

int main()
{
    const int n = 256, terms = 1000;
    double hostSum = 0.0;
    for (int k = 0; k < 1000; ++k)
        hostSum += k * 0.5;
    float* f = nullptr;
    double* d = nullptr;
    cudaMalloc(&f, n * sizeof(float));
    cudaMalloc(&d, n * sizeof(double));
    cudaMemset(f, 0, n * sizeof(float));
    cudaMemset(d, 0, n * sizeof(double));
    hornerFloat<<<2, 128>>>(f, n, terms);
    hornerDouble<<<2, 128>>>(d, n, terms);
    float first = 0.0f;
    cudaMemcpy(&first, f, sizeof first, cudaMemcpyDeviceToHost);
    printf("host sum %.1f, x[0] = %.1f\n", hostSum, first);
    cudaFree(f);
    cudaFree(d);
    return 0;
}
