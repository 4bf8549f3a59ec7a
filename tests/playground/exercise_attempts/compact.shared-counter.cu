// expect: uses_shared
// message: 2 shared-memory word(s) carried a value from one thread to another, where the reference solution's carry
// 126: Positions taken from a shared counter with atomicAdd: a queue, and no order on a GPU.
__global__ void compact(const float* a, float* out, int* counts)
{
    __shared__ int next;
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (t == 0)
        next = 0;
    __syncthreads();
    float v = a[i];
    if (v > 0.0f)
        out[blockIdx.x * blockDim.x + atomicAdd(&next, 1)] = v;
    __syncthreads();
    if (t == 0)
        counts[blockIdx.x] = next;
}
