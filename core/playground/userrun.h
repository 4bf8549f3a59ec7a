// Runs a compiled student kernel in cudaviz-kernelrun (a process of its own: a crash, a loop
// or a wild write never reaches the app), then reads back its buffers and its trace, puts
// source lines on the trace's sites and analyses it like any other trace.
#pragma once

#include "memory/memoryreport.h"
#include "programprotocol.h"
#include "runprotocol.h"
#include "userlaunch.h"
#include "util/subprocess.h"

#include <QJsonObject>
#include <QList>
#include <atomic>
#include <map>
#include <memory>
#include <optional>

namespace cvz {

// Something wrong that the run found (not an error in the input): the CLI's exit status 1.
struct Finding
{
    // "race", "out_of_bounds", "barrier_divergence", "warp_divergence" (a shuffle or vote CUDA leaves
    // undefined), "timeout", "crash", "sandbox" (a call the
    // sandbox stopped), "trace_budget", and with
    // --gpu "gpu_mismatch" (an output element differs on the GPU) and "gpu_error" (the GPU run failed)
    QString kind;
    QString message; // translated, with lines and threads
    int line = 0; // in the student's file, 0 when unknown
    QJsonObject details; // for --json: threads, element, array ...
};

struct UserRun
{
    CompiledKernel kernel;
    LaunchConfig launch;
    int64_t dynamicSharedBytes = 0;
    QList<BoundArg> args; // as launched (initial contents)
    // A whole program's launch has no bound arguments: its global arrays' elements, in order.
    std::vector<ArrayExtent> extents;
    bool completed = false; // false: it ran out of time or crashed (no buffers, no trace)
    QList<QByteArray> buffers; // per argument, after the run (empty for scalars)
    std::shared_ptr<const AccessTrace> trace; // sites' `line` is the student's line (0: unknown)
    // Whether `trace` holds the accesses (runs of more than kMaxKeptAccesses keep only the
    // report, which covers all of them; the trace keeps its arrays, sites and findings).
    bool traceKept = true;
    MemoryReport report;
    QList<Finding> findings;
    QString output; // what the kernel printed (printf)
    double runSeconds = 0.0; // the kernel in the emulator
    // Float and double +, -, *, / its threads ran (an FMA is two), when kernel.countsArithmetic.
    qint64 fp32Operations = 0, fp64Operations = 0;
    double seconds = 0.0; // the whole run: helper, reading back, lines, analysis
    quint32 sandboxLayers = 0; // kSandbox* (runprotocol.h) the kernel ran inside

    int bufferIndex(const QString& name) const;
};

struct RunOutcome
{
    std::optional<UserRun> run;
    QString error; // bad input or a failure to run at all (translated)
    bool cancelled = false;
};

RunOutcome runUserKernel(
    const CompiledKernel& kernel, const LaunchSpec& spec, const std::atomic<bool>* cancel = nullptr);

// One call of cudaviz-kernelrun: the request written to a temporary folder, the helper run with
// `mode` ("--gpu" or nothing) for at most `seconds`, its result read back when it wrote one.
struct HelperCall
{
    QString error; // the request could not be written (translated)
    SubprocessResult process;
    std::optional<RunResult> result;
    std::optional<ProgramResult> program; // the --program mode's result
    bool resultTruncated = false; // it sent more than any result of the request can hold
};

// What the app keeps of a kernel's printf output.
constexpr qsizetype kMaxKernelOutputBytes = 1 << 20;

// The helper's address-space budget (RLIMIT_AS): a base for the runtime, the fibers' stacks
// and the trace, and room for each buffer with its guard zones.
constexpr qint64 kHelperAddressSpaceBase = qint64(4) << 30;
constexpr qint64 kHelperAddressSpacePerBufferByte = 10;
qint64 helperAddressSpace(qint64 argumentBytes); // the buffers' bytes, all together
// The bound arguments as a run request carries them.
QList<RunArg> runArgs(const QList<BoundArg>& bound);
// What is wrong with a call's result (none written, the helper's refusal, buffers of other
// sizes than the arguments'), in words; nothing when its buffers can be used.
std::optional<QString> helperResultProblem(const HelperCall& call, const QList<BoundArg>& args);

// What stopped a call of the helper before it ran anything (its files, Cancel, a helper that
// could not start), in words; nothing when it ran. `cancelled` is set for Cancel.
std::optional<QString> helperCallProblem(const HelperCall& call, bool* cancelled);

HelperCall callKernelRunner(
    const RunRequest& request, const QStringList& mode, double seconds, const std::atomic<bool>* cancel);

// A helper's result made into `run` (whose kernel, launch and args are set): the student's lines on
// its sites, its trace, report and findings. False when the result does not fit the launch.
bool analyseResult(RunResult* result, const CompiledKernel& kernel, UserRun& run);
// Module offsets -> lines of the student's file `fileName` (addr2line; an offset in none is left out).
std::map<uint64_t, int> sourceLines(
    const QString& module, const QString& fileName, const std::vector<uint64_t>& offsets);
// The finding of a helper that ended with a CVZ-TIMEOUT or CVZ-CRASH line (`lines` from sourceLines).
Finding abnormalFinding(
    const AbnormalEnd& end, const std::map<uint64_t, int>& lines, const LaunchConfig& launch, double timeout);
// The finding of a helper that ended without writing its result or such a line, if it did.
std::optional<Finding> runnerEndFinding(const SubprocessResult& r, const HelperCall& call, double timeout);

// "thread 5", "thread (4, 0)", "thread 3 of block 2", "thread (4, 0) of block (1, 2)".
QString threadLabel(int64_t globalThread, const LaunchConfig& launch);

// The trace counts 4-byte words; a buffer of chars, shorts or doubles has other elements. Per traced
// array: its element's size and length (a shared array: words).
struct ElementScale
{
    int bytes = 4;
    int64_t length = 0;
    // The element a byte from element 0 lies in (rounded down: a byte before the array is in a
    // negative element).
    int64_t elementOfByte(int64_t byte) const { return byte >= 0 ? byte / bytes : -((-byte + bytes - 1) / bytes); }
    // The element an access begins at.
    int64_t firstOf(const MemoryAccess& a) const
    {
        return elementOfByte(a.element * 4 + (a.byteMask ? __builtin_ctz(a.byteMask) : 0));
    }
};
// One per traced array of `trace`, from the buffers bound as `args`.
// `extents`: a whole program's launch's global arrays, in order, when it has no bound arguments.
std::vector<ElementScale> elementScales(
    const AccessTrace& trace, const QList<BoundArg>& args, const std::vector<ArrayExtent>& extents = {});

// The run's memory traffic in a few lines: global loads and stores (sectors per request), shared
// memory (wavefronts per request: bank conflicts), then each line of the source that accessed memory.
QStringList trafficLines(const UserRun& run);

// The findings of a finished run's report (races, out-of-bounds accesses, divergent barriers).
QList<Finding> reportFindings(const MemoryReport& report, const AccessTrace& trace, const LaunchConfig& launch,
    const QList<BoundArg>& args, const std::vector<ArrayExtent>& extents = {});

} // namespace cvz
