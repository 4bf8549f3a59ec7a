// expect: pass
// The tiled product with the inner loop unrolled and the tile origin kept in pointers.
#define TILE 16
__global__ void matmul(const float* A, const float* B, float* C, int n)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;
    float sum = 0.0f;
    for (int t = 0; t < n; t += TILE) {
        As[ty][tx] = row < n && t + tx < n ? A[row * n + t + tx] : 0.0f;
        Bs[ty][tx] = t + ty < n && col < n ? B[(t + ty) * n + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k)
            sum += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < n && col < n)
        C[row * n + col] = sum;
}
