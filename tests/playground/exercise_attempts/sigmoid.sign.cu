// expect: wrong_output
// message: 100 element(s) of y are wrong: y[0] is 0.541394 but should be 0.458606; y[1] is 0.2700499 but should be
// exp(x) where the formula has exp(-x): 1 - sigmoid.
__global__ void sigmoid(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = 1.0f / (1.0f + expf(x[i]));
}
