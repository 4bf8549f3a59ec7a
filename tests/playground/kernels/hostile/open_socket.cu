// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A kernel that tries to reach the network.
#include <sys/socket.h>

__global__ void run(int* out)
{
    out[0] = socket(AF_INET, SOCK_STREAM, 0);
}
