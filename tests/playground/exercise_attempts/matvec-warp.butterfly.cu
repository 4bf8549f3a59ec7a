// expect: pass
// The lanes' parts summed with a butterfly of __shfl_xor_sync.
__global__ void matvecWarp(const float* A, const float* x, float* y, int rows, int cols)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    if (row >= rows)
        return;
    float sum = 0.0f;
    for (int c = lane; c < cols; c += 32)
        sum += A[row * cols + c] * x[c];
    for (int mask = 16; mask > 0; mask /= 2)
        sum += __shfl_xor_sync(0xffffffff, sum, mask);
    if (lane == 0)
        y[row] = sum;
}
