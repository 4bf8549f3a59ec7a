// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A kernel that tries to start a shell: the sandbox stops it at execve.
#include <unistd.h>

__global__ void run(int* out)
{
    out[0] = 1;
    execl("/bin/sh", "sh", "-c", "id", (char*)0);
}
