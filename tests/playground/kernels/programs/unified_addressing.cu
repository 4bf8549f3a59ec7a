// What a GPU with unified addressing runs, as the books write it: cudaMemset on page-locked host
// memory, a copy from a __device__ variable by the address cudaGetSymbolAddress gives, and a kernel
// argument whose destructor calls cudaFree (CUDA by Example's Lock): the device never runs that
// destructor, the launch's host copy does once. No finding; what a GPU prints.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int total[4];

struct Counter
{
    int* slot;
    ~Counter() { cudaFree(slot); }
};

__global__ void count(Counter c, int* sums)
{
    atomicAdd(c.slot, 1);
    atomicAdd(&sums[threadIdx.x % 4], 1);
}

int main()
{
    int* pinned = nullptr;
    cudaHostAlloc((void**)&pinned, 4 * sizeof(int), cudaHostAllocDefault);
    cudaMemset(pinned, 0, 4 * sizeof(int));
    int* sums = nullptr;
    cudaGetSymbolAddress((void**)&sums, total);
    Counter* c = new Counter; // never deleted: the launch's copy frees its slot
    cudaMalloc((void**)&c->slot, sizeof(int));
    count<<<2, 64>>>(*c, sums);
    cudaMemcpy(pinned, sums, 4 * sizeof(int), cudaMemcpyDeviceToHost);
    std::printf("%d %d %d %d, %s\n", pinned[0], pinned[1], pinned[2], pinned[3], cudaGetErrorString(cudaGetLastError()));
    cudaFreeHost(pinned);
    return 0;
}
