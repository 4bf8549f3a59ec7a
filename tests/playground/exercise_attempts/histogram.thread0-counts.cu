// expect: span
// The block loads its values into shared memory; thread 0 counts them all.
__global__ void histogram(const int* a, int* bins, int n)
{
    __shared__ int v[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    v[t] = i < n ? a[i] : -1;
    __syncthreads();
    if (t == 0)
        for (int k = 0; k < 64; ++k)
            if (v[k] >= 0)
                atomicAdd(&bins[v[k] % 16], 1);
}
