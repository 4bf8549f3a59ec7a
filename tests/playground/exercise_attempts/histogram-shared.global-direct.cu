// expect: global_atomics
// A token shared array; every count goes straight to global memory.
__global__ void histogram(const int* a, int* bins, int n)
{
    __shared__ int local[16];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (t < 16)
        local[t] = 0;
    __syncthreads();
    if (i < n)
        atomicAdd(&bins[a[i] % 16], 1 + local[0]);
}
