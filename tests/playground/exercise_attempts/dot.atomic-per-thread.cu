// expect: global_atomics
// Each thread adds its product to the total with an atomic.
__global__ void dot(const float* a, const float* b, float* out, int n)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] * b[i] : 0.0f;
    __syncthreads();
    atomicAdd(out, s[t]);
}
