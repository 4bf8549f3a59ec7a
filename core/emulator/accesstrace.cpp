#include "accesstrace.h"

#include <algorithm>

namespace cvz {

std::span<const MemoryAccess> AccessTrace::accessesOf(int64_t thread) const
{
    if (thread < 0 || thread >= threadCount() || m_offsets.empty())
        return {};
    size_t k = static_cast<size_t>(thread);
    if (!m_threads.empty()) {
        const auto it = std::lower_bound(m_threads.begin(), m_threads.end(), thread);
        if (it == m_threads.end() || *it != thread)
            return {};
        k = static_cast<size_t>(it - m_threads.begin());
    }
    const size_t begin = m_offsets[k];
    const size_t end = m_offsets[k + 1];
    return std::span<const MemoryAccess>(m_accesses).subspan(begin, end - begin);
}

int AccessTrace::arrayIndex(const QString& name) const
{
    for (size_t i = 0; i < arrays.size(); ++i)
        if (arrays[i].name == name)
            return static_cast<int>(i);
    return -1;
}

void AccessTrace::assign(std::vector<MemoryAccess> accesses, int64_t threadCount)
{
    m_threadCount = std::max<int64_t>(threadCount, 0);
    m_threads.clear();
    m_offsets.clear();
    m_accesses.clear();
    // An access of a thread outside the launch has no place in the index.
    std::erase_if(accesses, [&](const MemoryAccess& a) { return a.thread < 0 || a.thread >= threadCount; });
    if (threadCount <= 0)
        return;
    if (static_cast<uint64_t>(threadCount) > 2 * static_cast<uint64_t>(accesses.size()) + 65536) {
        // Sparse: sorted (stably: program order inside a thread survives), then indexed by the
        // threads that made an access.
        m_accesses = std::move(accesses);
        std::stable_sort(m_accesses.begin(), m_accesses.end(),
            [](const MemoryAccess& a, const MemoryAccess& b) { return a.thread < b.thread; });
        for (size_t k = 0; k < m_accesses.size(); ++k)
            if (k == 0 || m_accesses[k].thread != m_accesses[k - 1].thread) {
                m_threads.push_back(m_accesses[k].thread);
                m_offsets.push_back(k);
            }
        m_offsets.push_back(m_accesses.size());
        if (m_threads.empty()) // no access at all: an empty index, still sparse
            m_threads.push_back(-1);
        return;
    }
    // Counting sort by thread: O(n), and stable, so program order inside a thread survives.
    m_offsets.assign(static_cast<size_t>(threadCount) + 1, 0);
    for (const MemoryAccess& a : accesses)
        ++m_offsets[static_cast<size_t>(a.thread) + 1];
    for (size_t t = 1; t < m_offsets.size(); ++t)
        m_offsets[t] += m_offsets[t - 1];
    m_accesses.resize(accesses.size());
    std::vector<size_t> next(m_offsets.begin(), m_offsets.end() - 1);
    for (const MemoryAccess& a : accesses)
        m_accesses[next[static_cast<size_t>(a.thread)]++] = a;
}

} // namespace cvz
