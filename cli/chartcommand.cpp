#include "clicommon.h"

#include "charts/resultfile.h"
#include "chartview/chartexport.h"
#include "util/fileio.h"

#include <QCoreApplication>
#include <QGuiApplication>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ChartCommand)
};

int fail(const QString& message)
{
    return commandError(QStringLiteral("chart"), message);
}
} // namespace

int writeChart(const std::vector<ChartSource>& sources, const QString& path, const QString& kindText,
    const QString& sizeText, const QString& metricText)
{
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return fail(Tr::tr("drawing a chart needs a GUI application object; this is a bug in cudaviz"));
    const auto kind = chartKindFromKey(kindText);
    if (!kind)
        return fail(Tr::tr("unknown chart kind '%1' (choose bars, stacked, sweep, speedup or roofline)").arg(kindText));
    const auto size = parseImageSize(sizeText);
    if (!size)
        return fail(Tr::tr("--size '%1' is not WxH (16 to 16384 each), e.g. 1920x1080").arg(sizeText));
    if (metricText != QStringLiteral("time") && metricText != QStringLiteral("gflops"))
        return fail(Tr::tr("--metric '%1' must be time or gflops").arg(metricText));
    QString error;
    // The output first: a name or folder it cannot write is bad usage, found before drawing.
    if (path.isEmpty())
        return fail(Tr::tr("-o needs a file name (.png, .svg or .pdf)"));
    if (!chartPathValid(path, &error) || !checkOutputPath(path, &error))
        return fail(error);
    int ok = 0, failed = 0, skipped = 0;
    for (const ChartSource& s : sources)
        for (const BenchResult& r : s.set.results)
            (r.status == RunStatus::Ok ? ok : r.status == RunStatus::Skipped ? skipped : failed) += 1;
    if (ok == 0)
        return fail(
            Tr::tr("nothing to draw: the files hold no finished run (%1 failed, %2 skipped)").arg(failed).arg(skipped));
    ChartExportOptions options;
    options.size = *size;
    if (!exportChart(*kind, metricText == QStringLiteral("time") ? ChartMetric::TimeMs : ChartMetric::Gflops, sources,
            ChartStyle {}, path, options, &error)) {
        err() << QStringLiteral("cudaviz: ") << error << '\n';
        err().flush();
        return 1;
    }
    err() << Tr::tr("wrote %1").arg(path) << '\n';
    err().flush();
    return 0;
}

int runChart(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Chart one or more result files from `cudaviz bench --json` (from any "
                                            "machine) as PNG, SVG or PDF.\n"
                                            "Budget: each file at most %1 MiB and %2 results; every number finite and "
                                            "plausible (times 0 to 1e9 ms, sizes 1 to 1e6), or the file is refused "
                                            "with the field named; images up to 16384 x 16384.")
                                         .arg(kMaxResultFileBytes >> 20)
                                         .arg(100000));
    parser.addPositionalArgument(QStringLiteral("results"),
        Tr::tr("Result JSON files; each is labelled by its machine."), QStringLiteral("RESULTS.json [MORE.json ...]"));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Tr::tr("The image to write (.png, .svg, .pdf)."), QStringLiteral("file"));
    const QCommandLineOption kind(QStringLiteral("chart-kind"),
        Tr::tr("bars (default), stacked, sweep, speedup or roofline."), QStringLiteral("kind"), QStringLiteral("bars"));
    const QCommandLineOption size(QStringLiteral("size"), Tr::tr("Width x height (default 1920x1080)."),
        QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption metric(QStringLiteral("metric"), Tr::tr("time (default) or gflops."),
        QStringLiteral("metric"), QStringLiteral("time"));
    parser.addOptions({ output, kind, size, metric });
    if (const auto done = parseCommand(parser, args))
        return *done;
    if (parser.positionalArguments().isEmpty())
        return usageError(Tr::tr("give at least one result file"), helpFor(parser, args.first()));
    if (!parser.isSet(output))
        return usageError(
            Tr::tr("say where to write the chart with -o FILE.png|svg|pdf"), helpFor(parser, args.first()));
    std::vector<ChartSource> sources;
    for (const QString& path : parser.positionalArguments()) {
        QString error;
        auto source = loadChartSource(path, sources, &error);
        if (!source)
            return fail(error);
        sources.push_back(std::move(*source));
    }
    return writeChart(sources, parser.value(output), parser.value(kind), parser.value(size), parser.value(metric));
}

} // namespace cvz
