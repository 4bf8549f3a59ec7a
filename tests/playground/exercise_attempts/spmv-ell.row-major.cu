// expect: wrong_output
// message: 6 element(s) of y are wrong: y[0] is 3 but should be 6; y[1] is 30 but should be 3; y[2] is 34 but should be
// 1 The ELL arrays read row by row, though they are stored column by column.
__global__ void spmvEll(const int* cols, const float* vals, const float* x, float* y, int rows, int width)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < rows) {
        float sum = 0.0f;
        for (int k = 0; k < width; ++k) {
            int c = cols[row * width + k];
            if (c >= 0)
                sum += vals[row * width + k] * x[c];
        }
        y[row] = sum;
    }
}
