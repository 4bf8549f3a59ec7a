// Memory the helper gives a kernel: a buffer with a guard zone on each side (an out-of-bounds
// access lands there, is recorded and harms nothing) and an inaccessible page beyond each zone
// (a wild access faults: a crash).
#pragma once

#include <cstddef>
#include <cstdint>

namespace cvz {

// The buffer ends where its zone after it starts (to 16 bytes, CUDA's widest access): an access
// just past the end lands in that zone's first page, which the fast engine's launches make
// inaccessible (zonefault.h).
struct GuardedBuffer
{
    char* mapping = nullptr;
    size_t mapped = 0;
    char* data = nullptr;
    size_t bytes = 0;
    size_t guard = 0;
    // The two zones, page-aligned: [zoneLow[k], zoneHigh[k]).
    uintptr_t zoneLow[2] = {}, zoneHigh[2] = {};
};

// Guard zones of four times the buffer's size, at least `minGuard` and at most 256 MiB (address
// space only: the pages are not reserved). No data when the mapping fails.
GuardedBuffer allocateGuarded(size_t bytes, size_t minGuard = size_t(1) << 20);
void releaseGuarded(GuardedBuffer& buffer);
// Makes both zones inaccessible (`closed`) or readable and writable again.
void setZonesClosed(const GuardedBuffer& buffer, bool closed);

} // namespace cvz
