// Runs a compiled student kernel in cudaviz-kernelrun (a process of its own: a crash, a loop
// or a wild write never reaches the app), then reads back its buffers and its trace, puts
// source lines on the trace's sites and analyses it like any other trace.
#pragma once

#include "memory/memoryreport.h"
#include "playground/findings/findingwords.h"
#include "playground/findings/reportfindings.h"
#include "playground/protocol/programprotocol.h"
#include "playground/protocol/runprogress.h"
#include "playground/protocol/runprotocol.h"
#include "playground/source/userlaunch.h"
#include "util/subprocess.h"

#include <QJsonObject>
#include <QList>
#include <atomic>
#include <map>
#include <memory>
#include <optional>

namespace cvz {

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
    TraceCoverage coverage; // the blocks the trace and the report cover (traceplan.h)
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

RunOutcome runUserKernel(const CompiledKernel& kernel, const LaunchSpec& spec,
    const std::atomic<bool>* cancel = nullptr, const RunProgressCallback& progress = {});

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
// The cores a launch's fast blocks may run on: this machine's (CUDAVIZ_EMULATOR_CORES may name
// fewer, as the benchmarks do), at most kMaxLaunchCores.
int emulatorCores();
// What a run's trace covered, when it is not every block: which blocks, and how the modelled time
// was scaled from them. Nothing for a run traced whole.
std::optional<QString> traceCoverageText(const TraceCoverage& coverage);
// Which engine ran the untraced blocks, and why not the fast one when it did not.
QString fastEngineText(const TraceCoverage& coverage);
// The bound arguments as a run request carries them.
QList<RunArg> runArgs(const QList<BoundArg>& bound);
// What is wrong with a call's result (none written, the helper's refusal, buffers of other
// sizes than the arguments'), in words; nothing when its buffers can be used.
std::optional<QString> helperResultProblem(const HelperCall& call, const QList<BoundArg>& args);

// What stopped a call of the helper before it ran anything (its files, Cancel, a helper that
// could not start), in words; nothing when it ran. `cancelled` is set for Cancel.
std::optional<QString> helperCallProblem(const HelperCall& call, bool* cancelled);

// `progress`: called every 50 ms with the launch that runs and its blocks done (runprogress.h).
HelperCall callKernelRunner(const RunRequest& request, const QStringList& mode, double seconds,
    const std::atomic<bool>* cancel, const RunProgressCallback& progress = {});

// A helper's result made into `run` (whose kernel, launch and args are set): the student's lines on
// its sites, its trace, report and findings. False when the result does not fit the launch.
bool analyseResult(RunResult* result, const CompiledKernel& kernel, UserRun& run);
// Module offsets -> lines of the student's file `fileName` (addr2line; an offset in none is left out).
std::map<uint64_t, int> sourceLines(
    const QString& module, const QString& fileName, const std::vector<uint64_t>& offsets);
// The same for a compiled module's sites: an offset with kFastModuleSite is read in its fast module.
std::map<uint64_t, int> sourceLines(const CompiledKernel& module, const std::vector<uint64_t>& offsets);
// The finding of a helper that ended without writing its result or such a line, if it did.
std::optional<Finding> runnerEndFinding(const SubprocessResult& r, const HelperCall& call, double timeout);

// The run's memory traffic in a few lines: global loads and stores (sectors per request), shared
// memory (wavefronts per request: bank conflicts), then each line of the source that accessed memory.
QStringList trafficLines(const UserRun& run);

} // namespace cvz
