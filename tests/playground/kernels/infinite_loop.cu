// cudaviz-launch: --block 32 --arg a=int[32] --timeout 1
__global__ void spin(int* a)
{
    int t = threadIdx.x;
    while (a[0] == 0) {
        if (t == 5) { }
    }
    a[t] = 1;
}
