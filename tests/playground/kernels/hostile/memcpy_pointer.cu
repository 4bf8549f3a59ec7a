// cudaviz-launch: --kernel copy --grid 1 --block 32 --arg out=float[32] --arg in=float[32]:const:1
// The C library's memcpy through a function pointer, past the end of out: an access the
// instrumentation does not make itself.
#include <cstring>

__global__ void copy(float* out, const float* in)
{
    void* (*volatile move)(void*, const void*, size_t) = memcpy;
    move(out + threadIdx.x + 1, in + threadIdx.x, sizeof(float));
}
