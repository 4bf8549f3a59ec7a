// cudaviz-launch: --kernel count --grid 1 --block 1 --arg out=float[2] --arg n=int[1]
// An atomic's value with a side effect: evaluated once, as CUDA's function is.
__global__ void count(float* out, int* n)
{
    int j = 1;
    atomicAdd(&out[0], (float)(j++));
    out[1] = j;
    atomicAdd(&n[0], 3);
}
