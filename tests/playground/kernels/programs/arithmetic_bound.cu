// Kernels that do much arithmetic on little data: their modelled time is their operations over
// the GPU's peak, not their traffic. The host's own arithmetic is not a kernel's.
#include <cstdio>
#include <cuda_runtime.h>

template <class T> __global__ void horner(T* x, int n, int terms)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    T v = x[i], acc = 0;
    for (int k = 0; k < terms; ++k)
        acc = acc * v + T(1);
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
    horner<float><<<2, 128>>>(f, n, terms);
    horner<double><<<2, 128>>>(d, n, terms);
    float first = 0.0f;
    cudaMemcpy(&first, f, sizeof first, cudaMemcpyDeviceToHost);
    printf("host sum %.1f, x[0] = %.1f\n", hostSum, first);
    cudaFree(f);
    cudaFree(d);
    return 0;
}
