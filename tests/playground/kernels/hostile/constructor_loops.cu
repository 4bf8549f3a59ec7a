// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A global whose constructor never returns.
static int forever()
{
    volatile int spin = 1;
    while (spin)
        ;
    return 0;
}
static int g_never = forever();

__global__ void run(int* out) { out[0] = g_never; }
