#include "clicommon.h"

#include "bench/benchmarkrunner.h"
#include "bench/benchrequest.h"
#include "bench/benchtable.h"
#include "bench/stats.h"
#include "chartview/chartexport.h"
#include "util/fileio.h"
#include "util/wholenumber.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <csignal>
#include <unistd.h>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::BenchCommand)
};

std::atomic<bool> g_interrupted { false };
volatile std::sig_atomic_t g_signal = 0;
// The first Ctrl+C (or SIGTERM) stops the run within one sample and writes what ran; the
// second leaves at once, as a user pressing it twice means.
extern "C" void onInterrupt(int signal)
{
    if (g_signal != 0)
        _exit(128 + signal);
    g_signal = signal;
    g_interrupted = true;
}

int fail(const QString& message)
{
    return commandError(QStringLiteral("bench"), message);
}
} // namespace

int runBench(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Time C = A x B (float32) on the CPU and the GPU, check every result against "
               "Eigen, and print a table.\n"
               "Memory: A, B, C, the reference and one result (4 bytes an element, 4*(MK + KN + 3MN) bytes) must fit "
               "in the available host memory, or that size is skipped with the numbers; sizes go up to %1.\n"
               "Ctrl+C (or SIGTERM) stops within one sample and writes what ran (exit 130); a second Ctrl+C leaves at "
               "once. Exit codes: 0 all ran, 1 a run failed or none ran, 2 bad usage or output.")
            .arg(kMaxMatmulDimension));
    const QCommandLineOption sizes(QStringLiteral("sizes"),
        Tr::tr("Square sizes, e.g. 256,512,1024 (default 64..4096, doubling)."), QStringLiteral("list"));
    const QCommandLineOption shape(QStringLiteral("shape"),
        Tr::tr("A non-square M x K x N problem, e.g. 1024x512x256 (repeatable)."), QStringLiteral("MxKxN"));
    const QCommandLineOption backends(QStringLiteral("backends"),
        Tr::tr("Comma-separated backends (default: cpu-eigen and, with a GPU, gpu-cublas)."), QStringLiteral("list"));
    const QCommandLineOption samples(QStringLiteral("samples"), Tr::tr("Timed runs after the warm-up (default 10)."),
        QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption minTime(QStringLiteral("min-time"),
        Tr::tr("Keep sampling until the runs add up to this many ms."), QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption threads(QStringLiteral("threads"),
        Tr::tr("CPU threads for cpu-eigen and cpu-openblas (default: all cores; products under 160³ run on one)."),
        QStringLiteral("T"), QStringLiteral("0"));
    const QCommandLineOption pinned(
        QStringLiteral("pinned"), Tr::tr("Copy through page-locked host memory (default)."));
    const QCommandLineOption pageable(QStringLiteral("pageable"), Tr::tr("Copy from ordinary (pageable) host memory."));
    const QCommandLineOption noL2Flush(QStringLiteral("no-l2-flush"),
        Tr::tr("Leave the GPU's L2 cache warm between samples (default: empty it before each, as nvbench does; "
               "small products otherwise run from the cache)."));
    const QCommandLineOption device(
        QStringLiteral("device"), Tr::tr("Which GPU (default 0)."), QStringLiteral("K"), QStringLiteral("0"));
    const QCommandLineOption json(QStringLiteral("json"),
        Tr::tr("Also write the results as JSON ('-': standard output, the table then goes to standard error)."),
        QStringLiteral("file"));
    const QCommandLineOption csv(
        QStringLiteral("csv"), Tr::tr("Also write the results as CSV ('-': standard output)."), QStringLiteral("file"));
    const QCommandLineOption chart(
        QStringLiteral("chart"), Tr::tr("Also draw a chart (.png, .svg or .pdf)."), QStringLiteral("file"));
    const QCommandLineOption chartKind(QStringLiteral("chart-kind"),
        Tr::tr("bars (default), stacked, sweep, speedup or roofline."), QStringLiteral("kind"), QStringLiteral("bars"));
    const QCommandLineOption chartSize(QStringLiteral("size"), Tr::tr("Chart width x height (default 1920x1080)."),
        QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    parser.addOptions({ sizes, shape, backends, samples, minTime, threads, pinned, pageable, noL2Flush, device, json,
        csv, chart, chartKind, chartSize });
    if (const auto done = parseCommand(parser, args))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return fail(Tr::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    if (parser.isSet(pinned) && parser.isSet(pageable))
        return fail(Tr::tr("choose --pinned or --pageable, not both"));

    // The options as a form; buildBenchRequest (core) checks it like the Benchmark page's.
    BenchForm form;
    form.sizes = parser.value(sizes);
    form.shapes = parser.values(shape);
    form.defaultSweepWhenEmpty = true;
    form.pinned = !parser.isSet(pageable);
    form.flushL2 = !parser.isSet(noL2Flush);
    QString error;
    const auto integer = [&](const QCommandLineOption& o, int minimum, int maximum, int* target) {
        QString ignored; // the range below is the message worth giving
        const auto v = parseWholeNumber(parser.value(o), &ignored);
        if (!v || *v < minimum || *v > maximum) {
            error = Tr::tr("--%1 '%2' must be a whole number from %3 to %4")
                        .arg(o.names().first(), parser.value(o))
                        .arg(minimum)
                        .arg(maximum);
            return false;
        }
        *target = int(*v);
        return true;
    };
    int minTimeMs = 0;
    if (!integer(samples, 1, CVZ_MAX_SAMPLES, &form.samples) || !integer(threads, 0, kMaxCpuThreads, &form.threads)
        || !integer(device, 0, kMaxDeviceIndex, &form.device) || !integer(minTime, 0, int(kMaxMinTotalMs), &minTimeMs))
        return fail(error);
    form.minTotalMs = minTimeMs;
    if (parser.isSet(backends)) {
        const auto parsed = parseBackends(parser.value(backends), &error);
        if (!parsed)
            return fail(error);
        form.backends = *parsed;
    }
    // The default backends depend on the GPU; the request (sizes, shapes) is checked before
    // the outputs and long before any run.
    const DeviceReport report = collectDeviceReport();
    if (!parser.isSet(backends)) {
        form.backends = { Backend::CpuEigen };
        if (report.cudaAvailable())
            form.backends.push_back(Backend::GpuCublas);
    }
    if (parser.isSet(sizes) && form.sizes.trimmed().isEmpty())
        return fail(Tr::tr("--sizes is empty: give sizes such as 256,512,1024, or leave the option out for the "
                           "default sweep"));
    for (const QCommandLineOption* o : { &json, &csv, &chart })
        if (parser.isSet(*o) && parser.value(*o).isEmpty())
            return fail(Tr::tr("--%1 needs a file name").arg(o->names().first()));
    if (parser.isSet(chart) && parser.value(chart) != QLatin1String("-")
        && !chartPathValid(parser.value(chart), &error))
        return fail(error);
    const auto built = buildBenchRequest(form, &error);
    if (!built)
        return fail(error);
    const BenchRequest& request = *built;
    // Refuse unwritable destinations before spending minutes on the runs.
    for (const QCommandLineOption* o : { &json, &csv, &chart })
        if (parser.isSet(*o) && !checkOutputPath(parser.value(*o), &error))
            return fail(error);
    if (parser.isSet(chart) && parser.value(chart) == QLatin1String("-"))
        return fail(Tr::tr("--chart needs a file name (.png, .svg or .pdf), not standard output"));
    if (parser.isSet(json) && parser.isSet(csv) && parser.value(json) == parser.value(csv))
        return fail(Tr::tr("--json and --csv name the same file '%1'").arg(parser.value(json)));
    if (parser.isSet(chart)) { // refuse bad chart options before spending minutes on the runs
        if (!chartKindFromKey(parser.value(chartKind)))
            return fail(Tr::tr("unknown chart kind '%1' (choose bars, stacked, sweep, speedup or roofline)")
                            .arg(parser.value(chartKind)));
        if (!parseImageSize(parser.value(chartSize)))
            return fail(Tr::tr("--size '%1' is not WxH, e.g. 1920x1080").arg(parser.value(chartSize)));
    }

    // Every size first computes a cpu-eigen reference: say so when that alone takes minutes.
    constexpr double kAssumedCpuGflops = 100; // one modern core with AVX2/AVX-512 FMA, roughly
    for (const MatmulShape& s : request.shapes) {
        const double flops = matmulFlops(s.m, s.n, s.k);
        if (flops / (kAssumedCpuGflops * 1e9) >= 60)
            err() << Tr::tr("note: %1x%2x%3 needs %4 TFLOP for its CPU reference alone, about %5 minutes at %6 "
                            "GFLOP/s; Ctrl+C stops it within a few seconds")
                         .arg(s.m)
                         .arg(s.k)
                         .arg(s.n)
                         .arg(flops / 1e12, 0, 'f', 1)
                         .arg(flops / (kAssumedCpuGflops * 1e9) / 60, 0, 'f', 0)
                         .arg(kAssumedCpuGflops)
                  << '\n';
    }
    BenchmarkRunner runner(report.module.get(), report);
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    const BenchResultSet set = runner.run(request, &g_interrupted, [](const BenchProgress& p) {
        if (p.runsDone < p.runsTotal)
            err() << Tr::tr("[%1/%2] %3 %4x%5x%6")
                         .arg(p.runsDone + 1)
                         .arg(p.runsTotal)
                         .arg(backendKey(p.backend))
                         .arg(p.shape.m)
                         .arg(p.shape.k)
                         .arg(p.shape.n)
                  << '\n';
        err().flush();
    });
    // The results are written while the handler is still in place: a second Ctrl+C during
    // the writing leaves at once, the first one no longer interrupts anything.
    const bool tableToStderr = parser.value(json) == QLatin1String("-") || parser.value(csv) == QLatin1String("-");
    (tableToStderr ? err() : out()) << benchResultsToText(set);
    (tableToStderr ? err() : out()).flush();

    // Every output is attempted, so one that fails never costs the others.
    // A reader that closes the pipe early (`| head`) is an error on that output, not the end
    // of the process. Failed writes exit 1: the run happened, an output did not.
    std::signal(SIGPIPE, SIG_IGN);
    int code = 0;
    if (parser.isSet(json)
        && !writeOutputFile(parser.value(json), QJsonDocument(toJson(set)).toJson(QJsonDocument::Indented), &error))
        code = fail(error) - 1;
    if (parser.isSet(csv) && !writeOutputFile(parser.value(csv), toCsv(set).toUtf8(), &error))
        code = fail(error) - 1;
    if (parser.isSet(chart)) {
        const int chartCode = writeChart({ ChartSource { set.machine.label, set } }, parser.value(chart),
            parser.value(chartKind), parser.value(chartSize), QStringLiteral("time"));
        code = code ? code : chartCode;
    }
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (g_signal != 0) {
        err() << Tr::tr("interrupted: %n result(s) finished before the stop are above", nullptr,
            int(std::count_if(set.results.begin(), set.results.end(),
                [](const BenchResult& r) { return r.status != RunStatus::Skipped; })))
              << '\n';
        err().flush();
        return 128 + int(g_signal);
    }
    if (code != 0)
        return code;
    for (const BenchResult& r : set.results)
        if (r.status == RunStatus::Failed)
            return 1; // a wrong or crashed run is a failure, even among good ones
    if (std::none_of(
            set.results.begin(), set.results.end(), [](const BenchResult& r) { return r.status == RunStatus::Ok; })) {
        err() << Tr::tr("cudaviz bench: nothing ran: every run was skipped (see the Note column)") << '\n';
        err().flush();
        return 1;
    }
    return 0;
}

} // namespace cvz
