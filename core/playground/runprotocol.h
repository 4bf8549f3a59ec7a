// What the app and cudaviz-kernelrun, the helper process that runs a student's kernel, say to
// each other: a request file in, a result file out (QDataStream), and on stderr one line when
// the kernel ran out of time or crashed (the helper then cannot write a result).
#pragma once

#include "emulator/accesstrace.h"
#include "kernels/launchgeometry.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace cvz::playground {

constexpr quint32 kProtocolVersion = 2;

struct RunArg
{
    QString name;
    char code = '?'; // as CompiledKernel::signature
    QByteArray bytes; // a buffer's contents, or a scalar's 8 bytes
};

struct RunRequest
{
    QString modulePath;
    Dim3 grid, block;
    qint64 dynamicSharedBytes = 0;
    QString dynamicSharedName;
    QList<RunArg> args;
    qint64 maxAccesses = 0;
    double timeoutSeconds = 10.0;
};

// Why the helper could not run a request. The helper loads no translations: it sends the kind and
// the numbers, and the app words them (helperErrorText).
enum class HelperError : qint32
{
    None,
    OutOfMemory, // args: buffer name, bytes
    ModuleNotLoadable, // args: the loader's message
    NoLaunchFunction,
    SharedMemoryTooLarge, // args: total, in __shared__ arrays, dynamic, the most allowed
    GpuRunFailed // args: what failed and CUDA's message
};

// The helper's error in the user's language.
QString helperErrorText(HelperError kind, const QStringList& args);

struct RunResult
{
    HelperError error = HelperError::None; // the helper refused or failed (see errorArgs)
    QStringList errorArgs;
    bool tooManyAccesses = false;
    QList<QByteArray> buffers; // one per argument (empty for scalars), after the kernel ran
    // The trace: sites' `line` holds the address of the call in the module until the app
    // reads the source lines (addr2line); accesses grouped by thread.
    std::vector<TracedArray> arrays;
    std::vector<AccessSite> sites;
    std::vector<MemoryAccess> accesses;
    qint64 threadCount = 0;
    std::vector<BarrierDivergence> divergences;
    qint64 divergenceCount = 0;
    double seconds = 0.0; // the kernel's run in the emulator
};

bool writeRequest(const QString& path, const RunRequest& request);
std::optional<RunRequest> readRequest(const QString& path);
bool writeResult(const QString& path, const RunResult& result);
std::optional<RunResult> readResult(const QString& path);

// The stderr line of a run that did not end: "CVZ-TIMEOUT ..." or "CVZ-CRASH ...".
struct AbnormalEnd
{
    bool timeout = false; // else a crash
    int signal = 0;
    quint64 faultAddress = 0;
    bool stackOverflow = false;
    quint64 pc = 0; // the faulting instruction or the last access, as an offset into the module; 0: unknown
    qint64 block = -1;
    qint64 thread = -1; // global thread id
    QList<QPair<quint64, int>> waiting; // barrier call (module offset) -> threads of the block waiting there
};
QByteArray abnormalEndLine(const AbnormalEnd& end);
std::optional<AbnormalEnd> parseAbnormalEnd(const QByteArray& stderrText);

} // namespace cvz::playground
