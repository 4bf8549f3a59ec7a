// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A kernel that tries to print a file of the machine.
#include <stdio.h>

__global__ void run(int* out)
{
    FILE* f = fopen("/etc/passwd", "r");
    char line[256];
    if (f && fgets(line, sizeof line, f))
        printf("%s", line);
    out[0] = 1;
}
