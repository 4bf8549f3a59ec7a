// expect: atomics
// Each thread adds its element into every later prefix with shared atomics.
__global__ void prefixSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = 0.0f;
    __syncthreads();
    float v = a[t];
    for (int k = t; k < blockDim.x; ++k)
        atomicAdd(&s[k], v);
    __syncthreads();
    out[t] = s[t];
}
