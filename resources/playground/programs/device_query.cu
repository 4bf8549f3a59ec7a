// A device query: what cudaGetDeviceProperties says about the device the program runs on.
// In the emulator the device says it is the emulator, with CUDA's real limits.
#include <cstdio>
#include <cuda_runtime.h>

int main()
{
    int count = 0;
    cudaError_t err = cudaGetDeviceCount(&count);
    if (err != cudaSuccess) {
        printf("cudaGetDeviceCount: %s\n", cudaGetErrorString(err));
        return 1;
    }
    printf("%d CUDA device(s)\n", count);
    for (int d = 0; d < count; ++d) {
        cudaDeviceProp prop;
        cudaGetDeviceProperties(&prop, d);
        printf("Device %d: \"%s\"\n", d, prop.name);
        printf("  Compute capability:            %d.%d\n", prop.major, prop.minor);
        printf("  Multiprocessors:               %d\n", prop.multiProcessorCount);
        printf("  Global memory:                 %zu MiB\n", prop.totalGlobalMem >> 20);
        printf("  Shared memory per block:       %zu bytes\n", prop.sharedMemPerBlock);
        printf("  Registers per block:           %d\n", prop.regsPerBlock);
        printf("  Warp size:                     %d\n", prop.warpSize);
        printf("  Max threads per block:         %d\n", prop.maxThreadsPerBlock);
        printf("  Max block dimensions:          (%d, %d, %d)\n", prop.maxThreadsDim[0], prop.maxThreadsDim[1],
            prop.maxThreadsDim[2]);
        printf("  Max grid dimensions:           (%d, %d, %d)\n", prop.maxGridSize[0], prop.maxGridSize[1],
            prop.maxGridSize[2]);
        // The memory clock is an attribute (CUDA 13 dropped it from cudaDeviceProp).
        int memoryKHz = 0;
        cudaDeviceGetAttribute(&memoryKHz, cudaDevAttrMemoryClockRate, d);
        printf("  Memory bandwidth (peak):       %.1f GB/s\n", 2.0 * memoryKHz * 1e3 * (prop.memoryBusWidth / 8) / 1e9);
        int smThreads = 0;
        cudaDeviceGetAttribute(&smThreads, cudaDevAttrMaxThreadsPerMultiProcessor, d);
        printf("  Max threads per multiprocessor: %d\n", smThreads);
    }
    return 0;
}
