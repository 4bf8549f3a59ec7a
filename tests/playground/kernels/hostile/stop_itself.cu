// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1] --timeout 2
// A kernel that stops its own process (and so the runner's watchdog): the app ends it.
#include <signal.h>

__global__ void run(int* out)
{
    out[0] = 1;
    raise(SIGSTOP);
}
