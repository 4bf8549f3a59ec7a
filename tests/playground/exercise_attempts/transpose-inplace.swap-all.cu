// expect: race
// message: Race on m[32]: thread (1, 0) of block (0, 0) wrote it (line 13) and thread (0, 1) of block (0, 0) wrote it
// too Every thread off the diagonal swaps its pair: each pair is swapped twice, so nothing moves.
__global__ void transposeInPlace(float* m, int n)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < n && y < n && x != y) {
        float upper = m[y * n + x];
        float lower = m[x * n + y];
        __syncthreads();
        m[y * n + x] = lower;
        m[x * n + y] = upper;
    }
}
