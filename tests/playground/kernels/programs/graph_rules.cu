// What CUDA refuses around a stream capture, and what it lets through: a launch given no stream while
// a blocking stream is captured (the legacy stream 0 would wait for it), the same beside a captured
// non-blocking stream (it runs at once), and a graph launched after an error nobody cleared.
#include <cstdio>

__global__ void add(float* y, float b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] += b;
}

float first(const float* d)
{
    float h = -1;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    return h;
}

int main()
{
    const int n = 256;
    float* d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemset(d, 0, n * sizeof(float));
    cudaGraph_t graph;

    cudaStream_t blocking;
    cudaStreamCreate(&blocking);
    cudaStreamBeginCapture(blocking, cudaStreamCaptureModeGlobal);
    add<<<1, n, 0, blocking>>>(d, 1.0f, n);
    add<<<1, n>>>(d, 10.0f, n); // the stream forgotten
    printf("no stream: %s\n", cudaGetErrorName(cudaGetLastError()));
    printf("end capture: %s\n", cudaGetErrorName(cudaStreamEndCapture(blocking, &graph)));
    printf("y[0] = %.0f\n", first(d));
    cudaGetLastError(); // cleared

    cudaStream_t apart;
    cudaStreamCreateWithFlags(&apart, cudaStreamNonBlocking);
    cudaStreamBeginCapture(apart, cudaStreamCaptureModeGlobal);
    add<<<1, n, 0, apart>>>(d, 1.0f, n);
    add<<<1, n>>>(d, 10.0f, n); // stream 0 does not wait for a non-blocking stream: runs now
    cudaMemsetAsync(d + 1, 0, sizeof(float), apart);
    add<<<1, n, 0, apart>>>(d, 2.0f, n);
    printf("no stream: %s\n", cudaGetErrorName(cudaGetLastError()));
    printf("end capture: %s\n", cudaGetErrorName(cudaStreamEndCapture(apart, &graph)));
    printf("y[0] = %.0f\n", first(d));

    add<<<1, 2048>>>(d, 1.0f, n); // too many threads a block: an error left in place
    cudaGraphExec_t exec;
    cudaGraphInstantiate(&exec, graph, 0);
    for (int r = 0; r < 2; ++r)
        printf("graph launch: %s\n", cudaGetErrorName(cudaGraphLaunch(exec, apart)));
    cudaStreamSynchronize(apart);
    float y[2];
    cudaMemcpy(y, d, sizeof y, cudaMemcpyDeviceToHost);
    printf("y[0] = %.0f, y[1] = %.0f\n", y[0], y[1]);
    printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    cudaStreamDestroy(blocking);
    cudaStreamDestroy(apart);
    cudaFree(d);
    return 0;
}
