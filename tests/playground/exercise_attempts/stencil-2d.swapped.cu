// expect: global_sectors
// message: The kernel moves 2764 sectors of global memory, 3.5x the reference solution's 796 (at most 1.5x): read and
// wri x taken as the row: the stencil is symmetric, so the result is right, but a warp reads down columns.
__global__ void jacobi(const float* in, float* out, int n)
{
    int y = blockIdx.x * blockDim.x + threadIdx.x;
    int x = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= n || y >= n)
        return;
    if (x == 0 || y == 0 || x == n - 1 || y == n - 1)
        out[y * n + x] = in[y * n + x];
    else
        out[y * n + x] = 0.25f * (in[y * n + x - 1] + in[y * n + x + 1] + in[(y - 1) * n + x] + in[(y + 1) * n + x]);
}
