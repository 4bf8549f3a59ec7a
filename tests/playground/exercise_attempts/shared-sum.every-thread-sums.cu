// expect: span
// Every thread adds the whole shared array (64 reads each); thread 0 writes: quadratic work.
__global__ void blockSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = a[blockIdx.x * blockDim.x + t];
    __syncthreads();
    float sum = 0.0f;
    for (int k = 0; k < blockDim.x; ++k)
        sum += s[k];
    if (t == 0)
        out[blockIdx.x] = sum;
}
