// expect: max_global_reads_per_element
// Tiles are loaded into shared memory, but the products read global memory.
#define TILE 16
__global__ void matmul(const float* A, const float* B, float* C, int n)
{
    __shared__ float As[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    As[threadIdx.y][threadIdx.x] = row < n && col < n ? A[row * n + col] : 0.0f;
    __syncthreads();
    float sum = As[threadIdx.y][threadIdx.x] * 0.0f;
    if (row < n && col < n) {
        for (int k = 0; k < n; ++k)
            sum += A[row * n + k] * B[k * n + col];
        C[row * n + col] = sum;
    }
}
