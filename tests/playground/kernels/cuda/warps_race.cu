// cudaviz-launch: --grid 1 --block 64 --arg in=float[64]:const:1 --arg out=float[1]
// A bug: warp 0 adds up the warps' partial sums without a __syncthreads() after warp 1 wrote its
// own. The shuffles inside each warp are right; the race is between the warps.
__global__ void twoWarps(const float* in, float* out)
{
    __shared__ float partial[2];
    float v = in[threadIdx.x];
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_xor_sync(0xffffffff, v, offset);
    if (threadIdx.x % 32 == 0)
        partial[threadIdx.x / 32] = v;
    if (threadIdx.x == 0)
        out[0] = partial[0] + partial[1];
}
