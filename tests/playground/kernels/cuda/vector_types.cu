// cudaviz-launch: --grid 1 --block 8 --arg in=float[32]:iota --arg out=float[32] --arg pairs=int[16]:iota --arg sums=int[8] --arg wide=double[16]:iota --arg dsum=double[8] --arg n4=8
// 128-bit loads and stores through reinterpret_cast<float4*>, and int2 and double2 buffers.
__global__ void vectors(const float* in, float* out, const int2* pairs, int* sums, const double2* wide, double* dsum,
    int n4)
{
    int i = threadIdx.x;
    if (i < n4) {
        float4 v = reinterpret_cast<const float4*>(in)[i];
        v.x *= 2.0f;
        v.w += 1.0f;
        reinterpret_cast<float4*>(out)[i] = v;
        int2 p = pairs[i];
        sums[i] = p.x + p.y;
        double2 w = wide[i];
        dsum[i] = w.x * w.y;
    }
}
