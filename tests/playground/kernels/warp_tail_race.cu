// cudaviz-launch: --grid 2 --block 128 --arg in=float[256]:iota --arg out=float[2]
// A reduction whose last warp adds up without barriers, as older books write it: the lanes of warp
// 0 read each other's sums with no __syncwarp() between the steps (needed since Volta).
__global__ void tailSum(const float* in, float* out)
{
    __shared__ float s[128];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int stride = 64; stride > 32; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    if (t < 32) {
        volatile float* v = s;
        v[t] += v[t + 32];
        v[t] += v[t + 16];
        v[t] += v[t + 8];
        v[t] += v[t + 4];
        v[t] += v[t + 2];
        v[t] += v[t + 1];
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}
