// expect: pass
// A tree in shared memory down to one warp, then warp shuffles for the last five steps.
__global__ void blockSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = a[blockIdx.x * blockDim.x + t];
    __syncthreads();
    if (t < 32) {
        float v = s[t] + s[t + 32];
        for (int offset = 16; offset > 0; offset /= 2)
            v += __shfl_down_sync(0xffffffff, v, offset);
        if (t == 0)
            out[blockIdx.x] = v;
    }
}
