// expect: writers
// Thread 0 of each block adds all 32 rows of its tile.
#define N 32
__global__ void rowSums(const float* in, float* out)
{
    __shared__ float tile[N][N + 1];
    int t = threadIdx.x;
    const float* block = in + blockIdx.x * N * N;
    for (int r = 0; r < N; ++r)
        tile[r][t] = block[r * N + t];
    __syncthreads();
    if (t == 0)
        for (int r = 0; r < N; ++r) {
            float sum = 0.0f;
            for (int k = 0; k < N; ++k)
                sum += tile[r][k];
            out[blockIdx.x * N + r] = sum;
        }
}
