// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A kernel that tries to leave a child process behind.
#include <unistd.h>

__global__ void run(int* out)
{
    if (fork() == 0)
        for (;;)
            sleep(1);
    out[0] = 1;
}
