// A chapter's program as a book writes it: its headers beside it, in ../common and in include/.
#include "../common/check.cuh"
#include "course_util.h"
#include "scale.cuh"

int main()
{
    const int n = 1000;
    float h_x[n], h_y[n];
    fillArray(h_x, n);
    float *d_x, *d_y;
    CHECK(cudaMalloc(&d_x, n * sizeof(float)));
    CHECK(cudaMalloc(&d_y, n * sizeof(float)));
    CHECK(cudaMemcpy(d_x, h_x, n * sizeof(float), cudaMemcpyHostToDevice));
    scale<<<(n + 127) / 128, 128>>>(d_y, d_x, 2.0f, n);
    CHECK(cudaMemcpy(h_y, d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; ++i)
        errors += h_y[i] != 2.0f * (1.0f + float(i));
    std::printf(errors ? "%d errors\n" : "No errors\n", errors);
    CHECK(cudaFree(d_x));
    CHECK(cudaFree(d_y));
    return 0;
}
