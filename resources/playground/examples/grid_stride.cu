// A grid-stride loop: a small grid covers any n.
// cudaviz-launch: --grid 2 --block 32 --arg x=float[1000]:iota --arg y=float[1000] --arg n=1000
// cudaviz-launch: --arg a=2
__global__ void saxpyStride(const float* x, float* y, int n, float a)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}
