// expect: wrong_output
// message: 255 element(s) of out are wrong: out[0] is -0.3069386 but should be -0.3070866; out[1] is 1.622032 but
// should The variance as the mean of x^2, forgetting to subtract the mean first.
__global__ void layerNorm(const float* in, float* out, float eps)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    float v = in[i];
    s[t] = v;
    __syncthreads();
    for (int stride = 32; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    float mean = s[0] / blockDim.x;
    __syncthreads();
    s[t] = v * v;
    __syncthreads();
    for (int stride = 32; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    out[i] = (v - mean) / sqrtf(s[0] / blockDim.x + eps);
}
