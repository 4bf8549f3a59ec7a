// cudaviz-launch: --block 32 --arg a=float[32]
__global__ void wild(float* a)
{
    int t = threadIdx.x;
    a[t * 100000000] = 1.0f;
}
