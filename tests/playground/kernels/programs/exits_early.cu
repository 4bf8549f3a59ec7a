// exit() from deep in the program: its status is the program's, and what it did is kept.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
void fail(const char* why)
{
    fprintf(stderr, "giving up: %s\n", why);
    exit(3);
}
int main()
{
    float* d;
    cudaMalloc(&d, 64);
    fail("on purpose");
    return 0;
}
