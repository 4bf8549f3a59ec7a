// The host waits for an asynchronous copy by polling an event recorded after it (CUDA_Freshman's
// asyncAPI): cudaEventQuery saying done is a wait, as cudaEventSynchronize is. Given a first
// argument, it only makes another stream wait for the event, which the host never sees: reading
// then is the bug.
#include <cstdio>
#include <cuda_runtime.h>

int main(int argc, char**)
{
    const int n = 256;
    float* h;
    cudaMallocHost(&h, n * sizeof(float));
    float* d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemset(d, 0, n * sizeof(float));
    cudaStream_t stream, other;
    cudaStreamCreate(&stream);
    cudaStreamCreate(&other);
    cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, stream);
    cudaEvent_t done;
    cudaEventCreate(&done);
    cudaEventRecord(done, stream);
    int polls = 0;
    if (argc > 1)
        cudaStreamWaitEvent(other, done, 0);
    else
        while (cudaEventQuery(done) == cudaErrorNotReady)
            ++polls;
    std::printf("h[3] = %.1f\n", h[3]);
    cudaDeviceSynchronize();
    cudaFreeHost(h);
    cudaFree(d);
    return 0;
}
