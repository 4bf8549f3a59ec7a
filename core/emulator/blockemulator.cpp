#include "blockemulator.h"

#include <QCoreApplication>
#include <algorithm>
#include <boost/context/detail/fcontext.hpp>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <sys/mman.h>
#include <unistd.h>
#include <utility>

#if defined(__SANITIZE_ADDRESS__)
#define CVZ_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CVZ_ASAN 1
#endif
#endif
#if defined(CVZ_ASAN)
#include <sanitizer/common_interface_defs.h>
#endif

namespace cvz {

namespace {
// Sanitizers put large frames on the stack; plain builds need far less.
#if defined(CVZ_ASAN)
constexpr size_t kStackSize = 256 * 1024;
#else
constexpr size_t kStackSize = 64 * 1024;
#endif
namespace fc = boost::context::detail; // fcontext: a switch saves a few registers, no syscall
} // namespace

// Boost.Context's fcontext switches in ~8 ns; swapcontext made an rt_sigprocmask system call
// per switch (~300 ns), which was most of a trace's time (see docs/benchmarks.md, "CPU at full speed").
// A fiber's stack with an inaccessible page below it: a kernel that overflows its stack
// (a big local array, deep recursion) faults there instead of writing over the heap.
class GuardedStack
{
public:
    // `colour`: which of 32 offsets of 192 bytes the top keeps free, so that the fibers' top frames
    // do not all fall in the same cache sets (their stacks are a page-aligned size apart).
    explicit GuardedStack(size_t bytes, size_t colour = 0)
        : m_colour(colour % 32 * 192)
    {
        const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
        m_size = (bytes + page - 1) / page * page;
        m_mapped = m_size + page;
        void* p = mmap(nullptr, m_mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            throw std::bad_alloc();
        mprotect(p, page, PROT_NONE);
        m_base = static_cast<char*>(p);
        m_bottom = m_base + page;
    }
    ~GuardedStack() { munmap(m_base, m_mapped); }
    GuardedStack(const GuardedStack&) = delete;
    GuardedStack& operator=(const GuardedStack&) = delete;
    char* bottom() const { return m_bottom; }
    char* top() const { return m_bottom + m_size - m_colour; }
    size_t size() const { return m_size - m_colour; }

private:
    char* m_base = nullptr;
    char* m_bottom = nullptr;
    size_t m_size = 0;
    size_t m_mapped = 0;
    size_t m_colour = 0;
};

// A thread's stack comes from a pool when the thread first runs and goes back when it returns, so
// a block whose threads never wait runs them all on one stack that stays in the cache (a stack
// per thread touched a new page for each thread's start: most of a thread's cost).
struct BlockEmulator::Fiber
{
    fc::fcontext_t context = nullptr; // where the fiber resumes
    GuardedStack* stack = nullptr; // from the pool while the thread has started and not returned
    EmuContext ctx;
    int index = 0;
    bool done = false;
    bool runnable = true; // false while it waits at a barrier
};

struct BlockEmulator::SchedulerContext
{
    fc::fcontext_t context = nullptr; // where the scheduler resumes (set at every switch into a fiber)
    BlockEmulator* self = nullptr;
    int current = -1; // the fiber that runs now
    int finished = 0; // the block's threads that returned
    std::vector<std::unique_ptr<GuardedStack>> stacks; // every stack made, at most one per thread of a block
    std::vector<GuardedStack*> freeStacks; // the ones no running thread holds (last freed last)
    size_t stackBytes = 0;
    GuardedStack* takeStack()
    {
        if (freeStacks.empty()) {
            stacks.push_back(std::make_unique<GuardedStack>(stackBytes, stacks.size()));
            return stacks.back().get();
        }
        GuardedStack* s = freeStacks.back();
        freeStacks.pop_back();
        return s;
    }
#if defined(CVZ_ASAN)
    void* fakeStack = nullptr;
    const void* schedulerStackBottom = nullptr;
    size_t schedulerStackSize = 0;
#endif
};

// What a switch passes to the context it resumes: where that one keeps the context the switch left.
struct BlockEmulator::SwitchFrom
{
    fc::fcontext_t* slot = nullptr;
    SchedulerContext* scheduler = nullptr;
};

// ---- EmuContext -------------------------------------------------------------------------

float EmuContext::load(const EmuArray& array, long long i, CallSite at)
{
    const bool outOfBounds = i < 0 || i >= array.size;
    m_emulator->record(*this, array, i, false, outOfBounds, at.line, at.column);
    return outOfBounds ? 0.0f : array.data[i];
}

void EmuContext::store(const EmuArray& array, long long i, float value, CallSite at)
{
    const bool outOfBounds = i < 0 || i >= array.size;
    m_emulator->record(*this, array, i, true, outOfBounds, at.line, at.column);
    if (!outOfBounds) // on a GPU this write would corrupt memory or crash; here it is only recorded
        array.data[i] = value;
}

float EmuContext::atomicAdd(const EmuArray& array, long long i, float value, CallSite at)
{
    const bool outOfBounds = i < 0 || i >= array.size;
    recordAccess(array.id, i, true, outOfBounds, at, 1, true);
    if (outOfBounds)
        return 0.0f;
    const float old = array.data[i];
    array.data[i] = old + value;
    return old;
}

float4 EmuContext::load4(const EmuArray& array, long long i, CallSite at)
{
    const bool outOfBounds = i < 0 || i > array.size - 4;
    m_emulator->record(*this, array, i, false, outOfBounds, at.line, at.column, 4);
    if (outOfBounds)
        return { 0.0f, 0.0f, 0.0f, 0.0f };
    return { array.data[i], array.data[i + 1], array.data[i + 2], array.data[i + 3] };
}

void EmuContext::store4(const EmuArray& array, long long i, float4 value, CallSite at)
{
    const bool outOfBounds = i < 0 || i > array.size - 4;
    m_emulator->record(*this, array, i, true, outOfBounds, at.line, at.column, 4);
    if (outOfBounds)
        return;
    array.data[i] = value.x;
    array.data[i + 1] = value.y;
    array.data[i + 2] = value.z;
    array.data[i + 3] = value.w;
}

void EmuContext::syncthreads(CallSite at)
{
    m_barrierSite = m_emulator->waitSiteOf(at, 0);
    ++m_phase;
    m_warpInterval = 0;
    m_emulator->yieldToScheduler(m_emulator->m_scheduler->current);
}

void EmuContext::tookLock(uintptr_t word)
{
    if (m_locksHeld == kMaxLocksHeld) { // the oldest is a claim never given back (BFS marks many): forgotten
        std::copy(m_locks + 1, m_locks + kMaxLocksHeld, m_locks);
        --m_locksHeld;
    }
    m_locks[m_locksHeld++] = { word, m_emulator->m_accesses.size() };
}

// Given back: what this thread did since it took the word was done holding it. Marked now, not while
// held, so that a word never given back (a claim) marks nothing; accesses marked by an inner lock's
// release keep that lock's key.
void EmuContext::gaveLock(uintptr_t word)
{
    for (int k = m_locksHeld - 1; k >= 0; --k) {
        if (m_locks[k].word != word)
            continue;
        std::vector<MemoryAccess>& trace = m_emulator->m_accesses;
        const uint32_t key = 1 + uint32_t((word >> 2) % 15);
        for (size_t i = std::min(m_locks[k].from, trace.size()); i < trace.size(); ++i)
            if (trace[i].thread == m_thread && trace[i].lock == 0)
                trace[i].lock = key & 0xf;
        std::copy(m_locks + k + 1, m_locks + m_locksHeld, m_locks + k);
        --m_locksHeld;
        return;
    }
}

void EmuContext::syncwarp()
{
    ++m_warpCalls.syncwarps;
    m_atWarpBarrier = true;
    ++m_emulator->m_warpWaiting;
    m_warpInterval = uint8_t((m_warpInterval + 1) & 0x7f);
    m_emulator->yieldToScheduler(m_emulator->m_scheduler->current);
}

uint64_t EmuContext::warpCall(const WarpCall& call, CallSite at)
{
    if (call.op <= WarpOp::ShflXor)
        ++m_warpCalls.shuffles;
    else if (call.op <= WarpOp::ActiveMask)
        ++m_warpCalls.votes;
    else
        ++m_warpCalls.reductions;
    m_warpCall = call;
    m_warpCallSite = m_emulator->waitSiteOf(at, 1);
    m_atWarpCall = true;
    m_warpResult = 0;
    // The lanes meet, as at a __syncwarp(), but a shuffle orders no memory access: the race check's
    // warp interval stays (a __syncwarp() after divergent shuffles must still order them).
    m_atWarpBarrier = true;
    ++m_emulator->m_warpWaiting;
    m_emulator->yieldToScheduler(m_emulator->m_scheduler->current);
    return m_warpResult; // set by resolveWarpCalls before this lane went on
}

void EmuContext::recordAccess(uint16_t array, int64_t element, bool write, bool outOfBounds, CallSite at, uint8_t width,
    bool atomic, uint8_t byteMask)
{
    BlockEmulator& e = *m_emulator;
    if (!e.m_options.record || e.m_overflow || (!e.m_tracing && !outOfBounds))
        return;
    if (static_cast<int64_t>(e.m_accesses.size()) >= e.m_options.maxAccesses) {
        if (!e.m_options.untracePastBudget) {
            e.m_overflow = true;
            return;
        }
        if (e.m_tracing)
            e.untraceBlock(m_thread);
        // An untraced block keeps its out-of-bounds accesses, while they fit.
        if (!outOfBounds || static_cast<int64_t>(e.m_accesses.size()) >= e.m_options.maxAccesses)
            return;
    }
    if (e.m_options.maxAccessesPerThread > 0 && ++m_accessCount > e.m_options.maxAccessesPerThread) {
        if (!e.m_options.untracePastBudget) {
            e.m_overflow = true;
            e.m_overflowThread = m_thread;
            return;
        }
        if (e.m_tracing)
            e.untraceBlock(m_thread);
        if (!outOfBounds) // an untraced block keeps only its out-of-bounds accesses
            return;
    }
    // Its words made in registers and written at once (accessWords): a copy built on the stack field by
    // field was read back 16 bytes at a time over the byte stores that made it, and waited for them
    // (two thirds of this function's time).
    const auto words = accessWords(element, m_thread, array, write, outOfBounds, e.siteOf(at.line, at.column, false),
        width, atomic, m_warpInterval, m_phase, byteMask);
    auto* to = static_cast<unsigned char*>(static_cast<void*>(&e.m_accesses.emplace_back()));
    for (size_t k = 0; k < words.size(); ++k) // one 8-byte store each (one 16-byte copy would go through the stack)
        std::memcpy(to + 8 * k, &words[k], 8);
}

// ---- Warp calls --------------------------------------------------------------------------

namespace {
int lowestLane(uint32_t lanes)
{
    return lanes ? __builtin_ctz(lanes) : -1;
}
// Calls meet when they are of one kind with one mask (a shfl.sync meets the calls of its own
// member mask: two half-warps shuffling apart are two meetings).
bool sameGroup(const WarpCall& a, const WarpCall& b)
{
    return a.op == b.op && a.mask == b.mask;
}

// The source lane of a shuffle, by CUDA's rules for each direction.
inline int shuffleSource(const WarpCall& c, int lane)
{
    // width: a power of two up to 32, else CUDA's result is undefined; taken as 32 here.
    const int w = c.width >= 1 && c.width <= 32 && (c.width & (c.width - 1)) == 0 ? c.width : 32;
    const int segment = lane & ~(w - 1);
    int source = lane;
    if (c.op == WarpOp::Shfl)
        source = segment + (c.arg & (w - 1));
    else if (c.op == WarpOp::ShflUp)
        source = c.arg >= 0 && (lane - segment) >= c.arg ? lane - c.arg : lane;
    else if (c.op == WarpOp::ShflDown)
        source = c.arg >= 0 && (lane - segment) + int64_t(c.arg) < w ? lane + c.arg : lane;
    else // a later segment: the lane's own value, as CUDA defines it
        source = (lane ^ (c.arg & 31)) < segment + w ? lane ^ (c.arg & 31) : lane;
    return source;
}

inline uint64_t shuffleResult(int lane, const WarpCall* const calls[32], uint32_t exited, uint32_t exists,
    uint32_t group, const std::function<void(WarpProblem::Kind, int other)>& problem)
{
    const WarpCall& c = *calls[lane];
    const int source = shuffleSource(c, lane);
    if (source == lane)
        return c.value;
    const uint32_t from = 1u << source;
    if (!(c.mask & from)) {
        problem(WarpProblem::SourceOutsideMask, source);
        return c.value;
    }
    if (!(exists & from) || (exited & from)) {
        problem(WarpProblem::SourceExited, source);
        return c.value;
    }
    if (!(group & from))
        return c.value; // a live lane of the mask elsewhere: LaneMissing said so
    return calls[source]->value;
}

inline uint64_t voteResult(const WarpCall& c, const WarpCall* const calls[32], uint32_t taking)
{
    uint32_t yes = 0;
    for (int l = 0; l < 32; ++l)
        if ((taking >> l & 1) && calls[l]->value != 0)
            yes |= 1u << l;
    return c.op == WarpOp::Ballot ? yes : c.op == WarpOp::Any ? (yes != 0) : (yes == taking);
}

inline uint64_t matchAnyResult(const WarpCall& c, const WarpCall* const calls[32], uint32_t taking, uint32_t bit)
{
    uint32_t same = 0;
    for (int l = 0; l < 32; ++l)
        if ((taking >> l & 1) && calls[l]->value == c.value)
            same |= 1u << l;
    return same | bit;
}

inline uint32_t reduceStep(WarpOp op, uint32_t r, uint32_t v)
{
    switch (op) {
    case WarpOp::ReduceAdd:
        r += v;
        break;
    case WarpOp::ReduceMin:
        r = uint32_t(std::min(int32_t(r), int32_t(v)));
        break;
    case WarpOp::ReduceMax:
        r = uint32_t(std::max(int32_t(r), int32_t(v)));
        break;
    case WarpOp::ReduceMinUnsigned:
        r = std::min(r, v);
        break;
    case WarpOp::ReduceMaxUnsigned:
        r = std::max(r, v);
        break;
    case WarpOp::ReduceAnd:
        r &= v;
        break;
    case WarpOp::ReduceOr:
        r |= v;
        break;
    case WarpOp::ReduceXor:
        r ^= v;
        break;
    default:
        break;
    }
    return r;
}

// The sm_80 reductions of 32-bit values (__reduce_add_sync ...).
inline uint64_t reduceResult(const WarpCall& c, const WarpCall* const calls[32], uint32_t taking)
{
    bool first = true;
    uint32_t r = 0;
    for (int l = 0; l < 32; ++l) {
        if (!(taking >> l & 1))
            continue;
        const auto v = uint32_t(calls[l]->value);
        if (first) {
            r = v;
            first = false;
            continue;
        }
        r = reduceStep(c.op, r, v);
    }
    return first ? uint32_t(c.value) : r;
}

// The lanes at a call of the same kind as `lane`'s (each lane's, in one pass over the groups).
void warpGroups(const WarpCall* const calls[32], uint32_t groups[32])
{
    uint32_t left = 0;
    for (int l = 0; l < 32; ++l)
        if (calls[l])
            left |= 1u << l;
    while (left) {
        const int first = lowestLane(left);
        uint32_t group = 0;
        for (uint32_t rest = left; rest; rest &= rest - 1)
            if (const int l = __builtin_ctz(rest); sameGroup(*calls[l], *calls[first]))
                group |= 1u << l;
        for (uint32_t members = group; members; members &= members - 1)
            groups[__builtin_ctz(members)] = group;
        left &= ~group;
    }
}

// warpCallResult, given the lanes of `lane`'s group (warpGroups).
uint64_t warpCallResultIn(int lane, const WarpCall* const calls[32], uint32_t exited, uint32_t exists, uint32_t group,
    const std::function<void(WarpProblem::Kind, int other)>& problem)
{
    const WarpCall& c = *calls[lane];
    const uint32_t bit = 1u << lane;
    if (c.op == WarpOp::ActiveMask)
        return group; // the lanes that reached it together
    if (!(c.mask & bit))
        problem(WarpProblem::CallerOutsideMask, lane);
    // Lanes the mask names that live but wait elsewhere (returned lanes may be named: CUDA allows it).
    if (const uint32_t missing = c.mask & exists & ~exited & ~group)
        problem(WarpProblem::LaneMissing, lowestLane(missing));
    const uint32_t taking = group & c.mask; // the lanes whose values this call combines
    switch (c.op) {
    case WarpOp::Shfl:
    case WarpOp::ShflUp:
    case WarpOp::ShflDown:
    case WarpOp::ShflXor:
        return shuffleResult(lane, calls, exited, exists, group, problem);
    case WarpOp::Ballot:
    case WarpOp::Any:
    case WarpOp::All:
        return voteResult(c, calls, taking);
    case WarpOp::MatchAny:
        return matchAnyResult(c, calls, taking, bit);
    default:
        return reduceResult(c, calls, taking);
    }
}
} // namespace

uint64_t warpCallResult(int lane, const WarpCall* const calls[32], uint32_t exited, uint32_t exists,
    const std::function<void(WarpProblem::Kind, int other)>& problem)
{
    uint32_t groups[32] = {};
    warpGroups(calls, groups);
    return warpCallResultIn(lane, calls, exited, exists, groups[lane], problem);
}

// ---- BlockEmulator ----------------------------------------------------------------------

namespace {
// The next thread's threadIdx in a block of `b`, x fastest: counted up, with no division a thread.
inline void nextThreadIndex(long long& x, long long& y, long long& z, const Dim3& b)
{
    if (++x == b.x) {
        x = 0;
        if (++y == b.y) {
            y = 0;
            ++z;
        }
    }
}
} // namespace

BlockEmulator::BlockEmulator(LaunchConfig launch, Options options)
    : m_launch(launch)
    , m_options(std::move(options))
    , m_scheduler(std::make_unique<SchedulerContext>())
{
    m_scheduler->self = this;
}

BlockEmulator::~BlockEmulator() = default;

EmuArray BlockEmulator::addArray(const QString& name, float* data, int64_t size, int64_t rows, int64_t cols)
{
    m_arrays.push_back({ name, size, false, rows, cols > 0 ? cols : size / std::max<int64_t>(rows, 1) });
    return { data, size, static_cast<uint16_t>(m_arrays.size() - 1) };
}

EmuArray BlockEmulator::addShared(const QString& name, int64_t size, int64_t rows, int64_t cols)
{
    m_sharedStorage.emplace_back(static_cast<size_t>(size), 0.0f);
    m_arrays.push_back({ name, size, true, rows, cols > 0 ? cols : size / std::max<int64_t>(rows, 1) });
    return { m_sharedStorage.back().data(), size, static_cast<uint16_t>(m_arrays.size() - 1) };
}

uint16_t BlockEmulator::declareShared(const QString& name, int64_t size)
{
    m_arrays.push_back({ name, size, true, 1, size });
    return static_cast<uint16_t>(m_arrays.size() - 1);
}

uint16_t BlockEmulator::siteOf(unsigned line, unsigned column, bool barrier)
{
    // A kernel has a handful of sites: a linear search from the most recent one is the fastest.
    for (size_t k = m_sites.size(); k-- > 0;) {
        const AccessSite& s = m_sites[k];
        if (s.line == line && s.column == column && s.barrier == barrier)
            return static_cast<uint16_t>(k);
    }
    if (m_sites.size() >= 0xffff)
        return 0xffff; // cannot happen with source code a person wrote; kept apart, never wrapped
    m_sites.push_back({ line, column, barrier });
    return static_cast<uint16_t>(m_sites.size() - 1);
}

uint16_t BlockEmulator::waitSiteOf(const CallSite& at, int kind)
{
    WaitSite& last = m_lastWaitSite[kind];
    if (last.site < 0 || last.line != at.line || last.column != at.column)
        last = { at.line, at.column, siteOf(at.line, at.column, kind == 0) };
    return static_cast<uint16_t>(last.site);
}

void BlockEmulator::record(const EmuContext& ctx, const EmuArray& array, long long i, bool write, bool outOfBounds,
    unsigned line, unsigned column, uint8_t width)
{
    if (!m_options.record || m_overflow || (!m_tracing && !outOfBounds))
        return;
    if (static_cast<int64_t>(m_accesses.size()) >= m_options.maxAccesses) {
        m_overflow = true;
        return;
    }
    m_accesses.push_back({ i, ctx.m_thread, array.id, static_cast<uint8_t>(write), static_cast<uint8_t>(outOfBounds),
        siteOf(line, column, false), width, 0, 0, ctx.m_phase });
}

void BlockEmulator::untraceBlock(int32_t thread)
{
    m_tracing = false;
    m_untracedThisBlock = true;
    if (m_untracedThread < 0)
        m_untracedThread = thread;
    m_accesses.resize(std::min(m_accesses.size(), m_blockFirstAccess)); // the block's trace so far
}

void EmuContext::start(BlockEmulator* emulator, const EmuDim& blockIdx, const EmuDim& threadIdx, const EmuDim& blockDim,
    const EmuDim& gridDim, int32_t thread)
{
    m_emulator = emulator;
    m_blockIdx = blockIdx;
    m_threadIdx = threadIdx;
    m_blockDim = blockDim;
    m_gridDim = gridDim;
    m_thread = thread;
    m_phase = 0;
    m_locksHeld = 0;
    m_barrierSite = 0;
    m_atWarpBarrier = false;
    m_atWarpCall = false;
    m_warpCall = WarpCall {};
    m_warpCallSite = 0;
    m_warpResult = 0;
    m_warpInterval = 0;
    m_accessCount = 0;
    m_warpCalls = ThreadWarpCalls {};
}

void BlockEmulator::fiberMain(fc::transfer_t from)
{
    SchedulerContext* scheduler = static_cast<SwitchFrom*>(from.data)->scheduler;
    landed(from);
#if defined(CVZ_ASAN)
    __sanitizer_finish_switch_fiber(nullptr, &scheduler->schedulerStackBottom, &scheduler->schedulerStackSize);
#endif
    BlockEmulator* self = scheduler->self;
    for (;;) {
        Fiber& fiber = *self->m_fibers[static_cast<size_t>(scheduler->current)];
        try {
            (*self->m_body)(fiber.ctx);
        } catch (const EmuThreadExit&) {
            // the thread ended early (a device-side assert): the others go on
        }
        fiber.done = true;
        ++scheduler->finished;
        // The next thread has not started: it starts here, on this stack, without a switch (a block
        // whose threads never wait runs them all on one fiber, one after another, as before).
        const int next = scheduler->current + 1;
        if (!self->startsInline(next))
            break;
        Fiber& n = *self->m_fibers[static_cast<size_t>(next)];
        n.stack = std::exchange(fiber.stack, nullptr);
        n.context = fiber.context; // started (its real context is set when it next switches out)
        scheduler->current = next;
        self->setRunning(&n.ctx);
    }
#if defined(CVZ_ASAN)
    __sanitizer_start_switch_fiber(nullptr, scheduler->schedulerStackBottom, scheduler->schedulerStackSize);
#endif
    // A finished fiber is never resumed: its next block starts it afresh with make_fcontext.
    Fiber& last = *self->m_fibers[static_cast<size_t>(scheduler->current)];
    SwitchFrom done { &last.context, scheduler };
    fc::jump_fcontext(scheduler->context, &done);
}

// Where a switch lands: the context it came from is kept where the switch said (the scheduler's, or
// the fiber's that waits now).
void BlockEmulator::landed(const fc::transfer_t& from)
{
    *static_cast<SwitchFrom*>(from.data)->slot = from.fctx;
}

void BlockEmulator::setRunning(EmuContext* ctx)
{
    m_running = ctx;
    if (EmuBuiltins* b = m_options.publish; b && ctx) {
        const EmuDim* dims[4] = { &ctx->m_threadIdx, &ctx->m_blockIdx, &ctx->m_blockDim, &ctx->m_gridDim };
        uint32_t* out[4] = { b->threadIdx, b->blockIdx, b->blockDim, b->gridDim };
        for (int k = 0; k < 4; ++k) {
            out[k][0] = uint32_t(dims[k]->x);
            out[k][1] = uint32_t(dims[k]->y);
            out[k][2] = uint32_t(dims[k]->z);
        }
    }
}

bool BlockEmulator::startsInline(int t) const
{
    if (t >= static_cast<int>(m_launch.block.count()))
        return false;
    const Fiber& f = *m_fibers[static_cast<size_t>(t)];
    return !f.context && !f.done && f.runnable;
}

void BlockEmulator::yieldToScheduler(int fiberIndex)
{
    if (m_plain) { // Options::plainUntraced was given for a kernel that waits: no fiber to switch from
        static const char message[] = "cudaviz: a plain block's thread waited for another\n";
        (void)!::write(2, message, sizeof message - 1);
        std::abort();
    }
    Fiber& me = *m_fibers[static_cast<size_t>(fiberIndex)];
    me.runnable = false; // it waits: a later pass, or the warp's meeting, lets it go on
    SwitchFrom from { &me.context, m_scheduler.get() };
#if !defined(CVZ_ASAN)
    // The next thread of this pass runs at once, without a switch through the scheduler (half the
    // switches, and the scheduler's stack stays cold). Under ASan every switch goes through the
    // scheduler, whose stack the sanitizer is told about.
    if (const int next = nextRunnable(fiberIndex + 1); next >= 0) {
        enterFiber(next);
        landed(fc::jump_fcontext(m_fibers[static_cast<size_t>(next)]->context, &from));
        return;
    }
    landed(fc::jump_fcontext(m_scheduler->context, &from));
#else
    void* fakeStack = nullptr;
    __sanitizer_start_switch_fiber(&fakeStack, m_scheduler->schedulerStackBottom, m_scheduler->schedulerStackSize);
    landed(fc::jump_fcontext(m_scheduler->context, &from)); // the scheduler, as it was when it resumed this fiber
    __sanitizer_finish_switch_fiber(fakeStack, &m_scheduler->schedulerStackBottom, &m_scheduler->schedulerStackSize);
#endif
}

int BlockEmulator::nextRunnable(int from) const
{
    const int threads = static_cast<int>(m_launch.block.count());
    for (int t = from; t < threads; ++t) {
        const Fiber& f = *m_fibers[static_cast<size_t>(t)];
        if (!f.done && f.runnable)
            return t;
    }
    return -1;
}

// Thread t runs next: its stack and context (made when it first runs), and what the runtime asks.
void BlockEmulator::enterFiber(int t)
{
    Fiber& f = *m_fibers[static_cast<size_t>(t)];
    if (!f.context) { // fcontext takes the top of the stack: it grows down from there
        f.stack = m_scheduler->takeStack();
        f.context = fc::make_fcontext(f.stack->top(), f.stack->size(), &BlockEmulator::fiberMain);
    }
    m_scheduler->current = t;
    setRunning(&f.ctx);
    m_stackLow = reinterpret_cast<uintptr_t>(f.stack->bottom());
    m_stackHigh = reinterpret_cast<uintptr_t>(f.stack->top());
}

bool BlockEmulator::runBlock(int64_t blockLinear, const std::function<void(EmuContext&)>& body)
{
    const Dim3& g = m_launch.grid;
    const Dim3& b = m_launch.block;
    const int threads = static_cast<int>(b.count());
    const EmuDim blockIdx { blockLinear % g.x, (blockLinear / g.x) % g.y, blockLinear / (g.x * g.y) };
    for (auto& shared : m_sharedStorage)
        std::fill(shared.begin(), shared.end(), 0.0f);
    m_scheduler->stackBytes = m_options.stackBytes ? m_options.stackBytes : kStackSize;
    while (static_cast<int>(m_fibers.size()) < threads)
        m_fibers.push_back(std::make_unique<Fiber>());
    m_body = &body;
    m_currentBlock = blockLinear;
    m_tracing = !m_options.traceBlock || m_options.traceBlock(blockLinear);
    m_untracedThisBlock = false;
    m_blockFirstAccess = m_accesses.size();
    if (m_options.beforeBlock)
        m_options.beforeBlock(blockLinear);
    if (m_options.plainUntraced && !m_tracing)
        return runPlainBlock(blockLinear, blockIdx, body);

    const EmuDim blockDim { b.x, b.y, b.z }, gridDim { g.x, g.y, g.z };
    EmuDim threadIdx { 0, 0, 0 }; // thread t's, counted up (no division a thread)
    for (int t = 0; t < threads; ++t) {
        Fiber& f = *m_fibers[static_cast<size_t>(t)];
        f.index = t;
        f.done = false;
        f.runnable = true;
        f.ctx.start(this, blockIdx, threadIdx, blockDim, gridDim, static_cast<int32_t>(blockLinear * threads + t));
        nextThreadIndex(threadIdx.x, threadIdx.y, threadIdx.z, b);
        if (f.stack) // a thread of the last block that never returned
            m_scheduler->freeStacks.push_back(std::exchange(f.stack, nullptr));
        f.context = nullptr; // started, with a stack, when first resumed
    }
    // Each pass resumes every runnable thread, in order, until it reaches the next barrier or returns
    // (a thread that waits switches to the next one itself). When no thread can run, lanes at a
    // __syncwarp() go on first; when none waits there, all live threads wait at a __syncthreads(),
    // and the next pass releases it.
    m_scheduler->finished = 0;
    m_warpWaiting = 0;
    while (m_scheduler->finished < threads) {
        for (int t = nextRunnable(0); t >= 0; t = nextRunnable(resumeFiber(t) + 1)) { }
        if (m_scheduler->finished == threads || releaseWarpBarriers(threads))
            continue;
        checkBarrier(blockLinear, threads);
        for (int t = 0; t < threads; ++t)
            m_fibers[static_cast<size_t>(t)]->runnable = true;
    }
    m_scheduler->current = -1;
    m_running = nullptr;
    m_stackLow = m_stackHigh = 0;
    keepWarpCalls(threads);
    return !m_overflow;
}

// A block of a kernel that never waits, untraced: its threads run one after another, each to its
// end, on this thread's stack, all with one context (no fiber, no switch: a thread's start is a call).
bool BlockEmulator::runPlainBlock(
    int64_t blockLinear, const EmuDim& blockIdx, const std::function<void(EmuContext&)>& body)
{
    const Dim3& b = m_launch.block;
    const int threads = static_cast<int>(b.count());
    const EmuDim blockDim { b.x, b.y, b.z }, gridDim { m_launch.grid.x, m_launch.grid.y, m_launch.grid.z };
    m_plain = true;
    m_stackLow = m_stackHigh = 0;
    EmuContext& ctx = m_plainContext;
    ctx.start(this, blockIdx, EmuDim {}, blockDim, gridDim, static_cast<int32_t>(blockLinear * threads));
    setRunning(&ctx);
    EmuBuiltins* published = m_options.publish;
    if (published && m_options.plainBlock) {
        m_plainFirstThread = blockLinear * threads;
        m_plainLoop = true;
        try {
            m_options.plainBlock();
            m_plainLoop = false;
        } catch (const EmuThreadExit&) { // a thread ended early (a device-side assert): the others go on
            const int64_t next = plainLoopContext()->threadInBlock() + 1;
            m_plainLoop = false;
            runPlainThreads(blockLinear, body, next);
        }
    } else {
        runPlainThreads(blockLinear, body, 0);
    }
    m_plain = false;
    m_running = nullptr;
    return !m_overflow;
}

void BlockEmulator::runPlainThreads(int64_t blockLinear, const std::function<void(EmuContext&)>& body, int64_t first)
{
    const Dim3& b = m_launch.block;
    const int threads = static_cast<int>(b.count());
    EmuContext& ctx = m_plainContext;
    EmuBuiltins* published = m_options.publish;
    // What differs from thread to thread of a block that never waits: its index and its count, set
    // field by field (a copy of the whole index would wait on the stores of the one before).
    long long x = first % b.x, y = first / b.x % b.y, z = first / (int64_t(b.x) * b.y);
    for (int t = static_cast<int>(first); t < threads; ++t) {
        ctx.m_threadIdx.x = x;
        ctx.m_threadIdx.y = y;
        ctx.m_threadIdx.z = z;
        ctx.m_thread = static_cast<int32_t>(blockLinear * threads + t);
        ctx.m_accessCount = 0;
        if (published) {
            published->threadIdx[0] = uint32_t(x);
            published->threadIdx[1] = uint32_t(y);
            published->threadIdx[2] = uint32_t(z);
        }
        try {
            body(ctx);
        } catch (const EmuThreadExit&) {
            // the thread ended early (a device-side assert): the others go on
        }
        nextThreadIndex(x, y, z, b);
    }
}

// Async-signal-safe (a crash's report asks): only the context's index fields are written.
EmuContext* BlockEmulator::plainLoopContext() const
{
    const uint32_t* t = m_options.publish->threadIdx;
    EmuContext& ctx = m_plainContext;
    ctx.m_threadIdx = { t[0], t[1], t[2] };
    ctx.m_thread = static_cast<int32_t>(m_plainFirstThread + ctx.threadInBlock());
    return &ctx;
}

// A traced block's warp calls, per thread that made one (at most as many as the trace's accesses).
void BlockEmulator::keepWarpCalls(int threads)
{
    if (!m_tracing || !m_options.record)
        return;
    for (int t = 0; t < threads; ++t) {
        const EmuContext& ctx = m_fibers[static_cast<size_t>(t)]->ctx;
        const ThreadWarpCalls& c = ctx.m_warpCalls;
        if (c.shuffles + c.votes + c.reductions + c.syncwarps == 0)
            continue;
        if (static_cast<int64_t>(m_warpCalls.size()) >= m_options.maxAccesses)
            return;
        m_warpCalls.push_back(c);
        m_warpCalls.back().thread = ctx.m_thread;
    }
}

int BlockEmulator::resumeFiber(int t)
{
    enterFiber(t);
    SwitchFrom from { &m_scheduler->context, m_scheduler.get() };
#if defined(CVZ_ASAN)
    void* fakeStack = nullptr;
    GuardedStack* stack = m_fibers[static_cast<size_t>(t)]->stack;
    __sanitizer_start_switch_fiber(&fakeStack, stack->bottom(), stack->size());
#endif
    landed(fc::jump_fcontext(m_fibers[static_cast<size_t>(t)]->context, &from)); // a pass's end, or done
#if defined(CVZ_ASAN)
    __sanitizer_finish_switch_fiber(fakeStack, nullptr, nullptr);
#endif
    const int ran = m_scheduler->current; // the thread that came back: it waits, or returned
    Fiber& last = *m_fibers[static_cast<size_t>(ran)];
    if (last.done) { // its stack is free for the next thread to start
        m_scheduler->freeStacks.push_back(last.stack);
        last.stack = nullptr;
    }
    return ran;
}

// No thread can run: the lanes waiting at a __syncwarp() go on (their warp's other live lanes
// all wait somewhere too). Returns whether any did.
bool BlockEmulator::releaseWarpBarriers(int threads)
{
    // Warp calls whose masks' live lanes have all arrived; then the lanes at a __syncwarp() of the
    // other warps: in a warp whose call just went on, the lanes it released may still have to
    // reach that __syncwarp() (their next pass comes first).
    if (m_warpWaiting == 0)
        return false;
    bool released = false;
    for (int first = 0; first < threads; first += 32) {
        const bool moved = resolveWarpCalls(m_currentBlock, first, std::min(32, threads - first), false);
        released = released || moved;
        if (moved)
            continue;
        for (int t = first; t < std::min(threads, first + 32); ++t) {
            Fiber& f = *m_fibers[static_cast<size_t>(t)];
            if (!f.done && f.ctx.m_atWarpBarrier && !f.ctx.m_atWarpCall) {
                f.ctx.m_atWarpBarrier = false;
                --m_warpWaiting;
                f.runnable = true;
                released = true;
            }
        }
    }
    if (released)
        return true;
    // Nothing else can move: a call waits for a lane that is elsewhere (undefined in CUDA). It
    // goes on with the lanes it has, and says so.
    for (int first = 0; first < threads; first += 32)
        released = resolveWarpCalls(m_currentBlock, first, std::min(32, threads - first), true) || released;
    return released;
}

// Every live lane of the block waits somewhere: each lane at a warp call whose mask's live lanes
// are all at a call of its kind gets its result (with `force`, every lane at a warp call does).
bool BlockEmulator::resolveWarpCalls(int64_t blockLinear, int firstThread, int lanes, bool force)
{
    const WarpCall* calls[32] = {};
    uint32_t exited = 0, atCall = 0, activeMasks = 0;
    const uint32_t exists = lanes >= 32 ? 0xffffffffu : (1u << lanes) - 1;
    for (int l = 0; l < lanes; ++l) {
        const Fiber& f = *m_fibers[size_t(firstThread + l)];
        if (f.done)
            exited |= 1u << l;
        else if (f.ctx.m_atWarpCall) {
            calls[l] = &f.ctx.m_warpCall;
            atCall |= 1u << l;
            if (f.ctx.m_warpCall.op == WarpOp::ActiveMask)
                activeMasks |= 1u << l;
        }
    }
    if (!atCall)
        return false;
    // Which lanes can go on: those whose call has every live lane of its mask (__activemask()
    // takes the lanes that are there, at the same call).
    uint32_t groups[32] = {};
    warpGroups(calls, groups);
    uint32_t ready = 0;
    for (uint32_t at = atCall; at; at &= at - 1) {
        const int l = __builtin_ctz(at);
        const uint32_t needed = calls[l]->mask & exists & ~exited;
        if (force || (activeMasks >> l & 1) || (needed & ~groups[l]) == 0)
            ready |= 1u << l;
    }
    if (!ready)
        return false;
    uint64_t results[32] = {};
    int lane = 0;
    uint16_t site = 0;
    const std::function<void(WarpProblem::Kind, int)> problem = [&](WarpProblem::Kind kind, int other) {
        noteWarpProblem({ blockLinear, firstThread + lane, other < 0 ? -1 : firstThread + other, site, uint8_t(kind) });
    };
    for (uint32_t r = ready; r; r &= r - 1) {
        lane = __builtin_ctz(r);
        site = m_fibers[size_t(firstThread + lane)]->ctx.m_warpCallSite;
        if (!activeMasks) {
            results[lane] = warpCallResultIn(lane, calls, exited, exists, groups[lane], problem);
            continue;
        }
        // __activemask() at different calls: only the lanes at the same one.
        uint32_t visible = atCall;
        for (uint32_t a = activeMasks; a; a &= a - 1)
            if (m_fibers[size_t(firstThread + __builtin_ctz(a))]->ctx.m_warpCallSite != site)
                visible &= ~(1u << __builtin_ctz(a));
        const WarpCall* seen[32] = {};
        for (uint32_t v = visible; v; v &= v - 1)
            seen[__builtin_ctz(v)] = calls[__builtin_ctz(v)];
        results[lane] = warpCallResultIn(lane, seen, exited, exists, groups[lane] & visible, problem);
    }
    for (uint32_t r = ready; r; r &= r - 1) {
        Fiber& f = *m_fibers[size_t(firstThread + __builtin_ctz(r))];
        f.ctx.m_warpResult = results[__builtin_ctz(r)];
        f.ctx.m_atWarpCall = false;
        f.ctx.m_atWarpBarrier = false;
        --m_warpWaiting;
        f.runnable = true;
    }
    return true;
}

// A problem of a warp call, kept once per call and kind.
void BlockEmulator::noteWarpProblem(const WarpProblem& p)
{
    ++m_warpProblemCount;
    const bool known = std::any_of(m_warpProblems.begin(), m_warpProblems.end(),
        [&](const WarpProblem& q) { return q.site == p.site && q.kind == p.kind; });
    if (!known && m_warpProblems.size() < AccessTrace::kMaxReported)
        m_warpProblems.push_back(p);
}

// After a pass every live thread waits at a barrier. If some threads of the block returned
// instead, or the waiting threads wait at different __syncthreads() calls, the barrier is
// divergent: on a GPU that is undefined (it may hang). Here the waiting threads go on.
void BlockEmulator::checkBarrier(int64_t blockLinear, int threads)
{
    BarrierDivergence d;
    d.block = blockLinear;
    d.threads = threads;
    bool first = true;
    for (int t = 0; t < threads; ++t) {
        const Fiber& f = *m_fibers[static_cast<size_t>(t)];
        if (f.done) {
            if (d.firstMissing < 0)
                d.firstMissing = t;
            continue;
        }
        ++d.arrived;
        if (first) {
            d.site = f.ctx.m_barrierSite;
            d.phase = f.ctx.m_phase - 1;
            first = false;
        } else if (f.ctx.m_barrierSite != d.site) {
            d.mixedSites = true;
        }
    }
    if (d.arrived == threads && !d.mixedSites)
        return;
    ++m_divergenceCount;
    if (m_divergences.size() < AccessTrace::kMaxReported)
        m_divergences.push_back(d);
}

BlockEmulator::Outcome BlockEmulator::run(const std::function<void(EmuContext&)>& body)
{
    const Outcome outcome = runBlocks(body);
    if (m_options.publish) // host code after the launch reads the built-ins as before it
        *m_options.publish = kHostBuiltins;
    return outcome;
}

BlockEmulator::Outcome BlockEmulator::runBlocks(const std::function<void(EmuContext&)>& body)
{
    m_accesses.clear();
    m_divergences.clear();
    m_divergenceCount = 0;
    m_warpProblems.clear();
    m_warpProblemCount = 0;
    m_warpCalls.clear();
    m_streamed = 0;
    m_overflow = false;
    m_overflowThread = -1;
    m_untracedThread = -1;
    m_error.clear();
    const int64_t blocks = m_launch.blockCount();
    int64_t sequential = 0;
    const auto next = [&] {
        if (m_options.nextBlock)
            return m_options.nextBlock();
        return sequential < blocks ? sequential++ : int64_t(-1);
    };
    for (int64_t block = next(); block >= 0; block = next()) {
        if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed))
            return Outcome::Cancelled;
        if (!runBlock(block, body)) {
            if (m_options.onBlock) { // what the block recorded up to the budget is analysed too
                m_streamed += int64_t(m_accesses.size());
                m_options.onBlock(block, m_accesses);
                m_accesses.clear();
            }
            m_error = QCoreApplication::translate(
                "cvz::BlockEmulator", "The trace would hold more than %1 memory accesses; choose a smaller problem.")
                          .arg(m_options.maxAccesses);
            return Outcome::TooLarge;
        }
        if (m_options.onBlock) {
            m_streamed += int64_t(m_accesses.size());
            m_options.onBlock(block, m_accesses);
            m_accesses.clear(); // the capacity stays for the next block
            if (m_options.maxTotalAccesses > 0 && m_streamed > m_options.maxTotalAccesses) {
                m_error = QCoreApplication::translate("cvz::BlockEmulator",
                    "The trace would hold more than %1 memory accesses; choose a smaller problem.")
                              .arg(m_options.maxTotalAccesses);
                return Outcome::TooLarge;
            }
        } else if (block == 0 && m_options.record && blocks > 1
            && int64_t(m_accesses.size()) <= m_options.maxAccesses / blocks) {
            // Blocks of a launch make about as many accesses each: room for all of them at once,
            // instead of doubling (copies and twice the pages touched) through the trace. A trace
            // headed past its budget gets nothing reserved: it stops at the budget anyway.
            m_accesses.reserve(static_cast<size_t>(int64_t(m_accesses.size()) * blocks));
        }
        if (m_options.progress)
            m_options.progress(block + 1, blocks);
    }
    return Outcome::Finished;
}

AccessTrace BlockEmulator::takeTrace()
{
    AccessTrace trace;
    trace.arrays = m_arrays;
    trace.sites = m_sites;
    trace.barrierDivergences = m_divergences;
    trace.barrierDivergenceCount = m_divergenceCount;
    trace.warpProblems = m_warpProblems;
    trace.warpProblemCount = m_warpProblemCount;
    trace.warpCalls = std::move(m_warpCalls);
    m_warpCalls = {};
    std::sort(trace.warpCalls.begin(), trace.warpCalls.end(),
        [](const ThreadWarpCalls& a, const ThreadWarpCalls& b) { return a.thread < b.thread; });
    trace.assign(std::move(m_accesses), m_launch.totalThreads());
    m_accesses = {};
    return trace;
}

} // namespace cvz
