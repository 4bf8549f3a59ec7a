// expect: modelled_time
// message: On the NVIDIA H100 SXM (modelled from its data sheet) the kernel would take 0.039 µs past the launch, 7.95x
// th Each thread adds its own contiguous chunk: a warp's lanes read 32 bytes apart.
__global__ void sum(const int* a, int* out, int n)
{
    __shared__ int s[128];
    int t = threadIdx.x;
    int threads = blockDim.x * gridDim.x;
    int chunk = (n + threads - 1) / threads;
    int first = (blockIdx.x * blockDim.x + t) * chunk;
    int v = 0;
    for (int i = first; i < first + chunk && i < n; ++i)
        v += a[i];
    s[t] = v;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0)
        atomicAdd(out, s[0]);
}
