// A launch's untraced blocks on several cores. Where the blocks to trace are known before the launch
// (a sample, or none), the launch's own thread runs them, in order, and then takes untraced blocks
// from a shared queue; the workers (one per further core) take only untraced ones, each with its own
// block emulator, fibers, built-ins, dynamic shared memory and barrier counts, all in the fast
// engine. A block's threads stay on one core, so __syncthreads() and warp calls mean what they do
// on one; atomics are real atomics (runtime.cpp); an out-of-bounds access faults in a closed guard
// zone on whichever core (zonefault.h). After the launch the workers' out-of-bounds accesses join the
// launch's analysis.
#pragma once

#include "guardedbuffer.h"
#include "launchrun.h"
#include "runtime.h"

#include "memory/memoryreport.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace cvz {

// How many finished blocks a core counts before it adds them to the launch's shared count: up to
// 32, and few enough that the count still moves in steps of at most 1/256 of the launch.
inline int64_t blocksATell(int64_t blocks)
{
    return std::clamp<int64_t>(blocks / 256, 1, 32);
}

// The launch's blocks: the traced ones (sorted) for the launch's thread first, then the others for
// whichever thread asks. A thread takes a run of consecutive blocks at a time: blocks taken one by one
// in turn by two cores interleave their memory a block apart, which the caches' prefetchers cannot
// follow (a vector add on two cores ran no faster than on one).
class BlockQueue
{
public:
    // `threadsPerBlock` and `takers` (the threads that take blocks) size the runs.
    BlockQueue(int64_t blocks, std::vector<int64_t> traced, int64_t threadsPerBlock, int takers);
    struct Run // a taker's blocks taken and not yet run
    {
        int64_t next = 0, end = 0;
    };
    int64_t nextForLaunchThread();
    int64_t nextUntraced(Run& run);

private:
    int64_t m_blocks;
    std::vector<int64_t> m_traced;
    size_t m_tracedNext = 0;
    int64_t m_runLength = 1;
    Run m_launchRun;
    std::atomic<int64_t> m_next { 0 };
};

class LaunchWorkers
{
public:
    // `count` workers (their dynamic shared memory allocated here, their threads not yet started).
    // `blocksDone(n)` is called from their threads as they finish blocks, n at a time (a count
    // shared by the cores, added to once a block, would cost more than a small block's work).
    LaunchWorkers(const LaunchSetup& setup, BlockQueue& queue, int count, std::function<void(int64_t)> blocksDone);
    ~LaunchWorkers();
    LaunchWorkers(const LaunchWorkers&) = delete;
    LaunchWorkers& operator=(const LaunchWorkers&) = delete;

    // Their dynamic shared memory, each with the region the launch's has (`shared`), for the zones.
    void addZones(const Region* shared, std::vector<const GuardedBuffer*>& buffers, std::vector<Region>& regions) const;
    void start(); // runs them
    // Waits for them; then their out-of-bounds accesses go to `launch`'s sites and `analyzer`.
    // Returns the blocks they ran.
    int64_t finish(BlockEmulator& launch, MemoryAnalyzer& analyzer, bool* tooManyAccesses);

private:
    struct Worker;
    static void* main(void* worker);
    const LaunchSetup& m_setup;
    BlockQueue& m_queue;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::function<void(int64_t)> m_blocksDone;
};

} // namespace cvz
