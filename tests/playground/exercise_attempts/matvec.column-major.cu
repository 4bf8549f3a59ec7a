// expect: wrong_output
// message: 32 element(s) of y are wrong: y[0] is 1.347325 but should be 8.09113; y[1] is -2.45306 but should
// be 1.171663; A read as if stored column by column: right only when rows == cols.
__global__ void matvec(const float* A, const float* x, float* y, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float sum = 0.0f;
        for (int c = 0; c < cols; ++c)
            sum += A[c * rows + r] * x[c];
        y[r] = sum;
    }
}
