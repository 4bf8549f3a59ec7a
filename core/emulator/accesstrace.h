#pragma once

#include <QString>
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
    uint32_t phase = 0; // how many __syncthreads() the thread had passed
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

    int64_t threadCount() const { return static_cast<int64_t>(m_offsets.empty() ? 0 : m_offsets.size() - 1); }
    int64_t accessCount() const { return static_cast<int64_t>(m_accesses.size()); }
    std::span<const MemoryAccess> accessesOf(int64_t thread) const;
    std::span<const MemoryAccess> all() const { return m_accesses; }
    int arrayIndex(const QString& name) const; // -1 when absent

    // Builds the per-thread index from accesses in any order (stable within a thread).
    void assign(std::vector<MemoryAccess> accesses, int64_t threadCount);

private:
    std::vector<MemoryAccess> m_accesses;
    std::vector<size_t> m_offsets; // thread t owns [m_offsets[t], m_offsets[t+1])
};

} // namespace cvz
