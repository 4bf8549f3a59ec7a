// expect: uses_shared
// message: The task asks for shared memory, but the kernel made no __shared__ access.
// Every input read from global memory, five times over.
#define BLOCK 64
#define R 2
__constant__ float mask[2 * R + 1];

__global__ void conv1d(const float* in, float* out, int n)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) {
        float sum = 0.0f;
        for (int k = 0; k <= 2 * R; ++k) {
            int j = i - R + k;
            if (j >= 0 && j < n)
                sum += mask[k] * in[j];
        }
        out[i] = sum;
    }
}
