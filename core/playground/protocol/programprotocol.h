// What cudaviz-kernelrun sends back when it ran a whole program (`cudaviz run prog.cu`): the
// program's CUDA calls in order (the timeline), the host-side bugs it met (each at the student's
// line), and the runs of its first launches, each with its trace and analysis as a single kernel's
// run has them (runprotocol.h).
#pragma once

#include "playground/protocol/runprotocol.h"

#include <QList>
#include <QString>
#include <optional>
#include <vector>

namespace cvz {

enum class ProgramCallKind : qint32
{
    Malloc,
    Free,
    CopyHostToDevice,
    CopyDeviceToHost,
    CopyDeviceToDevice,
    CopyHostToHost,
    Memset,
    Launch,
    Synchronize,
    EventRecord,
    Library, // a cuBLAS routine (name: the call), run on OpenBLAS; its work modelled as a kernel's
    Count
};

struct ProgramCall
{
    ProgramCallKind kind = ProgramCallKind::Malloc;
    qint32 line = 0; // in the student's file
    qint64 bytes = 0;
    qint32 error = 0; // the cudaError_t the call returned (a launch: the one cudaGetLastError gives)
    bool async = false;
    qint32 stream = 0; // 0: the default stream; else streams in the order they were created, from 1
    QString name; // a launch's kernel, an allocation's variable
    Dim3 grid, block; // a launch
    qint64 sharedBytes = 0; // a launch's dynamic shared memory
    qint32 launch = -1; // a launch that ran: its index in ProgramResult::launches, if kept
    qint32 memoryKind = 0; // an allocation's (Malloc, Free): 0 cudaMalloc, 1 cudaMallocManaged, 2 cudaMallocHost
    double modelledSeconds = 0.0; // on the modelled GPU (gpumodel.h); 0 for what takes no device time
    // A launch's work, which its modelled time is made of: its 32-byte global sectors, and its
    // arithmetic (RunResult's) when counted.
    qint64 globalSectors = 0, fp32Operations = 0, fp64Operations = 0;
};

// A bug of the host program, found as a GPU would meet it.
enum class ProgramProblem : qint32
{
    DevicePointerOnHost, // args: allocation, byte offset, "read"/"write"; pc: the access
    HostMemoryInKernel, // args: kernel, global thread, "read"/"write"; pc: the access
    CopyOutOfRange, // args: allocation, its bytes, first byte, bytes copied
    UseAfterFree, // args: allocation, line of its cudaFree
    InvalidConfiguration, // args: kernel, block x, y, z, grid x, y, z
    ReadBeforeSync, // args: what was read, line of the asynchronous work; pc: the read
    InvalidPointer, // args: call (a copy, a free or a memset given no allocation of the right kind)
    LaunchOverBudget, // args: kernel, threads, the emulator's budget
    SharedMemoryTooLarge, // args: kernel, bytes, the most a block may have
    DeviceMemoryBudget, // args: bytes asked, bytes in use, budget, the call (cudaMalloc, cudaMallocHost ...)
    Unsupported, // args: the call, and why when not that it is not emulated (kUnsupported* below)
    AllocationCount, // args: the most live allocations, the call
    Count
};

// Unsupported's second argument: a cuBLAS call whose OpenBLAS could not be loaded; a function that
// nothing defines (unresolvedcalls.h: a library the playground does not emulate, or the student's).
inline const QString kUnsupportedOpenBlas = QStringLiteral("openblas");
inline const QString kUnsupportedUndefined = QStringLiteral("undefined");
inline const QString kUnsupportedKernelAddress = QStringLiteral("kernel-address"); // no kernel registered there

struct ProgramFinding
{
    ProgramProblem kind = ProgramProblem::Unsupported;
    qint32 line = 0; // in the student's file; 0: see pc
    quint64 pc = 0; // module offset of the access (host deref, host memory in a kernel): a line once read
    QStringList args;
};

// What a program run keeps (a loop of launches or copies is cut at these: counted, not kept).
constexpr qsizetype kMaxProgramCalls = 4096;
constexpr qsizetype kMaxProgramLaunchesKept = 16;
constexpr qsizetype kMaxProgramFindings = 64;
// The emulated device's memory (all cudaMalloc'd bytes at once): half of the memory this machine
// has free when the run starts, at least kProgramDeviceBytes and at most kMaxProgramDeviceBytes, in
// whole MiB. The program's host memory comes from the other half.
constexpr qint64 kProgramDeviceBytes = qint64(256) << 20;
constexpr qint64 kMaxProgramDeviceBytes = qint64(64) << 30;
qint64 programDeviceBudget(quint64 availableBytes);
constexpr qint64 kMaxProgramAllocations = 4096;

// An allocation as a launch saw it: the size of the element its pointer arguments point to, and
// how many there are.
struct ArrayExtent
{
    qint32 elementBytes = 4;
    qint64 length = 0;
};

// A program's files (RunRequest::inputFolder, filesFolder): the helper mounts a file system of
// this many bytes and files of its own on the run's folder, copies the input folder's files into it
// (the ones that fit, in name order), and lets the program read and write there only. What the
// program created or changed comes back (ProgramResult::files).
constexpr qint64 kProgramFilesBytes = qint64(64) << 20;
constexpr qint32 kMaxProgramFiles = 256;

struct ProgramFile
{
    QString name; // a plain name, no folder (returnableFileName)
    QByteArray bytes;
};

// A name a file the program wrote may come back with: no folder, not hidden (".bashrc" saved into a
// home folder), no control or format character.
bool returnableFileName(const QString& name);

enum class ProgramFilesState : qint32
{
    None, // the program was given no folder
    Ready, // it could read and write its files
    NoIsolation, // the sandbox could not give a folder of its own (no namespaces or Landlock): none
};

struct ProgramResult
{
    HelperError error = HelperError::None;
    QStringList errorArgs;
    bool finished = false; // main returned, or the program called exit()
    qint32 exitCode = 0;
    QList<ProgramCall> calls;
    qint64 callCount = 0; // all of them, kept or not
    QList<ProgramFinding> findings;
    qint64 findingCount = 0;
    QList<RunResult> launches; // the first kMaxProgramLaunchesKept launches that ran
    QList<std::vector<ArrayExtent>> launchExtents; // per kept launch: its global arrays, in order
    quint32 sandboxLayers = 0;
    double seconds = 0.0; // the program in the helper
    QString modelGpu; // the key of the GPU the clock is modelled for
    ProgramFilesState filesState = ProgramFilesState::None;
    QList<ProgramFile> files; // the files it created or changed, by name
    // Its input folder's files that did not fit, and the files it wrote that do not come back (past
    // the budget, or a name that may not): name, then bytes, the first 32; past them an empty name,
    // then how many more.
    QStringList inputsLeftOut;
    QStringList writtenLeftOut;
};

// Whether CUDA accepts this launch (each dimension at least 1, at most 1024 threads a block, blocks
// up to 1024 x 1024 x 64, grids up to 2^31 - 1 x 65535 x 65535) and the emulator runs it (at most
// kMaxEmulatedThreads): the helper's rule, and the app's check of what the helper sent.
bool runnableLaunch(const Dim3& grid, const Dim3& block);

bool writeProgramResult(QIODevice& device, const ProgramResult& result);
std::optional<ProgramResult> readProgramResult(const QString& path);

} // namespace cvz
