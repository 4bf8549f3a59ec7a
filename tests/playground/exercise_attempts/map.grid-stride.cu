// expect: pass
// A grid-stride loop: on this launch each thread still maps one element.
__global__ void map(const float* a, float* out)
{
    for (int i = threadIdx.x; i < blockDim.x; i += blockDim.x)
        out[i] = a[i] + 10.0f;
}
