// cudaviz-launch: --grid 1 --block 64 --arg x=half[64]:iota --arg y=half[64]:const:0.5 --arg a=2.0 --arg n=64
// y = a * x + y in half precision (cuda_fp16.h): 16 bits an element in memory.
#include <cuda_fp16.h>
__global__ void haxpy(const __half* x, __half* y, __half a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = __hfma(a, x[i], y[i]);
}
