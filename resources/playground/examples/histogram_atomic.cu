// Counting with atomicAdd: threads that hit the same bin do not race.
// cudaviz-launch: --grid 2 --block 64 --arg data=int[128]:iota --arg bins=int[4] --arg n=128
__global__ void histogram(const int* data, int* bins, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&bins[data[i] % 4], 1);
}
