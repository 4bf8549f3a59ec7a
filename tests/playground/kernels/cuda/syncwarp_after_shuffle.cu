// cudaviz-launch: --grid 1 --block 32 --arg out=float[16]
// The upper half-warp shuffles among itself and writes a buffer; after __syncwarp() the lower
// half reads it. Correct CUDA: __syncwarp() waits for every lane.
__global__ void halves(float* out)
{
    __shared__ float buf[16];
    int lane = threadIdx.x;
    float v = lane;
    if (lane >= 16) {
        v += __shfl_xor_sync(0xffff0000, v, 1);
        buf[lane - 16] = v;
    }
    __syncwarp();
    if (lane < 16)
        out[lane] = buf[lane];
}
