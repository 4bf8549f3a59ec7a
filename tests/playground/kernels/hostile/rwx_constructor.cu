// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// Writable and executable memory, asked for by a constructor before the kernel runs.
#include <sys/mman.h>

static void* g_code = mmap(nullptr, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

__global__ void run(int* out)
{
    out[0] = g_code == MAP_FAILED ? -1 : 1;
}
