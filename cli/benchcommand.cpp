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

// The command's options, shared by the parsing, the checks and the outputs.
struct BenchOptions
{
    QCommandLineOption sizes { QStringLiteral("sizes"),
        Tr::tr("Square sizes, e.g. 256,512,1024 (default 64..4096, doubling)."), QStringLiteral("list") };
    QCommandLineOption shape { QStringLiteral("shape"),
        Tr::tr("A non-square M x K x N problem, e.g. 1024x512x256 (repeatable)."), QStringLiteral("MxKxN") };
    QCommandLineOption backends { QStringLiteral("backends"),
        Tr::tr("Comma-separated backends (default: cpu-eigen and, with a GPU, gpu-cublas)."), QStringLiteral("list") };
    QCommandLineOption samples { QStringLiteral("samples"), Tr::tr("Timed runs after the warm-up (default 10)."),
        QStringLiteral("N"), QStringLiteral("10") };
    QCommandLineOption minTime { QStringLiteral("min-time"),
        Tr::tr("Keep sampling until the runs add up to this many ms."), QStringLiteral("ms"), QStringLiteral("0") };
    QCommandLineOption threads { QStringLiteral("threads"),
        Tr::tr("CPU threads for cpu-eigen and cpu-openblas (default: all cores; products under 160³ run on one)."),
        QStringLiteral("T"), QStringLiteral("0") };
    QCommandLineOption pinned { QStringLiteral("pinned"), Tr::tr("Copy through page-locked host memory (default).") };
    QCommandLineOption pageable { QStringLiteral("pageable"), Tr::tr("Copy from ordinary (pageable) host memory.") };
    QCommandLineOption noL2Flush { QStringLiteral("no-l2-flush"),
        Tr::tr("Leave the GPU's L2 cache warm between samples (default: empty it before each, as nvbench does; "
               "small products otherwise run from the cache).") };
    QCommandLineOption device { QStringLiteral("device"), Tr::tr("Which GPU (default 0)."), QStringLiteral("K"),
        QStringLiteral("0") };
    QCommandLineOption json { QStringLiteral("json"),
        Tr::tr("Also write the results as JSON ('-': standard output, the table then goes to standard error)."),
        QStringLiteral("file") };
    QCommandLineOption csv { QStringLiteral("csv"), Tr::tr("Also write the results as CSV ('-': standard output)."),
        QStringLiteral("file") };
    QCommandLineOption chart { QStringLiteral("chart"), Tr::tr("Also draw a chart (.png, .svg or .pdf)."),
        QStringLiteral("file") };
    QCommandLineOption chartKind { QStringLiteral("chart-kind"),
        Tr::tr("bars (default), stacked, sweep, speedup or roofline."), QStringLiteral("kind"),
        QStringLiteral("bars") };
    QCommandLineOption chartSize { QStringLiteral("size"), Tr::tr("Chart width x height (default 1920x1080)."),
        QStringLiteral("WxH"), QStringLiteral("1920x1080") };
};

// Checks the usage and reads the options into `form`; false with `error` set when they are bad.
// The backends are left to the caller when not given: their default depends on the GPU.
bool readForm(const QCommandLineParser& parser, const BenchOptions& o, BenchForm* form, QString* error)
{
    if (!parser.positionalArguments().isEmpty()) {
        *error = Tr::tr("unexpected argument '%1'").arg(parser.positionalArguments().first());
        return false;
    }
    if (parser.isSet(o.pinned) && parser.isSet(o.pageable)) {
        *error = Tr::tr("choose --pinned or --pageable, not both");
        return false;
    }

    // The options as a form; buildBenchRequest (core) checks it like the Benchmark page's.
    form->sizes = parser.value(o.sizes);
    form->shapes = parser.values(o.shape);
    form->defaultSweepWhenEmpty = true;
    form->pinned = !parser.isSet(o.pageable);
    form->flushL2 = !parser.isSet(o.noL2Flush);
    const auto integer = [&](const QCommandLineOption& option, int minimum, int maximum, int* target) {
        QString ignored; // the range below is the message worth giving
        const auto v = parseWholeNumber(parser.value(option), &ignored);
        if (!v || *v < minimum || *v > maximum) {
            *error = Tr::tr("--%1 '%2' must be a whole number from %3 to %4")
                         .arg(option.names().first(), parser.value(option))
                         .arg(minimum)
                         .arg(maximum);
            return false;
        }
        *target = int(*v);
        return true;
    };
    int minTimeMs = 0;
    if (!integer(o.samples, 1, CVZ_MAX_SAMPLES, &form->samples)
        || !integer(o.threads, 0, kMaxCpuThreads, &form->threads)
        || !integer(o.device, 0, kMaxDeviceIndex, &form->device)
        || !integer(o.minTime, 0, int(kMaxMinTotalMs), &minTimeMs))
        return false;
    form->minTotalMs = minTimeMs;
    if (parser.isSet(o.backends)) {
        const auto parsed = parseBackends(parser.value(o.backends), error);
        if (!parsed)
            return false;
        form->backends = *parsed;
    }
    return true;
}

// The request, or nothing and `error` set: the sizes and shapes are checked before the
// outputs, and all of them long before any run.
std::optional<BenchRequest> checkRequest(
    const QCommandLineParser& parser, const BenchOptions& o, const BenchForm& form, QString* error)
{
    if (parser.isSet(o.sizes) && form.sizes.trimmed().isEmpty()) {
        *error = Tr::tr("--sizes is empty: give sizes such as 256,512,1024, or leave the option out for the "
                        "default sweep");
        return std::nullopt;
    }
    for (const QCommandLineOption* option : { &o.json, &o.csv, &o.chart })
        if (parser.isSet(*option) && parser.value(*option).isEmpty()) {
            *error = Tr::tr("--%1 needs a file name").arg(option->names().first());
            return std::nullopt;
        }
    if (parser.isSet(o.chart) && parser.value(o.chart) != QLatin1String("-")
        && !chartPathValid(parser.value(o.chart), error))
        return std::nullopt;
    auto request = buildBenchRequest(form, error);
    if (!request)
        return std::nullopt;
    // Refuse unwritable destinations before spending minutes on the runs.
    for (const QCommandLineOption* option : { &o.json, &o.csv, &o.chart })
        if (parser.isSet(*option) && !checkOutputPath(parser.value(*option), error))
            return std::nullopt;
    if (parser.isSet(o.chart) && parser.value(o.chart) == QLatin1String("-")) {
        *error = Tr::tr("--chart needs a file name (.png, .svg or .pdf), not standard output");
        return std::nullopt;
    }
    if (parser.isSet(o.json) && parser.isSet(o.csv) && parser.value(o.json) == parser.value(o.csv)) {
        *error = Tr::tr("--json and --csv name the same file '%1'").arg(parser.value(o.json));
        return std::nullopt;
    }
    if (parser.isSet(o.chart)) { // refuse bad chart options before spending minutes on the runs
        if (!chartKindFromKey(parser.value(o.chartKind))) {
            *error = Tr::tr("unknown chart kind '%1' (choose bars, stacked, sweep, speedup or roofline)")
                         .arg(parser.value(o.chartKind));
            return std::nullopt;
        }
        if (!parseImageSize(parser.value(o.chartSize))) {
            *error = Tr::tr("--size '%1' is not WxH, e.g. 1920x1080").arg(parser.value(o.chartSize));
            return std::nullopt;
        }
    }
    return request;
}

// Every size first computes a cpu-eigen reference: say so when that alone takes minutes.
void noteSlowReferences(const BenchRequest& request)
{
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
}

// Runs the request with progress on stderr; leaves the interrupt handlers installed.
BenchResultSet runInterruptibly(const DeviceReport& report, const BenchRequest& request)
{
    BenchmarkRunner runner(report.module.get(), report);
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    return runner.run(request, &g_interrupted, [](const BenchProgress& p) {
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
}

// Writes the JSON, CSV and chart asked for; returns the exit code, 0 when all were written.
int writeOutputs(const QCommandLineParser& parser, const BenchOptions& o, const BenchResultSet& set)
{
    // Every output is attempted, so one that fails never costs the others.
    // A reader that closes the pipe early (`| head`) is an error on that output, not the end
    // of the process. Failed writes exit 1: the run happened, an output did not.
    std::signal(SIGPIPE, SIG_IGN);
    QString error;
    int code = 0;
    if (parser.isSet(o.json)
        && !writeOutputFile(parser.value(o.json), QJsonDocument(toJson(set)).toJson(QJsonDocument::Indented), &error))
        code = fail(error) - 1;
    if (parser.isSet(o.csv) && !writeOutputFile(parser.value(o.csv), toCsv(set).toUtf8(), &error))
        code = fail(error) - 1;
    if (parser.isSet(o.chart)) {
        const int chartCode = writeChart({ ChartSource { set.machine.label, set } }, parser.value(o.chart),
            parser.value(o.chartKind), parser.value(o.chartSize), QStringLiteral("time"));
        code = code ? code : chartCode;
    }
    return code;
}

// The exit status once the outputs are written (`code`: theirs).
int exitStatus(const BenchResultSet& set, int code)
{
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
    const BenchOptions o;
    parser.addOptions({ o.sizes, o.shape, o.backends, o.samples, o.minTime, o.threads, o.pinned, o.pageable,
        o.noL2Flush, o.device, o.json, o.csv, o.chart, o.chartKind, o.chartSize });
    if (const auto done = parseCommand(parser, args))
        return *done;
    BenchForm form;
    QString error;
    if (!readForm(parser, o, &form, &error))
        return fail(error);
    // The default backends depend on the GPU.
    const DeviceReport report = collectDeviceReport();
    if (!parser.isSet(o.backends)) {
        form.backends = { Backend::CpuEigen };
        if (report.cudaAvailable())
            form.backends.push_back(Backend::GpuCublas);
    }
    const auto request = checkRequest(parser, o, form, &error);
    if (!request)
        return fail(error);

    noteSlowReferences(*request);
    const BenchResultSet set = runInterruptibly(report, *request);
    // The results are written while the handler is still in place: a second Ctrl+C during
    // the writing leaves at once, the first one no longer interrupts anything.
    const bool tableToStderr = parser.value(o.json) == QLatin1String("-") || parser.value(o.csv) == QLatin1String("-");
    (tableToStderr ? err() : out()) << benchResultsToText(set);
    (tableToStderr ? err() : out()).flush();
    const int code = writeOutputs(parser, o, set);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    return exitStatus(set, code);
}

} // namespace cvz
