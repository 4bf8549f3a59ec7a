// expect: wrong_output
// message: 53 element(s) of y are wrong: y[0] is -0.00165956 but should be 0; y[4] is -0.009997712 but should be 0;
// y[5] A leaky ReLU (0.01 x below zero) where the task asks for ReLU.
__global__ void relu(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] > 0.0f ? x[i] : 0.01f * x[i];
}
