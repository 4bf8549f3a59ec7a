// expect: uses_shared
// Products added into s[0] with shared atomics: a queue instead of a tree.
__global__ void dot(const float* a, const float* b, float* out, int n)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] * b[i] : 0.0f;
    __syncthreads();
    if (t > 0)
        atomicAdd(&s[0], s[t]);
    __syncthreads();
    if (t == 0)
        atomicAdd(out, s[0]);
}
