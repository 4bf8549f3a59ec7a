// expect: uses_shared
// Every thread stores zero and reads one word back; the data never passes through shared memory.
__global__ void reverse(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    s[t] = 0.0f;
    __syncthreads();
    out[base + t] = a[base + blockDim.x - 1 - t] + s[0];
}
