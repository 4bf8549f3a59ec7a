// Who touched each element of one traced array: what the playground's picture draws (which
// thread touched which element, in launch order) and what its tooltips say.
#pragma once

#include "emulator/accesstrace.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace cvz {

// The most elements a picture draws: 16 MB of touches, computed on the GUI thread in a few ms.
constexpr int64_t kMaxDrawnElements = int64_t(1) << 22;

struct ElementTouches
{
    int64_t size = 0; // the array's elements drawn: all of them, or the first kMaxDrawnElements
    int64_t arraySize = 0; // the array's elements
    int64_t pastEnd
        = 0; // elements past the end that out-of-bounds accesses reached (drawn after it, when all are drawn)
    std::vector<int32_t> firstThread; // per element (and past the end): the first thread to touch it, -1: none
    std::vector<int32_t> lastWriter; // the last thread to write it (launch order), -1: none
    std::vector<uint8_t> written; // 1 when any thread wrote it
    std::vector<uint16_t> writeSite; // the site of the last write (valid where lastWriter >= 0)
};

// Negative out-of-bounds elements (before element 0) are not drawn.
ElementTouches elementTouches(const AccessTrace& trace, uint16_t array);

struct UserRun;
// One thread as the formula panel shows it: its coordinates and, in program order, every
// access it made (at most `limit`), with lines: "read A[700] (line 7), ...".
QString threadAccessesText(const UserRun& run, int64_t thread, int limit = 24);

} // namespace cvz
