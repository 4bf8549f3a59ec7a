// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// Writable memory first, made executable afterwards: the same machine code by two steps.
#include <sys/mman.h>

__global__ void run(int* out)
{
    void* page = mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    out[0] = mprotect(page, 4096, PROT_READ | PROT_EXEC);
}
