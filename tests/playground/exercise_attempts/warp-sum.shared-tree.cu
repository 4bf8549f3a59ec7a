// expect: kinds
// A tree in shared memory, where the task asks for registers and shuffles.
__global__ void warpSum(const float* a, float* out)
{
    __shared__ float s[96];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int t = threadIdx.x;
    s[t] = a[i];
    __syncthreads();
    for (int offset = 16; offset > 0; offset /= 2) {
        if (t % 32 < offset)
            s[t] += s[t + offset];
        __syncthreads();
    }
    if (t % 32 == 0)
        out[i / 32] = s[t];
}
