// More device memory than the emulated device has: cudaMalloc refuses with the numbers.
#include <cstdio>
#include <cuda_runtime.h>
int main()
{
    float* d = nullptr;
    cudaError_t e = cudaMalloc(&d, size_t(1) << 40);
    printf("%s %p\n", cudaGetErrorName(e), (void*)d);
    return 0;
}
