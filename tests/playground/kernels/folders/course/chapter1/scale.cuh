// The chapter's kernel, in a header beside its program.
#pragma once

void __global__ scale(float* y, const float* x, float factor, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = factor * x[i];
}
