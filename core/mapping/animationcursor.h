#pragma once

#include <cstdint>

namespace cvz {

// How far one step of the animation goes.
enum class StepMode
{
    Thread,
    Warp,
    Block
};

// The animation's position: threads [0, position) are done, [position, position + span)
// are the current step, highlighted. Steps follow launch order and never split a warp or
// a block when stepping by those.
class AnimationCursor
{
public:
    AnimationCursor() = default;
    AnimationCursor(int64_t threadCount, int64_t threadsPerBlock, int warpSize = 32);

    int64_t position() const { return m_position; }
    int64_t threadCount() const { return m_threadCount; }
    StepMode mode() const { return m_mode; }
    void setMode(StepMode mode); // snaps the position to the start of its warp/block
    // The current step's threads: [first, first + count).
    int64_t first() const { return m_position; }
    int64_t count() const;
    bool atEnd() const { return m_position >= m_threadCount; }

    void stepForward();
    void stepBack();
    void seek(int64_t thread); // moves to the step that contains this thread
    void reset() { m_position = 0; }

private:
    int64_t unit() const; // threads per step at a full step
    int64_t snap(int64_t thread) const;

    int64_t m_threadCount = 0;
    int64_t m_threadsPerBlock = 1;
    int m_warpSize = 32;
    int64_t m_position = 0;
    StepMode m_mode = StepMode::Thread;
};

} // namespace cvz
