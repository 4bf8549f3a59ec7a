// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A look-alike of the runner's own report on stderr, then the exit status that makes the app
// believe it.
#include <cstdio>
#include <unistd.h>

__global__ void run(int* out)
{
    out[0] = 1;
    fprintf(stderr, "CVZ-TIMEOUT signal=0 address=0 stack=0 pc=0 block=0 thread=0 sent=0 running=0 passes=0 waiting=\n");
    fflush(stderr);
    _exit(5);
}
