// A total kept under a spin lock, as CUDA by Example's Lock keeps its hash table's lists: the lanes
// of a warp take turns, one a round, so that none spins on a lock its own warp holds. What a thread
// does holding the lock is ordered by it: no race, also when a claim came first (5) and when the lock
// is given back by atomicCAS (6). The other modes are races a lock does not order: 1 the same updates
// without the lock; 2 a claim never given back (as BFS marks a vertex visited); 3 even and odd threads
// each taking their own lock; 4 a write after the lock is given back.
// cudaviz-launch: --kernel locked --grid 1 --block 64 --arg lock=int[33] --arg total=int[2] --arg mode=0
__global__ void locked(int* lock, int* total, int mode)
{
    const int t = threadIdx.x;
    if (mode == 2) {
        if (atomicCAS(&lock[1 + t / 2], 0, 1) == 0)
            total[0] = total[0] + 1;
        return;
    }
    if (mode == 5)
        atomicCAS(&lock[1 + t / 2], 0, 1); // a claim, never given back
    int* mine = lock + (mode == 3 ? t % 2 : 0);
    for (int lane = 0; lane < 32; ++lane) {
        if (t % 32 == lane) {
            if (mode != 1)
                while (atomicCAS(mine, 0, 1) != 0) { }
            total[0] = total[0] + 1;
            total[1] = max(total[1], t);
            if (mode == 6)
                atomicCAS(mine, 1, 0);
            else if (mode != 1)
                atomicExch(mine, 0);
            if (mode == 4 && t == 0)
                total[0] = 100;
        }
    }
}
