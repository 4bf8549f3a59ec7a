// expect: pass
// Brent-Kung with each thread loading a neighbouring pair (2t, 2t + 1).
#define SECTION 64
__global__ void brentKung(const float* a, float* out)
{
    __shared__ float s[SECTION];
    int t = threadIdx.x;
    s[2 * t] = a[2 * t];
    s[2 * t + 1] = a[2 * t + 1];
    for (int stride = 1; stride < SECTION; stride *= 2) {
        __syncthreads();
        int index = (t + 1) * 2 * stride - 1;
        if (index < SECTION)
            s[index] += s[index - stride];
    }
    for (int stride = SECTION / 4; stride > 0; stride /= 2) {
        __syncthreads();
        int index = (t + 1) * 2 * stride - 1;
        if (index + stride < SECTION)
            s[index + stride] += s[index];
    }
    __syncthreads();
    out[2 * t] = s[2 * t];
    out[2 * t + 1] = s[2 * t + 1];
}
