// A 1D convolution whose mask lives in constant memory, set from the host with
// cudaMemcpyToSymbol: every thread of a warp reads the same mask element at once.
#include <cstdio>
#include <cuda_runtime.h>

#define MASK_WIDTH 5
__constant__ float mask[MASK_WIDTH];

__global__ void convolve(const float* in, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float sum = 0.0f;
    int start = i - MASK_WIDTH / 2;
    for (int k = 0; k < MASK_WIDTH; ++k)
        if (start + k >= 0 && start + k < n)
            sum += in[start + k] * mask[k];
    out[i] = sum;
}

int main()
{
    const int n = 1000;
    float h_mask[MASK_WIDTH] = { 1, 2, 3, 2, 1 };
    static float h_in[n], h_out[n];
    for (int i = 0; i < n; ++i)
        h_in[i] = 1.0f;
    float *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, n * sizeof(float));
    cudaMemcpyToSymbol(mask, h_mask, sizeof(h_mask));
    cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice);
    convolve<<<(n + 127) / 128, 128>>>(d_in, d_out, n);
    cudaMemcpy(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
    // Inside, the mask's weights sum to 9; at the edges part of the mask falls outside.
    int wrong = 0;
    for (int i = 0; i < n; ++i) {
        float expected = 0;
        for (int k = 0; k < MASK_WIDTH; ++k)
            if (i - 2 + k >= 0 && i - 2 + k < n)
                expected += h_mask[k];
        wrong += h_out[i] != expected;
    }
    printf("out[0] = %g, out[1] = %g, out[500] = %g\n", h_out[0], h_out[1], h_out[500]);
    printf(wrong == 0 ? "PASSED\n" : "FAILED\n");
    cudaFree(d_in);
    cudaFree(d_out);
    return wrong == 0 ? 0 : 1;
}
