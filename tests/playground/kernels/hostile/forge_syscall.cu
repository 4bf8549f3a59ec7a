// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// The forged result through libc's syscall(), not its write().
#include <sys/syscall.h>
#include <unistd.h>

__global__ void run(int* out)
{
    for (int fd = 3; fd < 64; ++fd)
        out[0] += (int)syscall(SYS_write, fd, "forged", 6);
    _exit(0);
}
