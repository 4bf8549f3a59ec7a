// cudaviz-launch: --grid 1 --block 32 --arg in=int[32]:iota --arg out=uint[9]
// Votes, matches, the active mask and the warp reductions, each into one slot.
__global__ void votes(const int* in, unsigned* out)
{
    unsigned lane = threadIdx.x % 32;
    int x = in[threadIdx.x];
    unsigned ballot = __ballot_sync(0xffffffff, x > 5);
    int any = __any_sync(0xffffffff, x == 7);
    int all = __all_sync(0xffffffff, x > 0); // lane 0 holds 0
    unsigned same = __match_any_sync(0xffffffff, x % 3);
    unsigned active = 0;
    if (lane < 10)
        active = __activemask(); // the ten lanes in this branch
    unsigned total = __reduce_add_sync(0xffffffff, (unsigned)x);
    unsigned biggest = __reduce_max_sync(0xffffffff, (unsigned)x);
    unsigned everyone = __ballot_sync(0xffffffff, 1);
    if (lane == 0) {
        out[0] = ballot;
        out[1] = any;
        out[2] = all;
        out[3] = same;
        out[5] = total;
        out[6] = biggest;
    }
    if (lane == 3) {
        out[4] = active;
        out[7] = __popc(everyone & ((1u << lane) - 1)); // lanes below this one
    }
    if (lane == 31)
        out[8] = __popc(everyone);
}
