// A program's own globals beside `using namespace std;`, named as the standard library names things:
// nvcc compiles it, so the playground's headers may declare none of these names in std.
#include <cstdio>
using namespace std;

int count = 0;
int size = 8;
float data[8];
int find = 3, sort = 4, search = 5, transform = 6, function = 7, vector = 8, bind = 9, unique = 10;
int merge = 11, reverse = 12, replace = 13, distance_ = 14, remove_if = 15, accumulate = 16, any_of = 17;
int texture = 18; // CUDA 12 removed texture<T>: the name is the program's

__global__ void scale(float* v, int n, float a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = a * i;
}

int main()
{
    float* d;
    cudaMalloc(&d, size * sizeof(float));
    scale<<<1, size>>>(d, size, 0.5f);
    cudaMemcpy(data, d, sizeof data, cudaMemcpyDeviceToHost);
    for (int i = 0; i < size; ++i)
        count += data[i] > 1.0f;
    printf("count = %d, data[7] = %.1f\n", count, data[7]);
    printf("%d\n", find + sort + search + transform + function + vector + bind + unique + merge + reverse + replace
            + distance_ + remove_if + accumulate + any_of + texture);
    cudaFree(d);
    return 0;
}
