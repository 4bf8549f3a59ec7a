#include "clicommon.h"

#include "device/devicereport.h"
#include "mapping/launchconfig.h"
#include "playground/engine/gpurun.h"
#include "playground/engine/userrun.h"
#include "playground/program/gpumodel.h"
#include "playground/program/launchpace.h"
#include "playground/source/launchcomment.h"
#include "playground/source/sourcedefines.h"
#include "playground/source/sourcetree.h"
#include "playground/source/usersource.h"
#include "programcommand.h"
#include "util/fileio.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::RunCommand)
};

QString valuesText(const QList<double>& values, ElementType type)
{
    constexpr qsizetype kHead = 24, kTail = 4;
    QStringList shown;
    for (qsizetype k = 0; k < values.size(); ++k) {
        if (k == kHead && values.size() > kHead + kTail) {
            shown << QStringLiteral("...");
            k = values.size() - kTail;
        }
        shown << formatValue(values[k], type);
    }
    return u'[' + shown.join(QStringLiteral(", ")) + u']';
}

QJsonValue jsonNumber(double v)
{
    return std::isfinite(v) ? QJsonValue(v)
                            : QJsonValue(std::isnan(v) ? QStringLiteral("nan")
                                    : v > 0            ? QStringLiteral("inf")
                                                       : QStringLiteral("-inf"));
}

void printText(const UserRun& run)
{
    const QString compile = run.kernel.cached ? Tr::tr("cached") : Tr::tr("%1 s").arg(run.kernel.seconds, 0, 'f', 2);
    if (run.completed)
        out() << Tr::tr("%1<<<%2, %3>>>: %4 threads in the emulator, %5 ms (compile: %6)")
                     .arg(run.kernel.expression, toString(run.launch.grid), toString(run.launch.block),
                         totalThreadsText(run.launch))
                     .arg(run.runSeconds * 1e3, 0, 'f', 1)
                     .arg(compile)
              << '\n';
    else // a timeout or a crash: no time to show
        out() << Tr::tr("%1<<<%2, %3>>>: %4 threads in the emulator, did not finish (compile: %5)")
                     .arg(run.kernel.expression, toString(run.launch.grid), toString(run.launch.block),
                         totalThreadsText(run.launch), compile)
              << '\n';
    if (run.completed)
        for (qsizetype k = 0; k < run.args.size(); ++k) {
            const BoundArg& a = run.args[k];
            if (!a.isBuffer)
                continue;
            const QList<double> values = bufferValues(run.buffers[k], a.type);
            out() << QStringLiteral("%1 (%2[%3]) = %4\n")
                         .arg(a.name, elementTypeName(a.type))
                         .arg(values.size())
                         .arg(valuesText(values, a.type));
        }
    for (const QString& line : trafficLines(run))
        out() << line << '\n';
    if (!run.output.isEmpty())
        out() << Tr::tr("The kernel printed:") << '\n' << run.output << (run.output.endsWith(u'\n') ? "" : "\n");
    if (run.findings.isEmpty()) {
        out() << Tr::tr("No findings: no race, no out-of-bounds access, no divergent barrier.") << '\n';
        return;
    }
    out() << Tr::tr("%n finding(s):", nullptr, int(run.findings.size())) << '\n';
    for (const Finding& f : run.findings)
        out() << QStringLiteral("  [%1] %2\n").arg(f.kind, f.message);
}

// A buffer past kJsonFullBuffer elements, without --full-buffers: its size, range, a checksum of
// its bytes (FNV-1a, 64 bits) and its first and last 8 values.
constexpr qsizetype kJsonFullBuffer = 4096;
QJsonValue bufferSummary(const QList<double>& values, const QByteArray& bytes)
{
    uint64_t hash = 14695981039346656037ull;
    for (const char c : bytes)
        hash = (hash ^ uint8_t(c)) * 1099511628211ull;
    double low = values.first(), high = values.first();
    for (double v : values) {
        low = std::isnan(low) || v < low ? v : low;
        high = std::isnan(high) || v > high ? v : high;
    }
    QJsonArray first, last;
    for (qsizetype k = 0; k < 8; ++k) {
        first.append(jsonNumber(values[k]));
        last.append(jsonNumber(values[values.size() - 8 + k]));
    }
    return QJsonObject { { QStringLiteral("count"), double(values.size()) }, { QStringLiteral("min"), jsonNumber(low) },
        { QStringLiteral("max"), jsonNumber(high) },
        { QStringLiteral("checksum"), QStringLiteral("fnv1a64:%1").arg(hash, 16, 16, QChar(u'0')) },
        { QStringLiteral("first"), first }, { QStringLiteral("last"), last } };
}

void printJson(const UserRun& run, bool pretty, bool fullBuffers)
{
    QJsonObject buffers;
    if (run.completed)
        for (qsizetype k = 0; k < run.args.size(); ++k) {
            const BoundArg& a = run.args[k];
            if (!a.isBuffer)
                continue;
            const QList<double> values = bufferValues(run.buffers[k], a.type);
            if (!fullBuffers && values.size() > kJsonFullBuffer) {
                buffers[a.name] = bufferSummary(values, run.buffers[k]);
                continue;
            }
            QJsonArray array;
            for (double v : values)
                array.append(jsonNumber(v));
            buffers[a.name] = array;
        }
    const QJsonArray findings = findingsJson(run.findings);
    QJsonObject root { { QStringLiteral("kernel"), run.kernel.expression },
        { QStringLiteral("grid"),
            QJsonArray { double(run.launch.grid.x), double(run.launch.grid.y), double(run.launch.grid.z) } },
        { QStringLiteral("block"),
            QJsonArray { double(run.launch.block.x), double(run.launch.block.y), double(run.launch.block.z) } },
        { QStringLiteral("completed"), run.completed }, { QStringLiteral("buffers"), buffers },
        { QStringLiteral("findings"), findings }, { QStringLiteral("output"), run.output },
        { QStringLiteral("traffic"), QJsonArray::fromStringList(trafficLines(run)) },
        { QStringLiteral("accesses"), double(run.report.accesses) },
        { QStringLiteral("trace"), traceCoverageJson(run.coverage, run.launch) },
        { QStringLiteral("compile_seconds"), run.kernel.seconds },
        { QStringLiteral("compile_cached"), run.kernel.cached }, { QStringLiteral("run_seconds"), run.runSeconds },
        { QStringLiteral("seconds"), run.seconds } };
    if (run.completed) {
        QJsonArray layers;
        if (run.sandboxLayers & kSandboxSeccomp)
            layers.append(QStringLiteral("seccomp"));
        if (run.sandboxLayers & kSandboxNamespaces)
            layers.append(QStringLiteral("namespaces"));
        if (run.sandboxLayers & kSandboxLandlock)
            layers.append(QStringLiteral("landlock"));
        if (run.sandboxLayers & kSandboxResultSeal)
            layers.append(QStringLiteral("result-seal"));
        root[QStringLiteral("sandbox")] = layers;
    }
    out() << QJsonDocument(root).toJson(pretty ? QJsonDocument::Indented : QJsonDocument::Compact);
    if (!pretty)
        out() << '\n';
}

int fail(const QString& message)
{
    return commandError(QStringLiteral("run"), message);
}

QString modelGpuKeys()
{
    QStringList gpuKeys;
    for (const ModelGpu& g : modelGpus())
        gpuKeys << g.key;
    return gpuKeys.join(QStringLiteral(", "));
}

// The command's options, shared by the parsing and the two kinds of run.
struct RunCommandOptions
{
    QCommandLineOption kernel { QStringLiteral("kernel"),
        Tr::tr("The __global__ function to run, with template arguments if it has any (needed when the file has "
               "several)."),
        QStringLiteral("NAME") };
    QCommandLineOption grid { QStringLiteral("grid"), Tr::tr("gridDim (default 1)."), QStringLiteral("X[,Y[,Z]]") };
    QCommandLineOption block { QStringLiteral("block"), Tr::tr("blockDim."), QStringLiteral("X[,Y[,Z]]") };
    QCommandLineOption shared { QStringLiteral("shared"),
        Tr::tr("Dynamic shared memory per block, in bytes (default 0)."), QStringLiteral("BYTES") };
    QCommandLineOption arg { QStringLiteral("arg"),
        Tr::tr("A parameter: a buffer NAME=TYPE[LENGTH]:INIT (TYPE float, int, uint, char, uchar, short, ushort, "
               "half, double, longlong or ulonglong; LENGTH a number or a product such as 64*64*3; INIT zeros, iota, "
               "random, random:SEED, const:V or values separated by commas) or a number NAME=VALUE (typed from the "
               "kernel). A struct passed by value is given field by field: NAME.FIELD=..."),
        QStringLiteral("NAME=...") };
    QCommandLineOption constant { QStringLiteral("const"),
        Tr::tr("A __constant__ array's contents before the launch, as cudaMemcpyToSymbol sets them: "
               "NAME=TYPE[LENGTH]:INIT."),
        QStringLiteral("NAME=...") };
    QCommandLineOption timeout { QStringLiteral("timeout"),
        Tr::tr("Stop the kernel after this many seconds (default %1).").arg(kDefaultTimeoutSeconds),
        QStringLiteral("SECONDS") };
    QCommandLineOption json { QStringLiteral("json"),
        Tr::tr("Print JSON on one line: buffers, findings, output, times. A buffer of more than %1 elements is a "
               "summary (count, min, max, checksum, first and last 8) unless --full-buffers is given.")
            .arg(kJsonFullBuffer) };
    QCommandLineOption pretty { QStringLiteral("pretty"), Tr::tr("Indent the JSON of --json.") };
    QCommandLineOption fullBuffers { QStringLiteral("full-buffers"),
        Tr::tr("With --json, write every element of every buffer.") };
    QCommandLineOption gpu { QStringLiteral("gpu"),
        Tr::tr("Also compile the kernel with nvcc, run it on the GPU with the same buffers and compare every output "
               "element with the emulator (needs a CUDA GPU and nvcc on PATH). A whole program is also compiled with "
               "nvcc and run on the GPU, and what it printed there follows.") };
    QCommandLineOption root { QStringLiteral("root"),
        Tr::tr("The folder whose files the program may include by a quoted name (#include \"../common/book.h\"): "
               "the compiler gets copies of those it includes, at most %1 files and %2 MiB, and reads nothing "
               "else. Default: the file's own folder. The include/ folders of the file's folder and of those above it "
               "up to FOLDER are searched too.")
            .arg(kMaxTreeFiles)
            .arg(kMaxTreeBytes >> 20),
        QStringLiteral("FOLDER") };
    QCommandLineOption trace { QStringLiteral("trace"),
        Tr::tr("Which blocks of each launch are traced access by access: auto (every block while the launch fits "
               "the budgets below, else a sample), all (every block; a launch past the budgets is refused), sample "
               "(the first, the last, the last along each axis and %1 chosen at random) or none. Blocks not traced "
               "run too, checked only for out-of-bounds accesses. Default: auto.")
            .arg(kTraceSampleRandomBlocks),
        QStringLiteral("MODE") };
    QCommandLineOption define { QStringLiteral("define"),
        Tr::tr("Set a size the file defines, without editing it: NAME=VALUE replaces the value of #define NAME or "
               "const ... NAME = ...; (so that a program written for 10^8 elements runs at 10^6). Repeat for "
               "several names, at most %1.")
            .arg(kMaxSourceDefines),
        QStringLiteral("NAME=VALUE") };
    QCommandLineOption saveFiles { QStringLiteral("save-files"),
        Tr::tr("A whole program: save the files it wrote into FOLDER, which must exist (a file of the same name is "
               "replaced). A program runs in a folder of its own holding a copy of the files beside it (at most %1 "
               "MiB); what it writes stays there unless saved.")
            .arg(kProgramFilesBytes / 2 >> 20),
        QStringLiteral("FOLDER") };
    QCommandLineOption modelGpu { QStringLiteral("model-gpu"),
        Tr::tr("A whole program: the GPU its events' times are modelled for, one of %1 (default %2).")
            .arg(modelGpuKeys(), defaultModelGpu().key),
        QStringLiteral("GPU") };
};

// The file with the sizes --define sets (nothing set: the file as it is).
std::optional<QString> definedSource(
    const QCommandLineParser& parser, const RunCommandOptions& o, const QString& source, QString* error)
{
    QList<SourceDefine> defines;
    for (const QString& text : parser.values(o.define)) {
        const auto d = parseSourceDefine(text, error);
        if (!d)
            return std::nullopt;
        defines << *d;
    }
    if (defines.isEmpty())
        return source;
    const auto defined = applySourceDefines(source, defines, error);
    if (!defined)
        return std::nullopt;
    for (const QString& line : defined->changed)
        err() << Tr::tr("--define: %1").arg(line) << '\n';
    err().flush();
    return defined->source;
}

// The files of the folder tree that `source` includes by a quoted name (--root, or the default);
// a whole `program`'s other translation units too (SourceTree::parts).
std::optional<SourceTree> sourceTreeOf(const QCommandLineParser& parser, const RunCommandOptions& o,
    const QString& path, const QString& source, bool program, QString* error)
{
    const QString root = parser.isSet(o.root) ? parser.value(o.root) : defaultSourceRoot(path);
    if (parser.isSet(o.root) && !QFileInfo(root).isDir()) {
        *error = Tr::tr("--root %1 is not a folder.").arg(root);
        return std::nullopt;
    }
    const auto inside = pathInside(root, path);
    if (!inside) {
        *error = Tr::tr("%1 is not inside the folder %2 (--root): give a folder that holds it.").arg(path, root);
        return std::nullopt;
    }
    TreeProblem problem;
    const auto tree = gatherSourceTree(QFileInfo(root).canonicalFilePath(), *inside, source, &problem, {}, program);
    if (!tree)
        *error = problem.message;
    return tree;
}

// A file with main, given without a launch: runs from main.
int runProgram(const QCommandLineParser& parser, const RunCommandOptions& o, const QString& path, const QString& source,
    const SourceTree& tree, TraceMode trace)
{
    if (parser.isSet(o.gpu))
        if (const auto why = gpuRunUnavailable(collectDeviceReport()))
            return fail(Tr::tr("--gpu: %1").arg(*why));
    ProgramRunOptions options;
    options.onGpu = parser.isSet(o.gpu);
    options.timeoutSeconds = kDefaultProgramTimeoutSeconds;
    if (parser.isSet(o.timeout)) {
        bool ok = false;
        options.timeoutSeconds = parser.value(o.timeout).toDouble(&ok);
        if (!ok || !(options.timeoutSeconds > 0.0) || options.timeoutSeconds > kMaxTimeoutSeconds)
            return fail(Tr::tr("--timeout must be a number of seconds above 0 and at most %1, not '%2'.")
                            .arg(kMaxTimeoutSeconds)
                            .arg(parser.value(o.timeout).left(40)));
    }
    options.gpu = parser.value(o.modelGpu);
    options.args = parser.positionalArguments().mid(1);
    if (const auto problem = programArgumentsProblem(options.args))
        return fail(*problem);
    options.json = parser.isSet(o.json);
    options.pretty = parser.isSet(o.pretty);
    options.trace = trace;
    options.saveFilesTo = parser.value(o.saveFiles);
    if (parser.isSet(o.saveFiles) && !QFileInfo(options.saveFilesTo).isDir())
        return fail(Tr::tr("--save-files %1 is not a folder: create it first.").arg(options.saveFilesTo.left(200)));
    return runWholeProgram(path, source, tree, options);
}

// The launch as parseLaunchOptions reads it: a later option wins there, so the file's come first.
QStringList launchTokens(
    const QCommandLineParser& parser, const RunCommandOptions& o, const std::optional<QStringList>& fromFile)
{
    QStringList tokens = fromFile.value_or(QStringList());
    for (const QCommandLineOption* option : { &o.kernel, &o.grid, &o.block, &o.shared, &o.timeout })
        if (parser.isSet(*option))
            tokens << QStringLiteral("--") + option->names().first() << parser.value(*option);
    for (const QString& value : parser.values(o.arg))
        tokens << QStringLiteral("--arg") << value;
    for (const QString& value : parser.values(o.constant))
        tokens << QStringLiteral("--const") << value;
    return tokens;
}

// Runs one kernel launch in the emulator (and with --gpu on the GPU) and prints it.
int runLaunch(const QCommandLineParser& parser, const RunCommandOptions& o, const QString& path, const QString& source,
    const SourceTree& tree, const LaunchOptions& launch)
{
    if (parser.isSet(o.gpu))
        if (const auto why = gpuRunUnavailable(collectDeviceReport()))
            return fail(Tr::tr("--gpu: %1").arg(*why));
    const CompileOutcome compiled
        = compileKernel(source, QFileInfo(path).fileName(), launch.kernel, nullptr, tree, wantsFastBuild(launch.spec));
    if (!compiled.kernel)
        return compileFailed(compiled);
    if (const auto estimate = kernelRunEstimate(*compiled.kernel, launch.spec))
        sayBeforeRun(*estimate);
    RunOutcome outcome = [&] {
        TerminalProgress shown; // erased before anything else is printed
        return runUserKernel(*compiled.kernel, launch.spec, nullptr, shown.callback());
    }();
    if (!outcome.run)
        return fail(outcome.error);
    recordKernelRun(*outcome.run, launch.spec.trace);
    if (parser.isSet(o.gpu) && outcome.run->completed) {
        const CompileOutcome forGpu
            = compileKernelForGpu(source, QFileInfo(path).fileName(), launch.kernel, nullptr, tree);
        if (!forGpu.kernel) {
            err() << Tr::tr("cudaviz run --gpu: %1").arg(forGpu.error) << '\n' << forGpu.output;
            err().flush();
            return 2;
        }
        const GpuComparison compared = runOnGpuAndCompare(*forGpu.kernel, *outcome.run, launch.spec.timeoutSeconds);
        if (!compared.error.isEmpty())
            outcome.run->findings << Finding { QStringLiteral("gpu_error"), compared.error, 0, {} };
        else if (compared.mismatches.isEmpty() && !parser.isSet(o.json))
            out() << Tr::tr("On the GPU: every output element equals the emulator's.") << '\n';
        outcome.run->findings += compared.mismatches;
    }
    parser.isSet(o.json) ? printJson(*outcome.run, parser.isSet(o.pretty), parser.isSet(o.fullBuffers))
                         : printText(*outcome.run);
    out().flush();
    return outcome.run->findings.isEmpty() ? 0 : 1;
}
// What `cudaviz run --help` says the command does, with its budgets.
QString runDescription()
{
    return Tr::tr(
        "Compile a CUDA kernel with the host C++ compiler and run it in the block emulator: every thread, every "
        "barrier, every memory access. Prints the buffers and the findings (races, out-of-bounds accesses, "
        "divergent barriers, timeouts, crashes).\n"
        "A whole program (a file with main, given without --kernel, --grid, --block or --arg) runs from main, "
        "with CUDA's runtime API emulated (cudaMalloc, cudaMemcpy, <<<...>>>, events, streams in order): "
        "prints its output, the timeline of its CUDA calls with times modelled for a GPU (not measured), and "
        "the host-side bugs (a device pointer read on the host, a host pointer in a kernel, a copy past an "
        "allocation, a use after cudaFree, an invalid launch, a missing synchronise) with the device ones.\n"
        "A launch written in the file as a comment line '// cudaviz-launch: --grid ... --arg ...' is used; "
        "options given here win.\n"
        "Budgets: a launch of at most %1 threads is traced in every block (a larger one, up to %7 threads, on "
        "a sample of its blocks: --trace), %2 MiB of a kernel's buffers (a program's device memory: half of the memory "
        "this machine has free), %3 memory accesses analysed (%4 in one block, %5 in one thread; the first %6 "
        "also kept for the Playground's picture).\n"
        "Exit status: 0 ran without findings, 1 ran with findings, 2 bad input or a compile error (also --gpu "
        "without a GPU or nvcc, with the reason).")
        .arg(kMaxThreads)
        .arg(kMaxBufferBytes >> 20)
        .arg(kMaxAnalysedAccesses)
        .arg(kMaxBlockAccesses)
        .arg(kMaxThreadAccesses)
        .arg(kMaxKeptAccesses)
        .arg(kMaxEmulatedThreads);
}
} // namespace

int runKernel(const QStringList& argsIn)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(runDescription());
    parser.addPositionalArgument(
        QStringLiteral("kernel"), Tr::tr("The CUDA source file."), QStringLiteral("KERNEL.cu"));
    parser.addPositionalArgument(QStringLiteral("args"),
        Tr::tr("A whole program's command-line arguments, after -- (cudaviz run prog.cu -- 1000 4): main gets "
               "them as argv[1] ..., at most %1 of %2 bytes together.")
            .arg(kMaxProgramArgs)
            .arg(kMaxProgramArgBytes),
        QStringLiteral("[-- ARGS...]"));
    const RunCommandOptions o;
    parser.addOptions({ o.kernel, o.grid, o.block, o.shared, o.arg, o.constant, o.timeout, o.json, o.pretty,
        o.fullBuffers, o.gpu, o.modelGpu, o.root, o.trace, o.define, o.saveFiles });
    if (const auto done = parseCommand(parser, argsIn))
        return *done;
    if (parser.positionalArguments().isEmpty())
        return usageError(Tr::tr("give one CUDA source file"), helpFor(parser, argsIn.first()));
    const QString path = parser.positionalArguments().first();
    QString error;
    const auto bytes = readInputFile(path, kMaxKernelSourceBytes, &error);
    if (!bytes)
        return fail(error);
    const auto source = definedSource(parser, o, QString::fromUtf8(*bytes), &error);
    if (!source)
        return fail(error);
    // The file's own launch first, then this command line's (its options win).
    const auto fromFile = launchComment(*source, &error);
    if (!error.isEmpty())
        return fail(error);
    if (const auto twice = repeatedLaunchOption(fromFile.value_or(QStringList())))
        return fail(Tr::tr("the launch comment: %1").arg(*twice));
    if (const auto twice = repeatedLaunchOption(launchTokens(parser, o, std::nullopt)))
        return fail(*twice);
    const bool wholeProgram = !fromFile && !parser.isSet(o.kernel) && !parser.isSet(o.grid) && !parser.isSet(o.block)
        && !parser.isSet(o.shared) && !parser.isSet(o.arg) && !parser.isSet(o.constant) && hasMain(*source);
    const auto tree = sourceTreeOf(parser, o, path, *source, wholeProgram, &error);
    if (!tree)
        return fail(error);
    const auto trace
        = traceModeFromName(parser.value(o.trace).isEmpty() ? QStringLiteral("auto") : parser.value(o.trace));
    if (!trace)
        return fail(Tr::tr("--trace must be auto, all, sample or none, not '%1'.").arg(parser.value(o.trace).left(40)));
    if (wholeProgram)
        return runProgram(parser, o, path, *source, *tree, *trace);
    if (parser.positionalArguments().size() > 1)
        return usageError(Tr::tr("arguments after the file are a whole program's (a file with main, run without a "
                                 "launch); give one CUDA source file"),
            helpFor(parser, argsIn.first()));
    if (parser.isSet(o.modelGpu))
        return fail(Tr::tr("--model-gpu is for a whole program (a file with main, run without --kernel)."));
    if (parser.isSet(o.saveFiles))
        return fail(Tr::tr("--save-files is for a whole program (a file with main, run without --kernel): a kernel "
                           "writes no files."));
    auto launch = parseLaunchOptions(launchTokens(parser, o, fromFile), &error);
    if (!launch)
        return fail(error);
    launch->spec.trace = *trace;
    if (!launch->hasBlock)
        return usageError(Tr::tr("give --block (or a launch comment in the file)"), helpFor(parser, argsIn.first()));
    return runLaunch(parser, o, path, *source, *tree, *launch);
}

} // namespace cvz
