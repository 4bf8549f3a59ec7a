// cudaviz-launch: --kernel shifted --grid 1 --block 32 --arg in=float[64]:iota --arg out=float[32]
// Reads floats two bytes past their boundary: a GPU stops with "misaligned address".
__global__ void shifted(const float* in, float* out)
{
    const float* p = (const float*)((const char*)in + 2);
    out[threadIdx.x] = p[threadIdx.x];
}
