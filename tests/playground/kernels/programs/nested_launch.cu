// Dynamic parallelism as a course's nested chapter writes it: a kernel launches a smaller copy of
// itself from its first thread; the children run after their parent grid, each to completion. A
// kernel that launches itself without end stops at CUDA's depth of 24: that launch fails in the
// kernel, and the host, as on a GPU, sees no error.
#include <cstdio>

__global__ void halve(int* widths, int width, int depth)
{
    if (threadIdx.x == 0)
        widths[depth] = width;
    if (threadIdx.x == 0 && width > 1)
        halve<<<1, width / 2>>>(widths, width / 2, depth + 1);
}

__global__ void forever(int* calls)
{
    atomicAdd(calls, 1);
    forever<<<1, 1>>>(calls);
}

int main()
{
    int* d;
    cudaMalloc(&d, 8 * sizeof(int));
    cudaMemset(d, 0, 8 * sizeof(int));
    halve<<<1, 16>>>(d, 16, 0);
    cudaDeviceSynchronize();
    int h[8];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int k = 0; k < 6; ++k)
        std::printf("%d ", h[k]);
    std::printf("\n");
    cudaMemset(d, 0, sizeof(int));
    forever<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("%s\n", cudaGetErrorName(cudaGetLastError()));
    cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost);
    std::printf("%d grids ran\n", h[0]);
    cudaFree(d);
    return 0;
}
