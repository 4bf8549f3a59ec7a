// expect: pass
// A butterfly with __shfl_xor_sync: every lane ends with the sum; lane 0 writes it.
__global__ void warpSum(const float* a, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = a[i];
    for (int mask = 16; mask > 0; mask /= 2)
        v += __shfl_xor_sync(0xffffffff, v, mask);
    if (threadIdx.x % 32 == 0)
        out[i / 32] = v;
}
