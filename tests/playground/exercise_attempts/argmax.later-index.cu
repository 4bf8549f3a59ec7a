// expect: wrong_output
// message: 1 element(s) of out are wrong: out[0] is 63 but should be 0.
// >= instead of >: on equal values the later index wins.
__global__ void rowArgmax(const float* in, int* out)
{
    __shared__ float v[64];
    __shared__ int at[64];
    int t = threadIdx.x;
    v[t] = in[blockIdx.x * blockDim.x + t];
    at[t] = t;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride && v[t + stride] >= v[t]) {
            v[t] = v[t + stride];
            at[t] = at[t + stride];
        }
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = at[0];
}
