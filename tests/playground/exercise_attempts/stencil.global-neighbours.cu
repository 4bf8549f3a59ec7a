// expect: max_global_reads_per_element
// Shared memory holds the centre only; the neighbours are read from global memory again.
#define BLOCK 64
__global__ void stencil(const float* a, float* out, int n)
{
    __shared__ float s[BLOCK];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? a[i] : 0.0f;
    __syncthreads();
    if (i < n)
        out[i] = (i > 0 ? a[i - 1] : 0.0f) + s[threadIdx.x] + (i + 1 < n ? a[i + 1] : 0.0f);
}
