// The emulated runtime's memory calls: allocations, copies, memsets, symbols and mapped host memory.
#include "programstate.h"

#include "runtime.h"

#include <algorithm>
#include <cstring>
#include <dlfcn.h>
#include <limits>
#include <sys/mman.h>
#include <tuple>
#include <unistd.h>

using namespace cvz;

namespace {
// A call's size as the timeline records it: a size past any memory stays past it (not negative).
qint64 recordedBytes(size_t bytes)
{
    return bytes > size_t(std::numeric_limits<qint64>::max()) ? std::numeric_limits<qint64>::max() : qint64(bytes);
}

// Whether every page of [begin, begin + bytes) is mapped in this process (mincore says ENOMEM
// for a page that is not), read a few thousand pages at a time.
bool mappedRange(uintptr_t begin, size_t bytes)
{
    const auto page = uintptr_t(sysconf(_SC_PAGESIZE));
    if (begin + bytes < begin)
        return false;
    unsigned char pages[4096];
    for (uintptr_t at = begin & ~(page - 1); at < begin + bytes; at += sizeof pages * page) {
        const size_t length = std::min<uintptr_t>(sizeof pages * page, begin + bytes - at);
        if (mincore(reinterpret_cast<void*>(at), length, pages) != 0)
            return false;
    }
    return true;
}
} // namespace

CVZ_EXPORT int cvz_rt_alloc(void** pointer, size_t bytes, int kind, const char* name, int line)
{
    const KernelCallGuard turn;
    Program& p = program();
    const QString callName = kind == kPinned ? QStringLiteral("cudaMallocHost")
        : kind == kManaged                   ? QStringLiteral("cudaMallocManaged")
                                             : QStringLiteral("cudaMalloc");
    if (const int sticky = enter("cudaMalloc"))
        return fail(sticky);
    if (!pointer)
        return fail(InvalidValue);
    const QString label = allocationName(name, line);
    const bool onDevice = kind != kPinned;
    // Unsigned: a negative size asked for (n = -1 times sizeof) is far past the budget. Page-locked
    // host memory has the same bound.
    if (bytes > size_t(p.deviceBudget() - (onDevice ? p.deviceBytes : 0))) {
        addFinding(ProgramProblem::DeviceMemoryBudget, line,
            { QString::number(bytes), QString::number(p.deviceBytes), QString::number(p.deviceBudget()), callName });
        *pointer = nullptr;
        ProgramCall failed = makeCall(ProgramCallKind::Malloc, line, qint64(bytes), MemoryAllocation, false, 0, label);
        failed.memoryKind = kind;
        addCall(failed);
        return fail(MemoryAllocation);
    }
    if (p.liveAllocations >= kMaxProgramAllocations) {
        addFinding(ProgramProblem::AllocationCount, line, { QString::number(kMaxProgramAllocations), callName });
        *pointer = nullptr;
        return fail(MemoryAllocation);
    }
    auto al = std::make_unique<Allocation>();
    al->memory = allocateGuarded(bytes, kProgramGuardBytes);
    if (!al->memory.data) { // the helper's address space is spent
        addFinding(ProgramProblem::DeviceMemoryBudget, line,
            { QString::number(bytes), QString::number(p.deviceBytes), QString::number(p.deviceBudget()), callName });
        *pointer = nullptr;
        return fail(MemoryAllocation);
    }
    ++p.liveAllocations;
    // cudaMalloc's memory holds whatever was there before: here 0xFF bytes, as shared memory's.
    if (kind == kDevice)
        std::memset(al->memory.data, 0xff, bytes);
    al->name = label;
    al->kind = kind;
    al->line = line;
    *pointer = al->memory.data;
    p.byMapping[reinterpret_cast<uintptr_t>(al->memory.mapping)] = al.get();
    p.gapBegin = p.gapEnd = 0;
    p.allocations.push_back(std::move(al));
    if (onDevice)
        p.deviceBytes += qint64(bytes);
    ProgramCall call = makeCall(ProgramCallKind::Malloc, line, qint64(bytes), Success, false, 0, label);
    call.memoryKind = kind;
    addCall(call);
    return Success;
}

CVZ_EXPORT int cvz_rt_free(void* pointer, int kind, int line)
{
    const KernelCallGuard turn;
    Program& p = program();
    // In a kernel's thread only the destructor of a kernel argument's copy calls it (CUDA by
    // Example's Lock): nvcc compiles no host call into device code and runs no argument's destructor
    // on the device, so a GPU never makes this call. The launch's own copy is destroyed on the host.
    if (onKernelThread())
        return Success;
    if (const int sticky = enter("cudaFree"))
        return fail(sticky);
    if (!pointer)
        return Success;
    Allocation* al = allocationAt(reinterpret_cast<uintptr_t>(pointer));
    if (!al || al->memory.data != pointer || (al->kind == kPinned) != (kind == kPinned)) {
        addFinding(ProgramProblem::InvalidPointer, line,
            { QString::fromLatin1(kind == kPinned ? "cudaFreeHost" : "cudaFree") });
        return fail(InvalidValue);
    }
    if (al->freed) {
        addFinding(ProgramProblem::UseAfterFree, line, { al->name, QString::number(al->freedLine), QString() });
        return fail(InvalidValue);
    }
    synchronised(); // cudaFree waits for the device
    al->freed = true;
    al->freedLine = line;
    --p.liveAllocations;
    if (al->kind != kPinned)
        p.deviceBytes -= qint64(al->memory.bytes);
    keepFreed(*al);
    ProgramCall call = makeCall(ProgramCallKind::Free, line, qint64(al->memory.bytes), Success, false, 0, al->name);
    call.memoryKind = al->kind;
    addCall(call);
    return Success;
}

namespace {
// A copy's checks, shared by the 1D and 2D copies: the stream, the direction (cudaMemcpyDefault
// resolved from the pointers) and that `dstExtent` bytes at dst and `srcExtent` at src lie in
// device memory where the direction says device. Sets call.kind; returns the error or Success.
int checkCopy(ProgramCall& call, void* dst, size_t dstExtent, const void* src, size_t srcExtent, int& direction,
    void* stream, const char* name, int line)
{
    if (!validStream(stream)) // a handle no cudaStreamCreate made
        return fail(InvalidResourceHandle);
    if (direction == 4) // cudaMemcpyDefault: from the pointers, as unified addressing does
        direction = isDevice(src) ? (isDevice(dst) ? 3 : 2) : (isDevice(dst) ? 1 : 0);
    if (direction < 0 || direction > 3)
        return fail(InvalidMemcpyDirection);
    static constexpr ProgramCallKind kinds[] = { ProgramCallKind::CopyHostToHost, ProgramCallKind::CopyHostToDevice,
        ProgramCallKind::CopyDeviceToHost, ProgramCallKind::CopyDeviceToDevice };
    call.kind = kinds[direction];
    const bool toDevice = direction == 1 || direction == 3, fromDevice = direction == 2 || direction == 3;
    for (const auto& [pointer, extent, device] : { std::tuple { static_cast<const void*>(dst), dstExtent, toDevice },
             std::tuple { src, srcExtent, fromDevice } }) {
        if (device) {
            if (const DeviceRange d = deviceRange(pointer, extent, name, line, true); d.error)
                return d.error;
        } else if (deviceOnly(pointer)) { // a device pointer where the kind says host
            addFinding(ProgramProblem::InvalidPointer, line, { QString::fromLatin1(name) });
            return fail(InvalidValue);
        }
    }
    if (std::max(dstExtent, srcExtent) > size_t(std::numeric_limits<qint64>::max())) // a size no memory has
        return fail(InvalidValue);
    return Success;
}

// The copy done: its modelled time on the clock, the wait or the pending host range, the call kept.
void finishCopy(ProgramCall& call, void* dst, size_t dstExtent, size_t bytes, int direction, bool async, int line)
{
    Program& p = program();
    call.modelledSeconds = direction == 0 ? 0.0
        : direction == 3                  ? modelledCopySeconds(*p.gpu, 2 * qint64(bytes), false)
                                          : modelledCopySeconds(*p.gpu, qint64(bytes), true);
    p.clock += call.modelledSeconds;
    if (!async)
        synchronised(); // a copy on the default stream waits for the work before it
    else if (direction == 2 && p.pendingCopies.size() < kMaxPendingCopies) // checked on every host access
        p.pendingCopies.push_back(
            { reinterpret_cast<uintptr_t>(dst), reinterpret_cast<uintptr_t>(dst) + dstExtent, line });
    addCall(call);
}
} // namespace

CVZ_EXPORT int cvz_rt_copy(void* dst, const void* src, size_t bytes, int direction, void* stream, int async, int line)
{
    const KernelCallGuard turn;
    ProgramCall call = makeCall(ProgramCallKind::CopyHostToDevice, line, recordedBytes(bytes), Success, async != 0,
        int(reinterpret_cast<intptr_t>(stream)));
    if (const int sticky = enter("cudaMemcpy")) {
        call.error = sticky;
        addCall(call);
        return fail(sticky);
    }
    call.error
        = checkCopy(call, dst, bytes, src, bytes, direction, stream, async ? "cudaMemcpyAsync" : "cudaMemcpy", line);
    if (call.error != Success) {
        addCall(call);
        return call.error;
    }
    if (bytes > 0)
        std::memmove(dst, src, bytes);
    finishCopy(call, dst, bytes, bytes, direction, async != 0, line);
    return Success;
}

// cudaMemcpy2D: `height` rows of `width` bytes, `spitch` apart at src and `dpitch` apart at dst;
// one call, whose rows must each lie in one allocation (the extent from the first row's start to
// the last row's end is checked).
CVZ_EXPORT int cvz_rt_copy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
    int direction, void* stream, int async, int line)
{
    const KernelCallGuard turn;
    size_t bytes = 0, dstExtent = 0, srcExtent = 0;
    const bool tooLarge = __builtin_mul_overflow(width, height, &bytes)
        || (height > 0
            && (__builtin_mul_overflow(dpitch, height - 1, &dstExtent)
                || __builtin_add_overflow(dstExtent, width, &dstExtent)
                || __builtin_mul_overflow(spitch, height - 1, &srcExtent)
                || __builtin_add_overflow(srcExtent, width, &srcExtent)));
    ProgramCall call = makeCall(ProgramCallKind::CopyHostToDevice, line, recordedBytes(tooLarge ? 0 : bytes), Success,
        async != 0, int(reinterpret_cast<intptr_t>(stream)));
    if (const int sticky = enter("cudaMemcpy2D")) {
        call.error = sticky;
        addCall(call);
        return fail(sticky);
    }
    if (width > dpitch || width > spitch) // a row wider than the pitch overlaps the next: CUDA refuses it
        call.error = fail(InvalidPitchValue);
    else if (tooLarge)
        call.error = fail(InvalidValue);
    else
        call.error = checkCopy(call, dst, dstExtent, src, srcExtent, direction, stream,
            async ? "cudaMemcpy2DAsync" : "cudaMemcpy2D", line);
    if (call.error != Success) {
        addCall(call);
        return call.error;
    }
    for (size_t row = 0; row < height && width > 0; ++row)
        std::memmove(static_cast<char*>(dst) + row * dpitch, static_cast<const char*>(src) + row * spitch, width);
    finishCopy(call, dst, dstExtent, bytes, direction, async != 0, line);
    return Success;
}

CVZ_EXPORT int cvz_rt_set(void* dst, int value, size_t bytes, void* stream, int async, int line)
{
    const KernelCallGuard turn;
    Program& p = program();
    ProgramCall call = makeCall(ProgramCallKind::Memset, line, recordedBytes(bytes), Success, async != 0,
        int(reinterpret_cast<intptr_t>(stream)));
    if (const int sticky = enter("cudaMemset")) {
        call.error = sticky;
        addCall(call);
        return fail(sticky);
    }
    if (!validStream(stream)) {
        call.error = fail(InvalidResourceHandle);
        addCall(call);
        return call.error;
    }
    // Page-locked host memory is the device's too, at the same address (unified addressing): a
    // GPU sets it as it sets device memory.
    if (const DeviceRange d = deviceRange(dst, bytes, "cudaMemset", line, true); d.error) {
        call.error = d.error;
        addCall(call);
        return d.error;
    }
    std::memset(dst, value, bytes);
    call.modelledSeconds = modelledCopySeconds(*p.gpu, qint64(bytes), false);
    p.clock += call.modelledSeconds;
    addCall(call);
    return Success;
}

CVZ_EXPORT int cvz_rt_symbol(
    void* symbol, size_t symbolBytes, void* host, size_t bytes, size_t offset, int toSymbol, int direction, int line)
{
    const KernelCallGuard turn;
    Program& p = program();
    if (const int sticky = enter("cudaMemcpyToSymbol"))
        return fail(sticky);
    const char* call = toSymbol ? "cudaMemcpyToSymbol" : "cudaMemcpyFromSymbol";
    const auto at = reinterpret_cast<uintptr_t>(symbol);
    if (at < p.module.base || at >= p.module.end)
        return fail(InvalidSymbol);
    Dl_info info {};
    const QString name
        = dladdr(symbol, &info) && info.dli_sname ? QString::fromLatin1(info.dli_sname) : QStringLiteral("symbol");
    if (offset > symbolBytes || bytes > symbolBytes - offset) {
        addFinding(ProgramProblem::CopyOutOfRange, line,
            { name, QString::number(symbolBytes), QString::number(offset), QString::number(bytes),
                QString::fromLatin1(call) });
        return fail(InvalidValue);
    }
    const bool hostSide = direction != 3;
    if (hostSide && isDevice(host)) {
        addFinding(ProgramProblem::InvalidPointer, line, { QString::fromLatin1(call) });
        return fail(InvalidValue);
    }
    if (!hostSide)
        if (const DeviceRange d = deviceRange(host, bytes, call, line); d.error)
            return d.error;
    char* inSymbol = static_cast<char*>(symbol) + offset;
    std::memmove(toSymbol ? inSymbol : host, toSymbol ? host : inSymbol, bytes);
    ProgramCall done
        = makeCall(hostSide ? (toSymbol ? ProgramCallKind::CopyHostToDevice : ProgramCallKind::CopyDeviceToHost)
                            : ProgramCallKind::CopyDeviceToDevice,
            line, qint64(bytes), Success, false, 0, name);
    done.modelledSeconds = modelledCopySeconds(*p.gpu, qint64(bytes), hostSide);
    p.clock += done.modelledSeconds;
    synchronised();
    addCall(done);
    return Success;
}

CVZ_EXPORT int cvz_rt_host_register(int op, void* pointer, size_t bytes, void** device, int)
{
    const KernelCallGuard turn;
    Program& p = program();
    if (const int sticky = enter("cudaHostRegister"))
        return fail(sticky);
    const auto a = reinterpret_cast<uintptr_t>(pointer);
    if (op == 3) { // cudaGetSymbolAddress: a __device__ variable's extent, device memory for copies
        const Runtime& rt = runtime();
        if (a < rt.moduleBase || a >= rt.moduleEnd || bytes > rt.moduleEnd - a)
            return fail(InvalidValue); // not the module's variable
        if (p.symbols.size() < kMaxSymbolRanges
            && std::find(p.symbols.begin(), p.symbols.end(), std::pair { a, a + bytes }) == p.symbols.end())
            p.symbols.push_back({ a, a + bytes });
        return Success;
    }
    if (op == 0) { // register: memory the process has, every page of it
        if (!pointer || bytes == 0 || isDevice(pointer) || !mappedRange(a, bytes))
            return fail(InvalidValue);
        p.registered.push_back({ a, a + bytes });
        return Success;
    }
    const auto found = std::find_if(p.registered.begin(), p.registered.end(),
        [&](const auto& r) { return op == 1 ? r.first == a : a >= r.first && a < r.second; });
    const Allocation* al = allocationAt(a);
    const bool pinned = al && al->kind == kPinned && !al->freed;
    if (op == 1) { // unregister
        if (found == p.registered.end())
            return fail(InvalidValue);
        p.registered.erase(found);
        return Success;
    }
    if (!device || (found == p.registered.end() && !pinned)) // the device pointer of mapped host memory
        return fail(InvalidValue);
    *device = pointer;
    return Success;
}
