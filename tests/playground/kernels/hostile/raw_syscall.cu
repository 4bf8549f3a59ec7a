// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A raw system call (libc's syscall()), not through a wrapper: still execve, still stopped.
#include <sys/syscall.h>
#include <unistd.h>

__global__ void run(int* out)
{
    const char* argv[] = { "sh", 0 };
    out[0] = (int)syscall(SYS_execve, "/bin/sh", argv, 0);
}
