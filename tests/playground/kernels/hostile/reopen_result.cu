// Tries to forge the run's result: every descriptor of its process opened again for writing
// through /proc/self/fd and /dev/fd (the result channel is one of them, a pipe).
#include <cstdio>

__global__ void nothing() {}

int main()
{
    int reopened = 0;
    char path[64];
    for (int fd = 0; fd < 64; ++fd)
        for (const char* folder : { "/proc/self/fd", "/dev/fd" }) {
            std::snprintf(path, sizeof path, "%s/%d", folder, fd);
            FILE* f = fopen(path, "w");
            if (f) {
                fputs("forged result\n", f);
                fclose(f);
                ++reopened;
            }
        }
    nothing<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("reopened %d descriptors\n", reopened);
    return 0;
}
