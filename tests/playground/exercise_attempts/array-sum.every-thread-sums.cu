// expect: span
// Every thread sums the block's whole shared array; thread 0 adds the result.
__global__ void arraySum(const int* a, int* out, int n)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] : 0;
    __syncthreads();
    int sum = 0;
    for (int k = 0; k < 64; ++k)
        sum += s[k];
    if (t == 0)
        atomicAdd(out, sum);
}
