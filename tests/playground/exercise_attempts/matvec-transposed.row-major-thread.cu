// expect: wrong_output
// message: 64 element(s) of y are wrong: y[0] is 8.09113 but should be 1.444848; y[1] is 1.171663 but should be
// A read as stored column by column: the sum of row c instead of column c.
__global__ void matvecT(const float* A, const float* x, float* y, int rows, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < cols) {
        float sum = 0.0f;
        for (int r = 0; r < rows; ++r)
            sum += A[c * rows + r] * x[r];
        y[c] = sum;
    }
}
