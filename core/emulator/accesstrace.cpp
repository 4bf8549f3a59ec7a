#include "accesstrace.h"

namespace cvz {

std::span<const MemoryAccess> AccessTrace::accessesOf(int64_t thread) const
{
    if (thread < 0 || thread >= threadCount())
        return {};
    const size_t begin = m_offsets[static_cast<size_t>(thread)];
    const size_t end = m_offsets[static_cast<size_t>(thread) + 1];
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
