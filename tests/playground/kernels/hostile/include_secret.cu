// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// An include of a file outside the playground's folders: refused before compiling.
#include </etc/shadow>

__global__ void run(int* out) { out[0] = 1; }
