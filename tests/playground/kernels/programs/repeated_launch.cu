// A timing loop as the books write it: one launch repeated, then one of another shape.
#include <cstdio>
#include <cstdlib>

__global__ void scale(float* v, float k, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= k;
}

int main()
{
    const int n = 64 * 128;
    float* h = static_cast<float*>(malloc(n * sizeof(float)));
    for (int i = 0; i < n; ++i)
        h[i] = 1.0f;
    float* d = nullptr;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    for (int repeat = 0; repeat < 5; ++repeat)
        scale<<<64, 128>>>(d, 2.0f, n);
    scale<<<128, 64>>>(d, 0.5f, n);
    cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    int right = 0;
    for (int i = 0; i < n; ++i)
        right += h[i] == 16.0f;
    printf("%d of %d are 16\n", right, n);
    cudaFree(d);
    free(h);
    return 0;
}
