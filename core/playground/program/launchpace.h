// How long the runs of a compiled module took on this machine, kept beside the module in the
// playground's cache (its ".pace" file), so that the next run of the same code is estimated before
// it starts: a launch from the last run of its kernel, scaled by its size in threads; a program from
// its last run with the same arguments. The estimate is said when it is long, or past the run's
// time limit, with what it was drawn from. A first run has none: its launches' progress estimates
// them as they go (runprogress.h).
#pragma once

#include "playground/protocol/traceplan.h"
#include "playground/source/userlaunch.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace cvz {

// A launch that ran to its end: its trace mode, whether every block was traced, its threads, the
// launch's own seconds here (the helper's clock) and the cores it had.
struct KernelPace
{
    TraceMode mode = TraceMode::Auto;
    bool whole = true;
    int64_t threads = 0;
    double seconds = 0.0;
    int cores = 1;
};

// A whole program's last run: its arguments, trace mode, seconds (the helper's whole run) and
// whether it ended by itself (else its time limit or a crash stopped it then).
struct ProgramPace
{
    QStringList args;
    TraceMode mode = TraceMode::Auto;
    double seconds = 0.0;
    bool finished = true;
};

struct ModulePaces
{
    QList<KernelPace> kernel; // at most one per trace mode and `whole`
    std::optional<ProgramPace> program;
};

// A run is said to be long from this many seconds on.
constexpr double kLongRunSeconds = 5.0;

// The ".pace" file beside a module ("…/key.so" -> "…/key.pace").
QString paceFilePath(const QString& modulePath);
// What the file says; nothing of what does not read as a pace (the cache is the user's own, but a
// damaged or older file must not matter).
ModulePaces readModulePaces(const QString& modulePath);
// Keeps `pace` in place of the earlier one of its mode and `whole`; false when it cannot be written.
bool recordKernelPace(const QString& modulePath, const KernelPace& pace);
bool recordProgramPace(const QString& modulePath, const ProgramPace& pace);

struct LaunchEstimate
{
    double seconds = 0.0;
    KernelPace basis;
};

// A launch of `threads` threads in `mode` on `cores` cores, from the kernel's recorded run in the same
// mode on as many cores whose size is nearest (by ratio), traced whole or not as `whole` says when it
// is known; nothing without one.
std::optional<LaunchEstimate> estimateLaunch(const QList<KernelPace>& paces, TraceMode mode, int64_t threads, int cores,
    std::optional<bool> whole = std::nullopt);
// Whether a kernel's launch of `threads` in `mode` is traced whole: known for every mode but auto's
// middle sizes (past kFastBuildThreads and within kMaxThreads, the trace's budget of accesses decides).
std::optional<bool> tracedWhole(TraceMode mode, int64_t threads);

// "This launch of 16,777,216 threads will take about 40 s here, from the last run of this kernel (4,194,304
// threads in 10.0 s)." with, past `timeoutSeconds`, what to do; nothing when it is short and within it.
std::optional<QString> launchEstimateText(const LaunchEstimate& estimate, int64_t threads, double timeoutSeconds);
// The same for a program, from its last run with the same arguments and trace mode.
std::optional<QString> programEstimateText(
    const std::optional<ProgramPace>& last, const QStringList& args, TraceMode mode, double timeoutSeconds);

struct CompiledKernel;
struct UserRun;
struct UserProgram;

// What to say before a kernel's launch (launchEstimateText), from the paces beside its module.
std::optional<QString> kernelRunEstimate(const CompiledKernel& kernel, const LaunchSpec& spec);
// Keeps a completed run's pace beside its module (a run that did not complete is not kept).
void recordKernelRun(const UserRun& run, TraceMode mode);
// What to say before a whole program runs (programEstimateText).
std::optional<QString> programRunEstimate(
    const CompiledKernel& module, const QStringList& args, TraceMode mode, double timeoutSeconds);
void recordProgramRun(const UserProgram& program, const QStringList& args, TraceMode mode);

} // namespace cvz
