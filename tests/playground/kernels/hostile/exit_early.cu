// cudaviz-launch: --kernel run --grid 1 --block 32 --arg out=int[32]
// A kernel that ends the program.
#include <stdlib.h>

__global__ void run(int* out)
{
    out[threadIdx.x] = 1;
    exit(0);
}
