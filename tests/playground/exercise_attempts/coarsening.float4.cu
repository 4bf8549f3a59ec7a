// expect: pass
// One float4 per thread (four neighbouring elements), scalar code for a tail of fewer than four.
__global__ void coarsen(const float* a, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int T = blockDim.x * gridDim.x;
    int quads = n / 4;
    for (int q = i; q < quads; q += T) {
        float4 v = reinterpret_cast<const float4*>(a)[q];
        float4 r = make_float4(v.x * v.x + 1.0f, v.y * v.y + 1.0f, v.z * v.z + 1.0f, v.w * v.w + 1.0f);
        reinterpret_cast<float4*>(out)[q] = r;
    }
    int j = quads * 4 + i;
    if (j < n) {
        float v = a[j];
        out[j] = v * v + 1.0f;
    }
}
