#include "playground/engine/gpurun.h"
#include "util/chinesespacing.h"

#include "playground/protocol/runprotocol.h"
#include "playground/source/modulecache.h"
#include "playground/source/sourcepolicy.h"
#include "playground/source/sourcetree.h"
#include "util/leftovers.h"
#include "util/subprocess.h"
#include "util/textwrap.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cmath>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr int kShown = 3;

// The launcher nvcc compiles after the student's source: device buffers in, the kernel through
// cudaLaunchKernel (arguments as pointers to their values: no types needed), buffers out. A struct
// argument ('T') is its bytes with the device addresses of its fields' buffers ('f' in `fields`:
// buffers that are not arguments themselves) written where `pointers` says.
QString launcherText(const QString& expression)
{
    static const char* const kLauncher = R"cu(#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
extern "C" __attribute__((visibility("default"))) int cvz_pg_gpu_run(int count, const char* codes, const char* fields,
    void* const* host, const long long* bytes, int pointerCount, const long long* pointers, const unsigned* dims,
    unsigned sharedBytes, char* error, int errorSize)
{
    void* device[64] = {};
    long long scalar[64] = {};
    void* args[64];
    int argCount = 0;
    if (count > 64) {
        std::snprintf(error, errorSize, "more than 64 parameters");
        return -1;
    }
    cudaError_t e = cudaSuccess;
    const char* what = "";
    for (int k = 0; k < count && e == cudaSuccess; ++k) {
        const bool buffer = std::strchr("FIUCBSWHDXYV", codes[k]) != nullptr; // userlaunch.h's isPointerCode
        if (buffer) {
            what = "cudaMalloc";
            e = cudaMalloc(&device[k], size_t(bytes[k]));
            if (e == cudaSuccess) {
                what = "cudaMemcpy to the GPU";
                e = cudaMemcpy(device[k], host[k], size_t(bytes[k]), cudaMemcpyHostToDevice);
            }
        }
    }
    for (int p = 0; p < pointerCount; ++p) // the runner checked each lies within its struct
        std::memcpy(static_cast<char*>(host[pointers[3 * p]]) + pointers[3 * p + 1], &device[pointers[3 * p + 2]], 8);
    for (int k = 0; k < count; ++k) {
        if (fields[k] == 'f')
            continue;
        if (std::strchr("FIUCBSWHDXYV", codes[k]) != nullptr) {
            args[argCount++] = &device[k];
        } else if (codes[k] == 'T') {
            args[argCount++] = host[k];
        } else {
            std::memcpy(&scalar[k], host[k], 8);
            args[argCount++] = &scalar[k];
        }
    }
    if (e == cudaSuccess) {
        what = "the launch";
        e = cudaLaunchKernel(reinterpret_cast<const void*>(&%1), dim3(dims[0], dims[1], dims[2]),
            dim3(dims[3], dims[4], dims[5]), args, sharedBytes, 0);
    }
    if (e == cudaSuccess) {
        what = "the kernel";
        e = cudaDeviceSynchronize();
    }
    for (int k = 0; k < count && e == cudaSuccess; ++k)
        if (device[k]) {
            what = "cudaMemcpy from the GPU";
            e = cudaMemcpy(host[k], device[k], size_t(bytes[k]), cudaMemcpyDeviceToHost);
        }
    if (e != cudaSuccess)
        std::snprintf(error, errorSize, "%s: %s (%s)", what, cudaGetErrorString(e), cudaGetErrorName(e));
    for (int k = 0; k < count; ++k)
        cudaFree(device[k]);
    return int(e);
}
)cu";
    return QString::fromLatin1(kLauncher).arg(expression);
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}
} // namespace

std::optional<QString> findNvcc(QString* why)
{
    const QString forced = qEnvironmentVariable("CUDAVIZ_NVCC");
    if (!forced.isEmpty() && QFileInfo(forced).isExecutable())
        return forced;
    const QString path = QStandardPaths::findExecutable(QStringLiteral("nvcc"));
    if (!path.isEmpty())
        return path;
    *why = Tr::tr("nvcc is not on PATH: install the CUDA Toolkit and put its bin folder on PATH to run playground "
                  "kernels on the GPU.");
    return std::nullopt;
}

std::optional<QString> gpuRunUnavailable(const DeviceReport& report)
{
    if (!report.cudaAvailable())
        return Tr::tr("No CUDA GPU to run on (%1).")
            .arg(report.availability.reason.isEmpty() ? Tr::tr("not probed yet") : report.availability.reason);
    QString why;
    if (!findNvcc(&why))
        return why;
    return std::nullopt;
}

namespace {
// The CUDA samples' helper headers are not the Toolkit's: the playground's stand-ins (the only
// files of that folder, so the Toolkit's own headers are still the ones found).
const QString kHelperFolder = QStringLiteral("cvz_samples_include");

QList<QPair<QString, QByteArray>> samplesHelpers()
{
    QList<QPair<QString, QByteArray>> helpers;
    for (const QString& file : { QStringLiteral("helper_cuda.h"), QStringLiteral("helper_functions.h") }) {
        QFile f(QStringLiteral(":/cudaviz/playground/include/") + file);
        helpers.push_back({ file, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray() });
    }
    return helpers;
}

QString gpuModuleKey(const QString& nvcc, const QStringList& flags, const QString& wrapper,
    const QList<QPair<QString, QByteArray>>& helpers, const SourceTree& tree)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QFileInfo compiler(QFileInfo(nvcc).canonicalFilePath());
    hash.addData(compiler.filePath().toUtf8() + QByteArray::number(compiler.lastModified().toMSecsSinceEpoch()));
    hash.addData(flags.join(u' ').toUtf8());
    hash.addData(wrapper.toUtf8());
    for (const auto& [file, text] : helpers)
        hash.addData(text);
    addTreeToHash(hash, tree);
    return QStringLiteral("gpu-") + QString::fromLatin1(hash.result().toHex().left(32));
}

// nvcc makes the module in a fresh work folder; it is moved into the cache when it compiled.
bool nvccBuild(const QString& nvcc, const QStringList& flags, const QString& key, const QString& wrapper,
    const SourceTree& tree, const std::atomic<bool>* cancel, const CompiledKernel& k, CompileOutcome& out)
{
    const QString& modulePath = k.modulePath;
    const QString dir = QFileInfo(modulePath).path();
    const auto helpers = samplesHelpers();
    QTemporaryDir work(ownedFolderTemplate(dir, QStringLiteral("build")));
    bool written = work.isValid() && writeFile(work.filePath(key + QStringLiteral(".cu")), wrapper.toUtf8())
        && QDir(work.path()).mkpath(kHelperFolder);
    for (const auto& [file, text] : helpers)
        written = written && writeFile(work.filePath(kHelperFolder + u'/' + file), text);
    written = written && writeTreeCopies(work.path(), tree);
    if (!written) {
        out.error = Tr::tr("Cannot write in the playground's cache folder %1.").arg(dir);
        return false;
    }
    SubprocessOptions options;
    options.cancel = cancel;
    options.timeoutSeconds = 300.0;
    options.workingDirectory = work.path();
    options.guardGroup = true; // nvcc's cicc, ptxas and host compiler die with the app
    QStringList files { key + QStringLiteral(".cu") };
    if (k.expression == QStringLiteral("main")) // a program's other translation units, as nvcc *.cu links them
        for (const TreeFile& part : tree.parts)
            files << kTreeCopyFolder + u'/' + part.path;
    const SubprocessResult cc = runSubprocess(
        nvcc, flags + files + QStringList { QStringLiteral("-o"), key + QStringLiteral(".so") }, options);
    out.output = visibleControls(
        treeNamesInText(QString::fromUtf8(cc.err + cc.out).replace(work.path() + u'/', QString()), tree));
    if (cc.cancelled) {
        out.error = Tr::tr("Cancelled.");
        return false;
    }
    if (!cc.started || cc.timedOut || cc.exitCode != 0) {
        out.diagnostics = parseDiagnostics(out.output, k.fileName, tree);
        out.error = Tr::tr("nvcc cannot compile the kernel:");
        return false;
    }
    QFile::remove(modulePath);
    if (!QFile::rename(work.filePath(key + QStringLiteral(".so")), modulePath) || !recordCachedFile(modulePath)) {
        out.error = Tr::tr("Cannot write in the playground's cache folder %1.").arg(dir);
        return false;
    }
    return true;
}

// One kernel with its launcher (`chosen`), or the whole program, whose main the helper calls.
CompileOutcome compileForGpu(const QString& source, const QString& fileName, const std::optional<KernelChoice>& chosen,
    const std::atomic<bool>* cancel, const SourceTree& tree)
{
    CompileOutcome out;
    QElapsedTimer clock;
    clock.start();
    const QString name = studentFileName(fileName);
    QString why;
    const auto nvcc = findNvcc(&why);
    if (!nvcc) {
        out.error = why;
        return out;
    }
    if (const auto problem = includeProblem( // nvcc's errors would print another file too
            source, tree.isFolder() ? IncludeRule::QuotedRelative : IncludeRule::NamesOnly)) {
        out.error = problem->message;
        out.diagnostics.push_back({ problem->line, 0, true, problem->message, {} });
        return out;
    }
    const QString arch = qEnvironmentVariable("CUDAVIZ_NVCC_ARCH", QStringLiteral("native"));
    QStringList flags { QStringLiteral("-std=c++17"), QStringLiteral("-O3"), QStringLiteral("-lineinfo"),
        QStringLiteral("-shared"), QStringLiteral("-Xcompiler"), QStringLiteral("-fPIC"), QStringLiteral("-cudart"),
        QStringLiteral("static"), QStringLiteral("-arch=") + arch };
    flags << treeSearchFlags(
        tree, QStringLiteral("-I")); // the folder's files first, as the emulator's compile has them
    flags << QStringLiteral("-I") << kHelperFolder;
    if (source.contains(QLatin1String("cublas"))) // a program calling cuBLAS links the GPU's own
        flags << QStringLiteral("-lcublas");
    const QString wrapper = QStringLiteral("#line 1 \"%1\"\n").arg(lineDirectiveName(name)) + source
        + (chosen ? QStringLiteral("\n#line 1 \"cudaviz-gpu-launch\"\n") + launcherText(chosen->expression)
                  : QStringLiteral("\n"));
    const QString key = gpuModuleKey(*nvcc, flags, wrapper, samplesHelpers(), tree);
    const QString dir = cacheDirectory();
    if (const auto problem = cacheFolderProblem(dir)) {
        out.error = *problem;
        return out;
    }
    CompiledKernel k;
    k.modulePath = dir + u'/' + key + QStringLiteral(".so");
    k.fileName = name;
    k.expression = chosen ? chosen->expression : QStringLiteral("main");
    k.params = chosen ? chosen->decl.params : QList<KernelParam>();
    k.cached = cachedFileVerified(k.modulePath); // this user's build of it (modulecache.h)
    if (!k.cached) {
        if (!nvccBuild(*nvcc, flags, key, wrapper, tree, cancel, k, out))
            return out;
        k.seconds = double(clock.nsecsElapsed()) * 1e-9;
    }
    out.kernel = k;
    return out;
}
} // namespace

CompileOutcome compileKernelForGpu(const QString& source, const QString& fileName, const QString& choice,
    const std::atomic<bool>* cancel, const SourceTree& tree)
{
    QString why;
    const auto chosen = chooseKernel(findKernels(source), choice, &why);
    if (!chosen) {
        CompileOutcome out;
        out.error = why;
        return out;
    }
    return compileForGpu(source, fileName, chosen, cancel, tree);
}

CompileOutcome compileProgramForGpu(
    const QString& source, const QString& fileName, const std::atomic<bool>* cancel, const SourceTree& tree)
{
    if (const auto why = notAProgram(source)) {
        CompileOutcome out;
        out.error = *why;
        return out;
    }
    return compileForGpu(source, fileName, std::nullopt, cancel, tree);
}

ProgramOnGpu runProgramOnGpu(
    const CompiledKernel& gpuModule, double timeoutSeconds, const std::atomic<bool>* cancel, const QStringList& args)
{
    ProgramOnGpu out;
    RunRequest request;
    request.programArgs = args;
    request.modulePath = gpuModule.modulePath;
    request.program = true;
    request.timeoutSeconds = timeoutSeconds;
    // A context takes seconds to create on some machines: a minute more than the program's limit.
    const HelperCall call
        = callKernelRunner(request, { QStringLiteral("--gpu-program") }, timeoutSeconds + 60.0, cancel);
    if (!call.error.isEmpty()) {
        out.error = call.error;
        return out;
    }
    const SubprocessResult& r = call.process;
    out.seconds = r.seconds;
    out.output = visibleControls(QString::fromUtf8(r.out));
    if (const auto end = parseAbnormalEnd(r.err, r.exitCode); !end)
        out.output += visibleControls(QString::fromUtf8(r.err));
    if (r.cancelled) {
        out.error = Tr::tr("Cancelled.");
        return out;
    }
    if (const auto end = parseAbnormalEnd(r.err, r.exitCode)) {
        out.error = end->timeout
            ? Tr::tr("The program did not finish on the GPU within %1 s and was stopped.").arg(timeoutSeconds)
            : Tr::tr("The program crashed on the GPU machine (signal %1), as it would without cudaviz.")
                  .arg(end->signal);
        return out;
    }
    if (!r.started || r.timedOut || r.crashed || r.exitCode != 0 || !call.program) {
        out.error = r.timedOut ? Tr::tr("The GPU run did not finish within %1 s.").arg(timeoutSeconds + 60.0)
                               : Tr::tr("The GPU run failed: %1").arg(QString::fromUtf8(r.err).trimmed());
        return out;
    }
    out.finished = call.program->finished;
    out.exitCode = call.program->exitCode;
    return out;
}

QList<Finding> compareBuffers(const UserRun& emulated, const QList<QByteArray>& gpu)
{
    QList<Finding> out;
    for (qsizetype k = 0; k < emulated.args.size() && k < gpu.size(); ++k) {
        const BoundArg& a = emulated.args[k];
        if (!a.isBuffer)
            continue;
        const QList<double> e = bufferValues(emulated.buffers[k], a.type), g = bufferValues(gpu[k], a.type);
        QStringList shown;
        int count = 0;
        int64_t first = -1;
        for (qsizetype i = 0; i < e.size() && i < g.size(); ++i) {
            if (sameElementValue(e[i], g[i], a.type))
                continue;
            if (first < 0)
                first = i;
            if (count++ < kShown)
                shown << Tr::tr("%1[%2] is %3 on the GPU, %4 in the emulator")
                             .arg(a.name)
                             .arg(i)
                             .arg(formatValue(g[i], a.type), formatValue(e[i], a.type));
        }
        if (count == 0)
            continue;
        Finding f;
        f.kind = QStringLiteral("gpu_mismatch");
        f.message = Tr::tr("On the GPU, %n element(s) of %1 differ from the emulator: %2%3. A race, shared memory read "
                           "before it was written, or a read out of bounds gives different values on different "
                           "hardware.",
            nullptr, count)
                        .arg(a.name, shown.join(clauseSeparator()),
                            count > kShown ? Tr::tr(" and %1 more").arg(count - kShown) : QString());
        f.details = QJsonObject { { QStringLiteral("array"), a.name }, { QStringLiteral("element"), double(first) },
            { QStringLiteral("count"), count } };
        out << f;
    }
    return out;
}

GpuComparison runOnGpuAndCompare(
    const CompiledKernel& gpuKernel, const UserRun& emulated, double timeoutSeconds, const std::atomic<bool>* cancel)
{
    GpuComparison out;
    if (!emulated.completed) {
        out.error = Tr::tr("The emulator's run did not finish, so there is nothing to compare the GPU with.");
        return out;
    }
    RunRequest request;
    request.modulePath = gpuKernel.modulePath;
    request.grid = emulated.launch.grid;
    request.block = emulated.launch.block;
    request.dynamicSharedBytes = emulated.dynamicSharedBytes;
    request.timeoutSeconds = timeoutSeconds;
    request.args = runArgs(emulated.args);
    // A context takes seconds to create on some machines: a minute more than the kernel's limit.
    const HelperCall call = callKernelRunner(request, { QStringLiteral("--gpu") }, timeoutSeconds + 60.0, cancel);
    if (!call.error.isEmpty()) {
        out.error = call.error;
        return out;
    }
    const SubprocessResult& r = call.process;
    out.seconds = r.seconds;
    if (r.cancelled) {
        out.error = Tr::tr("Cancelled.");
        return out;
    }
    if (const auto end = parseAbnormalEnd(r.err, r.exitCode)) {
        out.error = end->timeout
            ? Tr::tr("The kernel did not finish on the GPU within %1 s and was stopped.").arg(timeoutSeconds)
            : Tr::tr("The GPU run crashed the kernel runner (signal %1).").arg(end->signal);
        return out;
    }
    if (!r.started || r.timedOut || r.crashed || r.exitCode != 0) {
        out.error = r.timedOut ? Tr::tr("The GPU run did not finish within %1 s.").arg(timeoutSeconds + 60.0)
                               : Tr::tr("The GPU run failed: %1").arg(QString::fromUtf8(r.err).trimmed());
        return out;
    }
    if (const auto problem = helperResultProblem(call, emulated.args)) {
        out.error = *problem;
        return out;
    }
    out.buffers = call.result->buffers;
    out.mismatches = compareBuffers(emulated, out.buffers);
    return out;
}

} // namespace cvz
