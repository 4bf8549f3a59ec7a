// expect: wrong_output
// message: 254 element(s) of out are wrong: out[1] is 0.9943696 but should be 0.8651147; out[2] is 0.8651147 but
// The window starts at (x, y) instead of (2x, 2y): windows overlap and most of the image is never pooled.
__global__ void maxPool(const float* in, float* out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w / 2 && y < h / 2) {
        const float* p = in + y * w + x;
        out[y * (w / 2) + x] = fmaxf(fmaxf(p[0], p[1]), fmaxf(p[w], p[w + 1]));
    }
}
