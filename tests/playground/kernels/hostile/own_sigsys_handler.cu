// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// A handler of its own for SIGSYS, so that a forbidden call would seem to return.
#include <csignal>
#include <sys/socket.h>

static void quiet(int) { }

__global__ void run(int* out)
{
    signal(SIGSYS, quiet);
    out[0] = socket(AF_INET, SOCK_STREAM, 0);
}
