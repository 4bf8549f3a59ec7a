#pragma once

#include "launchconfig.h"

#include <QStringList>
#include <algorithm>
#include <cstdint>
#include <vector>

namespace cvz {

enum class ThreadState
{
    Active, // touches at least one element inside the data
    Idle, // the guard stopped it: its index is past the data (i >= n)
    OutOfRange, // no guard: it writes past the data (the classic bug)
};

// Everything the animation, the CLI and the tests say about one thread.
struct ThreadRecord
{
    Dim3 blockIdx;
    Dim3 threadIdx;
    int64_t tid = 0; // linear id inside the block: x + y*bx + z*bx*by
    int64_t warp = 0; // tid / warpSize
    int64_t lane = 0; // tid % warpSize
    int64_t globalId = 0; // linear id in the launch: blockLinear * threadsPerBlock + tid
    std::vector<int64_t> elements; // linear element indices it writes, in order (maybe only the first few)
    int64_t elementCount = 0; // how many it writes in all
    ThreadState state = ThreadState::Idle;
    bool active() const { return state == ThreadState::Active; }
};

// One thread as ThreadMapping::forEachThread hands it over.
struct ThreadVisit
{
    int64_t globalId = 0;
    int64_t block = 0; // linear block index
    int64_t tid = 0; // linear id inside the block
    ThreadState state = ThreadState::Idle;
    int64_t element = -1; // the (first) element it writes, or -1 when the guard stops it
};

// The index arithmetic of the teaching kernels, computed for any thread on demand, so a
// launch of 10^6 threads costs no memory. Threads are numbered in launch order: block by
// block (x fastest, then y, then z), and inside a block by tid.
class ThreadMapping
{
public:
    ThreadMapping() = default;
    ThreadMapping(MappingKind kind, ProblemShape problem, LaunchConfig launch, bool guard = true, int warpSize = 32);

    MappingKind kind() const { return m_kind; }
    const ProblemShape& problem() const { return m_problem; }
    const LaunchConfig& launch() const { return m_launch; }
    bool guard() const { return m_guard; }
    int warpSize() const { return m_warpSize; }
    int64_t threadCount() const { return m_launch.totalThreads(); }
    int64_t elementCount() const { return m_problem.elementCount(m_kind); }

    // The thread's record with at most `maxElements` of its elements listed (a grid-stride
    // thread may visit 10^9; elementCount has them all, computed, not collected).
    ThreadRecord record(int64_t globalId, int64_t maxElements = kSaturatedCount) const;
    Dim3 blockIdx(int64_t globalId) const;
    Dim3 threadIdx(int64_t globalId) const;
    ThreadState state(int64_t globalId) const;

    // Calls f(element, inRange) for every element the thread writes (in range or, without
    // the guard, out of range), in order. Allocation-free: the painter calls it per cell.
    template <class F> void forEachElement(int64_t globalId, F&& f) const;

    // Calls f(const ThreadVisit&) for threads [first, last) in launch order, their coordinates
    // counted up instead of divided out: the whole-picture path at 10^6 threads. A grid-stride
    // thread's further elements come from forEachElement.
    template <class F> void forEachThread(int64_t first, int64_t last, F&& f) const;

    // How many threads reach an element inside the data (exactly, without visiting them).
    int64_t activeThreadCount() const;

    // The first thread (in launch order) that writes this in-range element, or -1.
    int64_t ownerOf(int64_t element) const;

    // The substituted formulas for one thread, line by line, e.g.
    // "i = blockIdx.x * blockDim.x + threadIdx.x = 2 * 256 + 17 = 529".
    QStringList explain(int64_t globalId) const;

private:
    struct Coord
    {
        int64_t x, y, z;
    };
    Coord globalCoord(int64_t globalId) const; // blockIdx * blockDim + threadIdx per axis
    bool inRange(const Coord& c) const
    {
        switch (m_kind) {
        case MappingKind::Linear1D:
        case MappingKind::GridStride1D:
            return c.x < m_problem.n;
        case MappingKind::Matrix2D:
            return c.y < m_problem.rows && c.x < m_problem.cols;
        case MappingKind::Volume3D:
            return c.x < m_problem.nx && c.y < m_problem.ny && c.z < m_problem.nz;
        }
        return false;
    }
    int64_t linearElement(const Coord& c) const
    {
        switch (m_kind) {
        case MappingKind::Linear1D:
        case MappingKind::GridStride1D:
            return c.x;
        case MappingKind::Matrix2D:
            return c.y * m_problem.cols + c.x; // row * cols + col
        case MappingKind::Volume3D:
            return (c.z * m_problem.ny + c.y) * m_problem.nx + c.x;
        }
        return -1;
    }

    MappingKind m_kind = MappingKind::Linear1D;
    ProblemShape m_problem;
    LaunchConfig m_launch;
    bool m_guard = true;
    int m_warpSize = 32;
};

template <class F> void ThreadMapping::forEachElement(int64_t globalId, F&& f) const
{
    const Coord c = globalCoord(globalId);
    if (m_kind == MappingKind::GridStride1D) {
        // for (i = index; i < n; i += stride): the loop condition is the guard.
        const int64_t stride = m_launch.grid.x * m_launch.block.x;
        for (int64_t i = c.x; i < m_problem.n; i += stride)
            f(i, true);
        return;
    }
    const bool ok = inRange(c);
    if (ok || !m_guard)
        f(linearElement(c), ok);
}

template <class F> void ThreadMapping::forEachThread(int64_t first, int64_t last, F&& f) const
{
    first = std::max<int64_t>(first, 0);
    last = std::min(last, threadCount());
    if (first >= last)
        return;
    const Dim3& bd = m_launch.block;
    const Dim3& g = m_launch.grid;
    const int64_t perBlock = m_launch.threadsPerBlock();
    ThreadVisit v;
    v.block = first / perBlock;
    v.tid = first % perBlock;
    Dim3 bi { v.block % g.x, (v.block / g.x) % g.y, v.block / (g.x * g.y) };
    Dim3 ti { v.tid % bd.x, (v.tid / bd.x) % bd.y, v.tid / (bd.x * bd.y) };
    for (v.globalId = first; v.globalId < last; ++v.globalId) {
        const Coord c { bi.x * bd.x + ti.x, bi.y * bd.y + ti.y, bi.z * bd.z + ti.z };
        const bool ok = inRange(c);
        v.state = ok ? ThreadState::Active : m_guard ? ThreadState::Idle : ThreadState::OutOfRange;
        v.element = ok || !m_guard ? linearElement(c) : -1;
        f(static_cast<const ThreadVisit&>(v));
        if (++v.tid == perBlock) {
            v.tid = 0;
            ti = { 0, 0, 0 };
            ++v.block;
            if (++bi.x == g.x) {
                bi.x = 0;
                if (++bi.y == g.y) {
                    bi.y = 0;
                    ++bi.z;
                }
            }
        } else if (++ti.x == bd.x) {
            ti.x = 0;
            if (++ti.y == bd.y) {
                ti.y = 0;
                ++ti.z;
            }
        }
    }
}

// Short names for JSON and the CLI: vecadd, matadd, 3d, grid-stride.
QString mappingKindKey(MappingKind kind);

} // namespace cvz
