#include "program.h"

#include "programstate.h"

#include "fastmodule.h"
#include "guardedbuffer.h"
#include "launchrun.h"
#include "moduleinfo.h"
#include "playground/program/gpumodel.h"
#include "playground/source/userlaunch.h"
#include "runtime.h"
#include "sandbox.h"
#include "unresolvedcalls.h"

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

// main's argv as the C runtime lays it out: the program's name, its arguments, a null pointer. The
// strings live as long as the program (main returns into exit()).
class ProgramArgv
{
public:
    explicit ProgramArgv(const QStringList& args)
    {
        m_strings.push_back(QByteArrayLiteral("program"));
        for (const QString& a : args)
            m_strings.push_back(a.toLocal8Bit());
        for (QByteArray& text : m_strings)
            m_pointers.push_back(text.data());
        m_pointers.push_back(nullptr);
    }
    int argc() const { return int(m_strings.size()); }
    char** argv() { return m_pointers.data(); }

private:
    std::vector<QByteArray> m_strings;
    std::vector<char*> m_pointers;
};

// ---- the hooks: every load and store of the student's code -----------------------------------

// Thrust's functions in the module: their names start with its namespace's.
std::vector<std::pair<uint64_t, uint64_t>> libraryFunctions(const QString& path)
{
    std::vector<std::pair<uint64_t, uint64_t>> out;
    forEachModuleSymbol(path, [&](const ModuleSymbol& s) {
        if (s.defined && s.function && s.size > 0
            && (std::strncmp(s.name, "_ZN6thrust", 10) == 0 || std::strncmp(s.name, "_ZNK6thrust", 11) == 0))
            out.push_back({ s.value, s.value + s.size });
    });
    std::sort(out.begin(), out.end());
    return out;
}

// Whether an access was made by Thrust's code, which stands for the device's here.
bool byLibrary(uintptr_t returnAddress)
{
    const auto& code = program().libraryCode;
    if (code.empty())
        return false;
    const uint64_t pc = pcOf(returnAddress);
    const auto after = std::upper_bound(code.begin(), code.end(), std::pair { pc, ~uint64_t(0) });
    return after != code.begin() && pc < std::prev(after)->second;
}

void hostAccess(uintptr_t a, size_t, bool write, uintptr_t returnAddress)
{
    Program& p = program();
    if (!p.active)
        return;
    if (Allocation* al = allocationOnHost(a)) {
        if (al->kind != kPinned && byLibrary(returnAddress))
            return;
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
    const Runtime& rt = runtime();
    // The thread's own stack, by its bounds: a guess from the stack pointer took memory mapped
    // beside the stack (a freed allocation, say) for it.
    if (rt.emulator && rt.emulator->onRunningStack(a))
        return;
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

// A function that nothing defines, called (unresolvedcalls.h): the run ends here with what it did so far.
void undefinedCall(const char* symbol)
{
    const KernelCallGuard turn;
    enter(symbol);
    addFinding(ProgramProblem::Unsupported, 0, { QString::fromLatin1(symbol), kUnsupportedUndefined });
    writeAndEnd();
}

} // namespace

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
    // RTLD_GLOBAL: the fast engine's module binds its global variables to this one's (fastmodule.h).
    void* handle = dlopen(request.modulePath.toLocal8Bit().constData(), RTLD_LAZY | RTLD_GLOBAL);
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
    stubUnresolvedCalls(handle, &undefinedCall);
    loadFastModule(request.fastModulePath, p.module, request.modulePath);
    p.libraryCode = libraryFunctions(request.modulePath);
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
    ProgramArgv args(request.programArgs);
    char* envp[] = { nullptr };
    // As the C runtime does: main's status goes to exit(), which runs the program's atexit handlers
    // and destructors (CUDA calls included) before onExit writes the result.
    std::exit(entry(args.argc(), args.argv(), envp));
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
    ProgramArgv args(request.programArgs);
    char* envp[] = { nullptr };
    p.active = true;
    std::exit(entry(args.argc(), args.argv(), envp)); // as the C runtime does: its atexit handlers, then onExit
}

} // namespace cvz
