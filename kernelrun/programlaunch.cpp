// kernel<<<grid, block>>>(...) in a whole program: the launch checked as CUDA checks it, run in the
// block emulator over the program's allocations, and its trace and time added to the result.
#include "programstate.h"

#include "fastmodule.h"
#include "launchrun.h"
#include "runtime.h"

#include <algorithm>
#include <cstring>

using namespace cvz;

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
    setup.trace = p.request.trace;
    setup.untracePastBudget = setup.trace != TraceMode::All;
    setup.cores = p.request.cores;
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
    // A sampled launch: the traced blocks' traffic, scaled to all blocks (the arithmetic comes scaled
    // already, from the blocks that counted it: emulateLaunch).
    call.globalSectors
        = qint64(run.coverage.scaled(double(run.report.global.load.sectors + run.report.global.store.sectors)));
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

namespace {
// What one launch is given: the kernel's closure (its arguments by value) and its pointer arguments.
struct GridArguments
{
    const void* const* pointers;
    const unsigned* elementBytes;
    int pointerCount;
    void (*thunk)(void*);
    void (*blockThunk)(void*); // all threads of a block at once (the header's cvz_pg::blockThreads)
    void* closure;
    size_t closureBytes;
};

int runGrid(ProgramCall call, const unsigned* dims, size_t shared, const GridArguments& g, int line);

// A launch's thunk in each engine's module. A launch from a kernel that ran in the fast engine
// comes with the fast module's thunk: its traced twin runs the traced blocks.
struct EngineThunks
{
    void (*traced)(void*) = nullptr;
    void (*fast)(void*) = nullptr;
    void (*fastBlock)(void*) = nullptr; // the fast module's loop over a block's threads
};
using Thunk = void (*)(void*);
// A thunk of either module, as the fast module has it: itself, or its twin there (null: none, and
// `why` names the symbol).
Thunk inFastModule(Thunk f, QString* why = nullptr)
{
    if (fastSite(reinterpret_cast<uintptr_t>(f)))
        return f;
    return reinterpret_cast<Thunk>(fastTwin(reinterpret_cast<const void*>(f), why));
}
EngineThunks engineThunks(void (*thunk)(void*), void (*blockThunk)(void*), LaunchSetup& setup)
{
    EngineThunks t { thunk, nullptr, blockThunk ? inFastModule(blockThunk) : nullptr };
    QString why;
    t.fast = inFastModule(thunk, &why);
    if (t.fast == thunk) { // launched from the fast module: its traced twin runs the traced blocks
        if (auto* traced = reinterpret_cast<void (*)(void*)>(tracedTwin(reinterpret_cast<const void*>(thunk))))
            t.traced = traced;
        else // no traced copy to trace with: no block may say it was traced
            setup.trace = TraceMode::None;
    }
    if (!t.fast)
        setup.fastOff = whyNoTwin(why, &setup.fastOffDetail);
    return t;
}

// A launch from a kernel: kept, with a copy of its arguments, until the parent grid has run.
int keepChild(
    Program& p, const ProgramCall& call, const unsigned* dims, size_t shared, const GridArguments& g, int line)
{
    if (p.children.size() >= kMaxPendingChildLaunches)
        return fail(LaunchPendingCountExceeded);
    ChildLaunch child;
    child.kernel = call.name;
    std::copy(dims, dims + 6, child.dims);
    child.shared = shared;
    child.line = line;
    child.pointers.assign(g.pointers, g.pointers + g.pointerCount);
    child.elementBytes.assign(g.elementBytes, g.elementBytes + g.pointerCount);
    child.thunk = g.thunk;
    child.blockThunk = g.blockThunk;
    child.closure.resize((g.closureBytes + sizeof(std::max_align_t) - 1) / sizeof(std::max_align_t));
    std::memcpy(child.closure.data(), g.closure, g.closureBytes);
    child.closureBytes = g.closureBytes;
    p.children.push_back(std::move(child));
    return Success;
}

// The grids the one that just ran launched, each run to completion (its own children within it),
// in the order they were launched, one level deeper.
void runChildren(Program& p)
{
    std::vector<ChildLaunch> children;
    children.swap(p.children);
    ++p.launchDepth;
    for (ChildLaunch& child : children) {
        ProgramCall call = makeCall(ProgramCallKind::Launch, child.line, 0, Success, true, 0, child.kernel);
        call.grid = { child.dims[0], child.dims[1], child.dims[2] };
        call.block = { child.dims[3], child.dims[4], child.dims[5] };
        call.sharedBytes = qint64(child.shared);
        if (p.launchDepth > kMaxLaunchDepth) { // the kernel's launch returned the error; the host sees none
            call.error = LaunchMaxDepthExceeded;
            addCall(call);
            continue;
        }
        const GridArguments g { child.pointers.data(), child.elementBytes.data(), int(child.pointers.size()),
            child.thunk, child.blockThunk, child.closure.data(), child.closureBytes };
        runGrid(call, child.dims, child.shared, g, child.line);
    }
    --p.launchDepth;
}

// A launch checked as CUDA checks it, run in the emulator over the program's allocations, then the
// grids its kernels launched.
int runGrid(ProgramCall call, const unsigned* dims, size_t shared, const GridArguments& g, int line)
{
    Program& p = program();
    if (const int error = configurationError(call, dims, shared, line))
        return failLaunch(call, error);
    const LaunchConfig launch { call.grid, call.block };
    // Valid CUDA, past what the emulator runs: the program stops. Past the exact trace's budget a
    // launch is sampled, unless every block must be traced.
    const int64_t most = p.request.trace == TraceMode::All ? kMaxThreads : kMaxEmulatedThreads;
    if (launch.totalThreads() > most) {
        addFinding(ProgramProblem::LaunchOverBudget, line,
            { call.name, QString::number(launch.totalThreads()), QString::number(most) });
        addCall(call);
        writeAndEnd();
    }
    LaunchSetup setup = programLaunchSetup(p, launch, shared);
    // A launch repeated with the same code and shape (a timing loop) traces the sample only: the first
    // one was traced as far as the budget allows, and a repeat would find what it found.
    const std::array<uint64_t, 8> shape { uint64_t(reinterpret_cast<uintptr_t>(g.thunk)), dims[0], dims[1], dims[2],
        dims[3], dims[4], dims[5], shared };
    const bool repeat = setup.trace == TraceMode::Auto && !p.launchShapesRun.insert(shape).second;
    if (repeat)
        setup.trace = TraceMode::Sample;
    const std::vector<ArrayExtent> extents = addAllocations(p, setup, g.pointers, g.elementBytes, g.pointerCount);
    p.closureBegin = reinterpret_cast<uintptr_t>(g.closure);
    p.closureEnd = p.closureBegin + g.closureBytes;
    p.kernel = call.name;
    p.strayTold = false;
    p.illegal = false;
    const int64_t assertsBefore = runtime().failedAsserts.load(std::memory_order_relaxed);
    const EngineThunks thunks = engineThunks(g.thunk, g.blockThunk, setup);
    if (thunks.fast)
        setup.fastBody = [&] { thunks.fast(g.closure); };
    if (thunks.fast && thunks.fastBlock)
        setup.fastBlock = [&] { thunks.fastBlock(g.closure); };
    RunResult run = emulateLaunch(setup, [&] { thunks.traced(g.closure); });
    p.closureBegin = p.closureEnd = 0;
    if (run.error == HelperError::SharedMemoryTooLarge) {
        addFinding(ProgramProblem::SharedMemoryTooLarge, line,
            { call.name, run.errorArgs.value(0), QString::number(kMaxSharedBytes) });
        return failLaunch(call, InvalidValue);
    }
    run.coverage.repeat = repeat;
    takeRun(p, call, run, extents, line, assertsBefore);
    addCall(call);
    runChildren(p);
    return Success;
}
} // namespace

CVZ_EXPORT int cvz_rt_launch(const char* kernel, const unsigned* dims, size_t shared, void* stream,
    const void* const* pointers, const unsigned* elementBytes, int pointerCount, void (*thunk)(void*),
    void (*blockThunk)(void*), void* closure, size_t closureBytes, int line)
{
    const KernelCallGuard turn;
    Program& p = program();
    ProgramCall call = makeCall(ProgramCallKind::Launch, line, 0, Success, true,
        int(reinterpret_cast<intptr_t>(stream)), QString::fromLatin1(kernel));
    call.grid = { dims[0], dims[1], dims[2] };
    call.block = { dims[3], dims[4], dims[5] };
    call.sharedBytes = qint64(shared);
    const GridArguments g { pointers, elementBytes, pointerCount, thunk, blockThunk, closure, closureBytes };
    // From a kernel (dynamic parallelism): run once the parent grid has run, as CUDA guarantees (blocks
    // on other cores take turns: `turn` above).
    if (onKernelThread() && p.module.base)
        return keepChild(p, call, dims, shared, g, line);
    if (const int sticky = enter("a kernel launch <<<...>>>"))
        return failLaunch(call, sticky);
    // From a second host thread while a kernel runs, or before main. (A kernel run alone, --kernel,
    // is stopped by enter(): a launch is host code there.)
    if (runtime().emulator || !p.module.base)
        cvz_rt_unsupported(
            !runtime().emulator ? "a launch before main" : "a launch from a second host thread while a kernel runs",
            line);
    if (!validStream(stream))
        return failLaunch(call, InvalidResourceHandle);
    return runGrid(call, dims, shared, g, line);
}
