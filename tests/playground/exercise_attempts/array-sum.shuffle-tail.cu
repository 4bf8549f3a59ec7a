// expect: pass
// Shared memory down to 32 values, shuffles for the rest, one atomic per block.
__global__ void arraySum(const int* a, int* out, int n)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] : 0;
    __syncthreads();
    if (t < 32) {
        int v = s[t] + s[t + 32];
        for (int offset = 16; offset > 0; offset /= 2)
            v += __shfl_down_sync(0xffffffff, v, offset);
        if (t == 0)
            atomicAdd(out, v);
    }
}
