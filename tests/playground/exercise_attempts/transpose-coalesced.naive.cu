// expect: max_sectors_per_request
// The naive transpose with a token tile: the stores stride through memory.
#define TILE 32
#define ROWS 8
__global__ void transpose(float* odata, const float* idata, int width)
{
    __shared__ float tile[TILE][TILE];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) {
        tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
        odata[x * width + y + j] = tile[threadIdx.y + j][threadIdx.x];
    }
}
