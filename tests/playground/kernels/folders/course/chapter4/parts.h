// The functions of this chapter's program that live in its other files, as a book's makefile
// builds them: nvcc main.cu scale.cu sum.cu.
#pragma once

void scale_on_gpu(float* d_x, int n, float factor);
float sum_on_gpu(const float* d_x, int n);
