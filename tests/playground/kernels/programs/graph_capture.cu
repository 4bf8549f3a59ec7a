// A CUDA graph made by stream capture: two streams forked and joined by events, as CUDA's own samples
// teach, launched three times; then a capture spoilt by a synchronisation inside it.
#include <cstdio>

__global__ void scale(float* y, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] *= a;
}

__global__ void shift(float* y, float b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] += b;
}

int main()
{
    const int n = 1000;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = float(i);
    float *d_y, *d_z;
    cudaMalloc(&d_y, n * sizeof(float));
    cudaMalloc(&d_z, n * sizeof(float));
    cudaStream_t s0, s1;
    cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaEvent_t fork, join;
    cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
    cudaEventCreateWithFlags(&join, cudaEventDisableTiming);

    cudaMemset(d_y, 0, n * sizeof(float));
    cudaGraph_t graph;
    cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal);
    cudaMemcpyAsync(d_y, h, n * sizeof(float), cudaMemcpyHostToDevice, s0);
    scale<<<(n + 255) / 256, 256, 0, s0>>>(d_y, 2.0f, n);
    cudaEventRecord(fork, s0);
    cudaStreamWaitEvent(s1, fork, 0);
    cudaMemsetAsync(d_z, 0, n * sizeof(float), s1);
    shift<<<(n + 255) / 256, 256, 0, s1>>>(d_z, 1.0f, n);
    cudaEventRecord(join, s1);
    cudaStreamWaitEvent(s0, join, 0);
    shift<<<(n + 255) / 256, 256, 0, s0>>>(d_y, 3.0f, n);
    cudaStreamCaptureStatus status;
    cudaStreamIsCapturing(s1, &status);
    printf("s1 captured: %d\n", status == cudaStreamCaptureStatusActive);
    cudaError_t e = cudaStreamEndCapture(s0, &graph);
    printf("end capture: %s\n", cudaGetErrorName(e));

    size_t nodes = 0;
    cudaGraphGetNodes(graph, nullptr, &nodes);
    printf("nodes: %zu\n", nodes);
    float before = -1;
    cudaMemcpy(&before, d_y + 10, sizeof(float), cudaMemcpyDeviceToHost);
    printf("before launch: y[10] = %.1f\n", before); // the capture ran nothing

    cudaGraphExec_t exec;
    cudaGraphInstantiate(&exec, graph, 0);
    for (int r = 0; r < 3; ++r) {
        cudaGraphLaunch(exec, s0);
        shift<<<(n + 255) / 256, 256, 0, s0>>>(d_y, 100.0f, n); // outside the graph: runs each time
    }
    cudaStreamSynchronize(s0);
    float y[n], z[n];
    cudaMemcpy(y, d_y, sizeof y, cudaMemcpyDeviceToHost);
    cudaMemcpy(z, d_z, sizeof z, cudaMemcpyDeviceToHost);
    printf("y[10] = %.1f, y[999] = %.1f, z[5] = %.1f\n", y[10], y[999], z[5]);

    cudaGraph_t spoilt = graph;
    cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal);
    shift<<<1, 32, 0, s0>>>(d_y, 1.0f, n);
    printf("sync in capture: %s\n", cudaGetErrorName(cudaStreamSynchronize(s0)));
    e = cudaStreamEndCapture(s0, &spoilt);
    printf("end capture: %s, graph %s\n", cudaGetErrorName(e), spoilt == nullptr ? "none" : "made");
    printf("last error: %s\n", cudaGetErrorName(cudaGetLastError())); // as every error returned
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    cudaFree(d_y);
    cudaFree(d_z);
    return 0;
}
