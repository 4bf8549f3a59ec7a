// A typo on line 6: the compiler's message must name this file and line.
// cudaviz-launch: --block 32 --arg a=float[32]
__global__ void broken(float* a)
{
    int i = threadIdx.x;
    a[i] = undeclaredValue * 2.0f;
}
