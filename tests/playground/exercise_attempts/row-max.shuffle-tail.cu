// expect: pass
// The tree in shared memory down to one warp, then __shfl_down_sync.
__global__ void rowMax(const float* in, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    if (t < 32) {
        float v = fmaxf(s[t], s[t + 32]);
        for (int offset = 16; offset > 0; offset /= 2)
            v = fmaxf(v, __shfl_down_sync(0xffffffff, v, offset));
        if (t == 0)
            out[blockIdx.x] = v;
    }
}
