// cudaviz-kernelrun: runs one student kernel in the block emulator, in a process of its own,
// so that a kernel that crashes, loops or scribbles over memory never takes the app down.
//
//   cudaviz-kernelrun --describe MODULE      prints the kernel's parameter codes
//   cudaviz-kernelrun REQUEST RESULT         runs it (core/playground/protocol/runprotocol.h)
//   cudaviz-kernelrun --gpu REQUEST RESULT   runs the nvcc-built module of the same kernel on the GPU
//   cudaviz-kernelrun --program REQUEST RESULT  runs a whole program's main (program.h)
//   cudaviz-kernelrun --gpu-program REQUEST RESULT  runs the nvcc-built program on the GPU
//   cudaviz-kernelrun --sandbox              prints the sandbox layers this machine allows
//
// RESULT is a file, or fd:N, a descriptor the app opened (a pipe: inside the sandbox no file
// can be opened for writing). Every mode that loads a module runs in the sandbox (sandbox.h).
// Exit status: 0 ran (RESULT written), 2 bad request, 5 ran out of time, 6 crashed (both with
// a CVZ-TIMEOUT / CVZ-CRASH line on stderr).
#include "fastmodule.h"
#include "gpu/moduleloader.h"
#include "groupguard.h"
#include "guardedbuffer.h"
#include "launchrun.h"
#include "memory/memoryreport.h"
#include "moduleinfo.h"
#include "playground/protocol/runprotocol.h"
#include "playground/source/userlaunch.h"
#include "program.h"
#include "programblas.h"
#include "programfiles.h"
#include "resultseal.h"
#include "runtime.h"
#include "sandbox.h"
#include "threadlimit.h"
#include "zonefault.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QString>
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <cxxabi.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <limits>
#include <link.h>
#include <linux/audit.h>
#include <malloc.h>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <sys/mman.h>
#include <sys/resource.h>
#include <thread>
#include <ucontext.h>
#include <unistd.h>

using namespace cvz;

namespace {

// ---- abnormal ends: written with write(2) only ------------------------------------------

char g_line[512];
size_t appendText(size_t at, const char* text)
{
    while (*text && at + 1 < sizeof g_line)
        g_line[at++] = *text++;
    return at;
}
size_t appendNumber(size_t at, long long v)
{
    char digits[24];
    int n = 0;
    const bool negative = v < 0;
    unsigned long long u = negative ? 0ull - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
    do {
        digits[n++] = char('0' + u % 10);
        u /= 10;
    } while (u);
    if (negative && at + 1 < sizeof g_line)
        g_line[at++] = '-';
    while (n > 0 && at + 1 < sizeof g_line)
        g_line[at++] = digits[--n];
    return at;
}
size_t appendUnsigned(size_t at, unsigned long long u)
{
    char digits[24];
    int n = 0;
    do {
        digits[n++] = char('0' + u % 10);
        u /= 10;
    } while (u);
    while (n > 0 && at + 1 < sizeof g_line)
        g_line[at++] = digits[--n];
    return at;
}

// What a SIGSYS says: the forbidden call and, for the calls that open files, their flags.
struct ForbiddenCall
{
    const char* name = nullptr;
    unsigned long long flags = 0;
    bool sent = false; // the signal came from kill/raise, not from the hardware
};

// The emulated thread that ran on the calling OS thread: the word the runner keeps, or, where a
// block's threads run in the module's own loop (which sets no word), the emulator's context.
int64_t crashThread(const Runtime& r)
{
    if (const BlockEmulator* e = activeEmulator(); e && e->runningPlainLoop())
        return e->currentContext()->globalThread();
    return t_worker ? t_worker->thread : r.thread.load(std::memory_order_relaxed);
}

// The same fields as abnormalEndLine (core/playground/protocol/runprotocol.cpp), without allocating.
[[noreturn]] void endAbnormally(bool timeout, int signal, uintptr_t address, bool stack, uint64_t pc,
    const ForbiddenCall& call = {}, uint64_t running = 0)
{
    // The watchdog and a crash at once: the first one writes its line and ends the process.
    static std::atomic<bool> ending { false };
    if (ending.exchange(true))
        for (;;)
            pause();
    Runtime& r = runtime();
    size_t at = appendText(0, timeout ? "CVZ-TIMEOUT signal=" : "CVZ-CRASH signal=");
    at = appendNumber(at, signal);
    at = appendUnsigned(appendText(at, " address="), address);
    at = appendNumber(appendText(at, " stack="), stack ? 1 : 0);
    at = appendUnsigned(appendText(at, " pc="), pc);
    // A worker's own place (launchworkers.h), when the crash is on its thread.
    at = appendNumber(appendText(at, " block="), t_worker ? t_worker->block : r.block.load(std::memory_order_relaxed));
    at = appendNumber(appendText(at, " thread="), crashThread(r));
    at = appendNumber(appendText(at, " sent="), call.sent ? 1 : 0);
    if (timeout) { // where the running thread was, and how many barriers it had passed
        at = appendUnsigned(appendText(at, " running="), running);
        at = appendUnsigned(appendText(at, " passes="), r.passes.load(std::memory_order_relaxed));
    }
    if (call.name && *call.name) {
        at = appendText(appendText(at, " syscall="), call.name);
        at = appendUnsigned(appendText(at, " flags="), call.flags);
    }
    at = appendText(at, " waiting=");
    // Threads of the running block waiting at each barrier (a handful of barriers).
    uint32_t seen[16];
    int seenCount = 0;
    for (int64_t t = 0; r.waitingAt && t < r.threadsPerBlock; ++t) {
        const uint32_t w = r.waitingAt[size_t(t)].load(std::memory_order_relaxed);
        if (w == 0 || std::find(seen, seen + seenCount, w) != seen + seenCount || seenCount == 16)
            continue;
        seen[seenCount++] = w;
        int count = 0;
        for (int64_t u = 0; u < r.threadsPerBlock; ++u)
            count += r.waitingAt[size_t(u)].load(std::memory_order_relaxed) == w;
        at = appendUnsigned(at, w - 1);
        at = appendText(at, ":");
        at = appendNumber(at, count);
        at = appendText(at, ",");
    }
    at = appendText(at, "\n");
    [[maybe_unused]] const ssize_t written = write(STDERR_FILENO, g_line, at);
    sealedExit(timeout ? kHelperExitTimeout : kHelperExitCrash);
}

// Where the result goes; its first byte tells the app that the run's own clock started.
int g_resultFd = -1;
int g_sealedFd = -1; // the result's descriptor, whatever it is (the seal's)
void signalStart()
{
    if (g_resultFd >= 0)
        sealedWriteAll(g_resultFd, "S", 1);
}

// The name a SIGSYS gives its call: a use of the sealed result channel (resultseal.h), a 32-bit
// (int 0x80) or x32 call, or the call's own name.
const char* forbiddenCallName(const siginfo_t* info, uint64_t firstArgument)
{
#if defined(__x86_64__)
    if (info->si_arch != AUDIT_ARCH_X86_64)
        return "int-0x80";
    if (info->si_syscall & 0x40000000)
        return "x32";
#endif
    const char* name = syscallName(info->si_syscall);
    const bool exit = std::strcmp(name, "exit_group") == 0 || std::strcmp(name, "exit") == 0;
    if ((exit && (int(firstArgument & 0xff) == kHelperExitTimeout || int(firstArgument & 0xff) == kHelperExitCrash))
        || (!exit && g_sealedFd >= 0 && firstArgument == uint64_t(g_sealedFd)))
        return "result-channel";
    return name;
}

// A pipe to itself, made before the sandbox, through which the SIGSYS handler reads the stack.
int g_probe[2] = { -1, -1 };

// Whether the instruction before `address` is a call (so `address` is a return address, not a
// function pointer the kernel's launch keeps on the stack). Called with addresses in the code.
bool followsCall(uintptr_t address)
{
#if defined(__x86_64__)
    const auto* at = reinterpret_cast<const unsigned char*>(address);
    if (at[-5] == 0xe8) // call rel32
        return true;
    for (int length : { 2, 3, 6, 7 }) // call through a register or memory: FF /2
        if (at[-length] == 0xff && ((at[-length + 1] >> 3) & 7) == 2)
            return true;
    return false;
#else
    (void)address;
    return true;
#endif
}

// The innermost return address into the module on the stack above `sp`: where the kernel called
// the C library that made a forbidden call. Only pages that are mapped are read (mincore).
uint64_t callerInModule(uintptr_t sp)
{
    const Runtime& r = runtime();
    for (uintptr_t p = sp & ~uintptr_t(7); p < sp + 64 * 1024; p += 8) {
        // Read through the kernel, which answers EFAULT for memory that cannot be read (a guard
        // page mincore would call mapped), instead of faulting inside this handler.
        uintptr_t value = 0;
        if (g_probe[1] < 0 || write(g_probe[1], reinterpret_cast<const void*>(p), sizeof value) != sizeof value
            || read(g_probe[0], &value, sizeof value) != sizeof value)
            return 0;
        if (value > r.codeBegin + 8 && value < r.codeEnd && followsCall(value))
            return moduleOffset(value - 1); // inside the call instruction
        if (const unsigned fast = fastSite(value - 1); fast && followsCall(value)) // the fast engine's module
            return fast;
    }
    return 0;
}

// The module offset of the kernel's last recorded access (its return address, inside the call).
uint64_t lastAccessOffset()
{
    const auto pc = uintptr_t(runtime().lastPc.load(std::memory_order_relaxed)) - 1;
    return moduleOffset(pc) ? moduleOffset(pc) : fastSite(pc);
}

namespace {
// Whether a page fault was a write (the x86 error code's bit 1; aarch64's ESR WnR bit is not read:
// there every fault counts as a read).
bool faultWasWrite(const ucontext_t* uc)
{
#if defined(__x86_64__)
    return (uc->uc_mcontext.gregs[REG_ERR] & 2) != 0;
#else
    (void)uc;
    return false;
#endif
}
// Whether it was an instruction fetch (bit 4).
bool faultWasFetch(const ucontext_t* uc)
{
#if defined(__x86_64__)
    return (uc->uc_mcontext.gregs[REG_ERR] & 16) != 0;
#else
    (void)uc;
    return false;
#endif
}
} // namespace

void onFatalSignal(int signal, siginfo_t* info, void* context)
{
    const auto* uc = static_cast<const ucontext_t*>(context);
    uintptr_t pc = 0, sp = 0;
    unsigned long long openFlags = 0;
    uint64_t firstArgument = 0;
#if defined(__x86_64__)
    pc = uintptr_t(uc->uc_mcontext.gregs[REG_RIP]);
    sp = uintptr_t(uc->uc_mcontext.gregs[REG_RSP]);
    firstArgument = uint64_t(uc->uc_mcontext.gregs[REG_RDI]);
    if (signal == SIGSYS) // open(path, flags) or openat(dir, path, flags)
        openFlags = (unsigned long long)(std::strcmp(syscallName(info->si_syscall), "open") == 0
                ? uc->uc_mcontext.gregs[REG_RSI]
                : uc->uc_mcontext.gregs[REG_RDX]);
#elif defined(__aarch64__)
    pc = uintptr_t(uc->uc_mcontext.pc);
    sp = uintptr_t(uc->uc_mcontext.sp);
    firstArgument = uc->uc_mcontext.regs[0];
    if (signal == SIGSYS)
        openFlags = uc->uc_mcontext.regs[2];
#endif
    // kill(), raise() and abort() send signals whose info carries no address (SI_USER, SI_TKILL).
    const bool sent = info->si_code <= 0;
    const auto address = sent ? uintptr_t(0) : reinterpret_cast<uintptr_t>(info->si_addr);
    if (signal == SIGSEGV && !sent && handleZoneFault(address, pc, faultWasWrite(uc), faultWasFetch(uc)))
        return; // the fast engine's access past a buffer: recorded, and retried in the opened zone
    // A fault just below the stack pointer: the thread's stack ran into its guard page.
    const bool stack = !sent && (signal == SIGSEGV || signal == SIGBUS) && address + 65536 > sp && address < sp + 4096;
    uint64_t at = moduleOffset(pc);
    if (at == 0) // in the fast engine's module
        at = fastSite(pc);
    if (at == 0 && (signal == SIGSYS || sent)) // in the C library, called by the kernel
        at = callerInModule(sp);
    if (at == 0) // in the C library (memcpy ...): the kernel's last recorded access
        at = lastAccessOffset();
    ForbiddenCall call;
    call.sent = sent;
    if (signal == SIGSYS && !sent) {
        call.name = forbiddenCallName(info, firstArgument);
        call.flags = openFlags;
    }
    // SIGXCPU: the CPU-time limit the app set (a kernel that stopped its watchdog's clock).
    endAbnormally(signal == SIGXCPU, signal, address, stack, at, call);
}

// The watchdog's signal to the thread running the kernel: where it is (a loop with no memory
// access has no last access to name).
void onWatchdogSignal(int, siginfo_t*, void* context)
{
    uintptr_t pc = 0;
#if defined(__x86_64__)
    pc = uintptr_t(static_cast<const ucontext_t*>(context)->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
    pc = uintptr_t(static_cast<const ucontext_t*>(context)->uc_mcontext.pc);
#endif
    endAbnormally(true, 0, 0, false, lastAccessOffset(), {}, moduleOffset(pc) ? moduleOffset(pc) : fastSite(pc));
}

// Past the task limit (threadlimit.h): a forbidden call of its own name, where the kernel was.
void onThreadLimit()
{
    ForbiddenCall call;
    call.name = "thread-limit";
    endAbnormally(false, SIGSYS, 0, false, lastAccessOffset(), call);
}

void installCrashHandlers()
{
    static char altStack[64 * 1024];
    stack_t ss {};
    ss.ss_sp = altStack;
    ss.ss_size = sizeof altStack;
    sigaltstack(&ss, nullptr);
    struct sigaction sa
    {
    };
    sa.sa_sigaction = &onFatalSignal;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
    sigfillset(&sa.sa_mask); // one handler at a time: a watchdog signal cannot cut into a crash's line
    for (int s : { SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU })
        sigaction(s, &sa, nullptr);
    // SIGSEGV stays: the fast engine's faults in a closed zone return (zonefault.h). A fault inside
    // the handler (SIGSEGV blocked there) still ends the process: the kernel then kills it.
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(SIGSEGV, &sa, nullptr);
    sa.sa_sigaction = &onWatchdogSignal;
    sigaction(SIGURG, &sa, nullptr);
}

QString loadError()
{
    const char* e = dlerror();
    QString text = e ? QString::fromLocal8Bit(e) : QString();
    // "undefined symbol: _Z6helperf" -> also the name a student wrote
    const qsizetype at = text.indexOf(QStringLiteral("undefined symbol: "));
    if (at >= 0) {
        const QByteArray symbol = text.mid(at + 18).section(u' ', 0, 0).toLatin1();
        int status = 0;
        char* d = abi::__cxa_demangle(symbol.constData(), nullptr, nullptr, &status);
        if (status == 0 && d) {
            text += QStringLiteral(" (%1)").arg(QString::fromLatin1(d));
            std::free(d);
        }
    }
    return text;
}

// Stops the run when it takes longer than the time limit: the running thread may be in a loop
// the emulator never regains control from. It is asked where it is first (a signal); a thread
// that blocked the signal is ended without.
class Watchdog
{
public:
    explicit Watchdog(double seconds)
        : m_running(pthread_self())
        , m_thread([this, seconds] {
            std::unique_lock lock(m_mutex);
            if (m_done.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return m_finished; }))
                return;
            pthread_kill(m_running, SIGURG); // its handler: installCrashHandlers

            // Well within the second the app waits past the limit.
            if (!m_done.wait_for(lock, std::chrono::milliseconds(300), [this] { return m_finished; }))
                endAbnormally(true, 0, 0, false, lastAccessOffset());
        })
    { }
    ~Watchdog()
    {
        {
            std::lock_guard lock(m_mutex);
            m_finished = true;
        }
        m_done.notify_all();
        m_thread.join();
    }

private:
    pthread_t m_running;
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_finished = false;
    std::thread m_thread;
};

int sandboxRefused()
{
    std::fprintf(stderr, "cudaviz-kernelrun: the sandbox (seccomp) cannot be set up on this system\n");
    return 2;
}

int describe(const char* path)
{
    // The description goes to the real stdout; the module's constructors print to stderr.
    std::fflush(stdout);
    const int description = dup(STDOUT_FILENO);
    dup2(STDERR_FILENO, STDOUT_FILENO);
    // The module's constructors are the student's code: inside the sandbox too.
    enterNamespaces();
    if (!enterSandbox(path, false))
        return sandboxRefused();
    Watchdog watchdog(kDescribeSeconds); // its constructors may loop too
    armThreadLimit(&onThreadLimit);
    void* handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        std::fprintf(stderr, "%s\n", qPrintable(loadError()));
        return 2;
    }
    // Loaded lazily: what the instrumentation calls must be here now. std::atomic's calls are, for a
    // whole program's host code (Thrust's uses them); a kernel cannot use std::atomic (nvcc refuses it
    // in device code), and a kernel run alone (its file's main renamed) has no host code that runs.
    const bool program = dlsym(handle, "main") != nullptr;
    for (const QString& name : undefinedSymbols(QString::fromLocal8Bit(path), "__tsan_")) {
        const bool atomic = name.startsWith(QLatin1String("__tsan_atomic"));
        if ((atomic && !program) || !dlsym(RTLD_DEFAULT, name.toLatin1().constData())) {
            std::fprintf(stderr, "%s: %s\n", atomic ? "std::atomic" : "undefined symbol", qPrintable(name));
            return 2;
        }
    }
    if (!lockFiles()) {
        std::fprintf(stderr, "cudaviz-kernelrun: the sandbox's second filter could not be loaded\n");
        return 2;
    }
    using Signature = const char* (*)();
    auto signature = reinterpret_cast<Signature>(dlsym(handle, "cvz_pg_signature"));
    if (!signature) {
        std::fprintf(stderr, "the module has no cvz_pg_signature\n");
        return 2;
    }
    // After the marker (what a constructor printed went to stderr): the app reads nothing else.
    dprintf(description, "%s\n%s\n", kDescriptionMarker, signature());
    // Structs taken by value: their layouts, one line each.
    if (const auto structs = reinterpret_cast<Signature>(dlsym(handle, "cvz_pg_structs")))
        dprintf(description, "%s", structs());
    return 0;
}

// Pointer arguments get guarded copies of their bytes; the others' bytes are their slots.
bool copyArguments(
    const RunRequest& request, std::vector<GuardedBuffer>& buffers, std::vector<uint64_t>& slots, RunResult& result)
{
    for (qsizetype k = 0; k < request.args.size(); ++k) {
        const RunArg& a = request.args[k];
        if (isPointerCode(a.code)) {
            buffers[size_t(k)] = allocateGuarded(size_t(a.bytes.size()));
            if (!buffers[size_t(k)].data) {
                result.error = HelperError::OutOfMemory;
                result.errorArgs = { a.name, QString::number(a.bytes.size()) };
                return false;
            }
            std::memcpy(buffers[size_t(k)].data, a.bytes.constData(), size_t(a.bytes.size()));
            slots[size_t(k)] = reinterpret_cast<uint64_t>(buffers[size_t(k)].data);
        } else {
            std::memcpy(&slots[size_t(k)], a.bytes.constData(), std::min<size_t>(8, size_t(a.bytes.size())));
        }
    }
    return true;
}

void buildStructImages(const RunRequest& request, const std::vector<GuardedBuffer>& buffers,
    std::vector<std::unique_ptr<std::max_align_t[]>>& images)
{
    // A struct argument: its bytes, with the addresses of the buffers its pointer fields name.
    for (qsizetype k = 0; k < request.args.size(); ++k) {
        const RunArg& a = request.args[k];
        if (a.code != 'T')
            continue;
        auto& image = images[size_t(k)];
        image.reset(new std::max_align_t[size_t(a.bytes.size()) / sizeof(std::max_align_t) + 1]);
        std::memcpy(image.get(), a.bytes.constData(), size_t(a.bytes.size()));
        for (const auto& [offset, index] : a.pointers) {
            const auto address = reinterpret_cast<uint64_t>(buffers[size_t(index)].data);
            std::memcpy(reinterpret_cast<char*>(image.get()) + offset, &address, 8);
        }
    }
}

bool copyConstants(void* handle, const RunRequest& request, RunResult& result)
{
    // --const: what cudaMemcpyToSymbol would copy into each __constant__ array, up to its size.
    for (const RunArg& c : request.constants) {
        void* symbol = dlsym(handle, c.name.toLatin1().constData());
        Dl_info info;
        void* symbolEntry = nullptr;
        const bool found = symbol && dladdr1(symbol, &info, &symbolEntry, RTLD_DL_SYMENT) && symbolEntry;
        const auto* entrySym = static_cast<const ElfW(Sym)*>(symbolEntry);
        if (!found || ELF64_ST_TYPE(entrySym->st_info) != STT_OBJECT) {
            result.error = HelperError::ConstantMissing;
            result.errorArgs = { c.name };
            return false;
        }
        if (quint64(c.bytes.size()) > entrySym->st_size) {
            result.error = HelperError::ConstantTooLarge;
            result.errorArgs = { c.name, QString::number(c.bytes.size()), QString::number(entrySym->st_size) };
            return false;
        }
        std::memcpy(symbol, c.bytes.constData(), size_t(c.bytes.size()));
    }
    return true;
}

LaunchSetup launchSetup(const RunRequest& request, const ModuleInfo& module, const GuardedBuffer& dynamicShared,
    const std::vector<GuardedBuffer>& buffers)
{
    LaunchSetup setup;
    setup.launch = { request.grid, request.block };
    setup.dynamicSharedBytes = request.dynamicSharedBytes;
    setup.dynamicSharedName = request.dynamicSharedName;
    setup.module = &module;
    setup.dynamicShared = &dynamicShared;
    setup.maxAccesses = request.maxAccesses;
    setup.maxAccessesPerThread = request.maxAccessesPerThread;
    setup.maxBlockAccesses = request.maxBlockAccesses;
    setup.maxKeptAccesses = request.maxKeptAccesses;
    setup.trace = request.trace;
    setup.cores = request.cores;
    for (qsizetype k = 0; k < request.args.size(); ++k)
        if (buffers[size_t(k)].data)
            setup.buffers.push_back({ request.args[k].name, &buffers[size_t(k)] });
    return setup;
}

RunResult run(const RunRequest& request)
{
    // From before the module is loaded: its static constructors are the student's code too.
    Watchdog watchdog(request.timeoutSeconds);
    armThreadLimit(&onThreadLimit);
    signalStart();
    RunResult result;
    Runtime& rt = runtime();

    // Buffers first, then the dynamic shared memory: the module's file-scope pointers to it
    // are set when it is loaded.
    std::vector<GuardedBuffer> buffers(size_t(request.args.size()));
    std::vector<uint64_t> slots(size_t(request.args.size()), 0);
    if (!copyArguments(request, buffers, slots, result))
        return result;
    std::vector<std::unique_ptr<std::max_align_t[]>> images(size_t(request.args.size()));
    buildStructImages(request, buffers, images);
    GuardedBuffer dynamicShared = allocateGuarded(size_t(std::max<qint64>(request.dynamicSharedBytes, 4)));
    rt.dynamicShared = dynamicShared.data;
    rt.dynamicSharedBytes = size_t(request.dynamicSharedBytes);

    // RTLD_GLOBAL: the fast engine's module binds its global variables to this one's (fastmodule.h).
    void* handle = dlopen(request.modulePath.toLocal8Bit().constData(), RTLD_LAZY | RTLD_GLOBAL);
    if (!handle) {
        result.error = HelperError::ModuleNotLoadable;
        result.errorArgs = { loadError() };
        return result;
    }
    using Entry = void (*)(void* const*);
    const auto entry = reinterpret_cast<Entry>(dlsym(handle, "cvz_pg_entry"));
    if (!entry) {
        result.error = HelperError::NoLaunchFunction;
        return result;
    }
    const ModuleInfo module = inspectModule(handle, reinterpret_cast<const void*>(entry), request.modulePath);
    loadFastModule(request.fastModulePath, module, request.modulePath);
    const auto fastEntry = reinterpret_cast<Entry>(fastTwin(reinterpret_cast<const void*>(entry)));
    const void* blockEntry = dlsym(handle, "cvz_pg_block_entry"); // all threads of a block, in the fast engine
    const auto fastBlockEntry = reinterpret_cast<Entry>(blockEntry ? fastTwin(blockEntry) : nullptr);
    if (!lockFiles()) { // a thread the module's constructors started may hold another filter
        result.error = HelperError::SandboxIncomplete;
        return result;
    }
    if (!copyConstants(handle, request, result))
        return result;
    // Nothing more to read: from here on the kernel cannot open a file at all.
    rt.moduleBase = module.base;
    rt.moduleEnd = module.end;
    rt.codeBegin = module.codeBegin;
    rt.codeEnd = module.codeEnd;

    LaunchSetup setup = launchSetup(request, module, dynamicShared, buffers);
    // The kernel's own arguments: fields are reached through their struct.
    std::vector<void*> args;
    for (size_t k = 0; k < slots.size(); ++k)
        if (!request.args[qsizetype(k)].field)
            args.push_back(images[k] ? static_cast<void*>(images[k].get()) : &slots[k]);
    if (fastEntry)
        setup.fastBody = [&] { fastEntry(args.data()); };
    if (fastEntry && fastBlockEntry)
        setup.fastBlock = [&] { fastBlockEntry(args.data()); };
    if (!fastEntry)
        setup.fastOff = whyNoTwin(QString(), &setup.fastOffDetail);
    result = emulateLaunch(setup, [&] { entry(args.data()); });
    if (result.error != HelperError::None)
        return result;
    for (qsizetype k = 0; k < request.args.size(); ++k) {
        const GuardedBuffer& b = buffers[size_t(k)];
        result.buffers.push_back(b.data ? QByteArray(b.data, qsizetype(b.bytes)) : QByteArray());
    }
    return result;
}

// The same request on the GPU: the module nvcc built (compileKernelForGpu) copies the buffers to
// the device, launches, and copies them back. No trace: the emulator's run has it.
RunResult runGpu(const RunRequest& request)
{
    signalStart();
    RunResult result;
    void* handle = dlopen(request.modulePath.toLocal8Bit().constData(), RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        result.error = HelperError::ModuleNotLoadable;
        result.errorArgs = { loadError() };
        return result;
    }
    using Run = int (*)(int, const char*, const char*, void* const*, const long long*, int, const long long*,
        const unsigned*, unsigned, char*, int);
    const auto launch = reinterpret_cast<Run>(dlsym(handle, "cvz_pg_gpu_run"));
    if (!launch) {
        result.error = HelperError::NoLaunchFunction;
        return result;
    }
    const auto count = size_t(request.args.size());
    std::vector<QByteArray> data(count);
    std::vector<void*> host(count);
    std::vector<long long> bytes(count);
    std::string codes, fields;
    std::vector<long long> pointers; // struct argument, byte, buffer argument
    for (size_t k = 0; k < count; ++k) {
        const RunArg& a = request.args[qsizetype(k)];
        data[k] = a.bytes;
        data[k].detach();
        host[k] = data[k].data();
        bytes[k] = a.bytes.size();
        codes += a.code;
        fields += a.field ? 'f' : 'a';
        for (const auto& [offset, index] : a.pointers)
            pointers.insert(pointers.end(), { (long long)k, offset, index });
    }
    const unsigned dims[6] = { unsigned(request.grid.x), unsigned(request.grid.y), unsigned(request.grid.z),
        unsigned(request.block.x), unsigned(request.block.y), unsigned(request.block.z) };
    char error[512] = {};
    int status = 0;
    {
        Watchdog watchdog(request.timeoutSeconds);
        status = launch(int(count), codes.c_str(), fields.c_str(), host.data(), bytes.data(), int(pointers.size() / 3),
            pointers.data(), dims, unsigned(request.dynamicSharedBytes), error, int(sizeof error));
    }
    if (status != 0) {
        result.error = HelperError::GpuRunFailed;
        result.errorArgs = { QString::fromLocal8Bit(error) };
        return result;
    }
    for (size_t k = 0; k < count; ++k) {
        const char c = request.args[qsizetype(k)].code;
        result.buffers.push_back(isPointerCode(c) ? data[k] : QByteArray());
    }
    return result;
}

// Where the result goes: "fd:N", a descriptor the app opened, or a file, opened before the sandbox.
int openResult(const char* target)
{
    if (std::strncmp(target, "fd:", 3) == 0) {
        char* end = nullptr;
        const long fd = std::strtol(target + 3, &end, 10);
        return end && *end == 0 && fd > 2 && fd < 65536 ? int(fd) : -1;
    }
    return ::open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
}

void limitAddressSpace(qint64 bytes)
{
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
    if (bytes > 0) {
        const rlimit limit { rlim_t(bytes), rlim_t(bytes) };
        setrlimit(RLIMIT_AS, &limit);
    }
#else
    (void)bytes; // a sanitizer's shadow memory is terabytes of address space
#endif
}

int printSandbox()
{
    const bool namespaces = enterNamespaces();
    const bool landlock = enterLandlock("/nonexistent");
    const bool seccomp = enterSeccomp(false);
    std::printf("seccomp=%d namespaces=%d landlock=%d\n", seccomp ? 1 : 0, namespaces ? 1 : 0, landlock ? 1 : 0);
    return 0;
}

// One launch's request: checked again (it may come from elsewhere), run in the sandbox, its result
// written through the sealed channel.
int runLaunchRequest(const RunRequest& request, bool gpu, int resultFd, const char* requestName, const char* resultName)
{
    // The app checked the launch; a request file from elsewhere is checked again, by the same rules.
    auto problem = launchLimitProblem(
        { request.grid, request.block }, request.dynamicSharedBytes, request.timeoutSeconds, request.trace);
    if (!problem)
        problem = runArgsProblem(request.args);
    if (problem) {
        std::fprintf(stderr, "cudaviz-kernelrun: %s asks for a launch outside the playground's limits: %s\n",
            requestName, qPrintable(*problem));
        return 2;
    }
    limitAddressSpace(request.addressSpaceBytes);
    if (!enterSandbox(QFile::encodeName(request.modulePath).constData(), gpu,
            QFile::encodeName(request.fastModulePath).constData()))
        return sandboxRefused();
    RunResult result = gpu ? runGpu(request) : run(request);
    result.sandboxLayers = sandboxLayerBits() | (resultSealed() ? kSandboxResultSeal : 0u);
    std::fflush(stdout); // the kernel's printf output, before the result
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (!writeResult(out, result) || !sealedWriteAll(resultFd, out.data().constData(), size_t(out.data().size()))) {
        std::fprintf(stderr, "cudaviz-kernelrun: cannot write %s\n", resultName);
        return 2;
    }
    return 0;
}

} // namespace

// A thread's malloc arena gives memory back by shrinking its heap, and the C library first reads
// /proc/sys/vm/overcommit_memory to decide how: an open the sandbox forbids, which ended a kernel's
// run when a block's analysis (analysispipeline.h) or a launch worker had freed enough in its own
// arena. Heaps are kept instead (they shrink only past 2 GiB of free top). Setting that stops the
// C library raising its mmap threshold as it goes, so it is set as the app sets it (allocator.h):
// blocks under 32 MiB come from the heaps and are reused, not mapped and faulted in each time.
static void keepHeapsMapped()
{
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
}

int main(int argc, char** argv)
{
    // A compiler's guard (groupguard.h): no sandbox, no handlers of the kernel runner's.
    if (argc >= 2 && std::strcmp(argv[1], "--guard") == 0)
        return runGuarded(argc - 2, argv + 2);
    // The app's trial load of its GPU module: the app's own code, not sandboxed, and a crash is
    // its answer (no handler of ours turns it into an exit status).
    if (argc == 3 && std::strcmp(argv[1], kTrialArgument) == 0)
        return trialLoadHere(argv[2]);
    installCrashHandlers();
    keepHeapsMapped();
    if (pipe2(g_probe, O_CLOEXEC | O_NONBLOCK) != 0)
        g_probe[0] = g_probe[1] = -1;
    if (argc == 2 && std::strcmp(argv[1], "--sandbox") == 0)
        return printSandbox();
    if (argc == 3 && std::strcmp(argv[1], "--describe") == 0)
        return describe(argv[2]);
    const bool gpu = argc == 4 && std::strcmp(argv[1], "--gpu") == 0;
    const bool gpuWhole = argc == 4 && std::strcmp(argv[1], "--gpu-program") == 0;
    const bool whole = (argc == 4 && std::strcmp(argv[1], "--program") == 0) || gpuWhole;
    if (argc != 3 && !gpu && !whole) {
        std::fprintf(stderr,
            "usage: cudaviz-kernelrun [--gpu|--program|--gpu-program] REQUEST RESULT | --describe MODULE | "
            "--sandbox\n");
        return 2;
    }
    if (gpu || whole)
        ++argv;
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // the kernel's printf, line by line: kept if it crashes
    const int resultFd = openResult(argv[2]); // before the namespaces make every mount read-only
    g_resultFd = std::strncmp(argv[2], "fd:", 3) == 0 ? resultFd : -1; // a file gets no marker
    if (resultFd < 0) {
        std::fprintf(stderr, "cudaviz-kernelrun: cannot write %s\n", argv[2]);
        return 2;
    }
    g_sealedFd = resultFd;
    sealResult(resultFd); // before any of the student's code: only this program's code writes the result
    if (!gpu && !gpuWhole)
        enterNamespaces(); // before any thread: unshare needs a process of one thread
    const auto request = readRequest(QString::fromLocal8Bit(argv[1]));
    if (!request) {
        std::fprintf(stderr, "cudaviz-kernelrun: %s is not a run request of this version\n", argv[1]);
        return 2;
    }
    if (request->program != whole) {
        std::fprintf(stderr, "cudaviz-kernelrun: %s is not a request for this mode\n", argv[1]);
        return 2;
    }
    runtime().progress = mapProgressPage(request->progressFd); // before the sandbox forbids mapping it
    if (whole) {
        if (!gpuWhole && !undefinedSymbols(request->modulePath, "cvz_rt_blas_").isEmpty())
            loadBlasForProgram(); // an open the sandbox forbids, and buffers OpenBLAS reserves as it loads
        limitAddressSpace(request->addressSpaceBytes);
        const bool files = !gpuWhole && prepareProgramFiles(*request);
        if (!enterSandbox(QFile::encodeName(request->modulePath).constData(), gpuWhole,
                QFile::encodeName(request->fastModulePath).constData(),
                files ? QFile::encodeName(request->filesFolder).constData() : nullptr))
            return sandboxRefused();
        Watchdog watchdog(request->timeoutSeconds);
        armThreadLimit(&onThreadLimit);
        signalStart();
        // Both end the process, with the result written (program.cpp's writeAndEnd).
        gpuWhole ? runProgramOnDevice(*request, resultFd) : runProgram(*request, resultFd);
    }
    return runLaunchRequest(*request, gpu, resultFd, argv[1], argv[2]);
}
