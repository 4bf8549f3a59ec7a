#include "runtime.h"

#include "fastmodule.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>
#include <type_traits>
#include <unistd.h>

namespace cvz {

Runtime g_runtime;
thread_local EmuBuiltins cvz_pg_now = kHostBuiltins;
thread_local LaunchWorker* t_worker = nullptr;

namespace {
std::recursive_mutex g_kernelCalls;
} // namespace

KernelCallGuard::KernelCallGuard()
    : m_locked(onKernelThread())
{
    if (m_locked)
        g_kernelCalls.lock();
}

KernelCallGuard::~KernelCallGuard()
{
    if (m_locked)
        g_kernelCalls.unlock();
}

bool onKernelThread()
{
    const Runtime& r = runtime();
    return t_worker || (r.emulator && pthread_equal(r.emulatorThread, pthread_self()));
}

uint64_t moduleOffset(uintptr_t pc)
{
    const Runtime& r = runtime();
    return pc >= r.moduleBase && pc < r.moduleEnd ? pc - r.moduleBase : 0;
}

namespace {

EmuContext* current()
{
    BlockEmulator* e = activeEmulator();
    return e ? e->currentContext() : nullptr;
}

// The call site of a hook: the return address minus one lies inside the call instruction,
// whose line addr2line then reports.
CallSite siteOf(uintptr_t returnAddress)
{
    const uint64_t traced = moduleOffset(returnAddress - 1);
    return { traced ? static_cast<unsigned>(traced) : fastSite(returnAddress - 1), 0 };
}

// A barrier's or a warp call's site, which tells threads at one call from threads at another: only
// the traced module's. -O2 may copy one __syncthreads() into several call instructions (a peeled
// loop), so the fast module's calls are one site, 0, and a fast block is not judged for divergence.
CallSite syncSiteOf(uintptr_t returnAddress)
{
    return { static_cast<unsigned>(moduleOffset(returnAddress - 1)), 0 };
}

const Region* regionOf(uintptr_t a)
{
    const Runtime& r = runtime();
    for (const Region& g : r.guarded)
        if (a >= g.begin && a < g.end)
            return &g;
    if (a < r.sharedBegin || a >= r.sharedEnd)
        return nullptr;
    // The module's __shared__ arrays lie one after another between two guard zones: the last one
    // that starts at or before the address (past its end: out of bounds), or the first one for
    // the zone before them (a negative element).
    const Region* found = r.shared.empty() ? nullptr : &r.shared.front();
    for (const Region& s : r.shared) {
        if (s.begin > a)
            break;
        found = &s;
    }
    return found;
}

void record(uintptr_t a, size_t bytes, bool write, uintptr_t returnAddress, bool atomic = false)
{
    EmuContext* ctx = current();
    Runtime& r = runtime();
    if (!ctx) { // the module's constructors, or a program's host code
        if (r.hostAccess) {
            r.lastPc.store(returnAddress, std::memory_order_relaxed); // where a timeout finds it
            r.hostAccess(a, bytes, write, returnAddress);
        }
        return;
    }
    r.lastPc.store(returnAddress, std::memory_order_relaxed);
    BlockEmulator* emulator = activeEmulator();
    if (emulator->onRunningStack(a)) // the thread's own locals: most accesses of -O0 code
        return;
    const Region* region = regionOf(a);
    if (!region) { // the thread's own stack, the runtime's memory: not memory the kernel was given
        // A fast block's hooked access (an atomic, a copy) may be to its module's own __shared__
        // arrays or a worker's dynamic shared memory, which no region holds: the fast engine checks
        // no stray pointer (the traced blocks do).
        if (r.strayAccess && !t_worker && !fastSite(returnAddress))
            r.strayAccess(a, bytes, write, returnAddress);
        return;
    }
    if (!emulator->tracing()) { // an untraced block: only an out-of-bounds access is recorded
        const int64_t offset = int64_t(a - region->data);
        if (offset >= 0 && offset + int64_t(std::max<size_t>(bytes, 1)) <= region->bytes)
            return;
    }
    const CallSite at = siteOf(returnAddress);
    // Wider than 16 bytes (a struct copy): 16 bytes at a time, as a GPU's widest access moves.
    for (size_t done = 0; done < std::max<size_t>(bytes, 1); done += 16) {
        const uintptr_t p = a + done;
        const size_t part = std::min<size_t>(bytes - std::min(bytes, done), 16);
        const int64_t offset = static_cast<int64_t>(p - region->data);
        const int64_t element = offset >> 2; // floor, also before element 0
        // The 4-byte words the access covers (a misaligned one spans one more).
        const int64_t last = (offset + int64_t(std::max<size_t>(part, 1)) - 1) >> 2;
        const auto width = static_cast<uint8_t>(std::clamp<int64_t>(last - element + 1, 1, 4));
        const bool outOfBounds = offset < 0 || offset + int64_t(std::max<size_t>(part, 1)) > region->bytes;
        // Less than a word within one word: which of its bytes.
        const int64_t inWord = offset & 3;
        const uint8_t byteMask = part < 4 && inWord + int64_t(std::max<size_t>(part, 1)) <= 4
            ? uint8_t(((1u << std::max<size_t>(part, 1)) - 1u) << inWord)
            : 0;
        ctx->recordAccess(region->array, element, write, outOfBounds, at, width, atomic, byteMask);
        if (bytes <= 16)
            break;
    }
}

// A GPU moves a 2-, 4-, 8- or 16-byte value only from an address that is a multiple of its size.
void checkAlignment(uintptr_t a, size_t bytes, bool write, uintptr_t returnAddress)
{
    if (bytes < 2 || a % bytes == 0 || !current() || t_worker) // the launch's thread keeps the count
        return;
    const Region* region = regionOf(a);
    if (!region)
        return;
    MisalignedAccess& m = runtime().misaligned;
    if (m.count++ > 0)
        return;
    m.thread = current()->globalThread();
    m.array = region->array;
    m.byteOffset = int64_t(a) - int64_t(region->data);
    m.pc = moduleOffset(returnAddress - 1);
    m.bytes = int32_t(bytes);
    m.write = write;
}

} // namespace

// CUDA's uint3, as the playground's header declares it (returned by value to the kernel).
struct Uint3
{
    unsigned int x, y, z;
};

namespace {
// A thread that waited runs again: the watchdog's word says which (a worker's own, on a worker:
// no word shared between cores at every switch).
void runningAgain(const EmuContext& ctx)
{
    if (t_worker)
        t_worker->thread = ctx.globalThread();
    else
        runtime().thread.store(ctx.globalThread(), std::memory_order_relaxed);
}

void barrier(uintptr_t returnAddress)
{
    EmuContext* ctx = current();
    if (!ctx)
        return;
    const CallSite at = syncSiteOf(returnAddress);
    if (t_worker) { // a worker's place is its own: no word shared between cores at every barrier
        ctx->syncthreads(at);
        runningAgain(*ctx);
        return;
    }
    Runtime& r = runtime();
    const int64_t t = ctx->threadInBlock();
    r.waitedInBlock = true;
    r.waitingAt[static_cast<size_t>(t)].store(at.line + 1, std::memory_order_relaxed);
    ctx->syncthreads(at);
    r.waitingAt[static_cast<size_t>(t)].store(0, std::memory_order_relaxed);
    runningAgain(*ctx);
    r.passes.store(ctx->phase(), std::memory_order_relaxed);
}

// The header's cvz_pg::AtomicOp: Add, Sub, Max, Min, Exch, Cas, Inc, Dec, And, Or, Xor.
constexpr int kAtomicExch = 4, kAtomicCas = 5;
template <class T> T atomicResult(int op, T old, T value, T compare)
{
    switch (op) {
    case 0:
        return old + value;
    case 1:
        return old - value;
    case 2:
        return std::max(old, value);
    case 3:
        return std::min(old, value);
    case 4:
        return value;
    case 5:
        return old == compare ? value : old;
    default:
        break;
    }
    if constexpr (std::is_integral_v<T>) {
        if (op == 6) // atomicInc: ((old >= value) ? 0 : (old + 1))
            return old >= value ? T(0) : T(old + 1);
        if (op == 7) // atomicDec: (((old == 0) || (old > value)) ? value : (old - 1))
            return old == 0 || old > value ? value : T(old - 1);
        if (op == 8)
            return old & value;
        if (op == 9)
            return old | value;
        if (op == 10)
            return old ^ value;
    }
    return old;
}

// A spin lock, as CUDA by Example's Lock and every course's mutex is written: atomicCAS(word, 0, v)
// that found 0 takes it, atomicExch(word, 0) or atomicCAS(word, v, 0) gives it back. The race
// analysis orders what a thread does holding one (EmuContext::tookLock); a plain store of 0 is not
// seen as a release.
template <class T> void noteLock(int op, uintptr_t word, T old, T value, T compare)
{
    if constexpr (std::is_integral_v<T>) {
        EmuContext* ctx = current();
        if (!ctx)
            return;
        if (op == kAtomicCas && compare == 0 && value != 0 && old == 0)
            ctx->tookLock(word);
        else if ((op == kAtomicExch && value == 0 && old != 0) || (op == kAtomicCas && value == 0 && old == compare))
            ctx->gaveLock(word);
    }
}

// A real atomic read-modify-write: blocks on other cores (a launch's workers) may update the same word.
template <class T> T atomicOp(int op, T* address, T value, T compare, uintptr_t returnAddress)
{
    checkAlignment(reinterpret_cast<uintptr_t>(address), sizeof(T), true, returnAddress);
    record(reinterpret_cast<uintptr_t>(address), sizeof(T), true, returnAddress, true);
    T old;
    __atomic_load(address, &old, __ATOMIC_RELAXED);
    T desired = atomicResult(op, old, value, compare);
    while (!__atomic_compare_exchange(address, &old, &desired, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
        desired = atomicResult(op, old, value, compare);
    noteLock(op, reinterpret_cast<uintptr_t>(address), old, value, compare);
    return old;
}

} // namespace
} // namespace cvz

using namespace cvz;

#define CVZ_RETURN reinterpret_cast<uintptr_t>(__builtin_return_address(0))
#define CVZ_EXPORT extern "C" __attribute__((visibility("default")))

// Called by the student's module at the start of each basic block with float or double arithmetic
// (the cudaviz_flops GCC plugin puts the calls there). Host code's arithmetic is not a kernel's.
CVZ_EXPORT void __cvz_flops(unsigned long fp32, unsigned long fp64)
{
    if (!current())
        return;
    Runtime& r = runtime();
    r.fp32Operations += fp32;
    r.fp64Operations += fp64;
}
// The built-ins of the thread that runs now: where every switch publishes them (kHostBuiltins
// outside a launch), read without asking the emulator which thread that is.
CVZ_EXPORT Uint3 cvz_pg_thread_idx(void)
{
    const uint32_t* v = cvz_pg_now.threadIdx;
    return { v[0], v[1], v[2] };
}
CVZ_EXPORT Uint3 cvz_pg_block_idx(void)
{
    const uint32_t* v = cvz_pg_now.blockIdx;
    return { v[0], v[1], v[2] };
}
CVZ_EXPORT Uint3 cvz_pg_block_dim(void)
{
    const uint32_t* v = cvz_pg_now.blockDim;
    return { v[0], v[1], v[2] };
}
CVZ_EXPORT Uint3 cvz_pg_grid_dim(void)
{
    const uint32_t* v = cvz_pg_now.gridDim;
    return { v[0], v[1], v[2] };
}
// clock64() in a kernel: a count that only grows, per emulated block's OS thread.
CVZ_EXPORT long long cvz_pg_clock64(void)
{
    static thread_local long long ticks = 0;
    return ticks += 1000;
}
// The C library's clock(), as the student's module calls it: the count above inside a kernel (as
// CUDA's device clock() is), the process's processor time in host code.
CVZ_EXPORT clock_t clock(void) noexcept
{
    if (current())
        return clock_t(cvz_pg_clock64());
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return clock_t(t.tv_sec * CLOCKS_PER_SEC + t.tv_nsec / (1000000000 / CLOCKS_PER_SEC));
}
CVZ_EXPORT void cvz_pg_syncthreads(void)
{
    barrier(CVZ_RETURN);
}
CVZ_EXPORT int cvz_pg_syncthreads_count(int predicate)
{
    EmuContext* ctx = current();
    if (!ctx)
        return 0;
    Runtime& r = runtime();
    const size_t phase = ctx->phase();
    std::vector<int>& counts = t_worker ? t_worker->syncCounts : r.syncCounts;
    if (counts.size() <= phase)
        counts.resize(phase + 1, 0);
    counts[phase] += predicate ? 1 : 0;
    barrier(CVZ_RETURN);
    return counts[phase];
}
CVZ_EXPORT void cvz_pg_syncwarp(void)
{
    if (EmuContext* ctx = current()) {
        ctx->syncwarp();
        runningAgain(*ctx);
    }
}
// Shuffles, votes, matches and warp reductions (the header's always-inline wrappers call it from
// the student's line): one 8-byte piece of a value per call.
CVZ_EXPORT unsigned long long cvz_pg_warp(int op, unsigned mask, unsigned long long value, int arg, int width)
{
    EmuContext* ctx = current();
    if (!ctx)
        return value;
    if (op < 0 || op >= int(WarpOp::Count))
        op = int(WarpOp::Shfl);
    const uint64_t r = ctx->warpCall({ WarpOp(op), mask, value, arg, width }, syncSiteOf(CVZ_RETURN));
    runningAgain(*ctx);
    return r;
}
CVZ_EXPORT void* cvz_pg_dynamic_shared(void)
{
    return t_worker ? t_worker->dynamicShared : runtime().dynamicShared;
}

__attribute__((visibility("default"))) int cvz_pg_atomic(int op, int* a, int v, int c)
{
    return atomicOp(op, a, v, c, CVZ_RETURN);
}
__attribute__((visibility("default"))) unsigned int cvz_pg_atomic(
    int op, unsigned int* a, unsigned int v, unsigned int c)
{
    return atomicOp(op, a, v, c, CVZ_RETURN);
}
__attribute__((visibility("default"))) float cvz_pg_atomic(int op, float* a, float v, float c)
{
    return atomicOp(op, a, v, c, CVZ_RETURN);
}
__attribute__((visibility("default"))) unsigned long long cvz_pg_atomic(
    int op, unsigned long long* a, unsigned long long v, unsigned long long c)
{
    return atomicOp(op, a, v, c, CVZ_RETURN);
}
__attribute__((visibility("default"))) long long cvz_pg_atomic(int op, long long* a, long long v, long long c)
{
    return atomicOp(op, a, v, c, CVZ_RETURN);
}
__attribute__((visibility("default"))) double cvz_pg_atomic(int op, double* a, double v, double c)
{
    return atomicOp(op, a, v, c, CVZ_RETURN);
}

// A failed assert in the kernel (the C library's assert calls this): its message on stderr, and
// the run stops with SIGABRT at the assert's own line, as a GPU stops a kernel at a failed assert.
CVZ_EXPORT [[noreturn]] void __assert_fail(
    const char* assertion, const char* file, unsigned int line, const char* function)
{
    runtime().lastPc.store(CVZ_RETURN, std::memory_order_relaxed);
    char text[512];
    int n = 0;
    EmuContext* ctx = current();
    if (ctx && runtime().assertEndsThread) { // as a GPU prints it, with the thread's coordinates
        const EmuDim b = ctx->blockIdx(), t = ctx->threadIdx();
        n = std::snprintf(text, sizeof text,
            "%s:%u: %s: block: [%lld,%lld,%lld], thread: [%lld,%lld,%lld] Assertion `%s` failed.\n", file ? file : "?",
            line, function ? function : "?", b.x, b.y, b.z, t.x, t.y, t.z, assertion ? assertion : "?");
    } else {
        n = std::snprintf(text, sizeof text, "%s:%u: %s: Assertion `%s' failed.\n", file ? file : "?", line,
            function ? function : "?", assertion ? assertion : "?");
    }
    if (n > 0)
        (void)!::write(2, text, std::min<size_t>(size_t(n), sizeof text - 1));
    if (ctx && runtime().assertEndsThread) {
        runtime().failedAsserts.fetch_add(1, std::memory_order_relaxed);
        throw EmuThreadExit {};
    }
    std::abort();
}

// The compiler's instrumentation (-fsanitize=thread, runtime not linked): one call before
// each load and store of the kernel's code, with the address.
#define CVZ_ACCESS(name, size, write)                                                                                  \
    CVZ_EXPORT void name(void* p)                                                                                      \
    {                                                                                                                  \
        checkAlignment(reinterpret_cast<uintptr_t>(p), size, write, CVZ_RETURN);                                       \
        record(reinterpret_cast<uintptr_t>(p), size, write, CVZ_RETURN);                                               \
    }
#define CVZ_HOOK(size)                                                                                                 \
    CVZ_ACCESS(__tsan_read##size, size, false)                                                                         \
    CVZ_ACCESS(__tsan_write##size, size, true)                                                                         \
    CVZ_ACCESS(__tsan_unaligned_read##size, size, false)                                                               \
    CVZ_ACCESS(__tsan_unaligned_write##size, size, true)                                                               \
    CVZ_ACCESS(__tsan_volatile_read##size, size, false)                                                                \
    CVZ_ACCESS(__tsan_volatile_write##size, size, true)
CVZ_HOOK(1)
CVZ_HOOK(2)
CVZ_HOOK(4)
CVZ_HOOK(8)
CVZ_HOOK(16)

// std::atomic as the instrumentation calls it (tsan_interface_atomic.h's ABI): host code uses it
// (Thrust's CPP backend does). Every operation is sequentially consistent here, the strongest order
// any caller may ask for, and is the access it is.
#define CVZ_ATOMIC_RMW(bits, T, op)                                                                                    \
    CVZ_EXPORT T __tsan_atomic##bits##_##op(volatile T* a, T v, int)                                                   \
    {                                                                                                                  \
        record(reinterpret_cast<uintptr_t>(a), sizeof(T), true, CVZ_RETURN, true);                                     \
        return __atomic_##op(a, v, __ATOMIC_SEQ_CST);                                                                  \
    }
#define CVZ_ATOMICS(bits, T)                                                                                           \
    CVZ_EXPORT T __tsan_atomic##bits##_load(const volatile T* a, int)                                                  \
    {                                                                                                                  \
        record(reinterpret_cast<uintptr_t>(a), sizeof(T), false, CVZ_RETURN, true);                                    \
        return __atomic_load_n(a, __ATOMIC_SEQ_CST);                                                                   \
    }                                                                                                                  \
    CVZ_EXPORT void __tsan_atomic##bits##_store(volatile T* a, T v, int)                                               \
    {                                                                                                                  \
        record(reinterpret_cast<uintptr_t>(a), sizeof(T), true, CVZ_RETURN, true);                                     \
        __atomic_store_n(a, v, __ATOMIC_SEQ_CST);                                                                      \
    }                                                                                                                  \
    CVZ_EXPORT T __tsan_atomic##bits##_exchange(volatile T* a, T v, int)                                               \
    {                                                                                                                  \
        record(reinterpret_cast<uintptr_t>(a), sizeof(T), true, CVZ_RETURN, true);                                     \
        return __atomic_exchange_n(a, v, __ATOMIC_SEQ_CST);                                                            \
    }                                                                                                                  \
    CVZ_ATOMIC_RMW(bits, T, fetch_add)                                                                                 \
    CVZ_ATOMIC_RMW(bits, T, fetch_sub)                                                                                 \
    CVZ_ATOMIC_RMW(bits, T, fetch_and)                                                                                 \
    CVZ_ATOMIC_RMW(bits, T, fetch_or)                                                                                  \
    CVZ_ATOMIC_RMW(bits, T, fetch_xor)                                                                                 \
    CVZ_ATOMIC_RMW(bits, T, fetch_nand)                                                                                \
    CVZ_EXPORT int __tsan_atomic##bits##_compare_exchange_strong(volatile T* a, T* c, T v, int, int)                   \
    {                                                                                                                  \
        record(reinterpret_cast<uintptr_t>(a), sizeof(T), true, CVZ_RETURN, true);                                     \
        return __atomic_compare_exchange_n(a, c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);                        \
    }                                                                                                                  \
    CVZ_EXPORT int __tsan_atomic##bits##_compare_exchange_weak(volatile T* a, T* c, T v, int, int)                     \
    {                                                                                                                  \
        record(reinterpret_cast<uintptr_t>(a), sizeof(T), true, CVZ_RETURN, true);                                     \
        return __atomic_compare_exchange_n(a, c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);                        \
    }                                                                                                                  \
    CVZ_EXPORT T __tsan_atomic##bits##_compare_exchange_val(volatile T* a, T c, T v, int, int)                         \
    {                                                                                                                  \
        record(reinterpret_cast<uintptr_t>(a), sizeof(T), true, CVZ_RETURN, true);                                     \
        __atomic_compare_exchange_n(a, &c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);                              \
        return c;                                                                                                      \
    }
CVZ_ATOMICS(8, char)
CVZ_ATOMICS(16, short)
CVZ_ATOMICS(32, int)
CVZ_ATOMICS(64, long)
CVZ_EXPORT void __tsan_atomic_thread_fence(int)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}
CVZ_EXPORT void __tsan_atomic_signal_fence(int)
{
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

CVZ_EXPORT void __tsan_read_range(void* p, unsigned long size)
{
    record(reinterpret_cast<uintptr_t>(p), size, false, CVZ_RETURN);
}
CVZ_EXPORT void __tsan_write_range(void* p, unsigned long size)
{
    record(reinterpret_cast<uintptr_t>(p), size, true, CVZ_RETURN);
}
// A copy of `n` bytes from `s` to `d`, as the call at `pc` made it: its reads, then its writes.
static void recordCopy(void* d, const void* s, size_t n, uintptr_t pc)
{
    record(reinterpret_cast<uintptr_t>(s), n, false, pc);
    record(reinterpret_cast<uintptr_t>(d), n, true, pc);
}
// The _FORTIFY_SOURCE forms: the object's size is the compiler's, checked as glibc checks it.
static void checkRoom(size_t n, size_t room)
{
    if (n > room)
        std::abort();
}

CVZ_EXPORT void* __tsan_memcpy(void* d, const void* s, unsigned long n)
{
    recordCopy(d, s, n, CVZ_RETURN);
    return std::memcpy(d, s, n);
}
CVZ_EXPORT void* __tsan_memmove(void* d, const void* s, unsigned long n)
{
    recordCopy(d, s, n, CVZ_RETURN);
    return std::memmove(d, s, n);
}
CVZ_EXPORT void* __tsan_memset(void* d, int c, unsigned long n)
{
    record(reinterpret_cast<uintptr_t>(d), n, true, CVZ_RETURN);
    return std::memset(d, c, n);
}
// The C library's memory functions as the module calls them (linked with --wrap: playground/
// protocol/wrappedcalls.h): the bytes they read and write are the kernel's accesses.
CVZ_EXPORT void* __wrap_memcpy(void* d, const void* s, size_t n)
{
    recordCopy(d, s, n, CVZ_RETURN);
    return std::memcpy(d, s, n);
}
CVZ_EXPORT void* __wrap_memmove(void* d, const void* s, size_t n)
{
    recordCopy(d, s, n, CVZ_RETURN);
    return std::memmove(d, s, n);
}
CVZ_EXPORT void* __wrap_memset(void* d, int c, size_t n)
{
    record(reinterpret_cast<uintptr_t>(d), n, true, CVZ_RETURN);
    return std::memset(d, c, n);
}
CVZ_EXPORT void* __wrap_mempcpy(void* d, const void* s, size_t n)
{
    recordCopy(d, s, n, CVZ_RETURN);
    return static_cast<char*>(std::memcpy(d, s, n)) + n;
}
CVZ_EXPORT void __wrap_bzero(void* d, size_t n)
{
    record(reinterpret_cast<uintptr_t>(d), n, true, CVZ_RETURN);
    std::memset(d, 0, n);
}
CVZ_EXPORT void __wrap_explicit_bzero(void* d, size_t n)
{
    record(reinterpret_cast<uintptr_t>(d), n, true, CVZ_RETURN);
    std::memset(d, 0, n);
}
CVZ_EXPORT void* __wrap___memcpy_chk(void* d, const void* s, size_t n, size_t room)
{
    checkRoom(n, room);
    recordCopy(d, s, n, CVZ_RETURN);
    return std::memcpy(d, s, n);
}
CVZ_EXPORT void* __wrap___memmove_chk(void* d, const void* s, size_t n, size_t room)
{
    checkRoom(n, room);
    recordCopy(d, s, n, CVZ_RETURN);
    return std::memmove(d, s, n);
}
CVZ_EXPORT void* __wrap___memset_chk(void* d, int c, size_t n, size_t room)
{
    checkRoom(n, room);
    record(reinterpret_cast<uintptr_t>(d), n, true, CVZ_RETURN);
    return std::memset(d, c, n);
}
CVZ_EXPORT void* __wrap___mempcpy_chk(void* d, const void* s, size_t n, size_t room)
{
    checkRoom(n, room);
    recordCopy(d, s, n, CVZ_RETURN);
    return static_cast<char*>(std::memcpy(d, s, n)) + n;
}
CVZ_EXPORT char* __wrap_strcpy(char* d, const char* s)
{
    const size_t n = std::strlen(s) + 1;
    recordCopy(d, s, n, CVZ_RETURN);
    return static_cast<char*>(std::memcpy(d, s, n));
}
CVZ_EXPORT char* __wrap_strncpy(char* d, const char* s, size_t n)
{
    record(reinterpret_cast<uintptr_t>(s), std::min(strnlen(s, n) + 1, n), false, CVZ_RETURN);
    record(reinterpret_cast<uintptr_t>(d), n, true, CVZ_RETURN);
    return std::strncpy(d, s, n);
}
CVZ_EXPORT char* __wrap_strcat(char* d, const char* s)
{
    const size_t at = std::strlen(d), n = std::strlen(s) + 1;
    record(reinterpret_cast<uintptr_t>(d), at, false, CVZ_RETURN);
    record(reinterpret_cast<uintptr_t>(s), n, false, CVZ_RETURN);
    record(reinterpret_cast<uintptr_t>(d) + at, n, true, CVZ_RETURN);
    std::memcpy(d + at, s, n);
    return d;
}
CVZ_EXPORT int __wrap_memcmp(const void* a, const void* b, size_t n)
{
    record(reinterpret_cast<uintptr_t>(a), n, false, CVZ_RETURN);
    record(reinterpret_cast<uintptr_t>(b), n, false, CVZ_RETURN);
    return std::memcmp(a, b, n);
}
CVZ_EXPORT void __tsan_init(void) { }
CVZ_EXPORT void __tsan_func_entry(void*) { }
CVZ_EXPORT void __tsan_func_exit(void) { }
CVZ_EXPORT void __tsan_vptr_update(void**, void*) { }
CVZ_EXPORT void __tsan_vptr_read(void**) { }
