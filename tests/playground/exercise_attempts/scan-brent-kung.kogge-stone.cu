// expect: work
// A Kogge-Stone scan (every element added at every step): right, but not work-efficient.
#define SECTION 64
__global__ void brentKung(const float* a, float* out)
{
    __shared__ float s[SECTION];
    int t = threadIdx.x;
    s[t] = a[t];
    s[t + blockDim.x] = a[t + blockDim.x];
    for (int offset = 1; offset < SECTION; offset *= 2) {
        __syncthreads();
        float add0 = t >= offset ? s[t - offset] : 0.0f;
        float add1 = t + blockDim.x >= offset ? s[t + blockDim.x - offset] : 0.0f;
        __syncthreads();
        s[t] += add0;
        s[t + blockDim.x] += add1;
    }
    __syncthreads();
    out[t] = s[t];
    out[t + blockDim.x] = s[t + blockDim.x];
}
