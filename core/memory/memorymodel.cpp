#include "memorymodel.h"

namespace cvz {

namespace {
int64_t roundUp(int64_t value, int64_t to)
{
    return (value + to - 1) / to * to;
}
} // namespace

MemoryLayout::MemoryLayout(const std::vector<TracedArray>& arrays)
{
    int64_t global = 0, shared = 0;
    for (const TracedArray& a : arrays) {
        int64_t& next = a.shared ? shared : global;
        next = roundUp(next, a.shared ? kSharedAlignment : kGlobalAlignment);
        m_bases.push_back(next);
        m_shared.push_back(a.shared ? 1 : 0);
        // Sizes are bounded by the trace budget, far below 2^60 bytes: no overflow.
        next += a.size * kElementBytes;
    }
}

} // namespace cvz
