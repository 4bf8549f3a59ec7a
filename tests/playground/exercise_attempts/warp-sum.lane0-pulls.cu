// expect: span
// Lane 0 pulls the 31 other values one shuffle at a time: 32 steps where 5 suffice.
__global__ void warpSum(const float* a, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = a[i];
    float sum = 0.0f;
    for (int lane = 0; lane < 32; ++lane)
        sum += __shfl_sync(0xffffffff, v, lane);
    if (threadIdx.x % 32 == 0)
        out[i / 32] = sum;
}
