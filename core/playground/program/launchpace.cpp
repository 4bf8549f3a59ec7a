#include "launchpace.h"

#include "playground/engine/userrun.h"
#include "playground/program/userprogram.h"
#include "playground/protocol/budgets.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSaveFile>
#include <cmath>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr qint64 kMaxPaceFileBytes = 64 * 1024;
constexpr double kMaxPaceSeconds = 1e6;
constexpr int64_t kMaxPaceThreads = int64_t(1) << 46;
constexpr int kMaxPaceCores = 4096;
constexpr qsizetype kMaxPaceArgs = 256;

bool goodSeconds(double s)
{
    return std::isfinite(s) && s >= 0.0 && s <= kMaxPaceSeconds;
}

std::optional<KernelPace> kernelPaceFrom(const QJsonObject& o)
{
    const auto mode = traceModeFromName(o.value(QLatin1String("mode")).toString());
    KernelPace p;
    p.whole = o.value(QLatin1String("whole")).toBool();
    const double threads = o.value(QLatin1String("threads")).toDouble(); // checked before it is converted
    p.threads = threads >= 1.0 && threads <= double(kMaxPaceThreads) ? int64_t(threads) : 0;
    p.seconds = o.value(QLatin1String("seconds")).toDouble(-1.0);
    p.cores = o.value(QLatin1String("cores")).toInt();
    if (!mode || p.threads <= 0 || !goodSeconds(p.seconds) || p.cores < 1 || p.cores > kMaxPaceCores)
        return std::nullopt;
    p.mode = *mode;
    return p;
}

std::optional<ProgramPace> programPaceFrom(const QJsonObject& o)
{
    const auto mode = traceModeFromName(o.value(QLatin1String("mode")).toString());
    const QJsonArray args = o.value(QLatin1String("args")).toArray();
    ProgramPace p;
    p.seconds = o.value(QLatin1String("seconds")).toDouble(-1.0);
    p.finished = o.value(QLatin1String("finished")).toBool();
    if (!mode || !goodSeconds(p.seconds) || args.size() > kMaxPaceArgs)
        return std::nullopt;
    p.mode = *mode;
    for (const QJsonValue& a : args)
        p.args << a.toString();
    return p;
}

QJsonObject paceJson(const KernelPace& p)
{
    return { { QLatin1String("mode"), traceModeName(p.mode) }, { QLatin1String("whole"), p.whole },
        { QLatin1String("threads"), double(p.threads) }, { QLatin1String("seconds"), p.seconds },
        { QLatin1String("cores"), p.cores } };
}

QJsonObject paceJson(const ProgramPace& p)
{
    return { { QLatin1String("args"), QJsonArray::fromStringList(p.args) },
        { QLatin1String("mode"), traceModeName(p.mode) }, { QLatin1String("seconds"), p.seconds },
        { QLatin1String("finished"), p.finished } };
}

bool writePaces(const QString& modulePath, const ModulePaces& paces)
{
    QJsonArray kernel;
    for (const KernelPace& p : paces.kernel)
        kernel.append(paceJson(p));
    QJsonObject root { { QLatin1String("kernel"), kernel } };
    if (paces.program)
        root.insert(QLatin1String("program"), paceJson(*paces.program));
    QSaveFile file(paceFilePath(modulePath));
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(root).toJson(QJsonDocument::Compact)) >= 0
        && file.commit();
}

QString secondsText(double seconds)
{
    return QString::number(seconds, 'f', seconds < 1.0 ? 2 : seconds < 10.0 ? 1 : 0);
}

QString threadsText(int64_t threads)
{
    return QLocale().toString(qlonglong(threads));
}
} // namespace

QString paceFilePath(const QString& modulePath)
{
    QString path = modulePath;
    if (path.endsWith(QLatin1String(".so")))
        path.chop(3);
    return path + QLatin1String(".pace");
}

ModulePaces readModulePaces(const QString& modulePath)
{
    ModulePaces paces;
    QFile file(paceFilePath(modulePath));
    if (modulePath.isEmpty() || !file.open(QIODevice::ReadOnly) || file.size() > kMaxPaceFileBytes)
        return paces;
    const QJsonObject root = QJsonDocument::fromJson(file.read(kMaxPaceFileBytes)).object();
    for (const QJsonValue& v : root.value(QLatin1String("kernel")).toArray())
        if (const auto p = kernelPaceFrom(v.toObject()))
            paces.kernel << *p;
    if (root.contains(QLatin1String("program")))
        paces.program = programPaceFrom(root.value(QLatin1String("program")).toObject());
    return paces;
}

bool recordKernelPace(const QString& modulePath, const KernelPace& pace)
{
    if (modulePath.isEmpty() || pace.threads <= 0 || !goodSeconds(pace.seconds))
        return false;
    ModulePaces paces = readModulePaces(modulePath);
    paces.kernel.removeIf([&](const KernelPace& p) { return p.mode == pace.mode && p.whole == pace.whole; });
    paces.kernel << pace;
    return writePaces(modulePath, paces);
}

bool recordProgramPace(const QString& modulePath, const ProgramPace& pace)
{
    if (modulePath.isEmpty() || !goodSeconds(pace.seconds))
        return false;
    ModulePaces paces = readModulePaces(modulePath);
    paces.program = pace;
    return writePaces(modulePath, paces);
}

std::optional<bool> tracedWhole(TraceMode mode, int64_t threads)
{
    switch (mode) {
    case TraceMode::All:
        return true;
    case TraceMode::Sample:
    case TraceMode::None:
        return false;
    case TraceMode::Auto:
        break;
    }
    if (threads <= kFastBuildThreads)
        return true;
    if (threads > kMaxThreads)
        return false;
    return std::nullopt;
}

std::optional<LaunchEstimate> estimateLaunch(
    const QList<KernelPace>& paces, TraceMode mode, int64_t threads, int cores, std::optional<bool> whole)
{
    std::optional<LaunchEstimate> best;
    double bestDistance = 0.0;
    for (const KernelPace& p : paces) {
        if (p.mode != mode || p.cores != cores || p.threads <= 0 || threads <= 0 || (whole && p.whole != *whole))
            continue;
        const double distance = std::abs(std::log(double(threads) / double(p.threads)));
        if (best && distance >= bestDistance)
            continue;
        best = LaunchEstimate { p.seconds * double(threads) / double(p.threads), p };
        bestDistance = distance;
    }
    return best;
}

std::optional<QString> launchEstimateText(const LaunchEstimate& e, int64_t threads, double timeoutSeconds)
{
    const bool pastLimit = e.seconds > timeoutSeconds;
    if (e.seconds < kLongRunSeconds && !pastLimit)
        return std::nullopt;
    QString text = Tr::tr("This launch of %1 threads will take about %2 s here, from the last run of this kernel "
                          "(%3 threads in %4 s).")
                       .arg(threadsText(threads), secondsText(e.seconds), threadsText(e.basis.threads),
                           secondsText(e.basis.seconds));
    if (pastLimit)
        text += u' '
            + Tr::tr("That is past its time limit of %1 s: raise the limit, or launch fewer threads.")
                  .arg(secondsText(timeoutSeconds));
    return text;
}

std::optional<QString> programEstimateText(
    const std::optional<ProgramPace>& last, const QStringList& args, TraceMode mode, double timeoutSeconds)
{
    if (!last || last->args != args || last->mode != mode || last->seconds < kLongRunSeconds)
        return std::nullopt;
    QString text = last->finished
        ? Tr::tr("The last run of this program with these arguments took %1 s here.").arg(secondsText(last->seconds))
        : Tr::tr("The last run of this program with these arguments ran %1 s here and did not finish.")
              .arg(secondsText(last->seconds));
    // A run stopped by its time limit ends a little before the limit by the helper's clock.
    if (last->seconds > (last->finished ? 1.0 : 0.95) * timeoutSeconds)
        text += u' '
            + Tr::tr("That is past this run's time limit of %1 s: raise the limit, or give it smaller sizes.")
                  .arg(secondsText(timeoutSeconds));
    return text;
}

std::optional<QString> kernelRunEstimate(const CompiledKernel& kernel, const LaunchSpec& spec)
{
    const int64_t threads = LaunchConfig { spec.grid, spec.block }.totalThreads();
    const auto estimate = estimateLaunch(readModulePaces(kernel.modulePath).kernel, spec.trace, threads,
        emulatorCores(), tracedWhole(spec.trace, threads));
    return estimate ? launchEstimateText(*estimate, threads, spec.timeoutSeconds) : std::nullopt;
}

void recordKernelRun(const UserRun& run, TraceMode mode)
{
    if (!run.completed)
        return;
    const TraceCoverage& c = run.coverage;
    recordKernelPace(run.kernel.modulePath,
        { mode, c.blocks == 0 || c.whole(), run.launch.totalThreads(), run.runSeconds, emulatorCores() });
}

std::optional<QString> programRunEstimate(
    const CompiledKernel& module, const QStringList& args, TraceMode mode, double timeoutSeconds)
{
    return programEstimateText(readModulePaces(module.modulePath).program, args, mode, timeoutSeconds);
}

void recordProgramRun(const UserProgram& program, const QStringList& args, TraceMode mode)
{
    recordProgramPace(program.module.modulePath, { args, mode, program.seconds, program.finished });
}

} // namespace cvz
