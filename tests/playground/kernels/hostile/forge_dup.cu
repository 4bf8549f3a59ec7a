// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A copy of every descriptor, to write the result channel under another number.
#include <fcntl.h>
#include <unistd.h>

__global__ void run(int* out)
{
    for (int fd = 3; fd < 64; ++fd) {
        const int copy = fcntl(fd, F_DUPFD, 100);
        if (copy >= 0)
            out[0] += (int)write(copy, "forged", 6);
    }
    _exit(0);
}
