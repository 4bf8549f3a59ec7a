// A CUDA graph built node by node, as OLCF's training series teaches: kernel nodes given by address
// with their arguments as pointers, a child graph captured from a cuBLAS call, a host node; and
// cudaLaunchKernel, by address and by the kernel itself.
#include <cstdio>
#include <vector>
#include <cublas_v2.h>

__global__ void addOne(float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] += 1.0f;
}

void __global__ halve(float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = y[i] * 0.5f;
}

void report(void* data)
{
    printf("host node: %d launches so far\n", ++*static_cast<int*>(data));
}

int main()
{
    const int n = 300;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = float(i);
    float *d_x, *d_y;
    cudaMalloc(&d_x, n * sizeof(float));
    cudaMalloc(&d_y, n * sizeof(float));
    cudaMemcpy(d_x, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_y, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    cublasHandle_t handle;
    cublasCreate(&handle);
    cublasSetStream(handle, stream);

    cudaGraph_t graph, library;
    cudaGraphCreate(&graph, 0);
    int count = n;
    void* args[] = { &d_y, &count };
    cudaKernelNodeParams params { 0 };
    params.func = (void*)addOne;
    params.gridDim = dim3((n + 127) / 128);
    params.blockDim = dim3(128);
    params.kernelParams = args;
    cudaGraphNode_t first, axpy, last, host;
    cudaGraphAddKernelNode(&first, graph, NULL, 0, &params);

    float alpha = 2.0f;
    cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
    cublasSaxpy(handle, n, &alpha, d_x, 1, d_y, 1); // y += 2 x
    cudaStreamEndCapture(stream, &library);
    alpha = 1000.0f; // read when the call was captured, as cuBLAS reads a host scalar
    cudaGraphAddChildGraphNode(&axpy, graph, &first, 1, library);

    params.func = (void*)halve;
    cudaGraphAddKernelNode(&last, graph, &axpy, 1, &params);
    count = 100; // the nodes copied their arguments when they were added: they still reach all 300
    int launches = 0;
    cudaHostNodeParams hostParams = { report, &launches };
    cudaGraphAddHostNode(&host, graph, &last, 1, &hostParams);

    size_t nodes = 0;
    cudaGraphGetNodes(graph, NULL, &nodes);
    printf("nodes: %zu, grid %u of %u threads\n", nodes, params.gridDim.x, params.blockDim.x);
    cudaGraphExec_t exec;
    cudaGraphInstantiate(&exec, graph, NULL, NULL, 0);
    for (int r = 0; r < 2; ++r)
        cudaGraphLaunch(exec, stream);
    cudaStreamSynchronize(stream);

    cudaLaunchKernel((void*)addOne, dim3(3), dim3(128), args, 0, stream); // count is 100 now
    cudaLaunchKernel(addOne, dim3(3), dim3(128), args, 0, stream);
    cudaMemcpy(h.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("y[1] = %.2f, y[99] = %.2f, y[100] = %.2f, y[299] = %.2f\n", h[1], h[99], h[100], h[299]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    cudaGraphDestroy(library);
    cublasDestroy(handle);
    return 0;
}
