// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// The forged result through writev, another way to write a descriptor.
#include <sys/uio.h>
#include <unistd.h>

__global__ void run(int* out)
{
    char forged[] = "forged result";
    iovec part = { forged, sizeof forged };
    for (int fd = 3; fd < 64; ++fd)
        out[0] += (int)writev(fd, &part, 1);
    _exit(0);
}
