#include "launchworkers.h"

#include "fastmodule.h"
#include "threadlimit.h"

#include <algorithm>
#include <csignal>
#include <cstring>
#include <pthread.h>

namespace cvz {

BlockQueue::BlockQueue(int64_t blocks, std::vector<int64_t> traced, int64_t threadsPerBlock, int takers)
    : m_blocks(blocks)
    , m_traced(std::move(traced))
{
    // About 16 Ki threads a run (many pages of each array a thread indexes), and at least 16 runs a
    // taker, so that the takers end together.
    constexpr int64_t kThreadsPerRun = 16384, kRunsPerTaker = 16;
    const int64_t byThreads = std::max<int64_t>(1, kThreadsPerRun / std::max<int64_t>(1, threadsPerBlock));
    const int64_t byBalance = std::max<int64_t>(1, blocks / (std::max(1, takers) * kRunsPerTaker));
    m_runLength = std::min(byThreads, byBalance);
}

int64_t BlockQueue::nextForLaunchThread()
{
    if (m_tracedNext < m_traced.size())
        return m_traced[m_tracedNext++];
    return nextUntraced(m_launchRun);
}

int64_t BlockQueue::nextUntraced(Run& run)
{
    for (;;) {
        if (run.next >= run.end) {
            run.next = m_next.fetch_add(m_runLength, std::memory_order_relaxed);
            run.end = std::min(run.next + m_runLength, m_blocks);
            if (run.next >= m_blocks)
                return -1;
        }
        const int64_t block = run.next++;
        if (!std::binary_search(m_traced.begin(), m_traced.end(), block))
            return block;
    }
}

struct LaunchWorkers::Worker
{
    LaunchWorkers* owner = nullptr;
    GuardedBuffer dynamicShared;
    std::vector<char> altStack = std::vector<char>(64 * 1024);
    pthread_t thread {};
    bool started = false;
    // What it ran: its blocks, their out-of-bounds accesses (numbered by its own sites), its sites.
    int64_t blocks = 0;
    std::vector<std::pair<int64_t, std::vector<MemoryAccess>>> outOfBounds;
    std::vector<AccessSite> sites;
    bool tooManyAccesses = false;
};

LaunchWorkers::LaunchWorkers(
    const LaunchSetup& setup, BlockQueue& queue, int count, std::function<void(int64_t)> blocksDone)
    : m_setup(setup)
    , m_queue(queue)
    , m_blocksDone(std::move(blocksDone))
{
    for (int k = 0; k < count; ++k) {
        auto w = std::make_unique<Worker>();
        w->owner = this;
        w->dynamicShared = allocateGuarded(size_t(std::max<int64_t>(setup.dynamicSharedBytes, 4)));
        m_workers.push_back(std::move(w));
    }
}

LaunchWorkers::~LaunchWorkers()
{
    for (auto& w : m_workers) {
        if (w->started)
            pthread_join(w->thread, nullptr);
        releaseGuarded(w->dynamicShared);
    }
}

void LaunchWorkers::addZones(
    const Region* shared, std::vector<const GuardedBuffer*>& buffers, std::vector<Region>& regions) const
{
    if (!shared)
        return;
    for (const auto& w : m_workers) {
        const auto data = reinterpret_cast<uintptr_t>(w->dynamicShared.data);
        Region r = *shared;
        r.begin = data - w->dynamicShared.guard;
        r.end = data + w->dynamicShared.bytes + w->dynamicShared.guard;
        r.data = data;
        buffers.push_back(&w->dynamicShared);
        regions.push_back(r);
    }
}

void* LaunchWorkers::main(void* argument)
{
    Worker& w = *static_cast<Worker*>(argument);
    const LaunchSetup& setup = w.owner->m_setup;
    Runtime& rt = runtime();
    stack_t ss {}; // a crash here is reported as on the launch's thread
    ss.ss_sp = w.altStack.data();
    ss.ss_size = w.altStack.size();
    sigaltstack(&ss, nullptr);
    LaunchWorker state;
    state.dynamicShared = w.dynamicShared.data;
    t_worker = &state;
    BlockEmulator::Options o;
    o.maxAccesses = setup.maxBlockAccesses > 0 ? setup.maxBlockAccesses : setup.maxAccesses;
    o.maxAccessesPerThread = setup.maxAccessesPerThread;
    o.stackBytes = kEmulatedStackBytes;
    o.publish = &cvz_pg_now; // this thread's
    o.traceBlock = [](int64_t) { return false; };
    choosePlainBlocks(setup, o);
    BlockQueue::Run run;
    o.nextBlock = [&w, &run] { return w.owner->m_queue.nextUntraced(run); };
    // Read once: the launch's thread writes the runtime's words beside it at every block of its own.
    const size_t sharedBytes = std::min<size_t>(w.dynamicShared.bytes, rt.dynamicSharedBytes);
    o.beforeBlock = [&](int64_t block) {
        if (sharedBytes > 0) // not for nothing: see resetForBlock (launchrun.cpp)
            std::memset(w.dynamicShared.data, 0xff, sharedBytes);
        state.syncCounts.clear();
        state.block = block;
    };
    const int64_t batch = blocksATell(setup.launch.blockCount());
    int64_t untold = 0;
    const auto tell = [&w, &untold] {
        if (w.owner->m_blocksDone && untold > 0)
            w.owner->m_blocksDone(untold);
        untold = 0;
    };
    o.onBlock = [&w, &untold, &tell, batch](int64_t block, std::span<const MemoryAccess> accesses) {
        ++w.blocks;
        if (!accesses.empty())
            w.outOfBounds.push_back({ block, std::vector<MemoryAccess>(accesses.begin(), accesses.end()) });
        if (++untold == batch)
            tell();
    };
    BlockEmulator emulator(setup.launch, o);
    state.emulator = &emulator;
    const auto outcome = emulator.run([&](EmuContext& ctx) {
        state.thread = ctx.globalThread();
        setup.fastBody();
    });
    tell();
    w.tooManyAccesses = outcome == BlockEmulator::Outcome::TooLarge;
    w.sites = emulator.sites();
    t_worker = nullptr;
    ss.ss_flags = SS_DISABLE;
    sigaltstack(&ss, nullptr);
    return nullptr;
}

void LaunchWorkers::start()
{
    for (auto& w : m_workers)
        w->started = startUncountedThread(&w->thread, &LaunchWorkers::main, w.get()) == 0;
}

int64_t LaunchWorkers::finish(BlockEmulator& launch, MemoryAnalyzer& analyzer, bool* tooManyAccesses)
{
    int64_t blocks = 0;
    for (auto& w : m_workers) {
        if (w->started)
            pthread_join(w->thread, nullptr);
        w->started = false;
        blocks += w->blocks;
        *tooManyAccesses = *tooManyAccesses || w->tooManyAccesses;
        for (auto& [block, accesses] : w->outOfBounds) { // NOLINT
            for (MemoryAccess& a : accesses)
                if (a.site < w->sites.size())
                    a.site = launch.internSite(w->sites[a.site].line, w->sites[a.site].column);
            analyzer.addUntracedOutOfBounds(accesses);
        }
    }
    return blocks;
}

} // namespace cvz
