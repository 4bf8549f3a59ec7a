// Shifting through shared memory without minding the ends: s[32] and s[-1] are outside s.
// cudaviz-launch: --block 32 --arg a=float[32]:iota
__global__ void shift(float* a)
{
    __shared__ float s[32];
    int t = threadIdx.x;
    s[t + 1] = a[t];
    __syncthreads();
    a[t] = s[t - 1];
}
