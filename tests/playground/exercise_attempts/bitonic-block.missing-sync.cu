// expect: race
// message: Race on shared s[32]: thread 0 of block 0 read it (line 16) and thread 32 of block 0 wrote it (line 18),
// with No __syncthreads() between the network's steps.
__global__ void bitonicSort(const float* in, float* out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    s[t] = in[base + t];
    __syncthreads();
    for (int k = 2; k <= 64; k *= 2)
        for (int j = k / 2; j > 0; j /= 2) {
            int p = t ^ j;
            if (p > t) {
                bool ascending = (t & k) == 0;
                if ((s[t] > s[p]) == ascending) {
                    float tmp = s[t];
                    s[t] = s[p];
                    s[p] = tmp;
                }
            }
        }
    __syncthreads();
    out[base + t] = s[t];
}
