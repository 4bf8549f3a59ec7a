// A first cuBLAS program's mistake: the host arrays given to cublasSaxpy instead of the device
// copies, and a dot product's result asked into device memory in the default (host) pointer mode.
#include <cstdio>
#include <cublas_v2.h>
int main()
{
    float x[3] = { 1, 2, 3 }, y[3] = { 4, 5, 6 };
    float *dx, *dy, *dResult;
    cudaMalloc(&dx, sizeof x);
    cudaMalloc(&dy, sizeof y);
    cudaMalloc(&dResult, sizeof(float));
    cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
    cublasHandle_t handle;
    cublasCreate(&handle);
    const float alpha = 2.0f;
    const cublasStatus_t axpy = cublasSaxpy(handle, 3, &alpha, x, 1, y, 1); // host arrays
    const cublasStatus_t dot = cublasSdot(handle, 3, dx, 1, dy, 1, dResult); // a device result, host mode
    printf("axpy %d, dot %d, y[0] still %.0f\n", int(axpy), int(dot), y[0]);
    cublasDestroy(handle);
    return 0;
}
