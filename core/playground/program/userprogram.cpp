#include "playground/program/userprogram.h"

#include "playground/findings/undefinedsymbol.h"
#include "playground/source/foreignlibrary.h"
#include "util/chinesespacing.h"
#include "util/fileio.h"
#include "util/hostmemory.h"
#include "util/textwrap.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <limits>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

QString lineLabel(int line)
{
    return line > 0 ? Tr::tr("Line %1").arg(line) : Tr::tr("A line");
}

QString accessVerb(const QString& word)
{
    return word == QStringLiteral("write") ? Tr::tr("writes") : Tr::tr("reads");
}

// A launch's device findings, named after the launch.
void addLaunchFindings(const ProgramLaunch& launch, int index, QList<Finding>& out)
{
    for (Finding f : launch.run.findings) {
        f.message = Tr::tr("Launch %1 (%2, line %3): %4")
                        .arg(index + 1)
                        .arg(programCallText(launch.call))
                        .arg(launch.call.line)
                        .arg(f.message);
        f.details[QStringLiteral("launch")] = index;
        out.push_back(f);
    }
}
} // namespace

namespace {
// A launch's dimension as the program would write it: 196, (16, 16), (8, 8, 2).
QString dimText(const Dim3& d)
{
    if (d.y == 1 && d.z == 1)
        return QString::number(d.x);
    return d.z == 1 ? QStringLiteral("(%1, %2)").arg(d.x).arg(d.y)
                    : QStringLiteral("(%1, %2, %3)").arg(d.x).arg(d.y).arg(d.z);
}

QString copyName(const ProgramCall& c)
{
    return c.async ? QStringLiteral("cudaMemcpyAsync") : QStringLiteral("cudaMemcpy");
}
} // namespace

QString programCallText(const ProgramCall& c)
{
    switch (c.kind) {
    case ProgramCallKind::Malloc:
        return QStringLiteral("%1 %2").arg(c.memoryKind == 2 ? QStringLiteral("cudaMallocHost")
                : c.memoryKind == 1                          ? QStringLiteral("cudaMallocManaged")
                                                             : QStringLiteral("cudaMalloc"),
            c.name);
    case ProgramCallKind::Free:
        return QStringLiteral("%1 %2").arg(
            c.memoryKind == 2 ? QStringLiteral("cudaFreeHost") : QStringLiteral("cudaFree"), c.name);
    case ProgramCallKind::CopyHostToDevice:
        return c.name.isEmpty() ? QStringLiteral("%1 HostToDevice").arg(copyName(c))
                                : QStringLiteral("cudaMemcpyToSymbol %1").arg(c.name);
    case ProgramCallKind::CopyDeviceToHost:
        return c.name.isEmpty() ? QStringLiteral("%1 DeviceToHost").arg(copyName(c))
                                : QStringLiteral("cudaMemcpyFromSymbol %1").arg(c.name);
    case ProgramCallKind::CopyDeviceToDevice:
        return QStringLiteral("%1 DeviceToDevice").arg(copyName(c));
    case ProgramCallKind::CopyHostToHost:
        return QStringLiteral("%1 HostToHost").arg(copyName(c));
    case ProgramCallKind::Memset:
        return c.async ? QStringLiteral("cudaMemsetAsync") : QStringLiteral("cudaMemset");
    case ProgramCallKind::Launch:
        return QStringLiteral("%1<<<%2, %3>>>").arg(c.name, dimText(c.grid), dimText(c.block));
    case ProgramCallKind::Synchronize:
        return c.name.isEmpty() ? QStringLiteral("cudaDeviceSynchronize") : c.name;
    case ProgramCallKind::EventRecord:
        return QStringLiteral("cudaEventRecord");
    case ProgramCallKind::Library:
        return c.name;
    case ProgramCallKind::Count:
        break;
    }
    return QString();
}

ModelledTime modelledTime(const QList<ProgramCall>& calls)
{
    ModelledTime t;
    for (const ProgramCall& c : calls)
        switch (c.kind) {
        case ProgramCallKind::CopyHostToDevice:
            t.toDevice += c.modelledSeconds;
            break;
        case ProgramCallKind::CopyDeviceToHost:
            t.toHost += c.modelledSeconds;
            break;
        case ProgramCallKind::CopyDeviceToDevice:
        case ProgramCallKind::Memset:
            t.onDevice += c.modelledSeconds;
            break;
        case ProgramCallKind::Launch:
        case ProgramCallKind::Library:
            t.kernels += c.modelledSeconds;
            break;
        default:
            break;
        }
    return t;
}

QString modelledTimeText(const ModelledTime& t, const ModelGpu& gpu)
{
    const double total = t.total();
    if (total <= 0.0)
        return Tr::tr("No device work: nothing to model.");
    QStringList parts;
    const auto part = [&](double seconds, const QString& what) {
        if (seconds > 0.0)
            parts << Tr::tr("%1 %2 µs (%3 %)")
                         .arg(what)
                         .arg(seconds * 1e6, 0, 'f', 1)
                         .arg(100.0 * seconds / total, 0, 'f', 0);
    };
    part(t.toDevice, Tr::tr("copies to the device"));
    part(t.kernels, Tr::tr("kernels"));
    part(t.onDevice, Tr::tr("copies and sets on the device"));
    part(t.toHost, Tr::tr("copies to the host"));
    return Tr::tr("Modelled for %1, not measured: %2.").arg(gpu.name, parts.join(listSeparator()));
}

QString kernelTimeText(const ProgramCall& c, const ModelGpu& gpu, bool counted)
{
    const KernelTime t = modelledKernelTime(gpu, { c.globalSectors, c.fp32Operations, c.fp64Operations });
    const QString bound = t.bound == KernelBound::Memory ? Tr::tr("Bound by memory")
        : t.bound == KernelBound::Fp32                   ? Tr::tr("Bound by FP32 arithmetic")
                                                         : Tr::tr("Bound by FP64 arithmetic");
    QStringList parts {
        Tr::tr("%1 sectors of 32 bytes take %2 µs").arg(c.globalSectors).arg(t.memorySeconds * 1e6, 0, 'f', 2)
    };
    if (!counted)
        parts << Tr::tr("arithmetic not counted (the compiler did not load the cudaviz_flops plugin)");
    else {
        parts << Tr::tr("%1 FP32 operations %2 µs").arg(c.fp32Operations).arg(t.fp32Seconds * 1e6, 0, 'f', 2);
        if (c.fp64Operations > 0)
            parts << Tr::tr("%1 FP64 operations %2 µs").arg(c.fp64Operations).arg(t.fp64Seconds * 1e6, 0, 'f', 2);
    }
    return Tr::tr("%1: %2; plus %3 µs to launch.")
        .arg(counted ? bound : Tr::tr("Bound by memory, as far as is counted"))
        .arg(parts.join(clauseSeparator()))
        .arg(kLaunchLatencySeconds * 1e6, 0, 'f', 1);
}

namespace {
// Each kind of host finding: its kind and its words, `a` its args as programprotocol.h lists them.
void devicePointerOnHost(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("device_pointer_on_host");
    f.message = Tr::tr("%1 %2 %3 (byte %4 of the allocation made at line %5) in host code: %3 is device memory "
                       "from cudaMalloc, which only kernels and cudaMemcpy can use. On a GPU machine the program "
                       "ends here with a segmentation fault, and so it ended here. Copy the data back with "
                       "cudaMemcpy(..., cudaMemcpyDeviceToHost) and read the host copy.")
                    .arg(at, accessVerb(a.value(2)), a.value(0), a.value(1), a.value(3));
}

void hostMemoryInKernel(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("host_pointer_in_kernel");
    f.message = Tr::tr("%1: %2 (global thread %3) %4 host memory: a pointer from malloc, new or a host array was "
                       "passed to the kernel. A GPU cannot reach it: the kernel fails with "
                       "cudaErrorIllegalAddress, and every CUDA call after it returns that error. Allocate the "
                       "array with cudaMalloc and copy the data there with cudaMemcpy.")
                    .arg(at, a.value(0), a.value(1), accessVerb(a.value(2)));
}

// How far from + bytes ends past size, exactly, for any 64-bit values the helper sends (a copy
// of (size_t)-64 bytes from byte 8 ends past 2^64: then "more than" the largest count).
QString pastTheEnd(qint64 from, quint64 bytes, quint64 size)
{
    if (from < 0) { // starts before the allocation: what of the copy reaches byte 0 on
        const quint64 before = quint64(-(from + 1)) + 1;
        bytes = bytes > before ? bytes - before : 0;
        from = 0;
    }
    const quint64 end = quint64(from) + bytes;
    if (end < bytes) // past 2^64
        return Tr::tr("more than %1").arg(std::numeric_limits<quint64>::max());
    return QString::number(end > size ? end - size : 0);
}

void copyOutOfRange(const QString& at, const QStringList& a, Finding& f)
{
    // Unsigned, as the helper sent them: a negative count multiplied by sizeof is a huge size_t.
    const quint64 size = a.value(1).toULongLong(), bytes = a.value(3).toULongLong();
    const qint64 from = a.value(2).toLongLong(); // before the allocation: negative
    f.kind = QStringLiteral("copy_out_of_range");
    f.message = Tr::tr("%1: %2 of %3 bytes from byte %4 of %5, which has %6 bytes: %7 bytes past its end. CUDA "
                       "returns cudaErrorInvalidValue and copies nothing. Check the byte count (n * "
                       "sizeof(float), not n).")
                    .arg(at, a.value(4))
                    .arg(bytes)
                    .arg(from)
                    .arg(a.value(0))
                    .arg(size)
                    .arg(pastTheEnd(from, bytes, size));
    f.details[QStringLiteral("allocation")] = a.value(0);
}

void useAfterFree(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("use_after_free");
    f.message = a.value(2).isEmpty()
        ? Tr::tr("%1 uses %2, which cudaFree released at line %3: CUDA returns cudaErrorInvalidValue. Free an "
                 "allocation once, after its last use.")
              .arg(at, a.value(0), a.value(1))
        : Tr::tr("%1: %2 uses %3, which cudaFree released at line %4: on a GPU the kernel fails with "
                 "cudaErrorIllegalAddress. Free an allocation after the last kernel that uses it.")
              .arg(at, a.value(2), a.value(0), a.value(1));
    f.details[QStringLiteral("allocation")] = a.value(0);
}

void invalidConfiguration(const QString& at, const QStringList& a, Finding& f)
{
    const qint64 threads = a.value(4).toLongLong() * a.value(5).toLongLong() * a.value(6).toLongLong();
    f.kind = QStringLiteral("invalid_configuration");
    f.message = Tr::tr("%1: %2<<<(%3, %4, %5), (%6, %7, %8)>>> asks for %9 threads per block; a block has at "
                       "least 1 and at most 1024 threads (blockDim.z at most 64, gridDim.y and .z at most 65535). "
                       "The kernel does not run: cudaGetLastError() returns cudaErrorInvalidConfiguration.")
                    .arg(at, a.value(0), a.value(1), a.value(2), a.value(3), a.value(4), a.value(5), a.value(6))
                    .arg(threads);
}

void readBeforeSync(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("missing_sync");
    f.message = a.value(0).isEmpty()
        ? Tr::tr("%1 reads host memory that the cudaMemcpyAsync of line %2 writes, and nothing waited for the "
                 "copy to finish: call cudaStreamSynchronize (or cudaDeviceSynchronize) first. The emulator "
                 "copies at once, so the values are right here; on a GPU they may not be.")
              .arg(at, a.value(1))
        : Tr::tr("%1 reads %2, managed memory that the kernel launched at line %3 may still be writing: call "
                 "cudaDeviceSynchronize() after the launch, before the host reads its results. The emulator "
                 "runs the kernel at once, so the values are right here; on a GPU they may not be.")
              .arg(at, a.value(0), a.value(1));
}

void invalidPointer(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("invalid_pointer");
    if (a.value(0).startsWith(QStringLiteral("cublas"))) {
        f.message = Tr::tr("%1: %2 was given a pointer of the wrong kind: cuBLAS reads and writes vectors and "
                           "matrices in device memory (cudaMalloc), and its scalars and results in host memory "
                           "unless cublasSetPointerMode chose CUBLAS_POINTER_MODE_DEVICE. The routine did nothing; "
                           "on a GPU its kernel fails.")
                        .arg(at, a.value(0));
        return;
    }
    f.message = Tr::tr("%1: %2 was given a pointer that is not what it needs: device memory from cudaMalloc "
                       "where the copy's direction says device, host memory where it says host (or, for "
                       "cudaFree, the start of a live allocation). CUDA returns cudaErrorInvalidValue.")
                    .arg(at, a.value(0));
}

void launchOverBudget(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("launch_budget");
    f.message = a.value(2) == QString::number(kMaxThreads)
        ? Tr::tr("%1: %2 launches %3 threads, more than the %4 traced in every block (--trace all). The program "
                 "was stopped there: trace a sample of the blocks (--trace auto or sample), run it with a smaller "
                 "problem here, or run it on a GPU.")
              .arg(at, a.value(0), a.value(1), a.value(2))
        : Tr::tr("%1: %2 launches %3 threads, more than the %4 the emulator numbers in one launch. The program "
                 "was stopped there: run it with a smaller problem here, or on a GPU.")
              .arg(at, a.value(0), a.value(1), a.value(2));
}

void sharedMemoryTooLarge(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("shared_memory");
    f.message = Tr::tr("%1: %2 asks for %3 bytes of shared memory per block; a block may have %4 without opting "
                       "in. The kernel does not run: cudaGetLastError() returns cudaErrorInvalidValue.")
                    .arg(at, a.value(0), a.value(1), a.value(2));
}

void deviceMemoryBudget(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("device_memory");
    f.message = Tr::tr("%1: %5 of %2 bytes while %3 are in use: the emulated device has %4 bytes, half of the "
                       "memory this machine had free when the run started (at least 256 MiB). It returns "
                       "cudaErrorMemoryAllocation.")
                    .arg(at, a.value(0), a.value(1), a.value(2), a.value(3, QStringLiteral("cudaMalloc")));
}

void allocationCount(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("device_memory");
    f.message = Tr::tr("%1: %3 while %2 allocations are live, the most the emulated device holds: it "
                       "returns cudaErrorMemoryAllocation. Free what is no longer used.")
                    .arg(at, a.value(0), a.value(1, QStringLiteral("cudaMalloc")));
}

void unsupported(const QString& at, const QStringList& a, Finding& f)
{
    f.kind = QStringLiteral("unsupported");
    if (a.value(1) == kUnsupportedOpenBlas) { // a cuBLAS call, whose library could not be loaded
        f.message = Tr::tr("%1: %2 runs on OpenBLAS here, and OpenBLAS could not be loaded, so the program was "
                           "stopped there. Install the Debian package libopenblas0-openmp, or use Run on GPU.")
                        .arg(at, a.value(0));
        return;
    }
    if (a.value(1) == kUnsupportedUndefined) { // a function nothing defines: a library's, or the student's
        const Finding named = undefinedInProgramFinding(demangledName(a.value(0)));
        f.kind = named.kind;
        f.message = named.message;
        f.details = named.details;
        return;
    }
    if (a.value(1) == kUnsupportedKernelAddress) {
        f.message = Tr::tr("%1: %2 was given the address of a kernel the playground cannot launch by address: a "
                           "template's instance or an overloaded kernel, whose parameter types it does not know "
                           "there. Launch it with <<<...>>>, or use Run on GPU.")
                        .arg(at, a.value(0));
        return;
    }
    if (const QString library = libraryOfSymbol(a.value(0)); !library.isEmpty()) { // OpenGL interop
        f.message = Tr::tr("%1: %2 is a call of %3, so the program was stopped there; its kernels still run one "
                           "by one in kernel mode (cudaviz run --kernel NAME).")
                        .arg(at, a.value(0), library)
            + u' ' + foreignLibraryAdvice(library);
        return;
    }
    f.message = Tr::tr("%1: %2 is not emulated, so the program was stopped there. docs/playground.md lists the "
                       "runtime API the emulator runs; Run on GPU runs the program as it is.")
                    .arg(at, a.value(0));
}
} // namespace

Finding programFinding(const ProgramFinding& pf, int line)
{
    const QStringList& a = pf.args;
    Finding f;
    f.line = line;
    const QString at = lineLabel(line);
    switch (pf.kind) {
    case ProgramProblem::DevicePointerOnHost:
        devicePointerOnHost(at, a, f);
        break;
    case ProgramProblem::HostMemoryInKernel:
        hostMemoryInKernel(at, a, f);
        break;
    case ProgramProblem::CopyOutOfRange:
        copyOutOfRange(at, a, f);
        break;
    case ProgramProblem::UseAfterFree:
        useAfterFree(at, a, f);
        break;
    case ProgramProblem::InvalidConfiguration:
        invalidConfiguration(at, a, f);
        break;
    case ProgramProblem::ReadBeforeSync:
        readBeforeSync(at, a, f);
        break;
    case ProgramProblem::InvalidPointer:
        invalidPointer(at, a, f);
        break;
    case ProgramProblem::LaunchOverBudget:
        launchOverBudget(at, a, f);
        break;
    case ProgramProblem::SharedMemoryTooLarge:
        sharedMemoryTooLarge(at, a, f);
        break;
    case ProgramProblem::DeviceMemoryBudget:
        deviceMemoryBudget(at, a, f);
        break;
    case ProgramProblem::AllocationCount:
        allocationCount(at, a, f);
        break;
    case ProgramProblem::Unsupported:
    case ProgramProblem::Count:
        unsupported(at, a, f);
        break;
    }
    return f;
}

namespace {
QString unknownGpuText(const QString& gpu)
{
    QStringList keys;
    for (const ModelGpu& g : modelGpus())
        keys << g.key;
    return Tr::tr("Unknown GPU '%1' for the modelled clock; choose one of %2.")
        .arg(gpu.left(40), keys.join(QStringLiteral(", ")));
}

HelperCall callProgramRunner(const CompiledKernel& module, double timeoutSeconds, const ModelGpu& model,
    const QStringList& args, TraceMode trace, const std::atomic<bool>* cancel, const RunProgressCallback& progress,
    const QString& inputFolder)
{
    RunRequest request;
    request.inputFolder = inputFolder;
    request.trace = trace;
    request.deviceBytes = programDeviceBudget(availableHostMemory());
    request.programArgs = args;
    request.modulePath = module.modulePath;
    request.fastModulePath = module.fastModulePath;
    request.cores = emulatorCores();
    request.program = true;
    request.dynamicSharedName = module.dynamicSharedName;
    request.modelGpu = model.key;
    request.timeoutSeconds = timeoutSeconds;
    request.maxAccesses = kMaxAnalysedAccesses;
    request.maxAccessesPerThread = kMaxThreadAccesses;
    request.maxBlockAccesses = kMaxBlockAccesses;
    request.maxKeptAccesses = kMaxKeptAccesses;
    return callKernelRunner(request, { QStringLiteral("--program") }, timeoutSeconds + 1.0, cancel, progress);
}

QString programOutput(const SubprocessResult& r)
{
    QString output = visibleControls(QString::fromUtf8(r.out));
    if (!r.err.isEmpty() && !parseAbnormalEnd(r.err, r.exitCode)) {
        QString err = QString::fromUtf8(r.err);
        if (undefinedSymbolOf(r)) // the loader's own line: the finding says it in the student's words
            err = withoutLoaderLines(err);
        output += visibleControls(err);
    }
    if (r.outTruncated)
        output += u'\n'
            + Tr::tr("[The program printed more than %1 KiB: only the first %1 KiB are shown.]")
                  .arg(kMaxKernelOutputBytes >> 10);
    return output;
}

Finding abnormalEndFinding(const AbnormalEnd& end, const CompiledKernel& module, double timeoutSeconds)
{
    // Which launch ran is not known after a crash: threads are named by their global number.
    const LaunchConfig none { { 1, 1, 1 }, { kMaxThreads, 1, 1 } };
    std::vector<uint64_t> offsets { end.pc, end.running };
    const auto lines = sourceLines(module, offsets);
    Finding f = abnormalFinding(end, lines, none, timeoutSeconds);
    if (end.thread < 0 && end.syscall.isEmpty()) { // in the host code, not in a kernel
        const auto at = lines.find(end.timeout && end.running ? end.running : end.pc);
        f.line = at == lines.end() ? 0 : at->second;
        const QString where = f.line > 0 ? Tr::tr("line %1").arg(f.line) : Tr::tr("a line of the C library");
        f.message = end.timeout
            ? Tr::tr("The program did not finish within %1 s and was stopped, at %2 of its host code: a loop "
                     "that never ends, or more work than the time limit allows (--timeout raises it).")
                  .arg(timeoutSeconds)
                  .arg(where)
            : Tr::tr("The program's host code crashed at %1 (signal %2): a wild pointer, a stack overflow or "
                     "abort(). It would crash on a GPU machine too.")
                  .arg(where)
                  .arg(end.signal);
    }
    return f;
}

QString unreadableRunnerText(const SubprocessResult& r)
{
    return r.exitCode != 0 ? Tr::tr("The kernel runner failed (exit status %1): %2")
                                 .arg(r.exitCode)
                                 .arg(QString::fromUtf8(r.err).trimmed())
                           : Tr::tr("The kernel runner's result cannot be read.");
}

void addHostFindings(const ProgramResult& result, const CompiledKernel& module, QList<Finding>& out)
{
    // The host findings' lines: given, or from the access's address.
    std::vector<uint64_t> offsets;
    for (const ProgramFinding& f : result.findings)
        if (f.line <= 0 && f.pc)
            offsets.push_back(f.pc);
    const auto lines = sourceLines(module, offsets);
    for (const ProgramFinding& f : result.findings) {
        const auto it = f.line > 0 ? lines.end() : lines.find(f.pc);
        out << programFinding(f, f.line > 0 ? f.line : it == lines.end() ? 0 : it->second);
    }
}

bool addLaunches(ProgramResult& result, const CompiledKernel& module, UserProgram& program, QString* error)
{
    for (const ProgramCall& c : result.calls) {
        if (c.kind != ProgramCallKind::Launch || c.launch < 0 || c.launch >= result.launches.size())
            continue;
        ProgramLaunch launch;
        launch.call = c;
        launch.run.kernel = module;
        launch.run.kernel.expression = c.name;
        launch.run.launch = { c.grid, c.block };
        launch.run.dynamicSharedBytes = c.sharedBytes;
        launch.run.extents = result.launchExtents.value(c.launch);
        if (!analyseResult(&result.launches[c.launch], module, launch.run)) {
            *error = Tr::tr("The kernel runner's result cannot be read.");
            return false;
        }
        addLaunchFindings(launch, int(program.launches.size()), program.findings);
        program.launches.push_back(std::move(launch));
    }
    return true;
}

// The helper's result made into `program`; false, with `error` set, when it cannot be.
bool readProgram(ProgramResult& result, const CompiledKernel& module, UserProgram& program, QString* error)
{
    if (result.error != HelperError::None) {
        *error = helperErrorText(result.error, result.errorArgs);
        return false;
    }
    program.finished = result.finished;
    program.exitCode = result.exitCode;
    program.calls = result.calls;
    program.callCount = result.callCount;
    program.sandboxLayers = result.sandboxLayers;
    program.filesState = result.filesState;
    program.files = result.files;
    program.inputsLeftOut = result.inputsLeftOut;
    program.writtenLeftOut = result.writtenLeftOut;
    addHostFindings(result, module, program.findings);
    program.findings << legacyWarpFindings(module.warnings);
    return addLaunches(result, module, program, error);
}
} // namespace

ProgramOutcome runUserProgram(const CompiledKernel& module, double timeoutSeconds, const QString& gpu,
    const std::atomic<bool>* cancel, const QStringList& args, TraceMode trace, const RunProgressCallback& progress,
    const QString& inputFolder)
{
    ProgramOutcome out;
    QElapsedTimer clock;
    clock.start();
    const ModelGpu* model = gpu.isEmpty() ? &defaultModelGpu() : findModelGpu(gpu);
    if (!model) {
        out.error = unknownGpuText(gpu);
        return out;
    }
    if (const auto problem = programArgumentsProblem(args)) {
        out.error = *problem;
        return out;
    }
    HelperCall call = callProgramRunner(module, timeoutSeconds, *model, args, trace, cancel, progress, inputFolder);
    if (const auto problem = helperCallProblem(call, &out.cancelled)) {
        out.error = *problem;
        return out;
    }
    const SubprocessResult& r = call.process;
    UserProgram program;
    program.module = module;
    program.gpu = model;
    program.output = programOutput(r);
    if (const auto end = parseAbnormalEnd(r.err, r.exitCode)) {
        program.findings << abnormalEndFinding(*end, module, timeoutSeconds);
    } else if (const auto function = !call.program ? undefinedSymbolOf(r) : std::nullopt) {
        program.findings << undefinedInProgramFinding(*function);
    } else if (!call.program) {
        const auto ended = runnerEndFinding(r, call, timeoutSeconds);
        if (!ended) {
            out.error = unreadableRunnerText(r);
            return out;
        }
        program.findings << *ended;
    } else if (!readProgram(*call.program, module, program, &out.error)) {
        return out;
    }
    program.seconds = double(clock.nsecsElapsed()) * 1e-9;
    tidyMessages(program.findings);
    out.program = std::move(program);
    return out;
}

namespace {
// A list of left-out files as the helper sends it (name, bytes ..., then an empty name and how many
// more), each line worded by `named` (name, bytes) or `more` (how many).
template <class Named, class More>
void addLeftOut(QStringList& lines, const QStringList& list, const Named& named, const More& more)
{
    for (qsizetype k = 0; k + 1 < list.size(); k += 2)
        lines << (list[k].isEmpty() ? more(list[k + 1]) : named(list[k], list[k + 1]));
}
} // namespace

QStringList programFilesText(const UserProgram& program)
{
    QStringList lines;
    if (program.filesState == ProgramFilesState::NoIsolation) {
        lines << Tr::tr("The program had no folder of its own: this system's sandbox lacks the namespaces or "
                        "Landlock that keep its files apart, so it could open no file.");
        return lines;
    }
    for (const ProgramFile& f : program.files)
        lines << Tr::tr("The program wrote %1 (%2 bytes).").arg(f.name).arg(f.bytes.size());
    addLeftOut(
        lines, program.inputsLeftOut,
        [](const QString& name, const QString& bytes) {
            return Tr::tr("%1 (%2 bytes) was not given to the program: its folder holds %3 MiB and %4 of the files "
                          "beside it, not hidden ones.")
                .arg(name, bytes)
                .arg(kProgramFilesBytes / 2 >> 20)
                .arg(kMaxProgramFiles / 2);
        },
        [](const QString& count) {
            return Tr::tr("%1 more files beside it were not given to the program either.").arg(count);
        });
    addLeftOut(
        lines, program.writtenLeftOut,
        [](const QString& name, const QString& bytes) {
            return Tr::tr("%1 (%2 bytes), which the program wrote, does not come back: what comes back holds %3 "
                          "MiB, and a hidden name or one with control characters is not kept.")
                .arg(name, bytes)
                .arg(kProgramFilesBytes >> 20);
        },
        [](const QString& count) {
            return Tr::tr("%1 more files the program wrote do not come back either.").arg(count);
        });
    return lines;
}

bool saveProgramFiles(const UserProgram& program, const QString& folder, QString* error)
{
    const QDir dir(folder);
    for (const ProgramFile& f : program.files)
        if (!writeOutputFile(dir.filePath(f.name), f.bytes, error))
            return false;
    return true;
}

} // namespace cvz
