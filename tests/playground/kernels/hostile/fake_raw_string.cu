// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// FOOR"( is an identifier and a plain string, not a raw string: what follows is not hidden.
#define FOOR
const char* s = FOOR"(";
#include "/etc/hostname"
const char* t = ")";

__global__ void run(int* out) { out[0] = 1; }
