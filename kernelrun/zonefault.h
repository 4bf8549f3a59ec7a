// The fast engine's out-of-bounds check. Its code has no memory hooks, so while a launch may run
// blocks in it the guard zones of the launch's buffers are closed (no access at all): an access
// past a buffer faults, and the SIGSEGV handler asks here first. A fault in a closed zone opens
// that page (the access then lands there, harming nothing, as the tracer's do), and when it came
// from an untraced block it is recorded as that thread's out-of-bounds access, at the faulting
// instruction's line. Later accesses to an opened page are not seen: each page tells once.
#pragma once

#include "guardedbuffer.h"
#include "runtime.h"

#include <cstdint>
#include <vector>

namespace cvz {

// Closes the zones of `buffers` (each with its region in the runtime, same order) while it lives.
class ZoneClosure
{
public:
    ZoneClosure(const std::vector<const GuardedBuffer*>& buffers, const std::vector<Region>& regions);
    ~ZoneClosure();
    ZoneClosure(const ZoneClosure&) = delete;
    ZoneClosure& operator=(const ZoneClosure&) = delete;

private:
    std::vector<const GuardedBuffer*> m_buffers;
};

// From the SIGSEGV handler: whether `address` lies in a closed zone (then handled: the access may
// be retried). `write` and `fetch` (a jump into the zone: never retried) from the fault's error code,
// `pc` the faulting instruction.
bool handleZoneFault(uintptr_t address, uintptr_t pc, bool write, bool fetch);

} // namespace cvz
