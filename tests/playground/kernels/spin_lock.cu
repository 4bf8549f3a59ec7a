// A total kept under a spin lock, as CUDA by Example's Lock keeps its hash table's lists: the lanes
// of a warp take turns, one a round, so that none spins on a lock its own warp holds. What a thread
// does holding the lock is ordered by it: no race. `lockless` makes the same updates without it.
// cudaviz-launch: --kernel locked --grid 1 --block 64 --arg lock=int[1] --arg total=int[2] --arg lockless=0
__global__ void locked(int* lock, int* total, int lockless)
{
    for (int lane = 0; lane < 32; ++lane) {
        if (threadIdx.x % 32 == lane) {
            if (!lockless)
                while (atomicCAS(lock, 0, 1) != 0) { }
            total[0] = total[0] + 1;
            total[1] = max(total[1], int(threadIdx.x));
            if (!lockless)
                atomicExch(lock, 0);
        }
    }
}
