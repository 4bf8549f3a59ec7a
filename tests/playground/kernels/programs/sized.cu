// A program sized for a GPU, as a book writes it: the Playground's Sizes field (cudaviz run
// --define) runs it at a classroom size without editing it.
#include <cstdio>
#define N 100000000

__global__ void fill(int* a)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N)
        a[i] = i;
}

int main()
{
    int* d;
    cudaMalloc(&d, N * sizeof(int));
    fill<<<(N + 255) / 256, 256>>>(d);
    int last = 0;
    cudaMemcpy(&last, d + N - 1, sizeof last, cudaMemcpyDeviceToHost);
    std::printf("N %d, last %d\n", N, last);
    cudaFree(d);
    return 0;
}
