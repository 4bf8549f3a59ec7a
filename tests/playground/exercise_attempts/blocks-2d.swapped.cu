// expect: global_sectors
// x and y swapped: neighbouring lanes walk down a column, 4 bytes from each row.
__global__ void blocks2d(const float* a, float* out, int n)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int col = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < n && col < n)
        out[row * n + col] = a[row * n + col] + 10.0f;
}
