// cudaviz-launch: --grid 1 --block 32 --arg out=int[32]
// Two shuffles with two masks: the lower half-warp's broadcast among itself, then the whole
// warp's. Each lane meets only the calls of its own mask.
__global__ void masks(int* out)
{
    int lane = threadIdx.x;
    int x = lane + 100, y = lane + 200;
    if (lane < 16)
        x = __shfl_sync(0x0000ffff, x, 0);
    out[lane] = __shfl_sync(0xffffffff, y, 0) + x * 1000;
}
