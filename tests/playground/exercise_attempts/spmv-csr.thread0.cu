// expect: max_outputs_per_thread
// Thread 0 multiplies every row.
struct CsrMatrix
{
    const int* rowPtr;
    const int* colIdx;
    const float* values;
    int rows;
};

__global__ void spmv(const CsrMatrix m, const float* x, float* y)
{
    if (threadIdx.x != 0)
        return;
    for (int row = 0; row < m.rows; ++row) {
        float sum = 0.0f;
        for (int k = m.rowPtr[row]; k < m.rowPtr[row + 1]; ++k)
            sum += m.values[k] * x[m.colIdx[k]];
        y[row] = sum;
    }
}
