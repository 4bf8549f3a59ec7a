#include "programstate.h"

#include "programfiles.h"
#include "resultseal.h"
#include "runtime.h"
#include "sandbox.h"

#include <QBuffer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <unistd.h>

namespace cvz {

namespace {
[[noreturn]] void notInProgram(const char* what)
{
    std::fprintf(stderr, "cudaviz playground: %s is host code, which --kernel does not run\n", what);
    std::abort();
}
} // namespace

Program g_program;

ProgramCall makeCall(
    ProgramCallKind kind, int line, qint64 bytes, int error, bool async, int stream, const QString& name)
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

void addFinding(ProgramProblem kind, int line, QStringList args, uint64_t pc)
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

bool validStream(const void* stream)
{
    const auto handle = reinterpret_cast<uintptr_t>(stream);
    return handle <= uintptr_t(program().streams);
}

// Writes the result and ends the helper: the program called exit(), or a host bug ended it the
// way it would end on a GPU machine (a segmentation fault).
[[noreturn]] void writeAndEnd()
{
    Program& p = program();
    p.active = false;
    p.result.seconds = double(p.started.nsecsElapsed()) * 1e-9;
    p.result.sandboxLayers = sandboxLayerBits() | (resultSealed() ? kSandboxResultSeal : 0u);
    std::fflush(nullptr); // the program's output (and its open files), before the result
    collectProgramFiles(p.result);
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (writeProgramResult(out, p.result)
        && sealedWriteAll(p.resultFd, out.data().constData(), size_t(out.data().size())))
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

Allocation* allocationOnHost(uintptr_t a)
{
    Program& p = program();
    if (a >= p.gapBegin && a < p.gapEnd)
        return nullptr;
    auto next = p.byMapping.upper_bound(a);
    uintptr_t begin = 0;
    if (next != p.byMapping.begin()) {
        Allocation* al = std::prev(next)->second;
        begin = reinterpret_cast<uintptr_t>(al->memory.mapping) + al->memory.mapped;
        if (a < begin)
            return al;
    }
    p.gapBegin = begin;
    p.gapEnd = next == p.byMapping.end() ? UINTPTR_MAX : next->first;
    return nullptr;
}

int64_t offsetIn(const Allocation& al, uintptr_t a)
{
    return int64_t(a) - int64_t(reinterpret_cast<uintptr_t>(al.memory.data));
}

uint64_t pcOf(uintptr_t returnAddress)
{
    return moduleOffset(returnAddress - 1);
}

DeviceRange deviceRange(const void* pointer, size_t bytes, const char* call, int line, bool allowPinned)
{
    const auto a = reinterpret_cast<uintptr_t>(pointer);
    Allocation* al = allocationAt(a);
    if (al && al->freed) {
        addFinding(ProgramProblem::UseAfterFree, line, { al->name, QString::number(al->freedLine), QString() });
        return { nullptr, fail(InvalidValue) };
    }
    if (!al) { // a __device__ variable by the address cudaGetSymbolAddress gave: device memory
        for (const auto& [begin, end] : program().symbols)
            if (a >= begin && a < end && bytes <= end - a)
                return { nullptr, Success };
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
        p.gapBegin = p.gapEnd = 0;
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

} // namespace cvz
