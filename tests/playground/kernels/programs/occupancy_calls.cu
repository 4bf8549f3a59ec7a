// The occupancy calls a tuning chapter makes: a kernel's attributes, the blocks an SM holds, and
// the block size CUDA's search picks, for a kernel with 8 KiB of __shared__ memory and one without.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void plain(float* x)
{
    x[threadIdx.x] = 1.0f;
}
__global__ void tiled(float* x)
{
    __shared__ float tile[2048];
    tile[threadIdx.x] = x[threadIdx.x];
    __syncthreads();
    x[threadIdx.x] = tile[(threadIdx.x + 1) % blockDim.x];
}
int main()
{
    cudaFuncAttributes a;
    cudaFuncGetAttributes(&a, tiled);
    printf("tiled: %zu shared bytes, %d registers, %d threads at most\n", a.sharedSizeBytes, a.numRegs,
        a.maxThreadsPerBlock);
    cudaFuncGetAttributes(&a, (const void*)plain);
    printf("plain: %zu shared bytes\n", a.sharedSizeBytes);
    int blocks = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, tiled, 256, 0);
    printf("tiled at 256: %d blocks\n", blocks);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, plain, 256, 40000);
    printf("plain at 256 with 40000 dynamic: %d blocks\n", blocks);
    int minGrid = 0, block = 0;
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, tiled);
    printf("tiled best: block %d, grid %d\n", block, minGrid);
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, plain, 0, 200);
    printf("plain best up to 200: block %d, grid %d\n", block, minGrid);
    const cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, plain, 2048, 0);
    printf("2048 threads: %s\n", cudaGetErrorName(e));
    return 0;
}
