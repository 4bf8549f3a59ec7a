// Edges of the host side: a negative byte count, a malloc/free loop larger than the device's
// memory in all, managed memory on the host side of copies, NULL and 0 as a kernel's arguments,
// and CUDA calls in an atexit handler.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

static float* g_device = nullptr;

// An optional input: NULL means none.
__global__ void scaleOrFill(const float* in, float* out, float factor, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = in == NULL ? factor : in[i] * factor;
}

void cleanup()
{
    printf("cleanup: %s\n", cudaGetErrorName(cudaFree(g_device)));
}

int main()
{
    const int n = -1;
    float* d;
    cudaMalloc(&d, 64);
    float h[16];
    printf("negative: %s\n", cudaGetErrorName(cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice)));
    cudaFree(d);
    int failed = 0;
    for (int round = 0; round < 100; ++round) { // 100 x 16 MiB, one at a time
        float* big;
        failed += cudaMalloc(&big, size_t(16) << 20) != cudaSuccess;
        failed += cudaFree(big) != cudaSuccess;
    }
    printf("rounds failed: %d\n", failed);
    float* managed;
    cudaMallocManaged(&managed, 16 * sizeof(float));
    float* d2;
    cudaMalloc(&d2, 16 * sizeof(float));
    cudaMemset(d2, 0, 16 * sizeof(float));
    printf("managed: %s\n", cudaGetErrorName(cudaMemcpy(managed, d2, 16 * sizeof(float), cudaMemcpyDeviceToHost)));
    scaleOrFill<<<1, 16>>>(NULL, d2, 0, 16);
    float back[16];
    cudaMemcpy(back, d2, sizeof back, cudaMemcpyDeviceToHost);
    printf("null input: %.1f %.1f\n", back[0], back[15]);
    cudaMalloc(&g_device, 16);
    atexit(cleanup);
    return 0;
}
