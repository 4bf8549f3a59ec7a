// expect: pass
// The same coalesced loads, the block's sum with warp shuffles and 4 words of shared memory.
__global__ void sum(const int* a, int* out, int n)
{
    __shared__ int s[128];
    int t = threadIdx.x;
    int v = 0;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
        v += a[i];
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    if (t % 32 == 0)
        s[t / 32] = v;
    __syncthreads();
    if (t == 0)
        atomicAdd(out, s[0] + s[1] + s[2] + s[3]);
}
