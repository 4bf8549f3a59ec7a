// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A kernel that tries to write a file outside its folder.
#include <stdio.h>

__global__ void run(int* out)
{
    FILE* f = fopen("/tmp/cudaviz-hostile-write.txt", "w");
    out[0] = f != 0;
}
