// expect: uses_shared
// Every thread adds its element to s[0] with an atomic: the block queues at one address.
__global__ void blockSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = a[blockIdx.x * blockDim.x + t];
    __syncthreads();
    if (t > 0)
        atomicAdd(&s[0], s[t]);
    __syncthreads();
    if (t == 0)
        out[blockIdx.x] = s[0];
}
