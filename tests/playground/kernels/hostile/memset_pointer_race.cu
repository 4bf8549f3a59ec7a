// cudaviz-launch: --kernel clear --grid 1 --block 32 --arg out=int[1]
// Every thread clears the same int through memset taken as a pointer: a race the trace must see.
#include <cstring>

__global__ void clear(int* out)
{
    void* (*volatile fill)(void*, int, size_t) = memset;
    fill(out, (int)threadIdx.x, sizeof(int));
}
