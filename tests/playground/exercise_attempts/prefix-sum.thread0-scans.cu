// expect: span
// A parallel load and store, with thread 0 scanning the shared array in between.
__global__ void prefixSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = a[t];
    __syncthreads();
    if (t == 0)
        for (int k = 1; k < blockDim.x; ++k)
            s[k] += s[k - 1];
    __syncthreads();
    out[t] = s[t];
}
