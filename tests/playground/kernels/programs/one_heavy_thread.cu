// A grid-stride add launched with one thread: it adds 2^19 pairs, 1.5 Mi accesses, more than a
// traced thread may make. Its block gives up its trace and the launch finishes, its sums exact.
#include <cstdio>
#include <cstdlib>
__global__ void add(const float* a, const float* b, float* c, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        c[i] = a[i] + b[i];
}
int main()
{
    const int n = 1 << 19;
    const size_t bytes = n * sizeof(float);
    float* h = (float*)malloc(3 * bytes);
    for (int i = 0; i < n; ++i) {
        h[i] = float(i);
        h[n + i] = float(2 * i);
    }
    float *a, *b, *c;
    cudaMalloc(&a, bytes);
    cudaMalloc(&b, bytes);
    cudaMalloc(&c, bytes);
    cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(b, h + n, bytes, cudaMemcpyHostToDevice);
    add<<<1, 1>>>(a, b, c, n);
    cudaMemcpy(h + 2 * n, c, bytes, cudaMemcpyDeviceToHost);
    int right = 0;
    for (int i = 0; i < n; ++i)
        right += h[2 * n + i] == float(3 * i);
    printf("%d of %d right\n", right, n);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    free(h);
    return 0;
}
