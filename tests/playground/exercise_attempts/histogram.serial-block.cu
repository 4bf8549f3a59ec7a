// expect: parallel_reads
// Thread 0 of each block reads the block's 64 values from global memory and counts them.
__global__ void histogram(const int* a, int* bins, int n)
{
    if (threadIdx.x == 0)
        for (int k = 0; k < blockDim.x; ++k) {
            int i = blockIdx.x * blockDim.x + k;
            if (i < n)
                atomicAdd(&bins[a[i] % 16], 1);
        }
}
