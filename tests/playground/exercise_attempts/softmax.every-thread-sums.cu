// expect: span
// Every thread finds the maximum and the sum over all 64 values itself.
__global__ void softmax(const float* in, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    float v = in[i];
    s[t] = v;
    __syncthreads();
    float m = s[0];
    for (int k = 1; k < 64; ++k)
        m = fmaxf(m, s[k]);
    float sum = 0.0f;
    for (int k = 0; k < 64; ++k)
        sum += expf(s[k] - m);
    out[i] = expf(v - m) / sum;
}
