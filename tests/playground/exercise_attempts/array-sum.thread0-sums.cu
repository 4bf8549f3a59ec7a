// expect: span
// A parallel load, then thread 0 of each block sums the block's 64 values alone.
__global__ void arraySum(const int* a, int* out, int n)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] : 0;
    __syncthreads();
    if (t == 0) {
        int sum = 0;
        for (int k = 0; k < 64; ++k)
            sum += s[k];
        atomicAdd(out, sum);
    }
}
