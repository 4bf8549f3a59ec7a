// expect: wrong_output
// Skips subtracting the maximum: expf overflows on large inputs.
__global__ void softmax(const float* in, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    float e = expf(in[i]);
    s[t] = e;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    out[i] = e / s[0];
}
