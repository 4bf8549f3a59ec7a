// expect: max_outputs_per_thread
// Thread 0 squares every element.
__global__ void coarsen(const float* a, float* out, int n)
{
    if (blockIdx.x == 0 && threadIdx.x == 0)
        for (int j = 0; j < n; ++j) {
            float v = a[j];
            out[j] = v * v + 1.0f;
        }
}
