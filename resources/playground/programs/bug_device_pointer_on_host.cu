// Bug: the host reads a device pointer. d_out lives in the GPU's memory: the host must copy it
// back with cudaMemcpy first. On a GPU machine this ends in a segmentation fault.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void square(float* x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = x[i] * x[i];
}

int main()
{
    const int n = 256;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    float* d_out;
    cudaMalloc(&d_out, n * sizeof(float));
    cudaMemcpy(d_out, h, n * sizeof(float), cudaMemcpyHostToDevice);
    square<<<1, n>>>(d_out, n);
    cudaDeviceSynchronize();
    printf("d_out[3] = %f\n", d_out[3]); // the bug: a device pointer read on the host
    cudaFree(d_out);
    return 0;
}
