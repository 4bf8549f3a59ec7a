// expect: span
// Thread b < 16 of each block counts bin b by looking at every value of the block.
__global__ void histogram(const int* a, int* bins, int n)
{
    __shared__ int v[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    v[t] = i < n ? a[i] : -1;
    __syncthreads();
    if (t < 16) {
        int count = 0;
        for (int k = 0; k < 64; ++k)
            count += v[k] >= 0 && v[k] % 16 == t;
        atomicAdd(&bins[t], count);
    }
}
