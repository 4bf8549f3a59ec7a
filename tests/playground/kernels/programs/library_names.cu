// A program's globals named as the C library names functions that no header here declares: error,
// bind, send, recv. nvcc's executable holds its own; so does the playground's module, where the
// loader once bound them to the library's code (a read gave its bytes, a write crashed).
#include <cmath>
#include <cstdio>

float error = 0.5f;
int bind = 9;
double send = std::sqrt(2.0); // set by a constructor, before main
__device__ int recv[4];

__global__ void fill(int value)
{
    recv[threadIdx.x] = value + threadIdx.x;
}

int main()
{
    error += 1.0f;
    bind *= 2;
    fill<<<1, 4>>>(bind);
    int h[4];
    cudaMemcpyFromSymbol(h, recv, sizeof h);
    printf("error = %.1f, bind = %d, send = %.4f, recv = %d %d %d %d\n", error, bind, send, h[0], h[1], h[2], h[3]);
    return 0;
}
