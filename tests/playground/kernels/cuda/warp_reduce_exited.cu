// cudaviz-launch: --grid 1 --block 64 --arg in=float[40]:iota --arg out=float[2] --arg n=40
// A bug: lanes past n return before the shuffle that reads them.
__global__ void earlyReturn(const float* in, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = in[i];
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    if (threadIdx.x % 32 == 0)
        out[i / 32] = v;
}
