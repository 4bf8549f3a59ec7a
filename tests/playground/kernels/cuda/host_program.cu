// cudaviz-launch: --kernel vecAdd --grid 4 --block 32 --arg a=float[100]:iota --arg b=float[100]:const:1 --arg c=float[100] --arg n=100
// A whole program as a course has it: headers, the kernel, and main with cudaMalloc and <<<...>>>.
// With --kernel the playground runs the kernel with the launch above; main is compiled, not run.
#include <cstdio>
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <helper_cuda.h>

__global__ void vecAdd(const float* a, const float* b, float* c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

template <class T> __global__ void scale(T* data, T factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] *= factor;
}

int main()
{
    const int n = 100;
    float *a, *b, *c;
    checkCudaErrors(cudaMalloc((void**)&a, n * sizeof(float)));
    cudaMalloc(&b, n * sizeof(float));
    cudaMalloc(&c, n * sizeof(float));
    dim3 block(32), grid((n + block.x - 1) / block.x);
    vecAdd<<<grid, block>>>(a, b, c, n);
    vecAdd<<<grid, block, 0, 0>>>(a, b, c, n);
    scale<<<grid, block>>>(c, 2.0f, n); // a template, its argument deduced
    getLastCudaError("vecAdd");
    cudaDeviceSynchronize();
    printf("done\n");
    cudaFree(a);
    return 0;
}
