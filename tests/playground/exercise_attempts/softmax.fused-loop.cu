// expect: pass
// The same two trees, written as one helper called twice.
__device__ void reduce(float* s, int t, bool takeMax)
{
    for (int stride = 32; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] = takeMax ? fmaxf(s[t], s[t + stride]) : s[t] + s[t + stride];
        __syncthreads();
    }
}

__global__ void softmax(const float* in, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    float v = in[i];
    s[t] = v;
    __syncthreads();
    reduce(s, t, true);
    float m = s[0];
    __syncthreads();
    float e = expf(v - m);
    s[t] = e;
    __syncthreads();
    reduce(s, t, false);
    out[i] = e / s[0];
}
