// Host memory a kernel may use (zero-copy): cudaHostAlloc'd and cudaHostRegister'ed, reached through
// cudaHostGetDevicePointer; managed memory with prefetch hints; clock() in a kernel and on the host.
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <cuda_runtime.h>
#include <helper_cuda.h>

__global__ void addOne(const float* in, float* out, long long* ticks, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    clock_t start = clock();
    if (i < n)
        out[i] = in[i] + 1.0f;
    if (i == 0)
        *ticks = (long long)(clock() - start);
}

int main()
{
    const int n = 100;
    clock_t hostStart = clock();
    float* in;
    checkCudaErrors(cudaHostAlloc((void**)&in, n * sizeof(float), cudaHostAllocMapped));
    float* out = (float*)malloc(n * sizeof(float));
    checkCudaErrors(cudaHostRegister(out, n * sizeof(float), cudaHostRegisterMapped));
    for (int i = 0; i < n; ++i)
        in[i] = float(i);
    float *d_in, *d_out;
    checkCudaErrors(cudaHostGetDevicePointer(&d_in, in, 0));
    checkCudaErrors(cudaHostGetDevicePointer(&d_out, out, 0));
    long long* ticks;
    checkCudaErrors(cudaMallocManaged(&ticks, sizeof(long long)));
    checkCudaErrors(cudaMemPrefetchAsync(ticks, sizeof(long long), 0));
    addOne<<<1, 128>>>(d_in, d_out, ticks, n);
    checkCudaErrors(cudaDeviceSynchronize());
    int wrong = 0;
    for (int i = 0; i < n; ++i)
        wrong += out[i] != float(i) + 1.0f;
    printf("wrong: %d, kernel ticks positive: %d, host clock ran: %d\n", wrong, *ticks > 0, clock() >= hostStart);
    checkCudaErrors(cudaHostUnregister(out));
    printf("unregister twice: %s\n", cudaGetErrorName(cudaHostUnregister(out)));
    free(out);
    checkCudaErrors(cudaFreeHost(in));
    checkCudaErrors(cudaFree(ticks));
    return 0;
}
