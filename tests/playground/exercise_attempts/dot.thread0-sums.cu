// expect: span
// Products in parallel, then thread 0 adds the block's 64 products alone.
__global__ void dot(const float* a, const float* b, float* out, int n)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] * b[i] : 0.0f;
    __syncthreads();
    if (t == 0) {
        float sum = 0.0f;
        for (int k = 0; k < 64; ++k)
            sum += s[k];
        atomicAdd(out, sum);
    }
}
