#include "program.h"

#include "guardedbuffer.h"
#include "launchrun.h"
#include "moduleinfo.h"
#include "playground/program/gpumodel.h"
#include "playground/source/userlaunch.h"
#include "runtime.h"
#include "sandbox.h"

#include <QElapsedTimer>
#include <QFile>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <map>
#include <memory>
#include <sys/mman.h>
#include <unistd.h>

using namespace cvz;

namespace {

// CUDA's error numbers, as the playground's cuda_runtime.h declares them.
enum CudaError : int
{
    Success = 0,
    InvalidValue = 1,
    MemoryAllocation = 2,
    InvalidConfiguration = 9,
    InvalidSymbol = 13,
    InvalidMemcpyDirection = 21,
    InvalidDevice = 101,
    InvalidResourceHandle = 400,
    NotReady = 600,
    IllegalAddress = 700,
    AssertFailed = 710,
    NotSupported = 801
};
struct ErrorText
{
    int code;
    const char* name;
    const char* text;
};
// CUDA's own names and descriptions, so that a program prints what it would on a GPU.
constexpr ErrorText kErrors[] = {
    { 0, "cudaSuccess", "no error" },
    { 1, "cudaErrorInvalidValue", "invalid argument" },
    { 2, "cudaErrorMemoryAllocation", "out of memory" },
    { 3, "cudaErrorInitializationError", "initialization error" },
    { 9, "cudaErrorInvalidConfiguration", "invalid configuration argument" },
    { 13, "cudaErrorInvalidSymbol", "invalid device symbol" },
    { 17, "cudaErrorInvalidDevicePointer", "invalid device pointer" },
    { 21, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy" },
    { 100, "cudaErrorNoDevice", "no CUDA-capable device is detected" },
    { 101, "cudaErrorInvalidDevice", "invalid device ordinal" },
    { 400, "cudaErrorInvalidResourceHandle", "invalid resource handle" },
    { 600, "cudaErrorNotReady", "device not ready" },
    { 700, "cudaErrorIllegalAddress", "an illegal memory access was encountered" },
    { 701, "cudaErrorLaunchOutOfResources", "too many resources requested for launch" },
    { 702, "cudaErrorLaunchTimeout", "the launch timed out and was terminated" },
    { 710, "cudaErrorAssert", "device-side assert triggered" },
    { 716, "cudaErrorMisalignedAddress", "misaligned address" },
    { 719, "cudaErrorLaunchFailure", "unspecified launch failure" },
    { 801, "cudaErrorNotSupported", "operation not supported" },
    { 999, "cudaErrorUnknown", "unknown error" },
};

constexpr int kDevice = 0, kManaged = 1, kPinned = 2; // the header's cvz_pg::kDevice ...
constexpr size_t kProgramGuardBytes = size_t(64) << 10; // the least guard zone of an allocation
constexpr size_t kMaxPendingCopies = 64; // asynchronous copies to the host watched until a synchronise
constexpr size_t kFiberStackBytes = 256 * 1024; // launchrun.cpp's, for telling a thread's stack apart

struct Allocation
{
    GuardedBuffer memory;
    QString name;
    int kind = kDevice;
    int line = 0;
    bool freed = false;
    int freedLine = 0;
};

struct PendingCopy
{
    uintptr_t begin = 0, end = 0;
    int line = 0;
};

struct Program
{
    bool active = false;
    int resultFd = -1;
    RunRequest request;
    ModuleInfo module;
    GuardedBuffer dynamicShared;
    const ModelGpu* gpu = nullptr;
    std::vector<std::unique_ptr<Allocation>> allocations; // live and freed, in order
    std::map<uintptr_t, Allocation*> byMapping; // by the start of each mapping (guard zones included)
    qint64 deviceBytes = 0; // live device and managed allocations
    qint64 liveAllocations = 0;
    size_t freedMapped = 0; // address space still held by freed allocations (for use-after-free)
    int lastError = Success;
    int stickyError = Success; // an illegal access in a kernel: every later call returns it
    std::vector<double> events; // per event: the modelled time it was recorded at, or -1
    int streams = 0;
    double clock = 0.0; // modelled seconds since the program started
    bool kernelPending = false; // a launch not yet waited for
    int kernelPendingLine = 0;
    std::vector<PendingCopy> pendingCopies; // host memory an asynchronous copy writes
    std::vector<std::pair<uintptr_t, uintptr_t>> registered; // host ranges cudaHostRegister mapped for the device
    // The launch that runs now.
    uintptr_t closureBegin = 0, closureEnd = 0;
    QString kernel;
    bool strayTold = false;
    bool illegal = false;
    qint64 keptAccesses = 0;
    QElapsedTimer started;
    ProgramResult result;
};

Program& program()
{
    static Program p;
    return p;
}

ProgramCall makeCall(
    ProgramCallKind kind, int line, qint64 bytes, int error, bool async, int stream, const QString& name = QString())
{
    ProgramCall c;
    c.kind = kind;
    c.line = line;
    c.bytes = bytes;
    c.error = error;
    c.async = async;
    c.stream = stream;
    c.name = name;
    return c;
}

void addCall(const ProgramCall& call)
{
    ProgramResult& r = program().result;
    ++r.callCount;
    if (r.calls.size() < kMaxProgramCalls)
        r.calls.push_back(call);
}

void addFinding(ProgramProblem kind, int line, QStringList args, uint64_t pc = 0)
{
    ProgramResult& r = program().result;
    ++r.findingCount;
    if (r.findings.size() < kMaxProgramFindings)
        r.findings.push_back({ kind, line, pc, std::move(args) });
}

// An error a call returns, also kept for cudaGetLastError.
int fail(int error)
{
    program().lastError = error;
    return error;
}

// Writes the result and ends the helper: the program called exit(), or a host bug ended it the
// way it would end on a GPU machine (a segmentation fault).
[[noreturn]] void writeAndEnd()
{
    Program& p = program();
    p.active = false;
    p.result.seconds = double(p.started.nsecsElapsed()) * 1e-9;
    p.result.sandboxLayers = sandboxLayerBits();
    std::fflush(nullptr); // the program's output, before the result
    QFile out;
    if (out.open(p.resultFd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle) && writeProgramResult(out, p.result))
        _exit(0);
    static const char message[] = "cudaviz-kernelrun: cannot write the program's result\n";
    [[maybe_unused]] const ssize_t written = write(STDERR_FILENO, message, sizeof message - 1);
    _exit(2);
}

void onExit(int status, void*)
{
    Program& p = program();
    if (!p.active)
        return;
    p.result.finished = true;
    p.result.exitCode = status;
    writeAndEnd();
}

// The allocation whose mapping (guard zones included) holds `a`.
Allocation* allocationAt(uintptr_t a)
{
    Program& p = program();
    auto it = p.byMapping.upper_bound(a);
    if (it == p.byMapping.begin())
        return nullptr;
    --it;
    Allocation* al = it->second;
    const auto begin = reinterpret_cast<uintptr_t>(al->memory.mapping);
    return a < begin + al->memory.mapped ? al : nullptr;
}

int64_t offsetIn(const Allocation& al, uintptr_t a)
{
    return int64_t(a) - int64_t(reinterpret_cast<uintptr_t>(al.memory.data));
}

[[noreturn]] void notInProgram(const char* what)
{
    std::fprintf(stderr, "cudaviz playground: %s is host code, which --kernel does not run\n", what);
    std::abort();
}

uint64_t pcOf(uintptr_t returnAddress)
{
    return moduleOffset(returnAddress - 1);
}

// ---- the hooks: every load and store of the student's code -----------------------------------

void hostAccess(uintptr_t a, size_t, bool write, uintptr_t returnAddress)
{
    Program& p = program();
    if (!p.active)
        return;
    if (Allocation* al = allocationAt(a)) {
        if (al->kind == kDevice) { // a GPU machine ends the program here: a segmentation fault
            addFinding(ProgramProblem::DevicePointerOnHost, 0,
                { al->name, QString::number(offsetIn(*al, a)), write ? QStringLiteral("write") : QStringLiteral("read"),
                    QString::number(al->line) },
                pcOf(returnAddress));
            writeAndEnd();
        }
        if (al->kind == kManaged && p.kernelPending && !write) {
            addFinding(ProgramProblem::ReadBeforeSync, 0, { al->name, QString::number(p.kernelPendingLine) },
                pcOf(returnAddress));
            p.kernelPending = false; // told once per launch
            return;
        }
    }
    for (auto it = p.pendingCopies.begin(); !write && it != p.pendingCopies.end(); ++it)
        if (a >= it->begin && a < it->end) {
            addFinding(
                ProgramProblem::ReadBeforeSync, 0, { QString(), QString::number(it->line) }, pcOf(returnAddress));
            p.pendingCopies.erase(it); // told once per copy
            return;
        }
}

void strayAccess(uintptr_t a, size_t, bool write, uintptr_t returnAddress)
{
    Program& p = program();
    if (!p.active)
        return;
    char probe = 0;
    const auto sp = reinterpret_cast<uintptr_t>(&probe);
    if (a + kFiberStackBytes > sp && a < sp + kFiberStackBytes) // the thread's own stack
        return;
    const Runtime& rt = runtime();
    if (a >= rt.moduleBase && a < rt.moduleEnd) // __device__ and __constant__ variables, literals
        return;
    if (a >= p.closureBegin && a < p.closureEnd) // the launch's arguments, being copied
        return;
    for (const auto& [from, to] : p.registered)
        if (a >= from && a < to)
            return; // host memory cudaHostRegister mapped for the device
    if (Allocation* al = allocationAt(a)) {
        if (al->kind == kPinned)
            return; // page-locked host memory is mapped for the device
        if (al->freed && !p.strayTold) {
            addFinding(ProgramProblem::UseAfterFree, 0, { al->name, QString::number(al->freedLine), p.kernel },
                pcOf(returnAddress));
            p.strayTold = true;
        }
        p.illegal = true;
        return;
    }
    if (!p.strayTold) {
        addFinding(ProgramProblem::HostMemoryInKernel, 0,
            { p.kernel, QString::number(rt.thread.load(std::memory_order_relaxed)),
                write ? QStringLiteral("write") : QStringLiteral("read") },
            pcOf(returnAddress));
        p.strayTold = true;
    }
    p.illegal = true;
}

// A device (or managed) pointer range a call is given: the allocation, or a finding and an error.
struct DeviceRange
{
    Allocation* allocation = nullptr;
    int error = Success;
};
DeviceRange deviceRange(const void* pointer, size_t bytes, const char* call, int line, bool allowPinned = false)
{
    const auto a = reinterpret_cast<uintptr_t>(pointer);
    Allocation* al = allocationAt(a);
    if (al && al->freed) {
        addFinding(ProgramProblem::UseAfterFree, line, { al->name, QString::number(al->freedLine), QString() });
        return { nullptr, fail(InvalidValue) };
    }
    if (!al || (al->kind == kPinned && !allowPinned)) {
        addFinding(ProgramProblem::InvalidPointer, line, { QString::fromLatin1(call) });
        return { nullptr, fail(InvalidValue) };
    }
    const int64_t offset = offsetIn(*al, a);
    // Unsigned, so that a negative count (n = -1 times sizeof) is past the end, not before it.
    if (offset < 0 || bytes > al->memory.bytes || size_t(offset) > al->memory.bytes - bytes) {
        addFinding(ProgramProblem::CopyOutOfRange, line,
            { al->name, QString::number(al->memory.bytes), QString::number(offset), QString::number(bytes),
                QString::fromLatin1(call) });
        return { nullptr, fail(InvalidValue) };
    }
    return { al, Success };
}

// A freed allocation keeps its addresses, so that a later use is told apart (its pages go back to
// the system); past kFreedAddressSpace of them, the oldest are unmapped for good.
constexpr size_t kFreedAddressSpace = size_t(1) << 30;
void keepFreed(Allocation& al)
{
    Program& p = program();
    madvise(al.memory.data, std::max<size_t>(al.memory.bytes, 1), MADV_DONTNEED);
    p.freedMapped += al.memory.mapped;
    for (auto& old : p.allocations) {
        if (p.freedMapped <= kFreedAddressSpace)
            break;
        if (!old->freed || !old->memory.mapping)
            continue;
        p.byMapping.erase(reinterpret_cast<uintptr_t>(old->memory.mapping));
        p.freedMapped -= old->memory.mapped;
        releaseGuarded(old->memory);
    }
}

bool isDevice(const void* pointer)
{
    const Allocation* al = allocationAt(reinterpret_cast<uintptr_t>(pointer));
    return al && al->kind != kPinned;
}

// Memory only the device may touch (cudaMalloc's): not a host pointer in a copy's host side.
// Managed and page-locked memory may be either side, as with unified addressing.
bool deviceOnly(const void* pointer)
{
    const Allocation* al = allocationAt(reinterpret_cast<uintptr_t>(pointer));
    return al && al->kind == kDevice;
}

void synchronised()
{
    Program& p = program();
    p.kernelPending = false;
    p.pendingCopies.clear();
}

int enter(const char* what)
{
    Program& p = program();
    if (!p.active)
        notInProgram(what);
    return p.stickyError;
}

QString allocationName(const char* text, int line)
{
    // "d_a", or what is left of "reinterpret_cast<void**>(&d_a)" or "(void **) &d_a"
    QString name = QString::fromLatin1(text ? text : "").trimmed();
    while (!name.isEmpty() && !(name.back().isLetterOrNumber() || name.back() == u'_' || name.back() == u']'))
        name.chop(1);
    qsizetype start = name.size();
    while (start > 0
        && (name[start - 1].isLetterOrNumber() || name[start - 1] == u'_' || name[start - 1] == u'.'
            || name[start - 1] == u'[' || name[start - 1] == u']' || name[start - 1] == u'>'
            || name[start - 1] == u'-'))
        --start;
    name = name.mid(start);
    return name.isEmpty() ? QStringLiteral("allocation@%1").arg(line) : name.left(64);
}

} // namespace

// ---- the runtime API (resources/playground/include/cuda_runtime.h) ------------------------------

#define CVZ_EXPORT extern "C" __attribute__((visibility("default")))

CVZ_EXPORT int cvz_rt_alloc(void** pointer, size_t bytes, int kind, const char* name, int line)
{
    Program& p = program();
    if (const int sticky = enter("cudaMalloc"))
        return fail(sticky);
    if (!pointer)
        return fail(InvalidValue);
    const QString label = allocationName(name, line);
    const bool onDevice = kind != kPinned;
    // Unsigned: a negative size asked for (n = -1 times sizeof) is far past the budget. Page-locked
    // host memory has the same bound.
    if (bytes > size_t(kProgramDeviceBytes - (onDevice ? p.deviceBytes : 0))) {
        addFinding(ProgramProblem::DeviceMemoryBudget, line,
            { QString::number(bytes), QString::number(p.deviceBytes), QString::number(kProgramDeviceBytes) });
        *pointer = nullptr;
        ProgramCall failed = makeCall(ProgramCallKind::Malloc, line, qint64(bytes), MemoryAllocation, false, 0, label);
        failed.memoryKind = kind;
        addCall(failed);
        return fail(MemoryAllocation);
    }
    if (p.liveAllocations >= kMaxProgramAllocations) {
        addFinding(ProgramProblem::AllocationCount, line, { QString::number(kMaxProgramAllocations) });
        *pointer = nullptr;
        return fail(MemoryAllocation);
    }
    auto al = std::make_unique<Allocation>();
    al->memory = allocateGuarded(bytes, kProgramGuardBytes);
    if (!al->memory.data) { // the helper's address space is spent
        addFinding(ProgramProblem::DeviceMemoryBudget, line,
            { QString::number(bytes), QString::number(p.deviceBytes), QString::number(kProgramDeviceBytes) });
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
    Program& p = program();
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

CVZ_EXPORT int cvz_rt_copy(void* dst, const void* src, size_t bytes, int direction, void* stream, int async, int line)
{
    Program& p = program();
    ProgramCall call = makeCall(ProgramCallKind::CopyHostToDevice, line, qint64(bytes), Success, async != 0,
        int(reinterpret_cast<intptr_t>(stream)));
    if (const int sticky = enter("cudaMemcpy")) {
        call.error = sticky;
        addCall(call);
        return fail(sticky);
    }
    if (direction == 4) // cudaMemcpyDefault: from the pointers, as unified addressing does
        direction = isDevice(src) ? (isDevice(dst) ? 3 : 2) : (isDevice(dst) ? 1 : 0);
    if (direction < 0 || direction > 3) {
        call.error = fail(InvalidMemcpyDirection);
        addCall(call);
        return call.error;
    }
    const char* name = async ? "cudaMemcpyAsync" : "cudaMemcpy";
    static constexpr ProgramCallKind kinds[] = { ProgramCallKind::CopyHostToHost, ProgramCallKind::CopyHostToDevice,
        ProgramCallKind::CopyDeviceToHost, ProgramCallKind::CopyDeviceToDevice };
    call.kind = kinds[direction];
    const bool toDevice = direction == 1 || direction == 3, fromDevice = direction == 2 || direction == 3;
    if (toDevice) {
        if (const DeviceRange d = deviceRange(dst, bytes, name, line, true); d.error) {
            call.error = d.error;
            addCall(call);
            return d.error;
        }
    } else if (deviceOnly(dst)) { // a device pointer where the kind says host
        addFinding(ProgramProblem::InvalidPointer, line, { QString::fromLatin1(name) });
        call.error = fail(InvalidValue);
        addCall(call);
        return call.error;
    }
    if (fromDevice) {
        if (const DeviceRange d = deviceRange(src, bytes, name, line, true); d.error) {
            call.error = d.error;
            addCall(call);
            return d.error;
        }
    } else if (deviceOnly(src)) {
        addFinding(ProgramProblem::InvalidPointer, line, { QString::fromLatin1(name) });
        call.error = fail(InvalidValue);
        addCall(call);
        return call.error;
    }
    if (bytes > 0)
        std::memmove(dst, src, bytes);
    call.modelledSeconds = direction == 0 ? 0.0
        : direction == 3                  ? modelledCopySeconds(*p.gpu, 2 * qint64(bytes), false)
                                          : modelledCopySeconds(*p.gpu, qint64(bytes), true);
    p.clock += call.modelledSeconds;
    if (!async)
        synchronised(); // a copy on the default stream waits for the work before it
    else if (direction == 2 && p.pendingCopies.size() < kMaxPendingCopies) // checked on every host access
        p.pendingCopies.push_back({ reinterpret_cast<uintptr_t>(dst), reinterpret_cast<uintptr_t>(dst) + bytes, line });
    addCall(call);
    return Success;
}

CVZ_EXPORT int cvz_rt_set(void* dst, int value, size_t bytes, void* stream, int async, int line)
{
    Program& p = program();
    ProgramCall call = makeCall(
        ProgramCallKind::Memset, line, qint64(bytes), Success, async != 0, int(reinterpret_cast<intptr_t>(stream)));
    if (const int sticky = enter("cudaMemset")) {
        call.error = sticky;
        addCall(call);
        return fail(sticky);
    }
    if (const DeviceRange d = deviceRange(dst, bytes, "cudaMemset", line); d.error) {
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

CVZ_EXPORT int cvz_rt_sync(int what, void* handle, int line)
{
    Program& p = program();
    const int sticky = enter("cudaDeviceSynchronize");
    if (what == 2) {
        const auto event = size_t(reinterpret_cast<uintptr_t>(handle));
        if (event == 0 || event > p.events.size())
            return fail(InvalidResourceHandle);
    }
    synchronised();
    static const char* const names[] = { "cudaDeviceSynchronize", "cudaStreamSynchronize", "cudaEventSynchronize" };
    ProgramCall call = makeCall(ProgramCallKind::Synchronize, line, 0, sticky, false,
        what == 1 ? int(reinterpret_cast<intptr_t>(handle)) : 0, QString::fromLatin1(names[std::clamp(what, 0, 2)]));
    addCall(call);
    return sticky ? fail(sticky) : Success;
}

CVZ_EXPORT int cvz_rt_error(int reset)
{
    Program& p = program();
    enter("cudaGetLastError");
    const int error = p.lastError ? p.lastError : p.stickyError;
    if (reset)
        p.lastError = Success; // a sticky error stays
    return error;
}

CVZ_EXPORT const char* cvz_rt_error_text(int code, int name)
{
    for (const ErrorText& e : kErrors)
        if (e.code == code)
            return name ? e.name : e.text;
    return name ? "cudaErrorUnknown" : "unrecognized error code";
}

CVZ_EXPORT int cvz_rt_device(int op, int arg, int* out, int line)
{
    Program& p = program();
    enter("cudaGetDevice");
    switch (op) {
    case 0: // count
    case 1: // the current device
        if (!out)
            return fail(InvalidValue);
        *out = op == 0 ? 1 : 0;
        return Success;
    case 2: // set
    case 4: // properties of
        return arg == 0 ? Success : fail(InvalidDevice);
    case 3: // reset: every allocation is gone, the errors too
        for (auto& al : p.allocations)
            if (!al->freed && al->kind != kPinned) {
                al->freed = true;
                al->freedLine = line;
            }
        p.deviceBytes = 0;
        p.lastError = p.stickyError = Success;
        synchronised();
        return Success;
    default: // flags, function attributes: accepted
        return Success;
    }
}

CVZ_EXPORT int cvz_rt_limits(long long* out, int count, char* name, int nameBytes)
{
    Program& p = program();
    // CUDA's limits; the memory clock and bus give the modelled GPU's bandwidth (2 x clock x 256 bits);
    // the SM clock is not modelled (0).
    constexpr long long kBusBits = 256;
    const long long memoryKHz = p.gpu ? (long long)(p.gpu->memoryBytesPerSecond / (2.0 * kBusBits / 8) / 1e3) : 0;
    const long long values[] = {
        1024, 1024, 1024, 64, 2147483647LL, 65535, 65535, // threads per block, block and grid dims
        kMaxSharedBytes, kProgramDeviceBytes, 65536, 32, 65536, // shared, global, constant, warp, registers
        1, 8, 0, 2048, 102400, // SMs, compute capability 8.0, threads and shared memory per SM
        0, memoryKHz, kBusBits, 4 << 20, 32, // clocks (kHz), bus width, L2, blocks per SM
    };
    for (int k = 0; k < count && k < int(std::size(values)); ++k)
        out[k] = values[k];
    if (name && nameBytes > 0) {
        const QByteArray text = QStringLiteral("cudaviz emulator (no GPU; times modelled for %1)")
                                    .arg(p.gpu ? p.gpu->name : QStringLiteral("a GPU"))
                                    .toUtf8();
        std::snprintf(name, size_t(nameBytes), "%s", text.constData());
    }
    return Success;
}

CVZ_EXPORT int cvz_rt_event(int op, void** event, void* stream, int line)
{
    Program& p = program();
    enter("cudaEventCreate");
    if (!event)
        return fail(InvalidValue);
    if (op == 0) {
        p.events.push_back(-1.0);
        *event = reinterpret_cast<void*>(uintptr_t(p.events.size()));
        return Success;
    }
    const auto index = size_t(reinterpret_cast<uintptr_t>(*event));
    if (index == 0 || index > p.events.size())
        return fail(InvalidResourceHandle);
    if (op == 1) {
        p.events[index - 1] = p.clock;
        addCall(
            makeCall(ProgramCallKind::EventRecord, line, 0, Success, true, int(reinterpret_cast<intptr_t>(stream))));
    }
    if (op == 3)
        return p.events[index - 1] >= 0.0 ? Success : NotReady;
    return Success;
}

CVZ_EXPORT int cvz_rt_elapsed(float* ms, void* start, void* stop, int)
{
    Program& p = program();
    enter("cudaEventElapsedTime");
    const auto a = size_t(reinterpret_cast<uintptr_t>(start)), b = size_t(reinterpret_cast<uintptr_t>(stop));
    if (!ms || a == 0 || b == 0 || a > p.events.size() || b > p.events.size())
        return fail(InvalidResourceHandle);
    if (p.events[a - 1] < 0.0 || p.events[b - 1] < 0.0)
        return fail(InvalidResourceHandle); // not recorded
    *ms = float((p.events[b - 1] - p.events[a - 1]) * 1e3);
    return Success;
}

CVZ_EXPORT int cvz_rt_stream(int op, void** stream, int)
{
    Program& p = program();
    enter("cudaStreamCreate");
    if (!stream)
        return fail(InvalidValue);
    if (op == 0) // streams run in order, one after another: a number names each
        *stream = reinterpret_cast<void*>(uintptr_t(++p.streams));
    return Success;
}

CVZ_EXPORT int cvz_rt_unsupported(const char* call, int line)
{
    enter(call);
    addFinding(ProgramProblem::Unsupported, line, { QString::fromLatin1(call) });
    writeAndEnd();
}

CVZ_EXPORT int cvz_rt_host_register(int op, void* pointer, size_t bytes, void** device, int)
{
    Program& p = program();
    if (const int sticky = enter("cudaHostRegister"))
        return fail(sticky);
    const auto a = reinterpret_cast<uintptr_t>(pointer);
    if (op == 0) { // register
        if (!pointer || bytes == 0 || isDevice(pointer))
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

namespace {
// A launch that never ran: its call is listed with the error it returns.
int failLaunch(ProgramCall& call, int error)
{
    call.error = fail(error);
    addCall(call);
    return call.error;
}

// What a GPU refuses to launch, with its finding: Success, or the error the launch returns.
int configurationError(const ProgramCall& call, const unsigned* dims, size_t shared, int line)
{
    const uint64_t threads = uint64_t(dims[3]) * dims[4] * dims[5];
    if (dims[0] == 0 || dims[1] == 0 || dims[2] == 0 || dims[3] == 0 || dims[4] == 0 || dims[5] == 0
        || dims[0] > 2147483647u || dims[1] > 65535 || dims[2] > 65535 || dims[3] > 1024 || dims[4] > 1024
        || dims[5] > 64 || threads > 1024) {
        QStringList dimsText { call.name };
        for (int k = 0; k < 6; ++k)
            dimsText << QString::number(dims[k]);
        addFinding(ProgramProblem::InvalidConfiguration, line, std::move(dimsText));
        return InvalidConfiguration;
    }
    if (shared > size_t(kMaxSharedBytes)) {
        addFinding(ProgramProblem::SharedMemoryTooLarge, line,
            { call.name, QString::number(shared), QString::number(kMaxSharedBytes) });
        return InvalidValue;
    }
    return Success;
}

LaunchSetup programLaunchSetup(const Program& p, const LaunchConfig& launch, size_t shared)
{
    LaunchSetup setup;
    setup.launch = launch;
    setup.dynamicSharedBytes = qint64(shared);
    setup.dynamicSharedName = p.request.dynamicSharedName;
    setup.module = &p.module;
    setup.dynamicShared = &p.dynamicShared;
    setup.maxAccesses = kMaxAnalysedAccesses;
    setup.maxAccessesPerThread = kMaxThreadAccesses;
    setup.maxBlockAccesses = kMaxBlockAccesses;
    setup.maxKeptAccesses = std::max<qint64>(0, kMaxKeptAccesses - p.keptAccesses);
    return setup;
}

// The live device and managed allocations, as the launch's buffers; their extents in the same order.
std::vector<ArrayExtent> addAllocations(
    const Program& p, LaunchSetup& setup, const void* const* pointers, const unsigned* elementBytes, int pointerCount)
{
    // Each allocation's element: what the kernel's pointer arguments into it point to (4 bytes when
    // none does), so that findings count elements of the right size.
    std::vector<ArrayExtent> extents;
    for (const auto& al : p.allocations)
        if (!al->freed && al->kind != kPinned) {
            setup.buffers.push_back({ al->name, &al->memory });
            int bytes = 4;
            for (int k = 0; k < pointerCount; ++k)
                if (allocationAt(reinterpret_cast<uintptr_t>(pointers[k])) == al.get() && elementBytes[k] > 0
                    && elementBytes[k] <= 64)
                    bytes = int(elementBytes[k]);
            extents.push_back({ bytes, qint64(al->memory.bytes) / bytes });
        }
    return extents;
}

void takeRun(Program& p, ProgramCall& call, RunResult& run, const std::vector<ArrayExtent>& extents, int line,
    int64_t assertsBefore)
{
    p.keptAccesses += qint64(run.accesses.size());
    call.globalSectors = run.report.global.load.sectors + run.report.global.store.sectors;
    call.fp32Operations = run.fp32Operations;
    call.fp64Operations = run.fp64Operations;
    call.modelledSeconds
        = modelledKernelTime(*p.gpu, { call.globalSectors, call.fp32Operations, call.fp64Operations }).seconds;
    p.clock += call.modelledSeconds;
    if (p.illegal) // the launch returned; the error shows at the next call, as a GPU's does
        p.stickyError = IllegalAddress;
    if (runtime().failedAsserts.load(std::memory_order_relaxed) > assertsBefore)
        p.stickyError = AssertFailed;
    p.kernelPending = true;
    p.kernelPendingLine = line;
    // Kept with its call (a run whose call is not listed could not be shown).
    if (p.result.launches.size() < kMaxProgramLaunchesKept && p.result.calls.size() < kMaxProgramCalls) {
        call.launch = qint32(p.result.launches.size());
        p.result.launches.push_back(std::move(run));
        p.result.launchExtents.push_back(extents);
    }
}
} // namespace

CVZ_EXPORT int cvz_rt_launch(const char* kernel, const unsigned* dims, size_t shared, void* stream,
    const void* const* pointers, const unsigned* elementBytes, int pointerCount, void (*thunk)(void*), void* closure,
    size_t closureBytes, int line)
{
    Program& p = program();
    ProgramCall call = makeCall(ProgramCallKind::Launch, line, 0, Success, true,
        int(reinterpret_cast<intptr_t>(stream)), QString::fromLatin1(kernel));
    call.grid = { dims[0], dims[1], dims[2] };
    call.block = { dims[3], dims[4], dims[5] };
    call.sharedBytes = qint64(shared);
    if (const int sticky = enter("a kernel launch <<<...>>>"))
        return failLaunch(call, sticky);
    if (runtime().emulator || !p.module.base) // from a kernel (dynamic parallelism), or before main
        cvz_rt_unsupported(runtime().emulator ? "a launch from a kernel" : "a launch before main", line);
    if (const int error = configurationError(call, dims, shared, line))
        return failLaunch(call, error);
    const LaunchConfig launch { call.grid, call.block };
    if (launch.totalThreads() > kMaxThreads) { // valid CUDA, past what the emulator runs: the program stops
        addFinding(ProgramProblem::LaunchOverBudget, line,
            { call.name, QString::number(launch.totalThreads()), QString::number(kMaxThreads) });
        addCall(call);
        writeAndEnd();
    }
    LaunchSetup setup = programLaunchSetup(p, launch, shared);
    const std::vector<ArrayExtent> extents = addAllocations(p, setup, pointers, elementBytes, pointerCount);
    p.closureBegin = reinterpret_cast<uintptr_t>(closure);
    p.closureEnd = p.closureBegin + closureBytes;
    p.kernel = call.name;
    p.strayTold = false;
    p.illegal = false;
    const int64_t assertsBefore = runtime().failedAsserts.load(std::memory_order_relaxed);
    RunResult run = emulateLaunch(setup, [&] { thunk(closure); });
    p.closureBegin = p.closureEnd = 0;
    if (run.error == HelperError::SharedMemoryTooLarge) {
        addFinding(ProgramProblem::SharedMemoryTooLarge, line,
            { call.name, run.errorArgs.value(0), QString::number(kMaxSharedBytes) });
        return failLaunch(call, InvalidValue);
    }
    takeRun(p, call, run, extents, line, assertsBefore);
    addCall(call);
    return Success;
}

namespace cvz {

void runProgram(const RunRequest& request, int resultFd)
{
    Program& p = program();
    p.request = request;
    p.resultFd = resultFd;
    p.gpu = findModelGpu(request.modelGpu);
    if (!p.gpu)
        p.gpu = &defaultModelGpu();
    p.result.modelGpu = p.gpu->key;
    p.started.start();
    Runtime& rt = runtime();
    // The dynamic shared memory before the module: its file-scope pointers to it are set when it loads.
    p.dynamicShared = allocateGuarded(size_t(kMaxSharedBytes));
    rt.dynamicShared = p.dynamicShared.data;
    ProgramResult& result = p.result;
    p.active = true; // its constructors may call CUDA too
    on_exit(&onExit, nullptr);
    void* handle = dlopen(request.modulePath.toLocal8Bit().constData(), RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        result.error = HelperError::ModuleNotLoadable;
        const char* e = dlerror();
        result.errorArgs = { QString::fromLocal8Bit(e ? e : "") };
        writeAndEnd();
    }
    using Main = int (*)(int, char**, char**);
    // The module's own main (dlsym with its handle looks there first), called as the C runtime calls it.
    const auto entry = reinterpret_cast<Main>(dlsym(handle, "main"));
    if (!entry) {
        result.error = HelperError::NoLaunchFunction;
        writeAndEnd();
    }
    p.module = inspectModule(handle, reinterpret_cast<const void*>(entry), request.modulePath);
    if (!lockFiles()) {
        result.error = HelperError::SandboxIncomplete;
        writeAndEnd();
    }
    rt.moduleBase = p.module.base;
    rt.moduleEnd = p.module.end;
    rt.codeBegin = p.module.codeBegin;
    rt.codeEnd = p.module.codeEnd;
    rt.hostAccess = &hostAccess;
    rt.strayAccess = &strayAccess;
    rt.assertEndsThread = true;
    char program[] = "program";
    char* argv[] = { program, nullptr };
    char* envp[] = { nullptr };
    // As the C runtime does: main's status goes to exit(), which runs the program's atexit handlers
    // and destructors (CUDA calls included) before onExit writes the result.
    std::exit(entry(1, argv, envp));
}

void runProgramOnDevice(const RunRequest& request, int resultFd)
{
    Program& p = program();
    p.request = request;
    p.resultFd = resultFd;
    p.started.start();
    ProgramResult& result = p.result;
    void* handle = dlopen(request.modulePath.toLocal8Bit().constData(), RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        result.error = HelperError::ModuleNotLoadable;
        const char* e = dlerror();
        result.errorArgs = { QString::fromLocal8Bit(e ? e : "") };
        writeAndEnd();
    }
    using Main = int (*)(int, char**, char**);
    const auto entry = reinterpret_cast<Main>(dlsym(handle, "main"));
    if (!entry) {
        result.error = HelperError::NoLaunchFunction;
        writeAndEnd();
    }
    on_exit(&onExit, nullptr); // exit() from the program: its status, and the result written
    char name[] = "program";
    char* argv[] = { name, nullptr };
    char* envp[] = { nullptr };
    p.active = true;
    std::exit(entry(1, argv, envp)); // as the C runtime does: its atexit handlers, then onExit
}

} // namespace cvz
