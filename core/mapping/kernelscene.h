#pragma once

#include "emulator/emulatedkernels.h"
#include "gridlayout.h"
#include "threadmapping.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace cvz {

// One array as the picture shows it.
struct SceneArray
{
    QString name; // "c", "A", "As (shared)"
    DataLayout layout;
    bool shared = false;
};

// How a launch's threads end up, counted exactly.
struct ThreadCounts
{
    int64_t active = 0;
    int64_t idle = 0; // stopped by the guard
    int64_t outOfRange = 0; // no guard: they write past the data
    // Lanes of partly filled warps: a block of 250 threads runs 8 warps = 256 lanes, 6 of
    // them with no thread at all. They cost the SM a slot like any other lane.
    int64_t idleLanesPerBlock = 0;
    int64_t idleLanes = 0;
};

// Everything the Thread Mapping picture draws for one launch: which threads there are,
// what state each is in, and which array elements each reads and writes. The index kernels
// come from the mapping arithmetic (cheap at 10^6 threads); the matmuls from an emulator
// trace (every load and store their real bodies made).
class KernelScene
{
public:
    KernelScene() = default;
    explicit KernelScene(const ThreadMapping& mapping);
    KernelScene(TeachingKernel kernel, const KernelShape& shape, const LaunchConfig& launch, AccessTrace trace);

    TeachingKernel kernel() const { return m_kernel; }
    const LaunchConfig& launch() const { return m_launch; }
    int64_t threadCount() const { return m_launch.totalThreads(); }
    const std::vector<SceneArray>& arrays() const { return m_arrays; }
    bool isTrace() const { return m_trace != nullptr; }
    const ThreadMapping& mapping() const { return m_mapping; } // for the index kernels

    ThreadState state(int64_t thread) const;
    ThreadCounts counts() const; // exact; O(1) for the index kernels

    // f(const ThreadVisit&) for threads [first, last): the index kernels' fast counting path,
    // or thread by thread from the trace.
    template <class F> void forEachThread(int64_t first, int64_t last, F&& f) const;

    // f(arrayIndex, element, isWrite, inRange) for every access of the thread, in order.
    template <class F> void forEachAccess(int64_t thread, F&& f) const;

    // The first thread (launch order) that writes this element of this array, or -1.
    int64_t ownerOf(int array, int64_t element) const;

    // The formulas with this thread's numbers, line by line.
    QStringList explain(int64_t thread) const;

private:
    QStringList explainVector(int64_t thread) const;
    TeachingKernel m_kernel = TeachingKernel::VecAdd;
    LaunchConfig m_launch;
    ThreadMapping m_mapping;
    KernelShape m_shape; // a traced kernel's sizes
    std::shared_ptr<const AccessTrace> m_trace; // shared: scenes are copied between threads
    std::vector<SceneArray> m_arrays;
    std::vector<int32_t> m_cWriter; // trace scenes: first writer of each element of C
    int m_cArray = 0;
};

template <class F> void KernelScene::forEachThread(int64_t first, int64_t last, F&& f) const
{
    if (!m_trace) {
        m_mapping.forEachThread(first, last, f);
        return;
    }
    const int64_t perBlock = m_launch.threadsPerBlock();
    ThreadVisit v;
    for (int64_t t = std::max<int64_t>(0, first); t < std::min(last, threadCount()); ++t) {
        v.globalId = t;
        v.block = t / perBlock;
        v.tid = t % perBlock;
        v.state = state(t);
        v.element = -1; // the trace lists its accesses: forEachAccess
        f(static_cast<const ThreadVisit&>(v));
    }
}

template <class F> void KernelScene::forEachAccess(int64_t thread, F&& f) const
{
    if (!m_trace) {
        m_mapping.forEachElement(thread, [&](int64_t element, bool inRange) { f(0, element, true, inRange); });
        return;
    }
    for (const MemoryAccess& a : m_trace->accessesOf(thread))
        for (int w = 0; w < a.width; ++w) // a float4 access marks its four elements
            f(static_cast<int>(a.array), a.element + w, a.write != 0, a.outOfBounds == 0);
}

} // namespace cvz
