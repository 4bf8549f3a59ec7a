// A wrong index: every thread reads one element past its own, so the last one reads past the end.
// cudaviz-launch: --grid 1 --block 64 --arg in=float[64]:iota --arg out=float[64] --arg n=64
__global__ void shiftCopy(const float* in, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i + 1];
}
