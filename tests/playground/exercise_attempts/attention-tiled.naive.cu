// expect: uses_shared
// message: The task asks for shared memory, but the kernel made no __shared__ access.
// The naive kernel: every Q and K element read from global memory for every score.
#define T 16
__global__ void scoresTiled(const float* Q, const float* K, float* S, int n, int m, int d, float scale)
{
    int j = blockIdx.x * T + threadIdx.x;
    int i = blockIdx.y * T + threadIdx.y;
    if (i < n && j < m) {
        float sum = 0.0f;
        for (int k = 0; k < d; ++k)
            sum += Q[i * d + k] * K[j * d + k];
        S[i * m + j] = sum * scale;
    }
}
