// Tries to fill the disk from its folder: one file as large as writes allow, then as many small
// files as it can create. Its folder's budget stops both, as a full disk would.
#include <cstdio>
#include <vector>

__global__ void nothing() {}

int main()
{
    std::vector<char> chunk(1 << 20, 'x');
    FILE* big = fopen("big.bin", "w");
    long long mib = 0;
    while (big && fwrite(chunk.data(), 1, chunk.size(), big) == chunk.size() && fflush(big) == 0)
        ++mib;
    if (big)
        fclose(big);
    int files = 0;
    char name[32];
    for (; files < 100000; ++files) {
        std::snprintf(name, sizeof name, "small%d.txt", files);
        FILE* f = fopen(name, "w");
        if (!f)
            break;
        fclose(f);
    }
    nothing<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("wrote %lld MiB in one file, then created %d files\n", mib, files);
    return 0;
}
