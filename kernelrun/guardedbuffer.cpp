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
    b.data = b.mapping + page + b.guard;
    return b;
}

void releaseGuarded(GuardedBuffer& buffer)
{
    if (buffer.mapping)
        munmap(buffer.mapping, buffer.mapped);
    buffer = {};
}

} // namespace cvz
