// A warp-synchronous sum: __syncwarp() orders the lanes of one warp between steps.
// cudaviz-launch: --block 32 --arg in=float[32]:iota --arg out=float[1]
__global__ void warpSum(const float* in, float* out)
{
    __shared__ float s[32];
    int lane = threadIdx.x;
    s[lane] = in[lane];
    __syncwarp();
    for (int offset = 16; offset > 0; offset /= 2) {
        float v = lane < offset ? s[lane + offset] : 0.0f;
        __syncwarp();
        if (lane < offset)
            s[lane] += v;
        __syncwarp();
    }
    if (lane == 0)
        out[0] = s[0];
}
