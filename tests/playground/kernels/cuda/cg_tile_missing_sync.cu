// cudaviz-launch: --grid 1 --block 64 --arg in=int[64]:iota --arg out=int[4]
// A bug: a tree reduction in shared memory over tiles of 16 lanes, without tile.sync() between
// its steps: a lane reads its neighbour's slot while the neighbour may still write it.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tileSum(const int* in, int* out)
{
    __shared__ int s[64];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
    unsigned t = block.thread_rank();
    s[t] = in[t];
    tile.sync();
    for (unsigned stride = tile.size() / 2; stride > 0; stride /= 2) {
        if (tile.thread_rank() < stride)
            s[t] += s[t + stride];
    }
    if (tile.thread_rank() == 0)
        out[tile.meta_group_rank()] = s[t];
}
