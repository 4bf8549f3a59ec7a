// expect: wrong_output
// message: 72 element(s) of out are wrong: out[26] is 67 but should be 41; out[27] is 59 but should be 99; out[28] is 9
// b The ones placed from the end backwards: not stable.
__global__ void radixSplit(const int* keys, int* out, int bit)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    int key = keys[base + t];
    int zero = ((key >> bit) & 1) == 0;
    s[t] = zero;
    __syncthreads();
    for (int offset = 1; offset < 64; offset *= 2) {
        int add = t >= offset ? s[t - offset] : 0;
        __syncthreads();
        s[t] += add;
        __syncthreads();
    }
    int zerosBefore = s[t] - zero;
    int dest = zero ? zerosBefore : 63 - (t - zerosBefore);
    out[base + dest] = key;
}
