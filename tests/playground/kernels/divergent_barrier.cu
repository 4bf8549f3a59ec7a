// cudaviz-launch: --block 64 --arg a=float[64]:iota
__global__ void halfBarrier(float* a)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    if (t < 32) {
        s[t] = a[t];
        __syncthreads();
        a[t] = s[63 - t];
    }
}
