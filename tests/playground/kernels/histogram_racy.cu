// The same count with a plain increment: a read-modify-write race between the threads of a block.
// cudaviz-launch: --grid 1 --block 64 --arg data=int[64]:iota --arg bins=int[4] --arg n=64
__global__ void histogram(const int* data, int* bins, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        bins[data[i] % 4] += 1;
}
