// cudaviz-launch: --grid 1 --block 8 --arg data=int[8]:1,2,3,-4,5,6,7,8
// assert in device code: thread 3 finds a negative value and stops the kernel on line 7.
#include <cassert>
__global__ void allPositive(const int* data)
{
    int v = data[threadIdx.x];
    assert(v > 0);
}
