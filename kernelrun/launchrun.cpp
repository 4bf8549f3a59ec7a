#include "launchrun.h"

#include "analysispipeline.h"
#include "fastmodule.h"
#include "launchworkers.h"
#include "memory/memoryreport.h"
#include "playground/source/userlaunch.h"
#include "runtime.h"
#include "zonefault.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cstring>
#include <optional>
#include <sys/mman.h>

namespace cvz {

namespace {

void resetForBlock(
    Runtime& rt, const ModuleInfo& module, const GuardedBuffer& dynamicShared, int64_t block, bool fastBlock)
{
    // Shared memory starts undefined on a GPU: here every byte 0xFF (a float NaN, an int -1),
    // so a kernel that reads before it writes shows it. A block in the fast engine has its module's
    // own __shared__ arrays (left as the last block left them: undefined too).
    if (module.tlsBlock && !fastBlock)
        std::memset(reinterpret_cast<void*>(module.tlsBlock), 0xff, module.tlsSize);
    // The launch's dynamic shared memory (the allocation holds the most a block may have).
    // Not called for no bytes: that call, on a buffer whose zone the fast engine keeps closed, took
    // about 190 ns a block, most of a small block's time (measured: a 32-thread block's launch went
    // from 119 to 20 ms for 16 Mi threads; libc's AVX-512 memset stores with a mask, and a masked
    // store on a page it may not touch seems to be what is slow).
    if (const size_t bytes = std::min(dynamicShared.bytes, rt.dynamicSharedBytes); bytes > 0)
        std::memset(dynamicShared.data, 0xff, bytes);
    for (int64_t t = 0; rt.waitedInBlock && t < rt.threadsPerBlock; ++t)
        rt.waitingAt[size_t(t)].store(0, std::memory_order_relaxed);
    rt.waitedInBlock = false;
    rt.syncCounts.clear();
    rt.passes.store(0, std::memory_order_relaxed);
    rt.block.store(block, std::memory_order_relaxed);
}

void registerBuffers(BlockEmulator& emulator, const LaunchSetup& setup, Runtime& rt)
{
    for (const LaunchBuffer& buffer : setup.buffers) {
        const GuardedBuffer& b = *buffer.memory;
        // In 4-byte words, as the memory model counts (a uchar buffer of 10 bytes is 3 words); its
        // bounds in bytes.
        const int64_t words = int64_t(b.bytes + 3) / 4;
        const EmuArray array = emulator.addArray(buffer.name, nullptr, words);
        const auto begin = reinterpret_cast<uintptr_t>(b.data);
        rt.guarded.push_back({ begin - b.guard, begin + b.bytes + b.guard, begin, words, int64_t(b.bytes), array.id });
    }
}

void registerShared(BlockEmulator& emulator, const LaunchSetup& setup, Runtime& rt)
{
    const ModuleInfo& module = *setup.module;
    const GuardedBuffer& dynamicShared = *setup.dynamicShared;
    if (module.tlsBlock) {
        rt.sharedBegin = module.tlsBlock;
        rt.sharedEnd = module.tlsBlock + module.tlsSize;
        for (const SharedSymbol& s : module.shared) {
            // In 4-byte words, as the memory model counts (a bool or a char[3] is one word).
            const int64_t words = int64_t((s.size + 3) / 4);
            const uint16_t id = emulator.declareShared(s.name, words);
            const uintptr_t begin = module.tlsBlock + s.offset;
            rt.shared.push_back({ begin, begin + s.size, begin, words, int64_t(s.size), id });
        }
    }
    if (setup.dynamicSharedBytes > 0) {
        const QString name
            = setup.dynamicSharedName.isEmpty() ? QStringLiteral("extern shared") : setup.dynamicSharedName;
        const uint16_t id = emulator.declareShared(name, (setup.dynamicSharedBytes + 3) / 4);
        const auto begin = reinterpret_cast<uintptr_t>(dynamicShared.data);
        rt.guarded.push_back({ begin - dynamicShared.guard, begin + dynamicShared.bytes + dynamicShared.guard, begin,
            (setup.dynamicSharedBytes + 3) / 4, setup.dynamicSharedBytes, id });
    }
}

// The runtime's hooks see the launch's memory and this emulator from here on.
void attachRuntime(BlockEmulator& emulator, const LaunchSetup& setup, Runtime& rt)
{
    registerBuffers(emulator, setup, rt);
    registerShared(emulator, setup, rt);
    rt.threadsPerBlock = setup.launch.threadsPerBlock();
    rt.waitingAt = std::make_unique<std::atomic<uint32_t>[]>(size_t(rt.threadsPerBlock));
    rt.waitedInBlock = false;
    rt.misaligned = {};
    rt.fp32Operations = rt.fp64Operations = 0;
    rt.emulator = &emulator;
    rt.emulatorThread = pthread_self();
}

// The analysis and the trace of a finished run (the kept accesses are the caller's).
void takeTrace(RunResult& result, BlockEmulator& emulator, MemoryAnalyzer& analyzer, const Runtime& rt)
{
    result.budgetThread = emulator.overflowThread();
    AccessTrace trace = emulator.takeTrace();
    result.arrays = trace.arrays;
    result.sites = trace.sites;
    result.report = analyzer.finish(trace.sites, trace.barrierDivergences, trace.barrierDivergenceCount);
    result.threadCount = trace.threadCount();
    result.divergences = trace.barrierDivergences;
    result.divergenceCount = trace.barrierDivergenceCount;
    result.warpProblems = trace.warpProblems;
    result.warpProblemCount = trace.warpProblemCount;
    result.warpCalls = std::move(trace.warpCalls);
    result.misaligned = rt.misaligned;
    result.fp32Operations = qint64(rt.fp32Operations);
    result.fp64Operations = qint64(rt.fp64Operations);
}

// Which blocks record their accesses, and what the traced ones made.
class TraceChoice
{
public:
    explicit TraceChoice(const LaunchSetup& setup)
        : m_mode(setup.trace)
        , m_budget(setup.maxAccesses)
    {
        m_coverage.blocks = setup.launch.blockCount();
        m_coverage.sampled
            = m_mode == TraceMode::Sample || (m_mode == TraceMode::Auto && setup.launch.totalThreads() > kMaxThreads);
        if (m_mode != TraceMode::All)
            m_sample = traceSampleBlocks(setup.launch.grid);
    }
    bool traces(int64_t block) const
    {
        if (m_mode == TraceMode::All)
            return true;
        if (m_mode == TraceMode::None)
            return false;
        if (std::binary_search(m_sample.begin(), m_sample.end(), block))
            return true;
        return !m_coverage.sampled && m_analysed < m_budget; // Auto: whole, until the budget is spent
    }
    void ran(bool traced, int64_t accesses, bool fast)
    {
        m_analysed += accesses;
        if (!traced) {
            m_coverage.fastBlocks += fast ? 1 : 0;
            m_slowUntraced = m_slowUntraced || !fast;
            return;
        }
        TraceCoverage& c = m_coverage;
        c.fewestAccesses = c.traced == 0 ? accesses : std::min(c.fewestAccesses, accesses);
        c.mostAccesses = std::max(c.mostAccesses, accesses);
        ++c.traced;
    }
    // A block chosen for tracing gave its trace up (a thread past its budget): it ran untraced, in the
    // traced module; in `auto` no further block is traced but the sample's.
    void gaveUp(int64_t accesses)
    {
        m_analysed = std::max(m_analysed + accesses, m_budget);
        ++m_coverage.untraced;
    }
    // The blocks the fast engine ran on the other cores (launchworkers.h).
    void ranFast(int64_t blocks) { m_coverage.fastBlocks += blocks; }
    // Whether the traced blocks are known before the launch (then other cores may run the rest).
    bool knownBeforehand() const { return m_mode == TraceMode::None || m_coverage.sampled; }
    std::vector<int64_t> tracedBeforehand() const
    {
        return m_mode == TraceMode::None ? std::vector<int64_t>() : m_sample;
    }
    // The launch stops at the budget only when every block must be traced.
    int64_t totalBudget() const { return m_mode == TraceMode::All ? m_budget : 0; }
    // Untraced blocks ran in the traced module: why not in the fast engine.
    TraceCoverage coverage(FastEngineOff off, const QString& detail) const
    {
        TraceCoverage c = m_coverage;
        if (m_slowUntraced) {
            c.fastOff = off == FastEngineOff::No ? FastEngineOff::NotBuilt : off;
            c.fastOffDetail = detail;
        }
        return c;
    }

private:
    bool m_slowUntraced = false;
    TraceMode m_mode;
    int64_t m_budget;
    std::vector<int64_t> m_sample;
    int64_t m_analysed = 0;
    TraceCoverage m_coverage;
};
} // namespace

namespace {
// The app shows blocks done of this launch, where it gave a progress page.
void showProgress(Runtime& rt, const LaunchConfig& launch, BlockEmulator::Options& options)
{
    ProgressWords* page = rt.progress;
    if (!page)
        return;
    page->blocks.store(launch.blockCount(), std::memory_order_relaxed);
    page->blocksDone.store(0, std::memory_order_relaxed);
    page->launch.fetch_add(1, std::memory_order_relaxed);
    options.progress = [page](int64_t done, int64_t) { page->blocksDone.store(done, std::memory_order_relaxed); };
}

// The first `most` accesses, for the app's access picture; none once there would be more. Past
// 64 Ki, room for all of them is reserved at once and given to huge pages: grown by doubling and
// faulted in 4 KiB pages, keeping 4 Mi accesses cost a fifth of a 256^3 product's traced launch
// (a page fault is dear in a virtual machine), and a launch that then makes more throws them away.
struct KeptAccesses
{
    static constexpr size_t kReserveFrom = size_t(1) << 16;
    std::vector<MemoryAccess> accesses;
    bool keep = true;
    int64_t most = 0;
    void add(std::span<const MemoryAccess> more)
    {
        if (keep && int64_t(accesses.size() + more.size()) <= most) {
            if (accesses.size() + more.size() > std::max(accesses.capacity(), kReserveFrom))
                reserveAll();
            accesses.insert(accesses.end(), more.begin(), more.end());
        } else if (keep) {
            keep = false;
            accesses = {};
        }
    }
    void reserveAll()
    {
        accesses.reserve(size_t(most));
        constexpr uintptr_t huge = uintptr_t(2) << 20;
        const auto begin = reinterpret_cast<uintptr_t>(accesses.data());
        const uintptr_t first = (begin + huge - 1) & ~(huge - 1);
        const uintptr_t end = (begin + accesses.capacity() * sizeof(MemoryAccess)) & ~(huge - 1);
        if (end > first) // a hint: where the kernel gives no huge pages, 4 KiB ones as before
            (void)madvise(reinterpret_cast<void*>(first), end - first, MADV_HUGEPAGE);
    }
};

// More shared memory than a block may have: the result says so, and the launch does not run.
bool sharedMemoryRefused(const LaunchSetup& setup, RunResult& result)
{
    const int64_t staticShared = staticSharedBytes(*setup.module);
    const int64_t sharedBytes = staticShared + setup.dynamicSharedBytes;
    if (sharedBytes <= kMaxSharedBytes)
        return false;
    result.error = HelperError::SharedMemoryTooLarge;
    result.errorArgs = { QString::number(sharedBytes), QString::number(staticShared),
        QString::number(setup.dynamicSharedBytes), QString::number(kMaxSharedBytes) };
    return true;
}

// No kernel runs any more: the runtime's hooks see host code again.
void detachRuntime(Runtime& rt)
{
    rt.emulator = nullptr;
    rt.thread.store(-1, std::memory_order_relaxed);
    rt.block.store(-1, std::memory_order_relaxed);
}

// The fast engine counts no arithmetic: the blocks that did count it, scaled to all of them (as
// their traffic is).
void scaleArithmetic(RunResult& result)
{
    const int64_t counted = result.coverage.blocks - result.coverage.fastBlocks;
    if (result.coverage.fastBlocks <= 0 || counted <= 0)
        return;
    const double scale = double(result.coverage.blocks) / double(counted);
    result.fp32Operations = qint64(double(result.fp32Operations) * scale);
    result.fp64Operations = qint64(double(result.fp64Operations) * scale);
}

// The zones the fast engine's launch closes: the buffers' and the dynamic shared memory's, whose
// regions attachRuntime put in the runtime in this order, and the workers' dynamic shared memory.
void launchZones(const LaunchSetup& setup, const Runtime& rt, const LaunchWorkers* workers,
    std::vector<const GuardedBuffer*>& buffers, std::vector<Region>& regions)
{
    for (const LaunchBuffer& buffer : setup.buffers)
        buffers.push_back(buffer.memory);
    if (setup.dynamicSharedBytes > 0)
        buffers.push_back(setup.dynamicShared);
    regions = rt.guarded;
    if (workers)
        workers->addZones(setup.dynamicSharedBytes > 0 ? &rt.guarded.back() : nullptr, buffers, regions);
}

// Workers besides the launch's thread: one per further core the app gave, where the untraced blocks
// may run anywhere (the fast engine, the traced ones known beforehand) and are enough to share.
// Each worker reserves its fibers' stacks, its own thread's stack and a malloc arena: together at
// most 1.5 GiB of the helper's address space (a block of 1024 threads: 4 workers).
int workerCount(const LaunchSetup& setup, bool shareable)
{
    const int64_t blocks = setup.launch.blockCount();
    if (!shareable || setup.cores <= 1 || blocks < int64_t(4) * setup.cores)
        return 0;
    const int64_t perWorker
        = setup.launch.threadsPerBlock() * int64_t(kEmulatedStackBytes + 4096) + (int64_t(80) << 20);
    const auto affordable = int((int64_t(3) << 29) / perWorker);
    return std::max(0, std::min({ setup.cores - 1, kMaxLaunchCores - 1, affordable }));
}

// The blocks done by every core, counted together, each core adding its own a few at a time
// (blocksATell): an atomic count shared by the cores, added to at every block, costs as much as a
// small block's work. Returns what the workers call; empty with no page.
std::function<void(int64_t)> sharedProgress(Runtime& rt, BlockEmulator::Options& options, int64_t blocks)
{
    ProgressWords* page = rt.progress;
    if (!page)
        return {};
    auto done = std::make_shared<std::atomic<int64_t>>(0);
    auto add = [page, done](int64_t count) {
        page->blocksDone.store(done->fetch_add(count, std::memory_order_relaxed) + count, std::memory_order_relaxed);
    };
    options.progress = [add, batch = blocksATell(blocks), untold = int64_t(0)](int64_t, int64_t) mutable {
        if (++untold == batch) {
            add(untold);
            untold = 0;
        }
    };
    return add;
}
} // namespace

namespace {
// Where each finished block's accesses go: the analysis and the kept ones, each block analysed when
// it ends and then dropped (memory holds a few blocks' accesses, never the launch's), on the
// launch's thread or, with a core to spare, on the analysis pipeline's. The pipeline goes first
// when the sink does: its thread is done with the analyzer and the kept accesses by then.
struct BlockSink
{
    std::optional<MemoryAnalyzer> analyzer;
    KeptAccesses kept;
    std::optional<AnalysisPipeline> pipeline;

    void analyse(int64_t block, std::span<const MemoryAccess> accesses, size_t sites, bool traced)
    {
        kept.add(accesses);
        analyzer->addExecutionOrder(block, accesses, sites, traced);
    }
    void besideTheLaunch()
    {
        pipeline.emplace([this](int64_t block, std::span<const MemoryAccess> accesses, size_t sites, bool traced) {
            analyse(block, accesses, sites, traced);
        });
    }
    void add(int64_t block, std::span<const MemoryAccess> accesses, size_t sites, bool traced)
    {
        if (pipeline)
            pipeline->push(block, accesses, sites, traced);
        else
            analyse(block, accesses, sites, traced);
    }
};

// The emulator's options a launch starts from: its budgets, which blocks it traces, its progress.
BlockEmulator::Options launchOptions(const LaunchSetup& setup, TraceChoice& choice, Runtime& rt)
{
    BlockEmulator::Options options;
    options.maxAccesses = setup.maxBlockAccesses > 0 ? setup.maxBlockAccesses : setup.maxAccesses;
    showProgress(rt, setup.launch, options);
    options.maxTotalAccesses = choice.totalBudget();
    options.traceBlock = [&choice](int64_t block) { return choice.traces(block); };
    options.maxAccessesPerThread = setup.maxAccessesPerThread;
    options.untracePastBudget = setup.untracePastBudget;
    options.stackBytes = kEmulatedStackBytes;
    options.publish = &cvz_pg_now;
    choosePlainBlocks(setup, options);
    return options;
}
} // namespace

void choosePlainBlocks(const LaunchSetup& setup, BlockEmulator::Options& options)
{
    options.plainUntraced = setup.fastBody && setup.trace != TraceMode::All && fastModule().neverWaits;
    if (options.plainUntraced)
        options.plainBlock = setup.fastBlock;
}

int64_t staticSharedBytes(const ModuleInfo& module)
{
    int64_t bytes = 0; // the arrays, without the guard zones around them
    for (const SharedSymbol& s : module.shared)
        bytes += int64_t(s.size);
    return bytes;
}

// The kept accesses go to the result; a trace past its budget keeps no warp calls either.
void keepTrace(RunResult& result, KeptAccesses& kept)
{
    result.accesses = std::move(kept.accesses);
    if (result.accesses.capacity() > 2 * result.accesses.size()) // a program keeps its launches'
        result.accesses.shrink_to_fit();
    result.traceKept = kept.keep;
    if (!kept.keep)
        result.warpCalls.clear();
}

RunResult emulateLaunch(const LaunchSetup& setup, const std::function<void()>& body)
{
    RunResult result;
    Runtime& rt = runtime();
    const ModuleInfo& module = *setup.module;
    const GuardedBuffer& dynamicShared = *setup.dynamicShared;
    if (sharedMemoryRefused(setup, result))
        return result;
    rt.dynamicSharedBytes = size_t(setup.dynamicSharedBytes);
    rt.guarded.clear();
    rt.shared.clear();

    TraceChoice choice(setup);
    BlockEmulator::Options options = launchOptions(setup, choice, rt);
    const bool fast = setup.fastBody && setup.trace != TraceMode::All;
    // Untraced blocks on the other cores too, where the traced ones are known beforehand.
    const int workerThreads = workerCount(setup, fast && choice.knownBeforehand());
    BlockQueue queue(
        setup.launch.blockCount(), choice.tracedBeforehand(), setup.launch.threadsPerBlock(), workerThreads + 1);
    std::optional<LaunchWorkers> workers;
    if (const int count = workerThreads; count > 0) {
        workers.emplace(setup, queue, count, sharedProgress(rt, options, setup.launch.blockCount()));
        options.nextBlock = [&queue] { return queue.nextForLaunchThread(); };
    }
    const BlockEmulator* starting = nullptr;
    options.beforeBlock
        = [&](int64_t block) { resetForBlock(rt, module, dynamicShared, block, fast && !starting->tracing()); };
    const BlockEmulator* running = nullptr;
    BlockSink sink;
    sink.kept.most = setup.maxKeptAccesses;
    // With a core to spare (no workers), each block is analysed on it while the next one runs.
    if (!workers && setup.cores > 1 && setup.trace != TraceMode::None && setup.launch.blockCount() > 1)
        sink.besideTheLaunch();
    options.onBlock = [&](int64_t block, std::span<const MemoryAccess> accesses) {
        if (running->untracedThisBlock())
            choice.gaveUp(int64_t(accesses.size()));
        else
            choice.ran(running->tracing(), int64_t(accesses.size()), fast);
        sink.add(block, accesses, running->sites().size(), running->tracing());
    };
    BlockEmulator emulator(setup.launch, options);
    running = starting = &emulator;
    attachRuntime(emulator, setup, rt);
    sink.analyzer.emplace(emulator.arrays(), setup.launch);
    // Untraced blocks run in the fast engine where there is one: its out-of-bounds accesses fault.
    std::optional<ZoneClosure> closed;
    if (fast) {
        std::vector<const GuardedBuffer*> buffers;
        std::vector<Region> regions;
        launchZones(setup, rt, workers ? &*workers : nullptr, buffers, regions);
        closed.emplace(buffers, regions);
    }

    QElapsedTimer clock;
    clock.start();
    if (workers)
        workers->start();
    const BlockEmulator::Outcome outcome = emulator.run([&](EmuContext& ctx) {
        rt.thread.store(ctx.globalThread(), std::memory_order_relaxed);
        if (fast && !emulator.tracing())
            setup.fastBody();
        else
            body();
    });
    if (sink.pipeline)
        sink.pipeline->drain();
    if (workers)
        choice.ranFast(workers->finish(emulator, *sink.analyzer, &result.tooManyAccesses));
    closed.reset();
    result.seconds = double(clock.nsecsElapsed()) * 1e-9;
    detachRuntime(rt);
    result.tooManyAccesses = result.tooManyAccesses || outcome == BlockEmulator::Outcome::TooLarge;
    takeTrace(result, emulator, *sink.analyzer, rt);
    keepTrace(result, sink.kept);
    result.coverage = choice.coverage(setup.fastOff, setup.fastOffDetail);
    result.coverage.untracedThread = emulator.untracedThread();
    scaleArithmetic(result);
    return result;
}

} // namespace cvz
