// expect: writers
// The shuffles are right, but all 32 lanes write the sum with atomicExch.
__global__ void warpSum(const float* a, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = a[i];
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_xor_sync(0xffffffff, v, offset);
    atomicExch(&out[i / 32], v);
}
