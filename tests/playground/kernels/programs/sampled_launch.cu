// A launch one block past the threads traced whole: every block runs, a sample of them is traced,
// and an out-of-bounds write in a block outside the sample is still found.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void fill(int* out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i;
    if (blockIdx.x == 1000 && threadIdx.x == 0)
        out[n + 5] = -1; // past the end, in one block only
}

int main()
{
    const int n = (1 << 22) + 256;
    int* d = nullptr;
    cudaMalloc(&d, n * sizeof(int));
    fill<<<(n + 255) / 256, 256>>>(d, n);
    int* h = (int*)malloc(n * sizeof(int));
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    long long wrong = 0;
    for (int i = 0; i < n; ++i)
        wrong += h[i] != i;
    printf("%lld wrong of %d\n", wrong, n);
    free(h);
    cudaFree(d);
    return 0;
}
