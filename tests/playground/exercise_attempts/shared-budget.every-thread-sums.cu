// expect: span
// Each thread adds all 64 shared values; only thread 0's sum is kept.
__global__ void blockSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = a[blockIdx.x * blockDim.x + t];
    __syncthreads();
    float sum = 0.0f;
    for (int k = 0; k < 64; ++k)
        sum += s[k];
    if (t == 0)
        out[blockIdx.x] = sum;
}
