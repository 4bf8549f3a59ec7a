// expect: span
// Every thread loads its element, then thread 0 adds all 64 in a loop: a serial combine.
__global__ void blockSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = a[blockIdx.x * blockDim.x + t];
    __syncthreads();
    if (t == 0) {
        float sum = 0.0f;
        for (int k = 0; k < blockDim.x; ++k)
            sum += s[k];
        out[blockIdx.x] = sum;
    }
}
