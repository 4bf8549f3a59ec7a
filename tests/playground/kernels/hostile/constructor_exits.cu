// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A global whose constructor ends the process before any kernel could run.
#include <cstdlib>

static int g_never = (std::exit(0), 1);

__global__ void run(int* out) { out[0] = g_never; }
