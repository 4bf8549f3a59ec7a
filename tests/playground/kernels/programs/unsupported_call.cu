// A runtime call the emulator does not run: the program stops there and the finding names it.
#include <cuda_runtime.h>
__global__ void kernel(float* x)
{
    x[threadIdx.x] = 0;
}
int main()
{
    int blocks = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, 256, 0);
    return 0;
}
