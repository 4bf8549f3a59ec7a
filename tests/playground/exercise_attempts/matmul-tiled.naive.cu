// expect: uses_shared
// The naive product: every A and B element read from global memory n times.
#define TILE 16
__global__ void matmul(const float* A, const float* B, float* C, int n)
{
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    if (row < n && col < n) {
        float sum = 0.0f;
        for (int k = 0; k < n; ++k)
            sum += A[row * n + k] * B[k * n + col];
        C[row * n + col] = sum;
    }
}
