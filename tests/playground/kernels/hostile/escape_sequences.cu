// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// Terminal escape sequences in a kernel's output: a new window title, a cleared screen, text
// reversed by a bidirectional override.
#include <cstdio>

__global__ void run(int* out)
{
    printf("\x1b]0;owned\x07\x1b[2J\xe2\x80\xae" "cba\r\n");
    out[0] = 1;
}
