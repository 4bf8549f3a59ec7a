// expect: modelled_time
// message: On the NVIDIA A100 40GB SXM (modelled from its data sheet) the kernel would take 0.095 µs past the
// launch, 4.5 The naive transpose: right, but its stores stride through memory.
#define TILE 32
#define ROWS 8
__global__ void transpose(float* odata, const float* idata, int width)
{
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        odata[x * width + y + j] = idata[(y + j) * width + x];
}
