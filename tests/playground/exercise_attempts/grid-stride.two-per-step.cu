// expect: pass
// The grid-stride loop handling two elements a step, one stride apart.
__global__ void square(const float* a, float* out, int n)
{
    int stride = blockDim.x * gridDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += 2 * stride) {
        float v = a[i];
        out[i] = v * v;
        if (i + stride < n) {
            float w = a[i + stride];
            out[i + stride] = w * w;
        }
    }
}
