// cudaLaunchKernel by address: a kernel in a namespace runs; a template's instance cannot be named by
// its address here, and the program stops at the call with a finding that says so.
#include <cstdio>

namespace lab {
__global__ void mark(int* y, int v)
{
    y[threadIdx.x] = v + int(threadIdx.x);
}
} // namespace lab

template <class T> __global__ void fill(T* y, T v)
{
    y[threadIdx.x] = v;
}

int main()
{
    int* d;
    cudaMalloc(&d, 32 * sizeof(int));
    int v = 7;
    void* args[] = { &d, &v };
    cudaLaunchKernel((void*)lab::mark, dim3(1), dim3(32), args, 0, 0);
    int h[32];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("mark: %d %d\n", h[0], h[31]);
    fill<int><<<1, 32>>>(d, 1);
    cudaLaunchKernel((void*)fill<int>, dim3(1), dim3(32), args, 0, 0);
    printf("not reached\n");
    return 0;
}
