// One launch in the block emulator, as the helper runs it for a single kernel (main.cpp) and for
// each <<<...>>> of a whole program (program.cpp): the buffers it may touch, the module's
// __shared__ arrays and the dynamic shared memory registered with the emulator and the runtime's
// hooks, each block analysed as it ends.
#pragma once

#include "emulator/blockemulator.h"
#include "guardedbuffer.h"
#include "moduleinfo.h"
#include "playground/protocol/runprotocol.h"
#include "playground/protocol/traceplan.h"

#include <QString>
#include <functional>
#include <vector>

namespace cvz {

// Each emulated thread's stack (with a guard page below): -O0 frames are large.
constexpr size_t kEmulatedStackBytes = 256 * 1024;

struct LaunchBuffer
{
    QString name;
    const GuardedBuffer* memory = nullptr;
};

struct LaunchSetup
{
    LaunchConfig launch;
    int64_t dynamicSharedBytes = 0;
    QString dynamicSharedName;
    std::vector<LaunchBuffer> buffers;
    const ModuleInfo* module = nullptr;
    const GuardedBuffer* dynamicShared = nullptr; // allocated before the module was loaded
    qint64 maxAccesses = 0, maxAccessesPerThread = 0, maxBlockAccesses = 0, maxKeptAccesses = 0;
    TraceMode trace = TraceMode::Auto; // which blocks are traced (traceplan.h); All stops at maxAccesses
    // The same launch in the fast engine's module (fastmodule.h), which runs the untraced blocks;
    // empty: they run in the traced module, and fastOff says why.
    std::function<void()> fastBody;
    // The fast module's loop over the running block's threads (a whole program's launch), used for a
    // kernel that never waits; empty: fastBody runs per thread.
    std::function<void()> fastBlock;
    FastEngineOff fastOff = FastEngineOff::NotBuilt;
    QString fastOffDetail;
    int cores = 1; // the fast engine's blocks may run on this many (launchworkers.h)
    // A traced block that passes maxBlockAccesses, or whose thread passes maxAccessesPerThread, gives
    // its trace up and runs on (a whole program's launch), instead of stopping the run (a kernel run
    // alone: quick word of a runaway loop).
    bool untracePastBudget = false;
};

// How an untraced block of the launch runs in the fast engine: without fibers when its kernel never
// waits, and then, where the launch has one, as one call of the module's loop over the block's threads
// (`options` of the launch's thread and of each worker alike).
void choosePlainBlocks(const LaunchSetup& setup, BlockEmulator::Options& options);

// The kernel's static __shared__ arrays together, in bytes.
int64_t staticSharedBytes(const ModuleInfo& module);

// Runs `body` for every thread of the launch. The result has no buffers (they are the caller's);
// its error is SharedMemoryTooLarge when the launch asks for more than a block may have.
RunResult emulateLaunch(const LaunchSetup& setup, const std::function<void()>& body);

} // namespace cvz
