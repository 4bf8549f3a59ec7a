// expect: span
// The counting is shared, but thread 0 adds all 16 bins to global memory alone.
__global__ void histogram(const int* a, int* bins, int n)
{
    __shared__ int local[16];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (t < 16)
        local[t] = 0;
    __syncthreads();
    if (i < n)
        atomicAdd(&local[a[i] % 16], 1);
    __syncthreads();
    if (t == 0)
        for (int b = 0; b < 16; ++b)
            atomicAdd(&bins[b], local[b]);
}
