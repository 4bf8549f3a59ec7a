// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// Host threads without end, each waiting forever: the machine's task table, one kernel at a time.
#include <pthread.h>
#include <unistd.h>

static void* wait_forever(void*)
{
    for (;;)
        sleep(1000);
    return nullptr;
}

__global__ void run(int* out)
{
    for (int k = 0; k < 5000; ++k) {
        pthread_t t;
        if (pthread_create(&t, nullptr, wait_forever, nullptr) != 0)
            break;
        out[0] = k + 1;
    }
}
