// CPU GEMM contenders measured the honest way: each in its own process (their thread pools never
// meet), alternated round by round (drift hits all alike), repeated, median of the medians.
//
//   cudaviz_bench_cpu_gemm [--sizes 256,512,...] [--threads 1,2] [--rounds 3] [--samples 10]
//                          [--contender LABEL=EXE]... [--no-mallopt] [--same-process]
//   cudaviz_bench_cpu_gemm --crossover        cpu-eigen on 1 thread vs all cores at small N
//   cudaviz_bench_cpu_gemm --naive 512,1000   cpu-naive's estimate vs its measured time
//
// Contenders: cpu-eigen and cpu-openblas as the app runs them, and the standalone OpenBLAS
// program beside this one (the system's flavour, nothing of cudaviz). --contender adds another
// build's cudaviz_bench_cpu_gemm (its cpu-eigen), e.g. one configured with -DCUDAVIZ_MTUNE= ;
// --no-mallopt adds cpu-eigen without tuneAllocator(). --same-process also runs cpu-eigen and
// cpu-openblas alternating in ONE process, to compare with the separate-process numbers.
// Run with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset: they slow OpenBLAS down.
#include "bench/cpumatmul.h"
#include "bench/openblas.h"
#include "bench/stats.h"
#include "device/cpuinfo.h"
#include "device/versions.h"
#include "util/allocator.h"
#include "util/openmpwait.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace cvz;

namespace {
using Clock = std::chrono::steady_clock;

std::vector<float> randomMatrix(long long n, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> dist(-1, 1);
    std::vector<float> v(size_t(n * n));
    for (float& x : v)
        x = dist(rng);
    return v;
}

template <typename F> double timeMs(const F& f)
{
    const auto start = Clock::now();
    f();
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// --child eigen|openblas|both|raw N THREADS SAMPLES [--no-mallopt]: prints the median ms
// (both: cpu-eigen's, then cpu-openblas's; raw: Eigen on exactly THREADS threads).
int child(const QStringList& args)
{
    if (args.size() < 6)
        return 2;
    const QString what = args[2];
    const long long n = args[3].toLongLong();
    const int threads = args[4].toInt(), samples = std::max(1, args[5].toInt());
    if (!args.contains(QStringLiteral("--no-mallopt")))
        tuneAllocator();
    if (what != QStringLiteral("eigen") && what != QStringLiteral("raw") && !OpenBlas::get()) {
        std::fprintf(stderr, "OpenBLAS cannot be loaded\n");
        return 1; // no number at all rather than the time of a call that did nothing
    }
    const std::vector<float> a = randomMatrix(n, unsigned(n)), b = randomMatrix(n, unsigned(n) + 1);
    std::vector<float> c(a.size());
    const bool eigen = what != QStringLiteral("openblas"),
               blas = what == QStringLiteral("openblas") || what == QStringLiteral("both");
    std::vector<double> te, tb;
    for (int i = 0; i <= samples; ++i) { // the first round is the warm-up
        if (eigen) {
            const double t = timeMs([&] {
                if (what == QStringLiteral("raw"))
                    eigenMatmulExact(a.data(), b.data(), c.data(), n, n, n, threads);
                else
                    eigenMatmul(a.data(), b.data(), c.data(), n, n, n, threads);
            });
            if (i > 0)
                te.push_back(t);
        }
        if (blas) {
            const double t = timeMs([&] { openblasMatmul(a.data(), b.data(), c.data(), n, n, n, threads); });
            if (i > 0)
                tb.push_back(t);
        }
    }
    if (eigen)
        std::printf("%.6f\n", summarize(te).median);
    if (blas)
        std::printf("%.6f\n", summarize(tb).median);
    return 0;
}

// --child naive N: cpu-naive's estimate (s), then the median of 3 whole runs (s).
int childNaive(long long n)
{
    const std::vector<float> a = randomMatrix(n, 1), b = randomMatrix(n, 2);
    std::vector<float> c(a.size());
    const NaiveEstimate e = estimateNaive(a.data(), b.data(), c.data(), n, n, n);
    std::vector<double> runs;
    for (int i = 0; i < 3; ++i)
        runs.push_back(timeMs([&] { naiveMatmul(a.data(), b.data(), c.data(), n, n, n); }) / 1e3);
    std::printf("%.6f %.6f %lld %.3f\n", e.seconds, summarize(runs).median, e.elementsTimed, e.msTimed);
    return 0;
}

std::vector<double> runChild(const std::string& command)
{
    std::vector<double> out;
    FILE* p = popen(command.c_str(), "r");
    if (!p)
        return out;
    double x = 0;
    while (std::fscanf(p, "%lf", &x) == 1)
        out.push_back(x);
    pclose(p);
    return out;
}

QStringList listArg(const QStringList& args, const QString& name, const QString& fallback)
{
    const qsizetype i = args.indexOf(name);
    return (i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback).split(QLatin1Char(','));
}

QString arg(const QStringList& args, const QString& name, const QString& fallback)
{
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
}

double median(std::vector<double> v)
{
    return v.empty() ? 0 : summarize(std::move(v)).median;
}

int crossover(const std::string& self)
{
    const int all = defaultCpuThreads();
    std::printf("cpu-eigen (raw Eigen), 1 thread vs all %d cores; separate processes, 5 alternating rounds\n\n", all);
    std::printf("| N | 1 thread ms | %d threads ms | %d threads / 1 |\n|---|---|---|---|\n", all, all);
    for (int n : { 32, 48, 64, 80, 96, 112, 128, 160, 192, 256 }) {
        std::vector<double> one, many;
        const int samples = std::clamp(int(2e9 / (2.0 * n * n * n)), 20, 2000);
        for (int round = 0; round < 5; ++round)
            for (int threads : { 1, all }) {
                const auto r = runChild(self + " --child raw " + std::to_string(n) + " " + std::to_string(threads) + " "
                    + std::to_string(samples));
                if (!r.empty())
                    (threads == 1 ? one : many).push_back(r[0]);
            }
        std::printf("| %d | %.4f | %.4f | %.2f |\n", n, median(one), median(many), median(many) / median(one));
    }
    return 0;
}

int naiveAccuracy(const std::string& self, const QStringList& sizes)
{
    std::printf("cpu-naive: estimate from its first elements vs the median of 3 whole runs, 3 processes each\n\n");
    std::printf("| N | estimate s | measured s | error | elements timed |\n|---|---|---|---|---|\n");
    for (const QString& size : sizes)
        for (int round = 0; round < 3; ++round) {
            const auto r = runChild(self + " --child naive " + size.toStdString());
            if (r.size() == 4)
                std::printf("| %s | %.3f | %.3f | %+.1f %% | %.0f |\n", qPrintable(size), r[0], r[1],
                    100.0 * (r[0] - r[1]) / r[1], r[2]);
        }
    return 0;
}
struct Contender
{
    QString label;
    std::string command; // + " N THREADS SAMPLES"
};

// What the table is measured with: the contenders and how often each runs.
struct Comparison
{
    std::string self;
    std::vector<Contender> contenders;
    bool haveStandalone = false;
    bool sameProcess = false;
    int rounds = 3;
    int maxSamples = 10;
};

// The contenders of the command line; call after OpenBlas::get(), which sets OPENBLAS_CORETYPE.
std::vector<Contender> contendersOf(
    const QStringList& args, const std::string& self, const QString& standalone, bool haveStandalone)
{
    std::vector<Contender> contenders { { QStringLiteral("cpu-eigen"), self + " --child eigen" },
        { QStringLiteral("cpu-openblas"), self + " --child openblas" } };
    // The standalone program gets the kernel cpu-openblas runs (when cudaviz chose it), so the
    // comparison is kernel against kernel; `--standalone-own-kernel` leaves it to OpenBLAS.
    const QByteArray core = qgetenv("OPENBLAS_CORETYPE");
    if (haveStandalone)
        contenders.push_back({ QStringLiteral("OpenBLAS standalone"),
            (core.isEmpty() || args.contains(QStringLiteral("--standalone-own-kernel"))
                    ? std::string()
                    : "env OPENBLAS_CORETYPE=" + core.toStdString() + " ")
                + standalone.toStdString() });
    if (args.contains(QStringLiteral("--no-mallopt")))
        contenders.push_back({ QStringLiteral("cpu-eigen no mallopt"), self + " --child eigen" });
    for (qsizetype i = 0; i < args.size(); ++i)
        if (args[i] == QStringLiteral("--contender") && i + 1 < args.size()) {
            const QString spec = args[i + 1];
            contenders.push_back({ spec.section(QLatin1Char('='), 0, 0),
                spec.section(QLatin1Char('='), 1).toStdString() + " --child eigen" });
        }
    return contenders;
}

// The machine, the builds and the table's header.
void printHeader(const Comparison& run, const OpenBlas* blas)
{
    const CpuInfo cpu = detectCpu();
    std::printf("CPU: %s, %d logical cores, SIMD %s; Eigen %s uses %s\n", qPrintable(cpu.model), cpu.logicalCores,
        qPrintable(cpu.simdLevel), qPrintable(eigenVersion()), qPrintable(cpu.eigenSimd));
    std::printf("cudaviz build: %s\ncpu-openblas: %s\n", qPrintable(compilerDescription()),
        blas ? qPrintable(blas->description()) : "not loaded");
    std::printf(
        "Each contender in its own process, %d alternating rounds, median of the rounds' medians.\n\n", run.rounds);
    std::printf("| N | threads |");
    for (const Contender& c : run.contenders)
        std::printf(" %s GFLOP/s |", qPrintable(c.label));
    std::printf(" cpu-eigen / %s |%s\n|---|---|", run.haveStandalone ? "standalone" : "cpu-openblas",
        run.sameProcess ? " one process: eigen, openblas GFLOP/s |" : "");
    for (size_t i = 0; i < run.contenders.size() + 1 + (run.sameProcess ? 1 : 0); ++i)
        std::printf("---|");
    std::printf("\n");
}

// One row of the table: every contender at n x n x n on `threads` threads, round by round.
void measureRow(const Comparison& run, long long n, int threads)
{
    const double flops = matmulFlops(n, n, n);
    // About 1.5 s of samples per child at 100 GFLOP/s, at least 3.
    const int samples = std::clamp(int(1.5e11 / flops), 3, run.maxSamples);
    std::string tail(" ");
    tail.append(std::to_string(n)).append(" ").append(std::to_string(threads));
    tail.append(" ").append(std::to_string(samples));
    std::vector<std::vector<double>> ms(run.contenders.size());
    std::vector<double> sameEigen, sameBlas;
    for (int round = 0; round < run.rounds; ++round) {
        for (size_t c = 0; c < run.contenders.size(); ++c) {
            const bool noMallopt = run.contenders[c].label.endsWith(QStringLiteral("no mallopt"));
            const auto r = runChild(run.contenders[c].command + tail + (noMallopt ? " --no-mallopt" : ""));
            if (!r.empty())
                ms[c].push_back(r[0]);
        }
        if (run.sameProcess) {
            const auto r = runChild(run.self + " --child both" + tail);
            if (r.size() == 2) {
                sameEigen.push_back(r[0]);
                sameBlas.push_back(r[1]);
            }
        }
    }
    std::printf("| %lld | %d |", n, threads);
    for (const auto& t : ms)
        std::printf(" %.1f |", gflops(flops, median(t)));
    const double reference = run.haveStandalone ? median(ms[2]) : median(ms[1]); // else cpu-openblas
    std::printf(" %.2f |", reference / median(ms[0]));
    if (run.sameProcess)
        std::printf(" %.1f, %.1f |", gflops(flops, median(sameEigen)), gflops(flops, median(sameBlas)));
    std::printf("\n");
    std::fflush(stdout);
}
} // namespace

int main(int argc, char** argv)
{
    applyOpenMpWait(argv); // the app's OpenMP wait, so cpu-eigen and cpu-openblas here are the app's
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() > 2 && args[1] == QStringLiteral("--child"))
        return args[2] == QStringLiteral("naive") ? childNaive(args.value(3).toLongLong()) : child(args);
    const std::string self = app.applicationFilePath().toStdString();
    if (args.contains(QStringLiteral("--crossover")))
        return crossover(self);
    if (args.contains(QStringLiteral("--naive")))
        return naiveAccuracy(self, listArg(args, QStringLiteral("--naive"), QStringLiteral("512,1000")));

    const OpenBlas* blas = OpenBlas::get(); // sets OPENBLAS_CORETYPE when cudaviz chooses the kernel
    Comparison run;
    run.self = self;
    const QString standalone = app.applicationDirPath() + QStringLiteral("/cudaviz_bench_openblas_standalone");
    run.haveStandalone = QFileInfo::exists(standalone);
    run.contenders = contendersOf(args, self, standalone, run.haveStandalone);
    run.sameProcess = args.contains(QStringLiteral("--same-process"));
    run.rounds = arg(args, QStringLiteral("--rounds"), QStringLiteral("3")).toInt();
    run.maxSamples = arg(args, QStringLiteral("--samples"), QStringLiteral("10")).toInt();

    printHeader(run, blas);
    for (const QString& sizeText : listArg(args, QStringLiteral("--sizes"), QStringLiteral("256,512,1024,2048,4096")))
        for (const QString& threadText : listArg(args, QStringLiteral("--threads"), QStringLiteral("1,all"))) {
            const long long n = sizeText.toLongLong();
            const int threads = threadText == QStringLiteral("all") ? defaultCpuThreads() : threadText.toInt();
            measureRow(run, n, threads);
        }
    return 0;
}
