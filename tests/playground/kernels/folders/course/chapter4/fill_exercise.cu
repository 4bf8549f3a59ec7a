// cudaviz-launch: --grid 4 --block 256 --arg x=float[1000] --arg n=1000 --arg value=2
// An exercise beside the program, run as a kernel alone. Its fill is not the program's: the
// program defines its own, so this file is not linked with it.
void fill(float* x, int n, float value);

__global__ void fill_kernel(float* x, int n, float value)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

void fill(float* x, int n, float value)
{
    fill_kernel<<<(n + 255) / 256, 256>>>(x, n, value);
}
