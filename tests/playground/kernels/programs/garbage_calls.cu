// Runtime calls given what no CUDA call accepts: each returns CUDA's error, not success.
#include <cstdio>
#include <thread>

__global__ void touch(float* a) { a[0] = 1.0f; }

int main()
{
    const cudaError_t properties = cudaGetDeviceProperties(nullptr, 0);
    const cudaError_t registered = cudaHostRegister((void*)0x10, size_t(1) << 40, cudaHostRegisterDefault);
    float* d = nullptr;
    cudaMalloc(&d, sizeof(float));
    touch<<<1, 1, 0, (cudaStream_t)0x4321>>>(d);
    const cudaError_t stream = cudaGetLastError();
    const cudaError_t copy = cudaMemcpy(d, d, (size_t)-64, cudaMemcpyDeviceToDevice);
    float* pinned = nullptr;
    const cudaError_t huge = cudaMallocHost(&pinned, size_t(1) << 40);
    printf("properties: %s\nregistered: %s\nstream: %s\ncopy: %s\nhuge: %s\n", cudaGetErrorName(properties),
        cudaGetErrorName(registered), cudaGetErrorName(stream), cudaGetErrorName(copy), cudaGetErrorName(huge));
    cudaGetLastError();
    // A second host thread launches while none runs: a launch like any other.
    std::thread other([&] { touch<<<1, 1>>>(d); });
    other.join();
    printf("other thread: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cudaFree(d);
    return 0;
}
