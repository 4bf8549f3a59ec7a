// A runtime call the emulator does not run: the program stops there and the finding names it.
#include <cuda_runtime.h>
int main()
{
    float* d;
    size_t pitch;
    cudaMallocPitch((void**)&d, &pitch, 64, 64);
    return 0;
}
