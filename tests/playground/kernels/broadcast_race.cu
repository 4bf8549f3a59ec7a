// cudaviz-launch: --grid 1 --block 64 --arg in=float[64]:iota --arg out=float[64]
// Thread 0 sets a value every thread of the block reads, with no barrier between: threads of both
// warps read it, so only a __syncthreads() orders them, though the first pair found is in warp 0.
__global__ void broadcast(const float* in, float* out)
{
    __shared__ float first;
    int t = threadIdx.x;
    if (t == 0)
        first = in[0];
    out[t] = in[t] - first;
}
