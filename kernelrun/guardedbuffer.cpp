#include "guardedbuffer.h"

#include <algorithm>
#include <sys/mman.h>
#include <unistd.h>

namespace cvz {

GuardedBuffer allocateGuarded(size_t bytes, size_t minGuard)
{
    const size_t page = size_t(sysconf(_SC_PAGESIZE));
    const auto round = [&](size_t n) { return (n + page - 1) / page * page; };
    GuardedBuffer b;
    b.bytes = bytes;
    b.guard = round(std::clamp<size_t>(bytes * 4, minGuard, size_t(256) << 20));
    const size_t body = round(std::max<size_t>(bytes, 1));
    b.mapped = page + b.guard + body + b.guard + page;
    void* p = mmap(nullptr, b.mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return {};
    b.mapping = static_cast<char*>(p);
    mprotect(b.mapping, page, PROT_NONE);
    mprotect(b.mapping + b.mapped - page, page, PROT_NONE);
    char* const bodyEnd = b.mapping + page + b.guard + body;
    b.data = bodyEnd - (bytes + 15) / 16 * 16; // 16-byte aligned, as close to the zone after it as that allows
    b.zoneLow[0] = uintptr_t(b.mapping) + page;
    b.zoneHigh[0] = b.zoneLow[0] + b.guard + body - round((bytes + 15) / 16 * 16); // to data's page
    b.zoneLow[1] = uintptr_t(bodyEnd);
    b.zoneHigh[1] = b.zoneLow[1] + b.guard;
    return b;
}

void releaseGuarded(GuardedBuffer& buffer)
{
    if (buffer.mapping)
        munmap(buffer.mapping, buffer.mapped);
    buffer = {};
}

void setZonesClosed(const GuardedBuffer& buffer, bool closed)
{
    if (!buffer.mapping)
        return;
    for (int k = 0; k < 2; ++k)
        if (buffer.zoneHigh[k] > buffer.zoneLow[k])
            mprotect(reinterpret_cast<void*>(buffer.zoneLow[k]), buffer.zoneHigh[k] - buffer.zoneLow[k],
                closed ? PROT_NONE : PROT_READ | PROT_WRITE);
}

} // namespace cvz
