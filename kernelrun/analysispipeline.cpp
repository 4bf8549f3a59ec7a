#include "analysispipeline.h"

#include "threadlimit.h"

namespace cvz {

AnalysisPipeline::AnalysisPipeline(Work work)
    : m_work(std::move(work))
{
    m_started = startUncountedThread(&m_thread, &AnalysisPipeline::main, this) == 0;
}

AnalysisPipeline::~AnalysisPipeline()
{
    if (!m_started)
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    pthread_join(m_thread, nullptr);
}

void* AnalysisPipeline::main(void* self)
{
    static_cast<AnalysisPipeline*>(self)->loop();
    return nullptr;
}

void AnalysisPipeline::push(int64_t block, std::span<const MemoryAccess> accesses, size_t siteCount, bool traced)
{
    if (!m_started) {
        m_work(block, accesses, siteCount, traced);
        return;
    }
    std::vector<MemoryAccess> buffer;
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_free.empty() || m_buffers < kBuffers; });
        if (m_free.empty())
            ++m_buffers;
        else {
            buffer = std::move(m_free.back());
            m_free.pop_back();
        }
    }
    buffer.assign(accesses.begin(), accesses.end()); // into pages the last block touched
    {
        std::lock_guard lock(m_mutex);
        m_queue.push_back({ block, std::move(buffer), siteCount, traced });
    }
    m_changed.notify_all();
}

void AnalysisPipeline::drain()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_queue.empty() && !m_busy; });
    if (m_error) {
        const std::exception_ptr error = m_error;
        m_error = nullptr;
        std::rethrow_exception(error);
    }
}

void AnalysisPipeline::loop()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_stop || !m_queue.empty(); });
        if (m_queue.empty())
            return; // stopped, with nothing left
        Item item = std::move(m_queue.front());
        m_queue.pop_front();
        m_busy = true;
        lock.unlock();
        try {
            if (!m_error)
                m_work(item.block, item.accesses, item.siteCount, item.traced);
        } catch (...) {
            m_error = std::current_exception(); // read under the lock, after m_busy falls
        }
        item.accesses.clear();
        lock.lock();
        m_free.push_back(std::move(item.accesses));
        m_busy = false;
        m_changed.notify_all();
    }
}

} // namespace cvz
