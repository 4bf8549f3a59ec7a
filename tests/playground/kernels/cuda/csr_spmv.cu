// cudaviz-launch: --grid 2 --block 4 --arg m.rowPtr=int[]:0,2,3,5,6,8,9 --arg m.colIdx=int[]:0,3,1,0,2,5,1,4,3 --arg m.values=float[]:1,2,3,4,5,6,7,8,9 --arg m.rows=6 --arg x=float[6]:iota --arg y=float[6]
// A sparse matrix in CSR form, passed by value as one struct: three pointers and a count.
struct CsrMatrix
{
    const int* rowPtr; // rows + 1 offsets into colIdx and values
    const int* colIdx;
    const float* values;
    int rows;
};

// y = A x, one thread per row.
__global__ void spmvCsr(const CsrMatrix m, const float* x, float* y)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m.rows) {
        float sum = 0.0f;
        for (int k = m.rowPtr[row]; k < m.rowPtr[row + 1]; ++k)
            sum += m.values[k] * x[m.colIdx[k]];
        y[row] = sum;
    }
}
