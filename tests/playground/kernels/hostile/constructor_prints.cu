// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A global whose constructor prints: its text is the student's output, not the kernel's parameters.
#include <cstdio>

static int g_said = std::printf("static init ran\n");

__global__ void run(int* out) { out[0] = g_said; }
