// A program that takes its size on the command line, as a book's chapters do ("usage: %s N").
#include <cstdio>
#include <cstdlib>

__global__ void fill(int* a, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = i;
}

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::printf("usage: %s N [NAME]\n", argv[0]);
        return 1;
    }
    const int n = std::atoi(argv[1]);
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    fill<<<(n + 127) / 128, 128>>>(d, n);
    int last = 0;
    cudaMemcpy(&last, d + n - 1, sizeof last, cudaMemcpyDeviceToHost);
    std::printf("argc %d, n %d, last %d, name '%s'\n", argc, n, last, argc > 2 ? argv[2] : "");
    cudaFree(d);
    return 0;
}
