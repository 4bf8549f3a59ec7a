// expect: max_outputs_per_thread
// The threads of column 0 each filter a whole row.
__constant__ float mask[9];

__global__ void conv2d(const float* in, float* out, int width, int height)
{
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (threadIdx.x != 0 || blockIdx.x != 0 || y >= height)
        return;
    for (int x = 0; x < width; ++x) {
        float sum = 0.0f;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                int xx = x + dx, yy = y + dy;
                if (xx >= 0 && xx < width && yy >= 0 && yy < height)
                    sum += mask[(dy + 1) * 3 + dx + 1] * in[yy * width + xx];
            }
        out[y * width + x] = sum;
    }
}
