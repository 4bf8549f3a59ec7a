// A runtime call the emulator does not run: the program stops there and the finding names it.
#include <cuda_runtime.h>
__global__ void kernel(float* x)
{
    x[threadIdx.x] = 0;
}
int main()
{
    float* x = nullptr;
    void* args[] = { &x };
    cudaLaunchCooperativeKernel((const void*)kernel, dim3(1), dim3(32), args);
    return 0;
}
