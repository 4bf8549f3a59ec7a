// expect: max_sectors_per_request
// message: Uncoalesced: the load of A on line 10 touches 8.0 sectors per request where 4 suffice.
// One thread per row again: a warp's lanes read 32 different rows at once.
__global__ void matvecWarp(const float* A, const float* x, float* y, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float sum = 0.0f;
        for (int c = 0; c < cols; ++c)
            sum += A[r * cols + c] * x[c];
        y[r] = sum;
    }
}
