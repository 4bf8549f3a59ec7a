// A kernel that never waits, on 3D blocks of a 2D grid: the fast engine runs each block's threads in
// one loop over threadIdx (x fastest). Every thread writes its own element; one thread of one block
// writes past the end, and its report names that thread.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void fill(int* out, int width, int height)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    const int i = (threadIdx.z * height + y) * width + x;
    out[i] = i;
    if (blockIdx.x == 5 && blockIdx.y == 7 && threadIdx.x == 3 && threadIdx.y == 2 && threadIdx.z == 1)
        out[2 * width * height + 10] = -1; // past the end, in one thread only
}

int main()
{
    const dim3 block(8, 4, 2), grid(40, 30);
    const int width = 8 * 40, height = 4 * 30, n = 2 * width * height;
    int* d = nullptr;
    cudaMalloc(&d, n * sizeof(int));
    fill<<<grid, block>>>(d, width, height);
    int* h = (int*)malloc(n * sizeof(int));
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < n; ++i)
        wrong += h[i] != i;
    printf("%d wrong of %d\n", wrong, n);
    free(h);
    cudaFree(d);
    return 0;
}
