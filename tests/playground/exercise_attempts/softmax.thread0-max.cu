// expect: span
// Thread 0 finds the maximum alone; the sum is a tree.
__global__ void softmax(const float* in, float* out)
{
    __shared__ float s[64];
    __shared__ float m;
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    float v = in[i];
    s[t] = v;
    __syncthreads();
    if (t == 0) {
        float best = s[0];
        for (int k = 1; k < 64; ++k)
            best = fmaxf(best, s[k]);
        m = best;
    }
    __syncthreads();
    float e = expf(v - m);
    s[t] = e;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    out[i] = e / s[0];
}
