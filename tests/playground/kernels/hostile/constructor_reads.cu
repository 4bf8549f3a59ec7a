// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// Code that runs when the module is loaded, before any launch, opening a file of the machine:
// where the kernel has Landlock, the open fails (the module may read nothing but itself).
#include <fcntl.h>

static int g_file = -2;

__attribute__((constructor)) static void grab() { g_file = open("/etc/hostname", O_RDONLY); }

__global__ void run(int* out) { out[0] = g_file; }
