// The runtime a student's kernel module calls into: CUDA's built-ins and barriers, atomics,
// and the compiler's memory-access hooks (__tsan_read4 ...), which find the buffer or shared
// array an address belongs to and record the access in the block emulator.
#pragma once

#include "emulator/blockemulator.h"

#include "playground/protocol/runprogress.h"
#include "playground/protocol/runprotocol.h"
#include <pthread.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace cvz {

// Where an address may be: a buffer (or the dynamic shared memory) with its guard zones on both
// sides, or one of the module's __shared__ arrays.
struct Region
{
    uintptr_t begin = 0, end = 0; // what counts as this array's (guard zones included)
    uintptr_t data = 0; // element 0
    int64_t elements = 0; // 4-byte words
    int64_t bytes = 0; // its size: an access past it is out of bounds
    uint16_t array = 0;
};

struct Runtime
{
    BlockEmulator* emulator = nullptr;
    pthread_t emulatorThread {}; // the host thread running it (another one is a second host thread)
    uintptr_t moduleBase = 0, moduleEnd = 0;
    uintptr_t codeBegin = 0, codeEnd = 0; // the module's executable segment
    std::vector<Region> guarded; // the buffers and the dynamic shared memory, each with guard zones
    std::vector<Region> shared; // the module's __shared__ (thread_local) arrays, sorted by begin
    uintptr_t sharedBegin = 0, sharedEnd = 0; // the module's thread_local block
    void* dynamicShared = nullptr;
    size_t dynamicSharedBytes = 0;
    // For the watchdog and the crash handler (written by the running thread, read by them).
    std::atomic<uint64_t> lastPc { 0 };
    std::atomic<int64_t> thread { -1 };
    std::atomic<int64_t> block { -1 };
    std::atomic<uint32_t> passes { 0 }; // __syncthreads() the running thread has passed
    std::unique_ptr<std::atomic<uint32_t>[]> waitingAt; // per thread of the block: the barrier (module offset + 1) or 0
    bool waitedInBlock = false; // whether a thread of the running block set its waitingAt
    int64_t threadsPerBlock = 0;
    std::vector<int> syncCounts; // __syncthreads_count: per barrier phase of the block
    MisalignedAccess misaligned;
    // The running launch's floating-point operations, counted by the cudaviz_flops GCC plugin's
    // calls (flopcount/flopcount.cpp) while an emulated thread runs.
    uint64_t fp32Operations = 0, fp64Operations = 0;
    // A whole program (program.cpp): an access of the host code (no emulated thread runs), and one
    // of a kernel to memory that is none of the launch's (not a buffer, not shared, not its stack).
    // A whole program: a failed assert in a kernel ends its thread (CUDA then fails the launch with
    // cudaErrorAssert) instead of the process; how many did.
    bool assertEndsThread = false;
    ProgressWords* progress = nullptr; // the app's progress page, when it gave one (runprogress.h)
    std::atomic<int64_t> failedAsserts { 0 };
    void (*hostAccess)(uintptr_t address, size_t bytes, bool write, uintptr_t returnAddress) = nullptr;
    void (*strayAccess)(uintptr_t address, size_t bytes, bool write, uintptr_t returnAddress) = nullptr;
};

extern Runtime g_runtime __attribute__((visibility("hidden")));
// The running thread's built-ins, which the fast engine's module reads without a call
// (cudaviz_playground.h with CVZ_PG_FAST): each OS thread's emulator writes them at every switch.
extern "C" __attribute__((visibility("default"))) thread_local EmuBuiltins cvz_pg_now;

// A worker of a launch whose untraced blocks run on several cores (launchrun.cpp): its own
// emulator, dynamic shared memory and __syncthreads_count() counts. Null on the launch's own thread.
struct LaunchWorker
{
    BlockEmulator* emulator = nullptr;
    void* dynamicShared = nullptr;
    std::vector<int> syncCounts;
    int64_t thread = -1, block = -1; // where it is, for a crash on its thread
};
extern thread_local LaunchWorker* t_worker;
// The emulator of the calling thread: a worker's, or the launch's.
inline BlockEmulator* activeEmulator()
{
    return t_worker ? t_worker->emulator : g_runtime.emulator;
}
// Whether the caller is an emulated thread's code: a worker, or the launch's own thread while it runs.
bool onKernelThread();
// A host-runtime call (cvz_rt_*) made by a kernel's code: blocks on several cores may make one at
// once, so such calls take turns. A host thread's call, with no kernel running, takes none.
class KernelCallGuard
{
public:
    KernelCallGuard();
    ~KernelCallGuard();
    KernelCallGuard(const KernelCallGuard&) = delete;
    KernelCallGuard& operator=(const KernelCallGuard&) = delete;

private:
    bool m_locked = false;
};
// The one runtime (a plain global: every access of a kernel asks for it).
inline Runtime& runtime()
{
    return g_runtime;
}
// An address in the module as an offset from its start, or 0 when outside it.
uint64_t moduleOffset(uintptr_t pc);

} // namespace cvz
