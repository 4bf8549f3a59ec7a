// expect: global_atomics
// Every thread adds its element to the total with an atomic: 256 atomics on one address.
__global__ void arraySum(const int* a, int* out, int n)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? a[i] : 0;
    __syncthreads();
    atomicAdd(out, s[t]);
}
