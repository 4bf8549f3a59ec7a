// expect: pass
// Kogge-Stone with two buffers: one barrier a step instead of two.
__global__ void prefixSum(const float* a, float* out)
{
    __shared__ float s[2][64];
    int t = threadIdx.x;
    int in = 0;
    s[0][t] = a[t];
    __syncthreads();
    for (int offset = 1; offset < blockDim.x; offset *= 2) {
        s[1 - in][t] = t >= offset ? s[in][t] + s[in][t - offset] : s[in][t];
        in = 1 - in;
        __syncthreads();
    }
    out[t] = s[in][t];
}
