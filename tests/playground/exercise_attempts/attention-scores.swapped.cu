// expect: unwritten_output
// message: 160 element(s) of S were never written: 32, 33, 34
// The query taken from x and the key from y: on a grid that is not square some scores are never written.
__global__ void scores(const float* Q, const float* K, float* S, int n, int m, int d, float scale)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < m) {
        float sum = 0.0f;
        for (int k = 0; k < d; ++k)
            sum += Q[i * d + k] * K[j * d + k];
        S[i * m + j] = sum * scale;
    }
}
