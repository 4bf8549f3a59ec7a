#pragma once

#include "accesstrace.h"
#include "callsite.h"
#include "kernels/launchgeometry.h"

#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace boost::context::detail {
struct transfer_t;
}

namespace cvz {

class BlockEmulator;

// A float array as the emulated kernels see it: a pointer, a size, and which array it is.
struct EmuArray
{
    float* data = nullptr;
    int64_t size = 0;
    uint16_t id = 0;
};

// CUDA's uint3 built-ins, wide enough that index arithmetic cannot overflow.
struct EmuDim
{
    long long x = 0, y = 0, z = 0;
};

// The warp-wide calls: shuffles (value from another lane), votes and matches (one bit per lane),
// __activemask() and the sm_80 reductions. `arg` is a shuffle's lane, delta or lane mask.
enum class WarpOp : uint8_t
{
    Shfl,
    ShflUp,
    ShflDown,
    ShflXor,
    Ballot,
    Any,
    All,
    MatchAny,
    ActiveMask,
    ReduceAdd,
    ReduceMin,
    ReduceMax,
    ReduceMinUnsigned,
    ReduceMaxUnsigned,
    ReduceAnd,
    ReduceOr,
    ReduceXor,
    Count
};
struct WarpCall
{
    WarpOp op = WarpOp::Shfl;
    uint32_t mask = 0xffffffffu;
    uint64_t value = 0; // a shuffle's bits, a vote's predicate, a reduction's 32-bit operand
    int32_t arg = 0;
    int32_t width = 32;
};
// What a warp call returns to `lane` (0..31) of a warp whose lanes' calls are `calls` (null: the
// lane is not at a call of this kind), given which lanes returned. Problems go to `problem`.
uint64_t warpCallResult(int lane, const WarpCall* const calls[32], uint32_t exited, uint32_t exists,
    const std::function<void(WarpProblem::Kind, int other)>& problem);

// CUDA's four built-ins of the thread that runs now, as CUDA's 32-bit uint3s, for code that reads
// them without a call (the playground's fast engine): kept up to date at every switch when asked.
struct EmuBuiltins
{
    uint32_t threadIdx[3], blockIdx[3], blockDim[3], gridDim[3];
};
// What they read as outside a launch (host code): zeros, and dims of 1.
constexpr EmuBuiltins kHostBuiltins { { 0, 0, 0 }, { 0, 0, 0 }, { 1, 1, 1 }, { 1, 1, 1 } };

// Thrown by a runtime call to end the emulated thread that runs it (a failed device-side assert in a
// whole program): its fiber returns, as if the kernel body had.
struct EmuThreadExit
{
};

// The `ctx` a teaching kernel body runs with on the CPU: one per emulated thread.
class EmuContext
{
public:
    EmuDim blockIdx() const { return m_blockIdx; }
    EmuDim threadIdx() const { return m_threadIdx; }
    EmuDim blockDim() const { return m_blockDim; }
    EmuDim gridDim() const { return m_gridDim; }

    // The call's place in the source names the access site: the same call, the same site.
    float load(const EmuArray& array, long long i, CallSite at = CallSite::current());
    void store(const EmuArray& array, long long i, float value, CallSite at = CallSite::current());
    // A 128-bit access of a[i .. i+3]: one access of width 4 in the trace (one lane of one
    // warp instruction, like LDG.128 / LDS.128). Past the end if any of the four is.
    float4 load4(const EmuArray& array, long long i, CallSite at = CallSite::current());
    void store4(const EmuArray& array, long long i, float4 value, CallSite at = CallSite::current());
    // atomicAdd(&array[i], value): one read-modify-write access, recorded as atomic (never a
    // race); returns the value before the addition, as CUDA's does.
    float atomicAdd(const EmuArray& array, long long i, float value, CallSite at = CallSite::current());
    // A real barrier: this thread stops here until every live thread of the block arrives.
    void syncthreads(CallSite at = CallSite::current());
    // __syncwarp(): this thread stops here until every live lane of its warp has reached a
    // __syncwarp() or a __syncthreads() (or returned). It orders execution only: the race
    // check counts intervals between __syncthreads() calls.
    void syncwarp();
    // A warp-wide call: this lane waits, like at a __syncwarp(), until every live lane its mask
    // names is at a call of the same kind and mask; then each gets its result at once (a shuffle
    // reads the value its source lane held at the call). Unlike __syncwarp() it orders no memory.
    uint64_t warpCall(const WarpCall& call, CallSite at = CallSite::current());

    // For code that does its own address bookkeeping (the kernel playground's runtime): one
    // access of `width` elements of array `array`, at the given site, as ctx.load/store record it.
    void recordAccess(uint16_t array, int64_t element, bool write, bool outOfBounds, CallSite at, uint8_t width = 1,
        bool atomic = false, uint8_t byteMask = 0);
    int32_t globalThread() const { return m_thread; }
    // threadIdx as one number, x fastest (read in place: the runtime asks at every barrier).
    int64_t threadInBlock() const
    {
        return m_threadIdx.x + m_blockDim.x * (m_threadIdx.y + m_blockDim.y * m_threadIdx.z);
    }
    uint32_t phase() const { return m_phase; }
    // A spin lock taken (atomicCAS(word, 0, v) that found 0) and given back (atomicExch(word, 0), or
    // atomicCAS(word, v, 0), by the thread that holds it): the accesses between are marked with the
    // lock (MemoryAccess::lock) when it is given back. A word never given back (a claim) marks nothing.
    void tookLock(uintptr_t word);
    void gaveLock(uintptr_t word);
    uint16_t barrierSite() const { return m_barrierSite; }

private:
    friend class BlockEmulator;
    // A thread's start: every field below set, in place (a fresh EmuContext() costs a block of
    // 1024 threads more than a light kernel's work). A new field is set here too.
    void start(BlockEmulator* emulator, const EmuDim& blockIdx, const EmuDim& threadIdx, const EmuDim& blockDim,
        const EmuDim& gridDim, int32_t thread);
    BlockEmulator* m_emulator = nullptr;
    EmuDim m_blockIdx, m_threadIdx, m_blockDim, m_gridDim;
    int32_t m_thread = 0;
    uint32_t m_phase = 0;
    // The words this thread took and has not given back, oldest first, with where in the trace each
    // was taken (past kMaxLocksHeld, the oldest is forgotten).
    struct HeldLock
    {
        uintptr_t word = 0;
        size_t from = 0;
    };
    static constexpr int kMaxLocksHeld = 4;
    HeldLock m_locks[kMaxLocksHeld] = {};
    int m_locksHeld = 0;
    uint16_t m_barrierSite = 0; // the __syncthreads() this thread waits at
    bool m_atWarpBarrier = false; // waits at a __syncwarp() or a warp call
    bool m_atWarpCall = false; // ... a warp call: m_warpCall
    WarpCall m_warpCall;
    uint16_t m_warpCallSite = 0;
    uint64_t m_warpResult = 0;
    uint8_t m_warpInterval = 0; // __syncwarp() calls since the last __syncthreads(), modulo 128
    int64_t m_accessCount = 0; // accesses this thread recorded
    ThreadWarpCalls m_warpCalls; // counted in every block, kept for the traced ones
};

// Runs a kernel body for every thread of every block, block after block. Inside a block
// each thread is a fiber (its own stack), so __syncthreads() really suspends a thread until
// all others of its block reach it. Records every access when asked to.
class BlockEmulator
{
public:
    struct Options
    {
        bool record = true;
        int64_t maxAccesses = 40'000'000; // ~1 GiB of trace; beyond it the run stops with a message
        int64_t maxAccessesPerThread = 0; // 0: no budget of its own; past it the run stops too ...
        // ... unless this is set: past either budget the block's trace is given up (its accesses so far
        // dropped, the rest unrecorded but for out-of-bounds ones) and the run goes on, the block
        // counted untraced.
        bool untracePastBudget = false;
        const std::atomic<bool>* cancel = nullptr; // checked between blocks
        std::function<void(int64_t blocksDone, int64_t blockCount)> progress;
        // Streaming: when set, each block's accesses (in execution order) go here after the
        // block and are then dropped, so memory holds one block; maxAccesses is per block.
        std::function<void(int64_t block, std::span<const MemoryAccess> accesses)> onBlock;
        int64_t maxTotalAccesses = 0; // streaming: all blocks together (0: no budget); past it the run stops
        // Called before each block's threads start (the playground resets its shared memory).
        std::function<void(int64_t block)> beforeBlock;
        size_t stackBytes = 0; // each thread's stack; 0: the default (64 KiB, 256 KiB under ASan)
        // Whether a block's accesses are recorded (asked before it starts; unset: every block's). An
        // untraced block records only its out-of-bounds accesses: it runs, and is checked, but makes
        // no traffic, race or bank-conflict numbers.
        std::function<bool(int64_t block)> traceBlock;
        EmuBuiltins* publish = nullptr; // set to the running thread's built-ins at every switch
        // The kernel never waits (no barrier, __syncwarp() or warp call in its code): an untraced block
        // runs its threads one after another on the calling thread's own stack, without fibers.
        bool plainUntraced = false;
        // With plainUntraced and `publish`: runs every thread of such a block in one call (a loop of
        // the kernel's own module over threadIdx, which it publishes), instead of the body per thread.
        std::function<void()> plainBlock;
        // The blocks to run, in order: the next one's linear index, or -1 when none is left (unset:
        // every block of the launch, 0, 1, 2, ...). Emulators on several OS threads may share a launch
        // this way, each running the blocks it takes.
        std::function<int64_t()> nextBlock;
    };
    enum class Outcome
    {
        Finished,
        Cancelled,
        TooLarge
    };

    BlockEmulator(LaunchConfig launch, Options options);
    ~BlockEmulator();
    BlockEmulator(const BlockEmulator&) = delete;
    BlockEmulator& operator=(const BlockEmulator&) = delete;

    // Global memory owned by the caller; rows x cols is only the shape to draw it with.
    EmuArray addArray(const QString& name, float* data, int64_t size, int64_t rows = 1, int64_t cols = 0);
    // Shared memory: one copy per block, zeroed before each block.
    EmuArray addShared(const QString& name, int64_t size, int64_t rows = 1, int64_t cols = 0);
    // Shared memory whose storage the caller keeps (and resets in Options::beforeBlock).
    uint16_t declareShared(const QString& name, int64_t size);

    // The thread that runs now (inside run()), or nothing between blocks. Inline: every access of a
    // student's kernel asks.
    EmuContext* currentContext() const { return m_plainLoop ? plainLoopContext() : m_running; }
    // Whether `address` lies in the stack of the thread that runs now (its locals, at -O0 each one
    // an access the compiler's hooks report).
    bool onRunningStack(uintptr_t address) const { return address >= m_stackLow && address < m_stackHigh; }
    // Whether a block's threads run now in the kernel module's own loop (Options::plainBlock): the
    // runner then learns which thread runs only from currentContext().
    bool runningPlainLoop() const { return m_plainLoop; }
    // The linear index of the block that runs now.
    int64_t currentBlock() const { return m_currentBlock; }
    // Whether the block that runs now records its accesses (Options::traceBlock).
    bool tracing() const { return m_tracing; }

    Outcome run(const std::function<void(EmuContext&)>& body);
    // After a TooLarge run: the thread that passed maxAccessesPerThread, or -1 (the trace's budget).
    int32_t overflowThread() const { return m_overflowThread; }
    // With untracePastBudget: whether the block that ran last gave up its trace, and the first
    // thread whose accesses made a block give it up (-1: none did).
    bool untracedThisBlock() const { return m_untracedThisBlock; }
    int32_t untracedThread() const { return m_untracedThread; }

    AccessTrace takeTrace();
    // A site of another emulator's accesses (line and column), as this one numbers its sites.
    uint16_t internSite(unsigned line, unsigned column) { return siteOf(line, column, false); }
    // What the run met on the way, also when streaming (takeTrace carries them too).
    const std::vector<AccessSite>& sites() const { return m_sites; }
    const std::vector<TracedArray>& arrays() const { return m_arrays; }
    const std::vector<BarrierDivergence>& barrierDivergences() const { return m_divergences; }
    int64_t barrierDivergenceCount() const { return m_divergenceCount; }
    const std::vector<WarpProblem>& warpProblems() const { return m_warpProblems; }
    int64_t warpProblemCount() const { return m_warpProblemCount; }
    QString errorMessage() const { return m_error; }

private:
    friend class EmuContext;
    struct Fiber;
    Outcome runBlocks(const std::function<void(EmuContext&)>& body); // run's blocks, before the built-ins reset
    void record(const EmuContext& ctx, const EmuArray& array, long long i, bool write, bool outOfBounds, unsigned line,
        unsigned column, uint8_t width = 1);
    uint16_t siteOf(unsigned line, unsigned column, bool barrier);
    // siteOf for the calls that wait, which a kernel makes at a few places, many times: the last
    // one of each kind is kept (`kind` 0: a barrier, 1: a warp call).
    uint16_t waitSiteOf(const CallSite& at, int kind);
    void checkBarrier(int64_t blockLinear, int threads);
    // The running thread waits: the next runnable thread of the pass runs, or the scheduler.
    void yieldToScheduler(int fiberIndex);
    int nextRunnable(int from) const; // the first thread from `from` on that can run, or -1
    void enterFiber(int t);
    bool runBlock(int64_t blockLinear, const std::function<void(EmuContext&)>& body);
    bool runPlainBlock(int64_t blockLinear, const EmuDim& blockIdx, const std::function<void(EmuContext&)>& body);
    // The block's threads from `first` (threadIdx as one number) on, each a call of `body`.
    void runPlainThreads(int64_t blockLinear, const std::function<void(EmuContext&)>& body, int64_t first);
    // Resumes thread t; returns the last thread that ran on its fiber (t, or a later one that
    // started there after t returned: startsInline).
    int resumeFiber(int t);
    bool startsInline(int t) const;
    bool releaseWarpBarriers(int threads);
    bool resolveWarpCalls(int64_t blockLinear, int firstThread, int lanes, bool force);
    void noteWarpProblem(const WarpProblem& p);
    void keepWarpCalls(int threads);
    // `thread` took its block past a budget (untracePastBudget): the block runs on untraced.
    void untraceBlock(int32_t thread);
    static void fiberMain(boost::context::detail::transfer_t from);
    struct SwitchFrom; // what a switch passes: where to keep the context it leaves
    static void landed(const boost::context::detail::transfer_t& from);

    LaunchConfig m_launch;
    Options m_options;
    std::vector<TracedArray> m_arrays;
    std::vector<std::vector<float>> m_sharedStorage;
    std::vector<MemoryAccess> m_accesses;
    std::vector<AccessSite> m_sites;
    std::vector<BarrierDivergence> m_divergences;
    int64_t m_divergenceCount = 0;
    std::vector<WarpProblem> m_warpProblems;
    std::vector<ThreadWarpCalls> m_warpCalls;
    int64_t m_warpProblemCount = 0;
    int64_t m_streamed = 0; // accesses handed to onBlock
    std::vector<std::unique_ptr<Fiber>> m_fibers;
    const std::function<void(EmuContext&)>* m_body = nullptr;
    bool m_overflow = false;
    int32_t m_overflowThread = -1; // the thread past maxAccessesPerThread, or -1
    bool m_untracedThisBlock = false;
    int32_t m_untracedThread = -1;
    size_t m_blockFirstAccess = 0; // the running block's first access in m_accesses
    int64_t m_currentBlock = -1;
    bool m_tracing = true;
    EmuContext* m_running = nullptr; // the fiber resumed last, until its block ends
    mutable EmuContext m_plainContext; // the context of every thread of a plain block (Options::plainUntraced)
    bool m_plain = false; // a plain block runs now
    bool m_plainLoop = false; // ... in Options::plainBlock: the thread that runs is the published one
    int64_t m_plainFirstThread = 0; // its block's first thread
    EmuContext* plainLoopContext() const; // m_plainContext, made the published thread's
    int m_warpWaiting = 0; // the running block's lanes that wait at a __syncwarp() or a warp call
    struct WaitSite
    {
        unsigned line = 0, column = 0;
        int site = -1;
    } m_lastWaitSite[2];
    void setRunning(EmuContext* ctx); // m_running, and the published built-ins
    uintptr_t m_stackLow = 0, m_stackHigh = 0; // its stack
    QString m_error;
    struct SchedulerContext;
    std::unique_ptr<SchedulerContext> m_scheduler;
};

} // namespace cvz
