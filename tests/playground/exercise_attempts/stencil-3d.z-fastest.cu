// expect: global_sectors
// message: The kernel moves 24656 sectors of global memory, 5.4x the reference solution's 4552 (at most 1.5x): read and
// w The index built z fastest while threadIdx.x walks x: each lane n * n floats from the next.
__global__ void stencil3d(const float* in, float* out, int n)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x >= n || y >= n || z >= n)
        return;
    int i = (x * n + y) * n + z;
    if (x == 0 || y == 0 || z == 0 || x == n - 1 || y == n - 1 || z == n - 1) {
        out[i] = in[i];
        return;
    }
    out[i] = in[i - 1] + in[i + 1] + in[i - n] + in[i + n] + in[i - n * n] + in[i + n * n] - 6.0f * in[i];
}
