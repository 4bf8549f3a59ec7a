// expect: max_outputs_per_thread
// Thread 0 maps every element.
__global__ void map(const float* a, float* out)
{
    if (threadIdx.x == 0)
        for (int i = 0; i < blockDim.x; ++i)
            out[i] = a[i] + 10.0f;
}
