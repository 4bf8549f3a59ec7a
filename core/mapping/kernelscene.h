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

// Everything the Thread Mapping picture draws for one launch: which threads there are,
// what state each is in, and which array elements each reads and writes. The index kernels
// come from the mapping arithmetic (cheap at 10^6 threads); the matmuls from an emulator
// trace (every load and store their real bodies made).
class KernelScene
{
public:
    KernelScene() = default;
    explicit KernelScene(const ThreadMapping& mapping);
    KernelScene(TeachingKernel kernel, const MatmulShape& shape, const LaunchConfig& launch, AccessTrace trace);

    TeachingKernel kernel() const { return m_kernel; }
    const LaunchConfig& launch() const { return m_launch; }
    int64_t threadCount() const { return m_launch.totalThreads(); }
    const std::vector<SceneArray>& arrays() const { return m_arrays; }
    bool isTrace() const { return m_trace != nullptr; }
    const ThreadMapping& mapping() const { return m_mapping; } // for the index kernels

    ThreadState state(int64_t thread) const;

    // f(arrayIndex, element, isWrite, inRange) for every access of the thread, in order.
    template <class F> void forEachAccess(int64_t thread, F&& f) const;

    // The first thread (launch order) that writes this element of this array, or -1.
    int64_t ownerOf(int array, int64_t element) const;

    // The formulas with this thread's numbers, line by line.
    QStringList explain(int64_t thread) const;

private:
    TeachingKernel m_kernel = TeachingKernel::VecAdd;
    LaunchConfig m_launch;
    ThreadMapping m_mapping;
    MatmulShape m_shape;
    std::shared_ptr<const AccessTrace> m_trace; // shared: scenes are copied between threads
    std::vector<SceneArray> m_arrays;
    std::vector<int32_t> m_cWriter; // trace scenes: first writer of each element of C
    int m_cArray = 0;
};

template <class F> void KernelScene::forEachAccess(int64_t thread, F&& f) const
{
    if (!m_trace) {
        m_mapping.forEachElement(thread, [&](int64_t element, bool inRange) { f(0, element, true, inRange); });
        return;
    }
    for (const MemoryAccess& a : m_trace->accessesOf(thread))
        f(static_cast<int>(a.array), a.element, a.write != 0, a.outOfBounds == 0);
}

} // namespace cvz
