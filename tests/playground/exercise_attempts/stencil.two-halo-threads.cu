// expect: pass
// Threads 0 and 1 load the two halo cells.
#define BLOCK 64
__global__ void stencil(const float* a, float* out, int n)
{
    __shared__ float s[BLOCK + 2];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int first = blockIdx.x * blockDim.x;
    s[threadIdx.x + 1] = i < n ? a[i] : 0.0f;
    if (threadIdx.x == 0)
        s[0] = first > 0 && first - 1 < n ? a[first - 1] : 0.0f;
    if (threadIdx.x == 1)
        s[BLOCK + 1] = first + BLOCK < n ? a[first + BLOCK] : 0.0f;
    __syncthreads();
    if (i < n)
        out[i] = s[threadIdx.x] + s[threadIdx.x + 1] + s[threadIdx.x + 2];
}
