// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A kernel that sends itself SIGSEGV: no memory access went wrong.
#include <signal.h>

__global__ void run(int* out)
{
    out[0] = 1;
    raise(SIGSEGV);
}
