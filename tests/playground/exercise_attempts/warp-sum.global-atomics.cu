// expect: atomics
// Lane 0 clears the output, then every lane adds its value with an atomic.
__global__ void warpSum(const float* a, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = a[i];
    if (threadIdx.x % 32 == 0)
        out[i / 32] = 0.0f;
    __syncwarp();
    atomicAdd(&out[i / 32], v);
}
