// A tiled matrix multiplication timed with CUDA events. Without a GPU the events read a clock
// modelled for a named GPU (cudaviz run --model-gpu), not a measurement: the copies, not the
// kernel, take most of the time at this size.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <helper_cuda.h>

#define TILE 16

// C = A * B for n x n row-major matrices: each block computes a TILE x TILE tile of C through
// shared memory, one TILE-wide strip of A and B at a time.
__global__ void matmulTiled(const float* A, const float* B, float* C, int n)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float sum = 0.0f;
    for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
        int aCol = t * TILE + threadIdx.x, bRow = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = row < n && aCol < n ? A[row * n + aCol] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = bRow < n && col < n ? B[bRow * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < n && col < n)
        C[row * n + col] = sum;
}

int main()
{
    const int n = 64;
    const size_t bytes = size_t(n) * n * sizeof(float);
    float* h_A = (float*)malloc(bytes);
    float* h_B = (float*)malloc(bytes);
    float* h_C = (float*)malloc(bytes);
    for (int i = 0; i < n * n; ++i) {
        h_A[i] = (i % 7) * 0.5f;
        h_B[i] = (i % 5) * 0.25f;
    }
    float *d_A, *d_B, *d_C;
    checkCudaErrors(cudaMalloc(&d_A, bytes));
    checkCudaErrors(cudaMalloc(&d_B, bytes));
    checkCudaErrors(cudaMalloc(&d_C, bytes));

    cudaEvent_t start, afterCopy, afterKernel, stop;
    checkCudaErrors(cudaEventCreate(&start));
    checkCudaErrors(cudaEventCreate(&afterCopy));
    checkCudaErrors(cudaEventCreate(&afterKernel));
    checkCudaErrors(cudaEventCreate(&stop));

    checkCudaErrors(cudaEventRecord(start));
    checkCudaErrors(cudaMemcpy(d_A, h_A, bytes, cudaMemcpyHostToDevice));
    checkCudaErrors(cudaMemcpy(d_B, h_B, bytes, cudaMemcpyHostToDevice));
    checkCudaErrors(cudaEventRecord(afterCopy));
    dim3 block(TILE, TILE);
    dim3 grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
    matmulTiled<<<grid, block>>>(d_A, d_B, d_C, n);
    getLastCudaError("matmulTiled");
    checkCudaErrors(cudaEventRecord(afterKernel));
    checkCudaErrors(cudaMemcpy(h_C, d_C, bytes, cudaMemcpyDeviceToHost));
    checkCudaErrors(cudaEventRecord(stop));
    checkCudaErrors(cudaEventSynchronize(stop));

    float copyIn = 0, kernel = 0, total = 0;
    checkCudaErrors(cudaEventElapsedTime(&copyIn, start, afterCopy));
    checkCudaErrors(cudaEventElapsedTime(&kernel, afterCopy, afterKernel));
    checkCudaErrors(cudaEventElapsedTime(&total, start, stop));
    printf("copies in %.4f ms, kernel %.4f ms, total %.4f ms\n", copyIn, kernel, total);
    printf("kernel: %.1f GFLOP/s\n", 2.0 * n * n * n / (kernel * 1e-3) / 1e9);

    // Checked against the host: every element.
    double worst = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            double ref = 0;
            for (int k = 0; k < n; ++k)
                ref += double(h_A[r * n + k]) * h_B[k * n + c];
            worst = fmax(worst, fabs(ref - h_C[r * n + c]));
        }
    printf("%s (largest difference %g)\n", worst < 1e-3 ? "Result = PASS" : "Result = FAIL", worst);

    cudaEventDestroy(start);
    cudaEventDestroy(afterCopy);
    cudaEventDestroy(afterKernel);
    cudaEventDestroy(stop);
    cudaFree(d_A);
    cudaFree(d_B);
    cudaFree(d_C);
    free(h_A);
    free(h_B);
    free(h_C);
    return worst < 1e-3 ? 0 : 1;
}
