#include "zonefault.h"

#include "fastmodule.h"

#include <sys/mman.h>
#include <unistd.h>

namespace cvz {

namespace {
struct ClosedZone
{
    uintptr_t low = 0, high = 0;
    Region region;
};
// Read by the signal handler: written only between launches, on the emulator's thread.
std::vector<ClosedZone> g_zones;
} // namespace

ZoneClosure::ZoneClosure(const std::vector<const GuardedBuffer*>& buffers, const std::vector<Region>& regions)
    : m_buffers(buffers)
{
    g_zones.clear();
    for (size_t k = 0; k < buffers.size() && k < regions.size(); ++k) {
        for (int z = 0; z < 2; ++z)
            if (buffers[k]->zoneHigh[z] > buffers[k]->zoneLow[z])
                g_zones.push_back({ buffers[k]->zoneLow[z], buffers[k]->zoneHigh[z], regions[k] });
        setZonesClosed(*buffers[k], true);
    }
}

ZoneClosure::~ZoneClosure()
{
    g_zones.clear();
    for (const GuardedBuffer* b : m_buffers)
        setZonesClosed(*b, false);
}

bool handleZoneFault(uintptr_t address, uintptr_t pc, bool write, bool fetch)
{
    for (const ClosedZone& z : g_zones) {
        if (address < z.low || address >= z.high)
            continue;
        const auto page = uintptr_t(sysconf(_SC_PAGESIZE));
        // A page that cannot be opened (the process's mappings run out) is a crash, not a loop.
        if (fetch || mprotect(reinterpret_cast<void*>(address / page * page), page, PROT_READ | PROT_WRITE) != 0)
            return false;
        // Only the fast module's own instructions: an access through a hook (a traced block's, an
        // atomic's, a copy's) was recorded before it faulted.
        const unsigned site = fastSite(pc);
        BlockEmulator* emulator = activeEmulator();
        if (site && emulator && !emulator->tracing())
            if (EmuContext* ctx = emulator->currentContext()) {
                const int64_t offset = int64_t(address - z.region.data);
                ctx->recordAccess(z.region.array, offset >> 2, write, true, CallSite { site, 0 });
            }
        return true;
    }
    return false;
}

} // namespace cvz
