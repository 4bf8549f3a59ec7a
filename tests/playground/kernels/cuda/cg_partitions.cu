// cudaviz-launch: --grid 1 --block 64 --arg ranks=int[64] --arg sizes=int[64] --arg metas=int[64] --arg counts=int[64]
// Partitions as the CUDA Programming Guide writes them: a run-time tiled_partition(block, 32),
// tiles of 4 of a 32-thread tile (numbered within it), and a tile named with its parent's type.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void partitions(int* ranks, int* sizes, int* metas, int* counts)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group warp = cg::tiled_partition(block, 32);
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<4, cg::thread_block> quad = cg::tiled_partition<4>(block);
    auto inner = cg::tiled_partition<4>(tile32);
    unsigned t = block.thread_rank();
    ranks[t] = warp.thread_rank();
    sizes[t] = warp.size() + quad.size();
    metas[t] = inner.meta_group_rank() * 100 + inner.meta_group_size();
    counts[t] = __popc(quad.ballot(1)) + quad.meta_group_rank() * 10;
}
