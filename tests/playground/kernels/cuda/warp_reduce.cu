// cudaviz-launch: --grid 2 --block 96 --arg in=float[150]:iota --arg sums=float[6] --arg evens=float[6] --arg n=150
// A warp sum with __shfl_down_sync and a sum over pairs of half-warps with __shfl_xor_sync and a
// width of 16: every lane reads the value its source lane held at the shuffle.
__global__ void warpReduce(const float* in, float* sums, float* evens, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int warp = i / 32, lane = threadIdx.x % 32;
    float v = i < n ? in[i] : 0.0f; // lanes past n stay: the shuffle reads them
    float w = v;
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    for (int mask = 1; mask < 16; mask *= 2)
        w += __shfl_xor_sync(0xffffffff, w, mask, 16);
    if (lane == 0)
        sums[warp] = v;
    if (lane == 16)
        evens[warp] = w; // the upper half-warp's sum
}
