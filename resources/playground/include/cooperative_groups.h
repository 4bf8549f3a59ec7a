// cudaviz playground: stands in for CUDA's <cooperative_groups.h>. A thread block, its warp-sized
// tiles (tiled_partition<32>, <16> ... <1>) with their shuffles and votes, coalesced groups, and
// the collectives of <cooperative_groups/reduce.h>. The calls are the playground's __syncthreads,
// __syncwarp and __shfl_*_sync with the tile's lanes as the mask, so the emulator checks them as
// it checks those. A grid-wide sync cannot run (the emulator runs one block after another).
#pragma once

namespace cooperative_groups {

namespace details {
inline unsigned threadRankInBlock()
{
    const uint3 t = cvz_pg_thread_idx(), b = cvz_pg_block_dim();
    return t.x + b.x * (t.y + b.y * t.z);
}
inline unsigned blockSize()
{
    const uint3 b = cvz_pg_block_dim();
    return b.x * b.y * b.z;
}
} // namespace details

class thread_group
{
public:
    explicit thread_group(unsigned size = 1, unsigned rank = 0, unsigned mask = 0xffffffffu, bool block = false)
        : m_size(size)
        , m_rank(rank)
        , m_mask(mask)
        , m_block(block)
    { }
    __attribute__((always_inline)) void sync() const
    {
        if (m_block)
            cvz_pg_syncthreads();
        else
            __syncwarp(m_mask);
    }
    unsigned size() const { return m_size; }
    unsigned num_threads() const { return m_size; }
    unsigned thread_rank() const { return m_rank; }

protected:
    unsigned m_size, m_rank, m_mask;
    bool m_block;
};

class thread_block : public thread_group
{
public:
    thread_block()
        : thread_group(details::blockSize(), details::threadRankInBlock(), 0xffffffffu, true)
    { }
    static dim3 group_index() { return dim3(cvz_pg_block_idx()); }
    static dim3 thread_index() { return dim3(cvz_pg_thread_idx()); }
    static dim3 group_dim() { return dim3(cvz_pg_block_dim()); }
    static dim3 dim_threads() { return dim3(cvz_pg_block_dim()); }
    __attribute__((always_inline)) static void sync() { cvz_pg_syncthreads(); }
};
inline thread_block this_thread_block()
{
    return thread_block();
}
// The scratch memory CUDA's tiles of more than 32 threads need: the emulator needs none.
template <unsigned MaxBlockSize = 1024, unsigned TileCommunicationSize = 8, unsigned MaxWarpCount = 32>
struct block_tile_memory
{
};
template <unsigned A, unsigned B, unsigned C> inline thread_block this_thread_block(block_tile_memory<A, B, C>&)
{
    return thread_block();
}

// The whole grid: its sizes work; its sync() cannot (the emulator runs blocks one after another).
class grid_group
{
public:
    unsigned long long size() const
    {
        const dim3 g(cvz_pg_grid_dim());
        return (unsigned long long)(g.x) * g.y * g.z * details::blockSize();
    }
    unsigned long long num_threads() const { return size(); }
    unsigned long long thread_rank() const
    {
        const dim3 g(cvz_pg_grid_dim()), b(cvz_pg_block_idx());
        return ((unsigned long long)(b.z) * g.y * g.x + (unsigned long long)(b.y) * g.x + b.x) * details::blockSize()
            + details::threadRankInBlock();
    }
    bool is_valid() const { return true; }
    CVZ_PG_UNSUPPORTED("a grid-wide sync (grid_group::sync, a cooperative launch)") void sync() const;
};
inline grid_group this_grid()
{
    return grid_group();
}

namespace details {
// What every tile of N threads has: its size, its rank, and its meta group, which is its
// parent's (the tiles of a 32-thread tile are numbered within it).
template <unsigned N> class tile_common : public thread_group
{
public:
    static constexpr unsigned num_threads() { return N; }
    static constexpr unsigned size() { return N; }
    unsigned meta_group_rank() const { return m_metaRank; }
    unsigned meta_group_size() const { return m_metaSize; }

protected:
    tile_common(unsigned mask, bool block, unsigned parentRank, unsigned parentSize)
        : thread_group(N, threadRankInBlock() % N, mask, block)
        , m_metaRank(parentRank / N)
        , m_metaSize((parentSize + N - 1) / N)
    { }

private:
    unsigned m_metaRank, m_metaSize;
};

// A tile of N consecutive lanes of one warp (N a power of two up to 32). Its meta group is its
// parent's: the tiles of a 32-thread tile are numbered within it.
template <unsigned N> class warp_tile : public tile_common<N>
{
    static_assert(N >= 1 && N <= 32 && (N & (N - 1)) == 0,
        "cudaviz playground: tiled_partition<N> takes N = 1, 2, 4, 8, 16 or 32, or a multiple of 32 up to 1024");

public:
    warp_tile(unsigned parentRank, unsigned parentSize)
        : tile_common<N>(laneMask(), false, parentRank, parentSize)
    { }
    __attribute__((always_inline)) void sync() const { __syncwarp(m_mask); }
    template <class T> __attribute__((always_inline)) T shfl(T value, int lane) const
    {
        return __shfl_sync(m_mask, value, lane, int(N));
    }
    template <class T> __attribute__((always_inline)) T shfl_down(T value, unsigned delta) const
    {
        return __shfl_down_sync(m_mask, value, delta, int(N));
    }
    template <class T> __attribute__((always_inline)) T shfl_up(T value, unsigned delta) const
    {
        return __shfl_up_sync(m_mask, value, delta, int(N));
    }
    template <class T> __attribute__((always_inline)) T shfl_xor(T value, unsigned laneMask) const
    {
        return __shfl_xor_sync(m_mask, value, int(laneMask), int(N));
    }
    __attribute__((always_inline)) int any(int predicate) const { return __any_sync(m_mask, predicate); }
    __attribute__((always_inline)) int all(int predicate) const { return __all_sync(m_mask, predicate); }
    __attribute__((always_inline)) unsigned ballot(int predicate) const
    {
        return __ballot_sync(m_mask, predicate) >> shift();
    }
    template <class T> __attribute__((always_inline)) unsigned match_any(T value) const
    {
        return __match_any_sync(m_mask, value) >> shift();
    }

private:
    static unsigned shift() { return (threadRankInBlock() % 32u) / N * N; }
    static unsigned laneMask() { return (N == 32 ? 0xffffffffu : ((1u << N) - 1u)) << shift(); }
    using thread_group::m_mask;
};

// A tile of several whole warps (tiled_partition<64> ...). Its sync() is the block's barrier: the
// emulator has barriers for a warp and for a block only, so every tile of the block must sync
// together (as reductions do); one that does not is a barrier_divergence finding.
template <unsigned N> class multi_warp_tile : public tile_common<N>
{
    static_assert(N % 32 == 0 && N <= 1024 && (N & (N - 1)) == 0,
        "cudaviz playground: a tile of more than 32 threads has 64, 128, 256, 512 or 1024");

public:
    multi_warp_tile(unsigned parentRank, unsigned parentSize)
        : tile_common<N>(0xffffffffu, true, parentRank, parentSize)
    { }
    __attribute__((always_inline)) void sync() const { cvz_pg_syncthreads(); }
};
template <unsigned N> using tile_base = std::conditional_t<(N <= 32), warp_tile<N>, multi_warp_tile<N>>;
} // namespace details

// thread_block_tile<N> or thread_block_tile<N, Parent>, as CUDA names them; one converts to the other.
template <unsigned N, class Parent = void> class thread_block_tile : public details::tile_base<N>
{
public:
    thread_block_tile()
        : details::tile_base<N>(details::threadRankInBlock(), details::blockSize())
    { }
    thread_block_tile(unsigned parentRank, unsigned parentSize)
        : details::tile_base<N>(parentRank, parentSize)
    { }
    template <class Other>
    thread_block_tile(const thread_block_tile<N, Other>& other)
        : details::tile_base<N>(other)
    { }
};

template <unsigned N, class Parent> thread_block_tile<N, Parent> tiled_partition(const Parent& parent)
{
    return thread_block_tile<N, Parent>(unsigned(parent.thread_rank()), unsigned(parent.size()));
}
// A partition whose size is known at run time: sync, size and rank (no shuffles, as in CUDA).
inline thread_group tiled_partition(const thread_group& parent, unsigned size)
{
    if (size == 0 || size >= parent.size())
        return parent;
    const unsigned rank = details::threadRankInBlock();
    if (size >= 32) // whole warps: their sync is the block's barrier (see multi_warp_tile)
        return thread_group(size, rank % size, 0xffffffffu, true);
    const unsigned shift = (rank % 32u) / size * size;
    return thread_group(size, rank % size, ((1u << size) - 1u) << shift, false);
}

// The lanes of the warp that reach this call together (those of the branch it is in).
class coalesced_group : public thread_group
{
public:
    explicit coalesced_group(unsigned active)
        : thread_group(unsigned(__builtin_popcount(active)),
            unsigned(__builtin_popcount(active & ((1u << (details::threadRankInBlock() % 32u)) - 1u))), active, false)
    { }
    unsigned meta_group_rank() const { return 0; }
    unsigned meta_group_size() const { return 1; }
    __attribute__((always_inline)) void sync() const { __syncwarp(m_mask); }
    template <class T> __attribute__((always_inline)) T shfl(T value, unsigned rank) const
    {
        return __shfl_sync(m_mask, value, laneOfRank(rank));
    }
    template <class T> __attribute__((always_inline)) T shfl_down(T value, unsigned delta) const
    {
        const unsigned to = m_rank + delta;
        return __shfl_sync(m_mask, value, to < m_size ? laneOfRank(to) : laneOfRank(m_rank));
    }
    template <class T> __attribute__((always_inline)) T shfl_up(T value, unsigned delta) const
    {
        return __shfl_sync(m_mask, value, m_rank >= delta ? laneOfRank(m_rank - delta) : laneOfRank(m_rank));
    }
    __attribute__((always_inline)) int any(int predicate) const { return __any_sync(m_mask, predicate); }
    __attribute__((always_inline)) int all(int predicate) const { return __all_sync(m_mask, predicate); }
    __attribute__((always_inline)) unsigned ballot(int predicate) const
    {
        return compress(__ballot_sync(m_mask, predicate));
    }

private:
    int laneOfRank(unsigned rank) const
    {
        unsigned m = m_mask;
        for (unsigned k = 0; k < rank && m; ++k)
            m &= m - 1;
        return m ? __builtin_ctz(m) : 0;
    }
    unsigned compress(unsigned lanes) const
    {
        unsigned out = 0, bit = 0;
        for (int l = 0; l < 32; ++l)
            if (m_mask >> l & 1u)
                out |= ((lanes >> l) & 1u) << bit++;
        return out;
    }
};
__attribute__((always_inline)) inline coalesced_group coalesced_threads()
{
    return coalesced_group(__activemask());
}

template <class Group> __attribute__((always_inline)) inline void sync(const Group& group)
{
    group.sync();
}
template <class Group> inline unsigned thread_rank(const Group& group)
{
    return unsigned(group.thread_rank());
}
template <class Group> inline unsigned long long group_size(const Group& group)
{
    return group.size();
}

// The operators of cg::reduce.
template <class T> struct plus
{
    T operator()(const T& a, const T& b) const { return a + b; }
};
template <class T> struct less
{
    T operator()(const T& a, const T& b) const { return b < a ? b : a; }
};
template <class T> struct greater
{
    T operator()(const T& a, const T& b) const { return a < b ? b : a; }
};
template <class T> struct bit_and
{
    T operator()(const T& a, const T& b) const { return a & b; }
};
template <class T> struct bit_or
{
    T operator()(const T& a, const T& b) const { return a | b; }
};
template <class T> struct bit_xor
{
    T operator()(const T& a, const T& b) const { return a ^ b; }
};

// A tile's reduction: every lane gets the result (a butterfly of shfl_xor, as CUDA's does).
template <unsigned N, class T, class Op>
__attribute__((always_inline)) inline T reduce(const details::warp_tile<N>& tile, T value, Op op)
{
    for (unsigned offset = N / 2; offset > 0; offset /= 2)
        value = op(value, tile.shfl_xor(value, offset));
    return value;
}
// A tile of several warps: each warp reduces, then the warps' results meet in scratch memory
// between two block barriers (plain memory: the blocks run one after another, and it is not
// the kernel's own, so it is not in its trace).
template <unsigned N, class T, class Op>
__attribute__((always_inline)) inline T reduce(const details::multi_warp_tile<N>&, T value, Op op)
{
    static T warps[32];
    const thread_block_tile<32> warp;
    value = reduce(warp, value, op);
    const unsigned rank = details::threadRankInBlock();
    if (warp.thread_rank() == 0)
        warps[rank / 32] = value;
    cvz_pg_syncthreads();
    const unsigned first = rank / N * (N / 32);
    T total = warps[first];
    for (unsigned w = 1; w < N / 32; ++w)
        total = op(total, warps[first + w]);
    cvz_pg_syncthreads();
    return total;
}
// An inclusive and an exclusive scan over a tile's lanes.
template <unsigned N, class T, class Op>
__attribute__((always_inline)) inline T inclusive_scan(const details::warp_tile<N>& tile, T value, Op op)
{
    for (unsigned offset = 1; offset < N; offset *= 2) {
        const T other = tile.shfl_up(value, offset);
        if (tile.thread_rank() >= offset)
            value = op(value, other);
    }
    return value;
}
template <unsigned N, class T>
__attribute__((always_inline)) inline T inclusive_scan(const details::warp_tile<N>& tile, T value)
{
    return inclusive_scan(tile, value, plus<T>());
}
template <unsigned N, class T, class Op>
__attribute__((always_inline)) inline T exclusive_scan(const details::warp_tile<N>& tile, T value, Op op)
{
    const T inclusive = inclusive_scan(tile, value, op);
    const T before = tile.shfl_up(inclusive, 1);
    return tile.thread_rank() == 0 ? T() : before;
}
template <unsigned N, class T>
__attribute__((always_inline)) inline T exclusive_scan(const details::warp_tile<N>& tile, T value)
{
    return exclusive_scan(tile, value, plus<T>());
}

} // namespace cooperative_groups
