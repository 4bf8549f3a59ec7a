// A tree reduction in shared memory: each block sums its part, halving the active threads each step.
// cudaviz-launch: --grid 4 --block 128 --arg in=float[512]:const:1 --arg out=float[4] --arg n=512
#define BLOCK 128
__global__ void reduceSum(const float* in, float* out, int n)
{
    __shared__ float sdata[BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < n) ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
