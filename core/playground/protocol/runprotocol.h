// What the app and cudaviz-kernelrun, the helper process that runs a student's kernel, say to
// each other: a request file in, a result out (QDataStream; on a pipe the app opened, since the
// sandboxed helper may not open files for writing), and on stderr one line when the kernel ran
// out of time, crashed or made a call the sandbox forbids (the helper then writes no result).
#pragma once

#include "emulator/accesstrace.h"
#include "kernels/launchgeometry.h"
#include "memory/memoryreport.h"
#include "traceplan.h"

#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

class QDataStream;

namespace cvz {

constexpr quint32 kProtocolVersion = 10;

// A struct passed by value is at most this big (CUDA's own limit for all parameters together
// was 4 KiB until CUDA 12.1), and a launch has at most kMaxRunArgs arguments, fields included.
constexpr qint64 kMaxStructBytes = 4096;
constexpr qsizetype kMaxRunArgs = 64;

struct RunArg
{
    QString name;
    char code = '?'; // as CompiledKernel::signature
    QByteArray bytes; // a buffer's contents, a scalar's 8 bytes, or a struct's bytes ('T')
    // A buffer a struct argument points to ("m.rowPtr"), not an argument of the kernel itself.
    bool field = false;
    // A struct's pointer fields: at which byte of `bytes` the address of which argument's buffer
    // goes (an index into the request's args).
    QList<QPair<qint64, qint32>> pointers;
};
// What makes a request's arguments unrunnable (too many; a struct too large, or pointing past its
// bytes or to an argument that is not a field's buffer), in words; nothing when they are sound.
std::optional<QString> runArgsProblem(const QList<RunArg>& args);

// A site (AccessSite::line holds a module offset) in the fast module, not the traced one: its
// offset with this bit set. The app reads its line from the fast module's file.
constexpr quint32 kFastModuleSite = quint32(1) << 31;

struct RunRequest
{
    QString modulePath;
    Dim3 grid, block;
    qint64 dynamicSharedBytes = 0;
    QString dynamicSharedName;
    QList<RunArg> args;
    QList<RunArg> constants; // __constant__ arrays by name, set after the module is loaded
    qint64 maxAccesses = 0; // analysed, all blocks together
    qint64 maxAccessesPerThread = 0;
    qint64 maxBlockAccesses = 0; // held at once: one block's, until the block ends
    qint64 maxKeptAccesses = 0; // sent back for the access picture; past it only the analysis is
    double timeoutSeconds = 10.0;
    qint64 addressSpaceBytes = 0; // the helper's RLIMIT_AS; 0: none
    // A whole program: the module's main runs, with the CUDA runtime emulated (programprotocol.h);
    // grid, block, args and constants are not used.
    bool program = false;
    QString modelGpu; // a program's: the GPU its clock is modelled for (gpumodel.h's key)
    QStringList programArgs; // a program's command-line arguments, after its name (argv[1] ...)
    TraceMode trace = TraceMode::Auto; // which blocks of each launch are traced (traceplan.h)
    qint64 deviceBytes = 0; // a program's emulated device memory (programDeviceBudget); 0: the least
    qint32 progressFd = -1; // the app's progress page (runprogress.h), inherited by this number; -1: none
    // The fast engine's module (the same file, -O2, no memory hooks: usercompiler.h), which runs the
    // blocks no trace needs; empty: every block runs in the traced module.
    QString fastModulePath;
    qint32 cores = 1; // the fast engine's blocks run on this many (emulatorCores(); at most kMaxLaunchCores)
    // A program's files (programfiles.h): the folder whose files it may read, copied for it, and the
    // empty folder of the run where they are copied and where it writes. Empty: it opens no file.
    QString inputFolder;
    QString filesFolder;
};

// What a program's command line may hold (programArguments checks it): arguments and their bytes.
constexpr int kMaxProgramArgs = 64;
constexpr qint64 kMaxProgramArgBytes = 4096;
// Why `args` cannot be a program's command line (too many, too long, a NUL), or nothing.
std::optional<QString> programArgumentsProblem(const QStringList& args);

// RunResult::sandboxLayers
constexpr quint32 kSandboxSeccomp = 1;
constexpr quint32 kSandboxNamespaces = 2;
constexpr quint32 kSandboxLandlock = 4;
// Only the helper's own instruction writes the result channel (kernelrun/resultseal.h).
constexpr quint32 kSandboxResultSeal = 8;

// Why the helper could not run a request. The helper loads no translations: it sends the kind and
// the numbers, and the app words them (helperErrorText).
enum class HelperError : qint32
{
    None,
    OutOfMemory, // args: buffer name, bytes
    ModuleNotLoadable, // args: the loader's message
    NoLaunchFunction,
    SharedMemoryTooLarge, // args: total, in __shared__ arrays, dynamic, the most allowed
    GpuRunFailed, // args: what failed and CUDA's message
    SandboxIncomplete, // the sandbox's second filter could not be loaded once the module was
    ConstantMissing, // args: a --const name the module has no array of
    ConstantTooLarge // args: name, bytes given, the array's bytes
};

// The helper's error in the user's language.
QString helperErrorText(HelperError kind, const QStringList& args);

// Accesses at an address that is not a multiple of their size (a float at byte 2): a GPU stops
// the kernel with "misaligned address". The first one, and how many.
struct MisalignedAccess
{
    qint64 count = 0;
    qint64 thread = -1; // global thread id
    quint16 array = 0; // index into RunResult::arrays
    qint64 byteOffset = 0; // from the array's element 0
    quint64 pc = 0; // module offset of the access (a line once the app reads it)
    qint32 bytes = 0; // the access's size
    bool write = false;
};

struct RunResult
{
    HelperError error = HelperError::None; // the helper refused or failed (see errorArgs)
    QStringList errorArgs;
    bool tooManyAccesses = false;
    qint64 budgetThread = -1; // the thread past the budget per thread (tooManyAccesses), or -1
    QList<QByteArray> buffers; // one per argument (empty for scalars), after the kernel ran
    // The trace: sites' `line` holds the address of the call in the module until the app
    // reads the source lines (addr2line); accesses grouped by thread.
    std::vector<TracedArray> arrays;
    std::vector<AccessSite> sites;
    std::vector<MemoryAccess> accesses; // empty when more than the request's maxKeptAccesses were made
    bool traceKept = true;
    qint64 threadCount = 0;
    // The helper analyses each block as it ends (memory holds one block's accesses, not the launch's):
    // traffic, bank conflicts, races and out-of-bounds accesses of every access, kept or not. Its
    // arrays, sites and barrier divergences are the ones above.
    MemoryReport report;
    std::vector<BarrierDivergence> divergences;
    qint64 divergenceCount = 0;
    std::vector<WarpProblem> warpProblems;
    qint64 warpProblemCount = 0;
    std::vector<ThreadWarpCalls> warpCalls; // of the traced blocks' threads; empty when the trace is not kept
    double seconds = 0.0; // the kernel's run in the emulator
    quint32 sandboxLayers = 0; // kSandbox* the helper ran inside
    MisalignedAccess misaligned;
    // Float and double additions, subtractions, multiplications and divisions the kernel's threads
    // ran, counted when the module was compiled with the cudaviz_flops plugin (CompiledKernel::
    // countsArithmetic); 0 otherwise.
    qint64 fp32Operations = 0, fp64Operations = 0;
    TraceCoverage coverage; // which blocks the trace and the report above cover
};

bool writeRequest(const QString& path, const RunRequest& request);
std::optional<RunRequest> readRequest(const QString& path);
bool writeResult(const QString& path, const RunResult& result);
bool writeResult(QIODevice& device, const RunResult& result);
std::optional<RunResult> readResult(const QString& path);
// The pieces, for a result that holds several runs (programprotocol.h): the header (magic and
// version) around what `write` writes, or is read before `read` reads on.
bool saveProtocol(QIODevice& device, const std::function<void(QDataStream&)>& write);
bool saveProtocol(const QString& path, const std::function<void(QDataStream&)>& write);
bool loadProtocol(const QString& path, const std::function<void(QDataStream&)>& read);
void writeRunResult(QDataStream& s, const RunResult& result);
bool readRunResult(QDataStream& s, RunResult& result);

// The first line of `cudaviz-kernelrun --describe`'s output: the module's parameters follow it.
// Without it, the module's start-up code ended the process before they were written.
inline constexpr const char* kDescriptionMarker = "CVZ-DESCRIPTION";

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
    quint64 running = 0; // a timeout: where the running thread was (module offset; 0: outside the module)
    quint32 passes = 0; // ... and how many __syncthreads() it had passed
    bool sent = false; // the signal was sent (kill, raise, abort), not raised by a fault
    QString syscall; // SIGSYS: the system call the sandbox stopped ("execve")
    quint64 flags = 0; // ... and, for open/openat, its flags
};
// The helper's exit status after writing that line.
constexpr int kHelperExitTimeout = 5;
constexpr int kHelperExitCrash = 6;
QByteArray abnormalEndLine(const AbnormalEnd& end);
// The line, believed only with the helper's own exit status (a kernel may print a look-alike on
// stderr and go on).
std::optional<AbnormalEnd> parseAbnormalEnd(const QByteArray& stderrText, int exitCode);

} // namespace cvz
