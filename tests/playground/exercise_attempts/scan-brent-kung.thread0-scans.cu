// expect: span
// Thread 0 scans the section alone between a parallel load and store.
#define SECTION 64
__global__ void brentKung(const float* a, float* out)
{
    __shared__ float s[SECTION];
    int t = threadIdx.x;
    s[t] = a[t];
    s[t + blockDim.x] = a[t + blockDim.x];
    __syncthreads();
    if (t == 0)
        for (int k = 1; k < SECTION; ++k)
            s[k] += s[k - 1];
    __syncthreads();
    out[t] = s[t];
    out[t + blockDim.x] = s[t + blockDim.x];
}
