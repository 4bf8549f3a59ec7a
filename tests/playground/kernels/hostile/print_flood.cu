// cudaviz-launch: --kernel run --grid 100 --block 1000 --arg out=int[1]
// 100 000 lines of printf: more than the app keeps.
#include <stdio.h>

__global__ void run(int* out)
{
    printf("thread %d of block %d\n", threadIdx.x, blockIdx.x);
}
