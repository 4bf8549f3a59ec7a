// A valid launch past the threads the emulator numbers (2^31 - 1): the program stops there, with
// the numbers. Traced whole (--trace all) it stops at the exact trace's budget already.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void nothing() {}
int main()
{
    nothing<<<dim3(65536, 64), 1024>>>();
    printf("not reached\n");
    return 0;
}
