// A program of three files: main here, the scaling in scale.cu, the sum in sum.cu.
#include "../common/check.cuh"
#include "parts.h"
#include <cstdio>

void fill(float* h, int n, float value)
{
    for (int i = 0; i < n; ++i)
        h[i] = value;
}

int main(void)
{
    const int n = 1000;
    float h_x[n];
    fill(h_x, n, 1.0f);
    float* d_x;
    CHECK(cudaMalloc(&d_x, n * sizeof(float)));
    CHECK(cudaMemcpy(d_x, h_x, n * sizeof(float), cudaMemcpyHostToDevice));
    scale_on_gpu(d_x, n, 3.0f);
    printf("sum = %g\n", sum_on_gpu(d_x, n));
    CHECK(cudaFree(d_x));
    return 0;
}
