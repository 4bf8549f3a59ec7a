// expect: max_global_reads_per_element
// message: in[0] was read 3 times from global memory
// A pass for the maximum, one for the sum, one for the output: each input read three times.
__global__ void onlineSoftmax(const float* in, float* out, int rows, int L)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows)
        return;
    const float* x = in + r * L;
    float m = -INFINITY, s = 0.0f;
    for (int k = 0; k < L; ++k)
        m = fmaxf(m, x[k]);
    for (int k = 0; k < L; ++k)
        s += expf(x[k] - m);
    for (int k = 0; k < L; ++k)
        out[r * L + k] = expf(x[k] - m) / s;
}
