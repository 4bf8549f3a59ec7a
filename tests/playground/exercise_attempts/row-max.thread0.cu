// expect: span
// message: The busiest thread (thread 0 of block 0) made 67 operations (64 shared-memory read(s), 1 global load(s), 1
// glo Thread 0 scans the row alone after a parallel load.
__global__ void rowMax(const float* in, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    if (t == 0) {
        float best = s[0];
        for (int k = 1; k < 64; ++k)
            best = fmaxf(best, s[k]);
        out[blockIdx.x] = best;
    }
}
