// Bug: the host reads the result of an asynchronous copy before waiting for it. Without
// cudaStreamSynchronize the copy may not have happened yet on a GPU.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void twice(float* x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= 2.0f;
}

int main()
{
    const int n = 512;
    float* h;
    cudaMallocHost(&h, n * sizeof(float));
    for (int i = 0; i < n; ++i)
        h[i] = i;
    float* d;
    cudaMalloc(&d, n * sizeof(float));
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, stream);
    twice<<<(n + 255) / 256, 256, 0, stream>>>(d, n);
    cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, stream);
    printf("h[10] = %f\n", h[10]); // the bug: nothing waited for the copy
    cudaStreamSynchronize(stream);
    cudaStreamDestroy(stream);
    cudaFree(d);
    cudaFreeHost(h);
    return 0;
}
