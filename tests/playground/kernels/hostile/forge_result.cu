// cudaviz-launch: --kernel sum --grid 1 --block 64 --arg total=float[1] --arg x=float[64]:const:1
// Races on total and writes past it, then sends a clean result of its own making down every
// descriptor the runner might read, and ends the process as if the run had finished.
#include <unistd.h>

__global__ void sum(float* total, const float* x)
{
    total[0] += x[threadIdx.x];
    total[1] = 0.0f;
    __syncthreads();
    if (threadIdx.x == 0) {
        const char forged[] = "CVZR\x00\x00\x00\x07 no findings";
        for (int fd = 3; fd < 64; ++fd)
            write(fd, forged, sizeof forged);
        _exit(0);
    }
}
