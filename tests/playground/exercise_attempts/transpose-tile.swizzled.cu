// expect: pass
// No padding: the tile's columns are swizzled (x ^ row) so a column read hits 32 banks.
#define TILE 32
#define ROWS 8
__global__ void transpose(float* odata, const float* idata, int width)
{
    __shared__ float tile[TILE][TILE];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) {
        int r = threadIdx.y + j;
        tile[r][threadIdx.x ^ r] = idata[(y + j) * width + x];
    }
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) {
        int c = threadIdx.y + j;
        odata[(y + j) * width + x] = tile[threadIdx.x][c ^ threadIdx.x];
    }
}
