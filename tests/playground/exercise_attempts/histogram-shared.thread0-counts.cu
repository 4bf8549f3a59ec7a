// expect: span
// The private histogram is filled by thread 0 alone.
__global__ void histogram(const int* a, int* bins, int n)
{
    __shared__ int local[16];
    __shared__ int v[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    v[t] = i < n ? a[i] : -1;
    if (t < 16)
        local[t] = 0;
    __syncthreads();
    if (t == 0)
        for (int k = 0; k < 64; ++k)
            if (v[k] >= 0)
                local[v[k] % 16] += 1;
    __syncthreads();
    if (t < 16)
        atomicAdd(&bins[t], local[t]);
}
