// cudaviz-launch: --kernel warpSum --grid 2 --block 64 --arg in=float[128]:iota --arg out=float[4]:zeros
// A warp sum as books before CUDA 9 write it: __shfl_down and __all without a mask.
__global__ void warpSum(const float* in, float* out)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i];
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down(v, offset);
    const unsigned positive = __ballot(v > 0.0f);
    if (__all(v >= 0.0f) && threadIdx.x % 32 == 0)
        out[i / 32] = v + (positive == 0u ? 1.0e6f : 0.0f);
}
