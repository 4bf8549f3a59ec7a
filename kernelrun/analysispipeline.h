// A traced launch's analysis on a second core: while block k + 1 runs, block k's accesses are
// analysed (and the first ones kept for the picture) on a thread of their own, in block order,
// so the result is the same as analysing each block as it ends. Two buffers of accesses at most
// are in flight: a block that ends while both are taken waits for the analysis.
#pragma once

#include "emulator/accesstrace.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <pthread.h>
#include <span>
#include <vector>

namespace cvz {

class AnalysisPipeline
{
public:
    using Work
        = std::function<void(int64_t block, std::span<const MemoryAccess> accesses, size_t siteCount, bool traced)>;
    static constexpr size_t kBuffers = 2;

    explicit AnalysisPipeline(Work work);
    ~AnalysisPipeline();
    AnalysisPipeline(const AnalysisPipeline&) = delete;
    AnalysisPipeline& operator=(const AnalysisPipeline&) = delete;

    // Whether the thread started (the helper's thread limit or the sandbox may refuse it): when it
    // did not, push runs the work at once.
    bool started() const { return m_started; }
    // A copy of the block's accesses goes to the analysis; waits while every buffer is taken.
    void push(int64_t block, std::span<const MemoryAccess> accesses, size_t siteCount, bool traced);
    // Waits until every block pushed is analysed; rethrows what the analysis threw.
    void drain();

private:
    struct Item
    {
        int64_t block = 0;
        std::vector<MemoryAccess> accesses;
        size_t siteCount = 0;
        bool traced = true;
    };
    static void* main(void* self);
    void loop();

    Work m_work;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Item> m_queue;
    std::vector<std::vector<MemoryAccess>> m_free; // buffers back from the analysis, capacity kept
    size_t m_buffers = 0; // made so far, at most kBuffers
    bool m_busy = false; // the thread analyses a block now
    bool m_stop = false;
    std::exception_ptr m_error;
    pthread_t m_thread {};
    bool m_started = false;
};

} // namespace cvz
