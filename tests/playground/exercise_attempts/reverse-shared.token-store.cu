// expect: uses_shared
// One store to shared memory for show; the reversal reads global memory directly.
__global__ void reverse(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    s[t] = 0.0f;
    out[base + t] = a[base + blockDim.x - 1 - t] + s[t];
}
