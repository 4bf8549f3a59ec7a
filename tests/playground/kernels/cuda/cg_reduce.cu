// cudaviz-launch: --grid 3 --block 128 --arg in=float[300]:iota --arg out=float[3] --arg n=300
// A block sum with cooperative groups: each warp-sized tile reduces with cg::reduce, tile 0
// reduces the tiles' partial sums with shfl_down.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void blockSum(const float* in, float* out, unsigned n)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    __shared__ float partial[32];
    unsigned i = block.group_index().x * block.size() + block.thread_rank();
    float v = i < n ? in[i] : 0.0f;
    v = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0)
        partial[tile.meta_group_rank()] = v;
    cg::sync(block);
    if (tile.meta_group_rank() == 0) {
        float w = tile.thread_rank() < tile.meta_group_size() ? partial[tile.thread_rank()] : 0.0f;
        for (unsigned offset = tile.size() / 2; offset > 0; offset /= 2)
            w += tile.shfl_down(w, offset);
        if (tile.thread_rank() == 0)
            out[block.group_index().x] = w;
    }
}
