// expect: span
// Within the 256-byte budget, but thread 0 does the adding alone.
__global__ void blockSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = a[blockIdx.x * blockDim.x + t];
    __syncthreads();
    if (t == 0) {
        float sum = 0.0f;
        for (int k = 0; k < 64; ++k)
            sum += s[k];
        out[blockIdx.x] = sum;
    }
}
