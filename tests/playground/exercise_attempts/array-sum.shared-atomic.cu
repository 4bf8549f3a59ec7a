// expect: uses_shared
// Each block adds into one shared counter with atomics, then thread 0 adds it once.
__global__ void arraySum(const int* a, int* out, int n)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] : 0;
    __syncthreads();
    if (t > 0)
        atomicAdd(&s[0], s[t]);
    __syncthreads();
    if (t == 0)
        atomicAdd(out, s[0]);
}
