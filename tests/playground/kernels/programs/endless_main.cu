// A host loop that never ends: the run's time limit stops it.
#include <cuda_runtime.h>
int main()
{
    volatile int spin = 1;
    while (spin)
        ;
    return 0;
}
