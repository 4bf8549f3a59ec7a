// expect: race
// message: Race on y[0]: thread 0 and thread 1 both read it, changed it and wrote it back on line 8 (as += or ++ do),
// so A plain += where entries of one row meet: additions lost on a GPU.
__global__ void spmvCoo(const int* row, const int* col, const float* val, const float* x, float* y, int nnz)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < nnz)
        y[row[k]] += val[k] * x[col[k]];
}
