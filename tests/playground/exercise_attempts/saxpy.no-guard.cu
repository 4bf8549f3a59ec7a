// expect: out_of_bounds
// message: Out of bounds (line 7): thread 56 of block 1 read x[120..127], but x has 120 elements
// No guard: the threads past n read and write past the arrays.
__global__ void saxpy(float a, const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    y[i] = a * x[i] + y[i];
}
