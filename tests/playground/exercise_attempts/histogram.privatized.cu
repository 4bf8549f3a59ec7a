// expect: pass
// A private histogram per block in shared memory, added to the global one at the end.
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
    if (t < 16)
        atomicAdd(&bins[t], local[t]);
}
