// expect: span
// Thread t adds s[0..t] itself: n^2/2 additions where a scan does n log n.
__global__ void prefixSum(const float* a, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = a[t];
    __syncthreads();
    float sum = 0.0f;
    for (int k = 0; k <= t; ++k)
        sum += s[k];
    out[t] = sum;
}
