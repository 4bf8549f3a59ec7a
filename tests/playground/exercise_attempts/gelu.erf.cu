// expect: wrong_output
// message: 71 element(s) of y are wrong: y[1] is 0.8352491 but should be 0.8350984; y[2] is 0.2953523 but should be
// 0.295 The exact GELU with erf, where the task gives GPT-2's tanh approximation: up to 1e-3 apart.
__global__ void gelu(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = 0.5f * x[i] * (1.0f + erff(x[i] * 0.70710678f));
}
