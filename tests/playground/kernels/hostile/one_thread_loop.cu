// cudaviz-launch: --kernel loop --grid 1 --block 1 --arg a=float[1024] --arg out=float[1]
// One thread making four million accesses: past the playground's budget for one thread.
__global__ void loop(const float* a, float* out)
{
    float s = 0;
    for (int k = 0; k < 4000000; ++k)
        s += a[k % 1024];
    out[0] = s;
}
