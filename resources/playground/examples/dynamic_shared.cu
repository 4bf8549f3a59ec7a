// Reverses each block's part of an array through dynamic shared memory.
// cudaviz-launch: --grid 2 --block 32 --shared 128 --arg a=float[64]:iota
__global__ void reverseBlock(float* a)
{
    extern __shared__ float s[];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    s[t] = a[base + t];
    __syncthreads();
    a[base + t] = s[blockDim.x - 1 - t];
}
