// A valid launch past the emulator's budget of threads: the program stops there, with the numbers.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void nothing() {}
int main()
{
    nothing<<<65536, 1024>>>();
    printf("not reached\n");
    return 0;
}
