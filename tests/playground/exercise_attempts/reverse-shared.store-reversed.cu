// expect: pass
// The reversal done on the way in: each thread stores to the mirrored slot, then reads its own.
__global__ void reverse(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    s[blockDim.x - 1 - t] = a[base + t];
    __syncthreads();
    out[base + t] = s[t];
}
