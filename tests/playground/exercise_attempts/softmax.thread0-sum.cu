// expect: span
// The maximum in a tree, but thread 0 adds the 64 exponentials alone.
__global__ void softmax(const float* in, float* out)
{
    __shared__ float s[64];
    __shared__ float total;
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    float v = in[i];
    s[t] = v;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] = fmaxf(s[t], s[t + stride]);
        __syncthreads();
    }
    float m = s[0];
    __syncthreads();
    float e = expf(v - m);
    s[t] = e;
    __syncthreads();
    if (t == 0) {
        float sum = 0.0f;
        for (int k = 0; k < 64; ++k)
            sum += s[k];
        total = sum;
    }
    __syncthreads();
    out[i] = e / total;
}
