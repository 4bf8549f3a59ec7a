// expect: kinds
// message: The reference solution combines values with warp shuffles (1280 of them); your kernel made none. Pass
// A tree in shared memory, where the task asks for registers and shuffles.
__global__ void warpRowMax(const float* in, float* out)
{
    __shared__ float s[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int t = threadIdx.x;
    s[t] = in[i];
    __syncthreads();
    for (int offset = 16; offset > 0; offset /= 2) {
        if (t % 32 < offset)
            s[t] = fmaxf(s[t], s[t + offset]);
        __syncthreads();
    }
    if (t % 32 == 0)
        out[i / 32] = s[t];
}
