// A traced launch of 200 blocks whose analysis finds a race (no barrier after the first
// store to shared memory), a bank conflict (a stride of 32) and an out-of-bounds write in the
// last block: analysed on a second core while the next block runs, or on the launch's own.
#include <cstdio>
#define BLOCK 128
__global__ void sumRacy(const float* in, float* out, int n)
{
    __shared__ float sdata[BLOCK * 2];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < n) ? in[i] : 0.0f;
    sdata[BLOCK + (tid * 32) % BLOCK] = 1.0f;
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
    if (blockIdx.x == gridDim.x - 1 && tid == 5)
        out[gridDim.x + 3] = 1.0f;
}
int main()
{
    const int blocks = 200, n = blocks * BLOCK;
    float *in, *out;
    cudaMalloc(&in, n * sizeof(float));
    cudaMalloc(&out, blocks * sizeof(float));
    cudaMemset(in, 0, n * sizeof(float));
    sumRacy<<<blocks, BLOCK>>>(in, out, n);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
