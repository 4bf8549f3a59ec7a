// cudaviz-launch: --grid 1 --block 32 --arg in=float[32]:iota --arg out=float[1]
// A bug: the mask names only the lower half-warp, but lane 0 reads lane 16 through it.
__global__ void halfMask(const float* in, float* out)
{
    float v = in[threadIdx.x];
    if (threadIdx.x < 16) {
        for (int offset = 16; offset > 0; offset /= 2)
            v += __shfl_down_sync(0x0000ffff, v, offset);
    }
    if (threadIdx.x == 0)
        out[0] = v;
}
