// expect: uses_shared
// message: 0 shared-memory word(s) carried a value from one thread to another, where the reference solution's carry
// A token private histogram: every value is still counted with a global atomic.
__global__ void histogram256(const int* a, int* bins, int n)
{
    __shared__ int local[256];
    int t = threadIdx.x;
    local[t] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&bins[a[i]], 1 + local[t]);
}
