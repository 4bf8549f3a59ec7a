// Reads the points beside it, doubles them on the GPU, writes them to a file of its own and reads
// that back, as a book's program does with its data files. Then it tries what its folder does not
// allow: a file outside it, a system file, and overwriting its own input.
#include "../common/check.cuh"
#include <cstdio>
#include <fstream>
#include <vector>

void __global__ twice(const float* in, float* out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 2.0f * in[i];
}

int main(void)
{
    std::ifstream input("points.txt");
    if (!input) {
        printf("Cannot open points.txt\n");
        return 1;
    }
    std::vector<float> values;
    float v;
    while (input >> v)
        values.push_back(v);
    const int n = int(values.size());
    float *d_in, *d_out;
    CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CHECK(cudaMalloc(&d_out, n * sizeof(float)));
    CHECK(cudaMemcpy(d_in, values.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    twice<<<1, 32>>>(d_in, d_out, n);
    std::vector<float> doubled(n);
    CHECK(cudaMemcpy(doubled.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
    FILE* out = fopen("doubled.txt", "w");
    for (int i = 0; i < n; ++i)
        fprintf(out, "%g\n", doubled[i]);
    fclose(out);
    std::ifstream back("doubled.txt");
    float sum = 0.0f, x;
    while (back >> x)
        sum += x;
    printf("read %d values, doubled sum %g\n", n, sum);
    printf("a file outside its folder: %s\n", fopen("../common/check.cuh", "r") ? "opened" : "refused");
    printf("a system file: %s\n", fopen("/etc/passwd", "r") ? "opened" : "refused");
    printf("writing elsewhere: %s\n", fopen("/tmp/cudaviz_data_program.txt", "w") ? "opened" : "refused");
    FILE* own = fopen("points.txt", "a");
    fprintf(own, "11 12\n");
    fclose(own);
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    return 0;
}
