// A program in the style of a course's device-query and stream chapters: the versions, a device
// chosen by its properties, a bank-width setting, a launch spaced as an editor's formatter leaves
// it (kernel << <grid, block >> > (args)), one stream waiting for another's event, and a callback.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int* a, int value)
{
    a[threadIdx.x] = value;
}

void CUDART_CB done(cudaStream_t, cudaError_t status, void* data)
{
    std::printf("callback: %s, %d\n", cudaGetErrorName(status), *static_cast<int*>(data));
}

int main()
{
    int driver = 0, runtime = 0, device = -1;
    cudaDriverGetVersion(&driver);
    cudaRuntimeGetVersion(&runtime);
    std::printf("driver %d.%d, runtime %d.%d\n", driver / 1000, driver % 1000 / 10, runtime / 1000,
        runtime % 1000 / 10);
    cudaDeviceProp wanted;
    wanted.major = 7;
    wanted.minor = 0;
    cudaChooseDevice(&device, &wanted);
    cudaSetDevice(device);
    cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte);
    cudaSharedMemConfig config;
    cudaDeviceGetSharedMemConfig(&config);
    std::printf("device %d, banks of %d bytes\n", device, config == cudaSharedMemBankSizeFourByte ? 4 : 8);

    int* d_a;
    cudaMalloc(&d_a, 32 * sizeof(int));
    cudaStream_t first, second;
    cudaStreamCreate(&first);
    cudaStreamCreate(&second);
    cudaEvent_t filled;
    cudaEventCreate(&filled);
    fill << <1, 32, 0, first >> > (d_a, 7);
    cudaEventRecord(filled, first);
    cudaStreamWaitEvent(second, filled, 0);
    int h_a[32] = {};
    cudaMemcpyAsync(h_a, d_a, sizeof h_a, cudaMemcpyDeviceToHost, second);
    int tag = 42;
    cudaStreamAddCallback(second, done, &tag, 0);
    std::printf("a[31] = %d, %s\n", h_a[31], cudaGetErrorString(cudaGetLastError()));
    cudaStreamDestroy(first);
    cudaStreamDestroy(second);
    cudaFree(d_a);
    return 0;
}
