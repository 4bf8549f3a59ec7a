// expect: kinds
// message: The reference solution combines values with warp shuffles (1280 of them); your kernel made none. Pass
// The products summed in a shared-memory tree, one atomic per block: right, but no shuffles.
__global__ void dotWarp(const float* a, const float* b, float* out, int n)
{
    __shared__ float s[128];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] * b[i] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0)
        atomicAdd(out, s[0]);
}
