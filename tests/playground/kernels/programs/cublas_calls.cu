// A library chapter's cuBLAS program: matrices copied in with cublasSetMatrix, C = A B with
// cublasSgemm (column-major, as cuBLAS is), y = 2 x + y, a dot product and a norm, y = A^T x in
// double precision, and the status an argument cuBLAS refuses gives.
#include <cstdio>
#include <cublas_v2.h>
int main()
{
    const int m = 2, k = 3, n = 2;
    const float a[m * k] = { 1, 4, 2, 5, 3, 6 }; // [1 2 3; 4 5 6], column by column
    const float b[k * n] = { 7, 9, 11, 8, 10, 12 }; // [7 8; 9 10; 11 12]
    float c[m * n] = {};
    float *dA, *dB, *dC;
    cudaMalloc(&dA, sizeof a);
    cudaMalloc(&dB, sizeof b);
    cudaMalloc(&dC, sizeof c);
    cublasHandle_t handle;
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
        return 1;
    cublasSetMatrix(m, k, sizeof(float), a, m, dA, m);
    cublasSetMatrix(k, n, sizeof(float), b, k, dB, k);
    const float one = 1.0f, zero = 0.0f;
    cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, dA, m, dB, k, &zero, dC, m);
    cublasGetMatrix(m, n, sizeof(float), dC, m, c, m);
    for (int row = 0; row < m; ++row)
        printf("C row %d: %.1f %.1f\n", row, c[row], c[row + m]);

    float x[4] = { 1, 2, 3, 4 }, y[4] = { 10, 20, 30, 40 };
    float *dx, *dy;
    cudaMalloc(&dx, sizeof x);
    cudaMalloc(&dy, sizeof y);
    cublasSetVector(4, sizeof(float), x, 1, dx, 1);
    cublasSetVector(4, sizeof(float), y, 1, dy, 1);
    const float two = 2.0f;
    cublasSaxpy(handle, 4, &two, dx, 1, dy, 1);
    cublasGetVector(4, sizeof(float), dy, 1, y, 1);
    float dot = 0.0f, norm = 0.0f;
    cublasSdot(handle, 4, dx, 1, dy, 1, &dot);
    cublasSnrm2(handle, 2, dx + 2, 1, &norm); // |(3, 4)|
    int largest = 0;
    cublasIsamax(handle, 4, dy, 1, &largest);
    printf("y: %.0f %.0f %.0f %.0f, x.y = %.0f, |(3,4)| = %.1f, largest at %d\n", y[0], y[1], y[2], y[3], dot, norm,
        largest);

    const double ad[m * k] = { 1, 4, 2, 5, 3, 6 }, xd[m] = { 1, 1 };
    double yd[k] = {};
    double *dAd, *dxd, *dyd;
    cudaMalloc(&dAd, sizeof ad);
    cudaMalloc(&dxd, sizeof xd);
    cudaMalloc(&dyd, sizeof yd);
    cudaMemcpy(dAd, ad, sizeof ad, cudaMemcpyHostToDevice);
    cudaMemcpy(dxd, xd, sizeof xd, cudaMemcpyHostToDevice);
    const double oned = 1.0, zerod = 0.0;
    cublasDgemv(handle, CUBLAS_OP_T, m, k, &oned, dAd, m, dxd, 1, &zerod, dyd, 1);
    cudaMemcpy(yd, dyd, sizeof yd, cudaMemcpyDeviceToHost);
    printf("A^T (1, 1) = %.0f %.0f %.0f\n", yd[0], yd[1], yd[2]);

    const cublasStatus_t refused
        = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, dA, 1, dB, k, &zero, dC, m);
    printf("lda 1 for 2 rows: %s (%d)\n", cublasGetStatusName(refused), int(refused));
    cublasDestroy(handle);
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
    cudaFree(dx);
    cudaFree(dy);
    cudaFree(dAd);
    cudaFree(dxd);
    cudaFree(dyd);
    return 0;
}
