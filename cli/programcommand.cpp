#include "programcommand.h"

#include "clicommon.h"
#include "playground/engine/gpurun.h"
#include "playground/program/launchpace.h"
#include "playground/program/userprogram.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::RunCommand)
};

QString bytesText(qint64 bytes)
{
    return bytes > 0 ? QString::number(bytes) : QString();
}

QString modelledText(double seconds)
{
    return seconds > 0.0 ? QStringLiteral("%1").arg(seconds * 1e6, 0, 'f', 1) : QString();
}

void printText(const UserProgram& p)
{
    if (!p.output.isEmpty())
        out() << p.output << (p.output.endsWith(u'\n') ? "" : "\n");
    out() << QStringLiteral("---\n");
    if (p.finished)
        out() << Tr::tr("The program ended with exit status %1 (%2 CUDA calls).").arg(p.exitCode).arg(p.callCount)
              << '\n';
    else
        out() << Tr::tr("The program did not finish (%1 CUDA calls before it stopped).").arg(p.callCount) << '\n';
    if (!p.calls.isEmpty()) {
        out() << Tr::tr("Timeline, modelled for %1 (not measured):").arg(p.gpu ? p.gpu->name : QString()) << '\n';
        out() << QStringLiteral("  %1  %2  %3  %4  %5\n")
                     .arg(Tr::tr("line"), 5)
                     .arg(Tr::tr("call"), -44)
                     .arg(Tr::tr("bytes"), 12)
                     .arg(Tr::tr("modelled µs"), 12)
                     .arg(Tr::tr("error"));
        for (const ProgramCall& c : p.calls)
            out() << QStringLiteral("  %1  %2  %3  %4  %5\n")
                         .arg(c.line > 0 ? QString::number(c.line) : QString(), 5)
                         .arg(programCallText(c).left(44), -44)
                         .arg(bytesText(c.bytes), 12)
                         .arg(modelledText(c.modelledSeconds), 12)
                         .arg(c.error ? QString::number(c.error) : QString());
        if (p.callCount > p.calls.size())
            out() << Tr::tr("  ... and %1 more calls, counted but not listed.").arg(p.callCount - p.calls.size())
                  << '\n';
        if (p.gpu)
            out() << modelledTimeText(modelledTime(p.calls), *p.gpu) << '\n';
    }
    for (qsizetype k = 0; k < p.launches.size(); ++k) {
        const ProgramLaunch& l = p.launches[k];
        out() << Tr::tr("Launch %1: %2 (line %3), %4 threads in the emulator, %5 ms")
                     .arg(k + 1)
                     .arg(programCallText(l.call))
                     .arg(l.call.line > 0 ? QString::number(l.call.line) : Tr::tr("unknown"))
                     .arg(l.run.launch.totalThreads())
                     .arg(l.run.runSeconds * 1e3, 0, 'f', 1)
              << '\n';
        if (p.gpu)
            out() << QStringLiteral("  ") << kernelTimeText(l.call, *p.gpu, p.module.countsArithmetic) << '\n';
        for (const QString& line : trafficLines(l.run))
            out() << QStringLiteral("  ") << line << '\n';
    }
    for (const QString& line : programFilesText(p))
        out() << line << '\n';
    if (p.findings.isEmpty()) {
        out() << Tr::tr("No findings: no host-side CUDA bug, no race, no out-of-bounds access.") << '\n';
        return;
    }
    out() << Tr::tr("%n finding(s):", nullptr, int(p.findings.size())) << '\n';
    for (const Finding& f : p.findings)
        out() << QStringLiteral("  [%1] %2\n").arg(f.kind, f.message);
}

void printGpuText(const ProgramOnGpu& gpu)
{
    out() << QStringLiteral("---\n") << Tr::tr("On the GPU (its times measured there):") << '\n';
    if (!gpu.output.isEmpty())
        out() << gpu.output << (gpu.output.endsWith(u'\n') ? "" : "\n");
    if (!gpu.error.isEmpty())
        out() << gpu.error << '\n';
    else
        out() << Tr::tr("The program ended on the GPU with exit status %1.").arg(gpu.exitCode) << '\n';
}

// The files the program wrote, by name and size (--save-files keeps their bytes).
QJsonArray filesJson(const UserProgram& p)
{
    QJsonArray files;
    for (const ProgramFile& f : p.files)
        files.append(
            QJsonObject { { QStringLiteral("name"), f.name }, { QStringLiteral("bytes"), double(f.bytes.size()) } });
    return files;
}

void printJson(const UserProgram& p, bool pretty, const std::optional<ProgramOnGpu>& gpu)
{
    QJsonArray calls;
    for (const ProgramCall& c : p.calls) {
        QJsonObject o { { QStringLiteral("call"), programCallText(c) }, { QStringLiteral("line"), c.line },
            { QStringLiteral("bytes"), double(c.bytes) }, { QStringLiteral("error"), c.error },
            { QStringLiteral("async"), c.async }, { QStringLiteral("stream"), c.stream },
            { QStringLiteral("modelled_seconds"), c.modelledSeconds } };
        if (c.launch >= 0)
            o[QStringLiteral("launch")] = c.launch;
        if (c.kind == ProgramCallKind::Launch || c.kind == ProgramCallKind::Library) {
            o[QStringLiteral("global_sectors")] = double(c.globalSectors);
            if (p.module.countsArithmetic || c.kind == ProgramCallKind::Library) {
                o[QStringLiteral("fp32_operations")] = double(c.fp32Operations);
                o[QStringLiteral("fp64_operations")] = double(c.fp64Operations);
            }
        }
        calls.append(o);
    }
    const QJsonArray findings = findingsJson(p.findings);
    QJsonArray launches;
    for (const ProgramLaunch& l : p.launches)
        launches.append(QJsonObject { { QStringLiteral("kernel"), l.call.name },
            { QStringLiteral("line"), l.call.line }, { QStringLiteral("threads"), double(l.run.launch.totalThreads()) },
            { QStringLiteral("traffic"), QJsonArray::fromStringList(trafficLines(l.run)) },
            { QStringLiteral("trace"), traceCoverageJson(l.run.coverage, l.run.launch) },
            { QStringLiteral("run_seconds"), l.run.runSeconds } });
    QJsonObject root { { QStringLiteral("program"), p.module.fileName }, { QStringLiteral("finished"), p.finished },
        { QStringLiteral("exit_code"), p.exitCode }, { QStringLiteral("output"), p.output },
        { QStringLiteral("modelled_gpu"), p.gpu ? p.gpu->key : QString() },
        { QStringLiteral("call_count"), double(p.callCount) }, { QStringLiteral("calls"), calls },
        { QStringLiteral("launches"), launches }, { QStringLiteral("findings"), findings },
        { QStringLiteral("compile_seconds"), p.module.seconds }, { QStringLiteral("seconds"), p.seconds },
        { QStringLiteral("files"), filesJson(p) } };
    if (gpu)
        root[QStringLiteral("gpu")]
            = QJsonObject { { QStringLiteral("output"), gpu->output }, { QStringLiteral("error"), gpu->error },
                  { QStringLiteral("finished"), gpu->finished }, { QStringLiteral("exit_code"), gpu->exitCode } };
    out() << QJsonDocument(root).toJson(pretty ? QJsonDocument::Indented : QJsonDocument::Compact);
    if (!pretty)
        out() << '\n';
}
} // namespace

int compileFailed(const CompileOutcome& compiled)
{
    out().flush();
    err() << Tr::tr("cudaviz run: %1").arg(compiled.error) << '\n';
    if (!compiled.output.isEmpty())
        err() << compiled.output << (compiled.output.endsWith(u'\n') ? "" : "\n");
    err().flush();
    return 2;
}

int runWholeProgram(
    const QString& path, const QString& source, const SourceTree& tree, const ProgramRunOptions& options)
{
    const CompileOutcome compiled = compileProgram(source, QFileInfo(path).fileName(), nullptr, tree);
    if (!compiled.kernel)
        return compileFailed(compiled);
    if (const auto estimate = programRunEstimate(*compiled.kernel, options.args, options.trace, options.timeoutSeconds))
        sayBeforeRun(*estimate);
    const ProgramOutcome outcome = [&] {
        TerminalProgress shown; // erased before anything else is printed
        return runUserProgram(*compiled.kernel, options.timeoutSeconds, options.gpu, nullptr, options.args,
            options.trace, shown.callback(), QFileInfo(path).absolutePath());
    }();
    if (!outcome.program)
        return commandError(QStringLiteral("run"), outcome.error);
    recordProgramRun(*outcome.program, options.args, options.trace);
    std::optional<ProgramOnGpu> gpu;
    bool gpuFailed = false;
    if (options.onGpu) {
        const CompileOutcome forGpu = compileProgramForGpu(source, QFileInfo(path).fileName(), nullptr, tree);
        if (!forGpu.kernel) {
            err() << Tr::tr("cudaviz run --gpu: %1").arg(forGpu.error) << '\n' << forGpu.output;
            err().flush();
            return 2;
        }
        gpu = runProgramOnGpu(*forGpu.kernel, options.timeoutSeconds, nullptr, options.args);
        gpuFailed = !gpu->error.isEmpty();
    }
    QString saveError;
    const bool saved
        = options.saveFilesTo.isEmpty() || saveProgramFiles(*outcome.program, options.saveFilesTo, &saveError);
    if (!saved) {
        err() << Tr::tr("cudaviz run --save-files: %1").arg(saveError) << '\n';
        err().flush();
    }
    if (options.json) {
        printJson(*outcome.program, options.pretty, gpu);
    } else {
        printText(*outcome.program);
        if (gpu)
            printGpuText(*gpu);
    }
    out().flush();
    if (!saved)
        return 2;
    return outcome.program->findings.isEmpty() && !gpuFailed ? 0 : 1;
}

} // namespace cvz
