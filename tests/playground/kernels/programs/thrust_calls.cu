// A library chapter's Thrust program: a device_vector sorted and summed, the program's own kernel
// given the vector's memory, and a scan with the thrust::device policy over memory from cudaMalloc.
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>

__global__ void square(int* v, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = v[i] * v[i];
}

int main()
{
    const int n = 8;
    const int data[n] = { 5, 3, 8, 1, 7, 2, 6, 4 };
    thrust::host_vector<int> h(data, data + n);
    thrust::device_vector<int> d = h;
    thrust::sort(d.begin(), d.end());
    square<<<2, 4>>>(thrust::raw_pointer_cast(d.data()), n);
    cudaDeviceSynchronize();
    const int sum = thrust::reduce(d.begin(), d.end());
    h = d;
    printf("sorted, squared:");
    for (int v : h)
        printf(" %d", v);
    printf("\nsum %d, d[7] = %d\n", sum, int(d[7]));

    int *x, *y;
    cudaMalloc(&x, n * sizeof(int));
    cudaMalloc(&y, n * sizeof(int));
    cudaMemcpy(x, data, sizeof data, cudaMemcpyHostToDevice);
    thrust::inclusive_scan(thrust::device, x, x + n, y);
    int scanned[n];
    cudaMemcpy(scanned, y, sizeof scanned, cudaMemcpyDeviceToHost);
    printf("scan:");
    for (int v : scanned)
        printf(" %d", v);
    printf("\n");
    cudaFree(x);
    cudaFree(y);
    return 0;
}
