#include "animationcursor.h"

#include <algorithm>

namespace cvz {

AnimationCursor::AnimationCursor(int64_t threadCount, int64_t threadsPerBlock, int warpSize)
    : m_threadCount(std::max<int64_t>(0, threadCount))
    , m_threadsPerBlock(std::max<int64_t>(1, threadsPerBlock))
    , m_warpSize(std::max(1, warpSize))
{ }

int64_t AnimationCursor::unit() const
{
    switch (m_mode) {
    case StepMode::Thread:
        return 1;
    case StepMode::Warp:
        return m_warpSize;
    case StepMode::Block:
        return m_threadsPerBlock;
    }
    return 1;
}

int64_t AnimationCursor::snap(int64_t thread) const
{
    thread = std::clamp<int64_t>(thread, 0, m_threadCount);
    if (thread >= m_threadCount)
        return m_threadCount;
    const int64_t block = thread / m_threadsPerBlock * m_threadsPerBlock;
    switch (m_mode) {
    case StepMode::Thread:
        return thread;
    case StepMode::Warp: // warps never span blocks: a partial last warp ends at the block's end
        return block + (thread - block) / m_warpSize * m_warpSize;
    case StepMode::Block:
        return block;
    }
    return thread;
}

int64_t AnimationCursor::count() const
{
    if (atEnd())
        return 0;
    const int64_t blockEnd = (m_position / m_threadsPerBlock + 1) * m_threadsPerBlock;
    return std::min({ unit(), blockEnd - m_position, m_threadCount - m_position });
}

void AnimationCursor::setMode(StepMode mode)
{
    m_mode = mode;
    m_position = snap(m_position);
}

void AnimationCursor::stepForward()
{
    if (!atEnd())
        m_position += count();
}

void AnimationCursor::stepBack()
{
    if (m_position > 0)
        m_position = snap(m_position - 1);
}

void AnimationCursor::seek(int64_t thread)
{
    m_position = snap(thread);
}

} // namespace cvz
