#pragma once

#include <QString>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace cvz {

// One load or store of one thread, as recorded by the block emulator.
struct MemoryAccess
{
    int64_t element = 0; // index into the array (may be out of bounds)
    int32_t thread = 0; // global thread id in launch order
    uint16_t array = 0; // index into AccessTrace::arrays
    uint8_t write = 0; // 1: store, 0: load
    uint8_t outOfBounds = 0; // 1: past the array's end (not performed)
    uint16_t site = 0; // index into AccessTrace::sites: which ctx.load/ctx.store call made it
    uint8_t width = 1; // elements moved: 1, or 4 for a 128-bit ctx.load4/ctx.store4 of element .. element + 3
    uint8_t atomic : 1 = 0; // an atomic read-modify-write (atomicAdd ...): two atomics never race
    // __syncwarp() calls the thread had passed since its last __syncthreads(), modulo 128: two
    // lanes of one warp in different warp intervals are ordered by the __syncwarp() between.
    uint8_t warpInterval : 7 = 0;
    // How many __syncthreads() the thread had passed, modulo 2^24 (a run's time limit stops a thread
    // long before: the helper's results are checked against that bound).
    uint32_t phase : 24 = 0;
    // Made while its thread held a spin lock: an atomicCAS took the lock's word from 0, and the same
    // thread gave it back later (a word never given back is a claim, as BFS marks a vertex, and orders
    // nothing). The innermost such lock's word, hashed to 1..15 (0: none): two accesses made holding
    // the same lock are ordered by it.
    uint32_t lock : 4 = 0;
    // An access of less than 4 bytes within one word: the bytes of `element` it touches (bit k:
    // byte k), so that two threads writing neighbouring chars of one word do not race. 0: words.
    uint32_t byteMask : 4 = 0;
};
static_assert(sizeof(MemoryAccess) == 24, "a trace holds hundreds of millions of these");

// A new access's three 8-byte words, made in registers, for the recorder to write into the trace
// at once: setting the fields there one by one reads each bit-field's byte back first (a load
// from the trace's newest, often uncached, line) and building it on the stack stalls the copy.
// The layout is the compiler's for the fields above (the low bits first), which
// AccessTrace.TheRecordersWordsAreTheFieldsItNames checks (clang cannot bit_cast bit-fields at
// compile time).
constexpr std::array<uint64_t, 3> accessWords(int64_t element, int32_t thread, uint16_t array, bool write,
    bool outOfBounds, uint16_t site, uint8_t width, bool atomic, uint8_t warpInterval, uint32_t phase, uint8_t byteMask)
{
    return { uint64_t(element),
        uint64_t(uint32_t(thread)) | uint64_t(array) << 32 | uint64_t(write) << 48 | uint64_t(outOfBounds) << 56,
        uint64_t(site) | uint64_t(width) << 16 | uint64_t(uint8_t(atomic) | (warpInterval & 0x7f) << 1) << 24
            | uint64_t(phase & 0xffffff) << 32 | uint64_t(byteMask & 0xf) << 60 };
}

// One ctx.load, ctx.store or ctx.syncthreads() call in a kernel body's source: the line and
// column of core/kernels/teachingkernels.h (or of the test that ran its own body).
struct AccessSite
{
    uint32_t line = 0;
    uint32_t column = 0;
    bool barrier = false;
};

// A __syncthreads() that only some live threads of a block reached before the others
// returned (or reached another barrier): undefined behaviour in CUDA, which may hang a GPU.
// The emulator releases the waiting threads and reports it.
struct BarrierDivergence
{
    int64_t block = 0; // linear block index
    uint16_t site = 0; // the barrier the first waiting thread reached
    uint32_t phase = 0; // barriers passed before it
    int32_t arrived = 0; // threads waiting at a barrier
    int32_t threads = 0; // threads of the block
    int32_t firstMissing = -1; // threadIdx (linear) of a thread that did not arrive, or -1
    bool mixedSites = false; // the waiting threads are at different __syncthreads() calls
};

// A warp-wide call (__shfl_sync, __ballot_sync, a tile's shfl_down ...) whose result CUDA leaves
// undefined: it reads a lane that has returned or is outside the call's mask, or a lane the mask
// names waits somewhere else. The emulator gives the calling lane its own value and reports it.
struct WarpProblem
{
    enum Kind : uint8_t
    {
        SourceExited, // the source lane returned (or does not exist: a partial warp)
        SourceOutsideMask, // the source lane is not in the call's mask
        LaneMissing, // a live lane the mask names is not at this call
        CallerOutsideMask // the calling lane is not in its own mask
    };
    int64_t block = 0; // linear block index
    int32_t lane = 0; // the calling thread, linear within its block
    int32_t other = -1; // the source or missing thread, linear within its block
    uint16_t site = 0; // the call
    uint8_t kind = SourceExited;
};

// The warp-wide calls one thread of a traced block made: the grader counts how a result is combined
// (a tree of shuffles, or one lane pulling 31 values). Only threads that made one are listed.
struct ThreadWarpCalls
{
    int32_t thread = 0; // global thread id in launch order
    uint32_t shuffles = 0; // __shfl_sync and its up/down/xor forms
    uint32_t votes = 0; // __ballot_sync, __any_sync, __all_sync, __match_any_sync, __activemask()
    uint32_t reductions = 0; // __reduce_*_sync
    uint32_t syncwarps = 0; // __syncwarp()
};

struct TracedArray
{
    QString name; // "a", "C", "As" ...
    int64_t size = 0;
    bool shared = false; // per-block shared memory (indices are within the block's copy)
    int64_t rows = 1; // shape for drawing: rows x cols (row-major)
    int64_t cols = 1;
};

// Every access of a launch, grouped by thread (in launch order) and, within a thread,
// in program order.
class AccessTrace
{
public:
    std::vector<TracedArray> arrays;
    std::vector<AccessSite> sites;
    std::vector<BarrierDivergence> barrierDivergences; // at most kMaxReported, in block order
    int64_t barrierDivergenceCount = 0; // all of them
    std::vector<WarpProblem> warpProblems; // the first of each kind at each call, at most kMaxReported
    int64_t warpProblemCount = 0; // all of them
    std::vector<ThreadWarpCalls> warpCalls; // of the traced blocks' threads, in thread order
    static constexpr size_t kMaxReported = 64;

    int64_t threadCount() const { return m_threadCount; }
    int64_t accessCount() const { return static_cast<int64_t>(m_accesses.size()); }
    std::span<const MemoryAccess> accessesOf(int64_t thread) const;
    std::span<const MemoryAccess> all() const { return m_accesses; }
    int arrayIndex(const QString& name) const; // -1 when absent

    // Builds the per-thread index from accesses in any order (stable within a thread). Its memory
    // follows the accesses, not the threads: a launch of 10^8 threads of which one reads is small.
    void assign(std::vector<MemoryAccess> accesses, int64_t threadCount);

private:
    std::vector<MemoryAccess> m_accesses;
    int64_t m_threadCount = 0;
    // Dense (m_threads empty): thread t owns [m_offsets[t], m_offsets[t+1]). Sparse, when most
    // threads made no access: m_threads[k] (ascending) owns [m_offsets[k], m_offsets[k+1]).
    std::vector<size_t> m_offsets;
    std::vector<int64_t> m_threads;
};

} // namespace cvz
