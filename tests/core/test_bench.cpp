#include "bench/benchmarkrunner.h"
#include "bench/benchrequest.h"
#include "bench/benchtable.h"
#include "bench/cpumatmul.h"
#include "bench/openblas.h"
#include "util/fileio.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <random>
#include <set>

using namespace cvz;

namespace {
DeviceReport reportFrom(const char* path, std::shared_ptr<const GpuModule>* keep)
{
    const auto loaded = GpuModule::load(QString::fromUtf8(path));
    *keep = loaded.module;
    return collectDeviceReport(loaded.module.get(), loaded.failure);
}

const BenchResult& find(const BenchResultSet& set, Backend backend, long long n)
{
    for (const BenchResult& r : set.results)
        if (r.backend == backend && r.n == n)
            return r;
    static BenchResult none;
    ADD_FAILURE() << "no result for " << backendKey(backend).toStdString() << " at " << n;
    return none;
}

// A few elements of C checked with double accumulation: independent of Eigen and the loop.
double spotCheckError(const std::vector<float>& a, const std::vector<float>& b, const std::vector<float>& c,
    long long m, long long n, long long k)
{
    std::mt19937 rng(7);
    double worst = 0, scale = 1e-30;
    for (int s = 0; s < 64; ++s) {
        const long long i = rng() % m, j = rng() % n;
        double want = 0;
        for (long long p = 0; p < k; ++p)
            want += double(a[size_t(i * k + p)]) * double(b[size_t(p * n + j)]);
        worst = std::max(worst, std::abs(want - double(c[size_t(i * n + j)])));
        scale = std::max(scale, std::abs(want));
    }
    return worst / scale;
}
} // namespace

TEST(Stats, MedianIqrAndCvOfKnownSamples)
{
    const SampleStats s = summarize({ 5, 1, 4, 2, 3 });
    EXPECT_EQ(s.count, 5);
    EXPECT_DOUBLE_EQ(s.median, 3);
    EXPECT_DOUBLE_EQ(s.q1, 2);
    EXPECT_DOUBLE_EQ(s.q3, 4);
    EXPECT_DOUBLE_EQ(s.iqr(), 2);
    EXPECT_DOUBLE_EQ(s.min, 1);
    EXPECT_DOUBLE_EQ(s.max, 5);
    EXPECT_DOUBLE_EQ(s.mean, 3);
    EXPECT_NEAR(s.stddev, std::sqrt(2.5), 1e-12);
    EXPECT_NEAR(s.cv(), std::sqrt(2.5) / 3, 1e-12);
    EXPECT_TRUE(s.noisy()); // IQR is 67 % of the median
}

TEST(Stats, EvenCountInterpolatesLikeNumpy)
{
    const SampleStats s = summarize({ 10, 10.2, 10.4, 10.6 });
    EXPECT_NEAR(s.median, 10.3, 1e-12);
    EXPECT_NEAR(s.q1, 10.15, 1e-12);
    EXPECT_NEAR(s.q3, 10.45, 1e-12);
    EXPECT_FALSE(s.noisy()); // 3 %
    EXPECT_EQ(summarize({}).count, 0);
}

TEST(Stats, FlopCounting)
{
    EXPECT_DOUBLE_EQ(matmulFlops(2, 3, 4), 48);
    EXPECT_DOUBLE_EQ(matmulFlops(4096, 4096, 4096), 2.0 * 4096 * 4096 * 4096);
    EXPECT_DOUBLE_EQ(gflops(2e9, 1000), 2); // 2 GFLOP in one second
    EXPECT_DOUBLE_EQ(gflops(1e9, 0), 0);
}

TEST(CpuMatmul, EigenAndNaiveAreRightAtOddSizes)
{
    for (long long n : { 1LL, 17LL, 100LL, 1000LL, 1023LL }) {
        SCOPED_TRACE(n);
        std::mt19937 rng(static_cast<unsigned>(n));
        std::uniform_real_distribution<float> dist(-1, 1);
        std::vector<float> a(size_t(n * n)), b(size_t(n * n)), c(size_t(n * n));
        for (float& x : a)
            x = dist(rng);
        for (float& x : b)
            x = dist(rng);
        EXPECT_GE(eigenMatmul(a.data(), b.data(), c.data(), n, n, n, 0), 1);
        EXPECT_LT(spotCheckError(a, b, c, n, n, n), 1e-5);
        if (n <= 100) {
            naiveMatmul(a.data(), b.data(), c.data(), n, n, n);
            EXPECT_LT(spotCheckError(a, b, c, n, n, n), 1e-5);
        }
    }
}

TEST(CpuMatmul, NonSquare)
{
    const long long m = 33, k = 7, n = 65;
    std::vector<float> a(size_t(m * k), 0.5f), b(size_t(k * n), 2.0f), c(size_t(m * n));
    eigenMatmul(a.data(), b.data(), c.data(), m, n, k, 1);
    EXPECT_FLOAT_EQ(c[0], 7.0f);
    EXPECT_FLOAT_EQ(c.back(), 7.0f);
}

// Large products on several threads give each thread its own block of C (columns, or rows
// when that gives more blocks) and run Eigen's single-threaded GEMM on it. Every shape comes
// out as on one thread (within rounding: a block's edge may take another of Eigen's kernels),
// including blocks too narrow to split.
TEST(CpuMatmul, SplittingCAmongThreadsGivesTheSameProduct)
{
    struct Shape
    {
        long long m, n, k;
    };
    for (const Shape s : { Shape { 300, 300, 300 }, Shape { 37, 1000, 50 }, Shape { 1000, 37, 50 },
             Shape { 5, 40, 300 }, Shape { 24, 24, 300 }, Shape { 1, 17, 300 }, Shape { 1, 513, 64 },
             Shape { 513, 1, 64 }, Shape { 250, 250, 1 } }) {
        SCOPED_TRACE(testing::Message() << s.m << " x " << s.n << " x " << s.k);
        std::mt19937 rng(unsigned(s.m * 7 + s.n));
        std::uniform_real_distribution<float> dist(-1, 1);
        std::vector<float> a(size_t(s.m * s.k)), b(size_t(s.k * s.n));
        for (float& x : a)
            x = dist(rng);
        for (float& x : b)
            x = dist(rng);
        std::vector<float> one(size_t(s.m * s.n), -7.0f);
        EXPECT_EQ(eigenMatmulExact(a.data(), b.data(), one.data(), s.m, s.n, s.k, 1), 1);
        EXPECT_LT(spotCheckError(a, b, one, s.m, s.n, s.k), 1e-5);
        std::vector<float> split(one.size(), -7.0f);
        const int used = eigenMatmulSplit(a.data(), b.data(), split.data(), s.m, s.n, s.k, 2);
#ifdef _OPENMP
        EXPECT_EQ(used, gemmSplit(s.m, s.n, 2).parts);
#else
        EXPECT_EQ(used, 1);
#endif
        float worst = 0;
        for (size_t i = 0; i < one.size(); ++i)
            worst = std::max(worst, std::abs(split[i] - one[i]));
        EXPECT_LE(worst, 1e-5f * float(s.k)); // |a|, |b| <= 1
    }
}

// How C is cut, and which products are cut at all.
TEST(CpuMatmul, OnlyLargeProductsThatGiveTwoBlocksAreSplit)
{
    EXPECT_TRUE(gemmSplit(300, 300, 3).byColumns);
    EXPECT_EQ(gemmSplit(300, 300, 3).parts, 3);
    EXPECT_FALSE(gemmSplit(1000, 37, 2).byColumns); // taller than wide
    EXPECT_EQ(gemmSplit(1000, 37, 2).parts, 2);
    EXPECT_FALSE(gemmSplit(5, 40, 3).byColumns); // 2 column blocks of 16, but 3 of rows
    EXPECT_EQ(gemmSplit(5, 40, 3).parts, 3);
    EXPECT_EQ(gemmSplit(1, 17, 4).parts, 1);

    EXPECT_TRUE(usesSplitGemm(2048, 2048, 2048, 2));
    EXPECT_FALSE(usesSplitGemm(2048, 2048, 2048, 1));
    EXPECT_FALSE(usesSplitGemm(1024, 1024, 1024, 2)); // Eigen's own threading below 2048^3
    EXPECT_TRUE(usesSplitGemm(24, 24, 15'000'000, 2)); // rows, as C has no two column blocks
    EXPECT_FALSE(usesSplitGemm(1, 17, 1'000'000'000, 2)); // one block: Eigen's own threading
}

TEST(CpuMatmul, NaiveRefusesByTimingTheFirstElementsOfTheRealProduct)
{
    // A size no triple loop finishes in the limit is refused without running anything.
    const auto bound = naiveRefusedUnprobed(4096, 4096, 4096);
    ASSERT_TRUE(bound);
    const NaiveEstimate huge = *bound;
    EXPECT_TRUE(huge.refused());
    EXPECT_FALSE(naiveRefusedUnprobed(512, 512, 512)); // only a probe can tell
    EXPECT_EQ(huge.elementsTimed, 0);
    EXPECT_TRUE(naiveRefusalMessage(huge, 4096, 4096, 4096).contains(QStringLiteral("cpu-eigen")));

    // Otherwise the probe computes C's first elements for real and times them.
    const long long m = 300, n = 310, k = 290;
    std::vector<float> a(size_t(m * k)), b(size_t(k * n)), c(size_t(m * n), NAN), want(size_t(m * n));
    for (size_t i = 0; i < a.size(); ++i)
        a[i] = float(i % 7) - 3.0f;
    for (size_t i = 0; i < b.size(); ++i)
        b[i] = float(i % 5) - 2.0f;
    const NaiveEstimate e = estimateNaive(a.data(), b.data(), c.data(), m, n, k, 5);
    EXPECT_FALSE(e.refused()); // 0.05 GFLOP: a fraction of a second even on a slow machine
    EXPECT_GT(e.elementsTimed, 0);
    EXPECT_GT(e.gflops, 0);
    naiveMatmul(a.data(), b.data(), want.data(), m, n, k);
    for (long long i = 0; i < e.elementsTimed; ++i)
        ASSERT_EQ(c[size_t(i)], want[size_t(i)]) << i;
    // The message states the measured rate.
    EXPECT_TRUE(naiveRefusalMessage(e, m, n, k).contains(QStringLiteral("GFLOP/s")));
}

TEST(CpuMatmul, SmallProductsRunOnOneThread)
{
    EXPECT_EQ(gemmThreads(64, 64, 64, 0), 1);
    EXPECT_EQ(gemmThreads(64, 64, 64, 8), 1);
    EXPECT_EQ(gemmThreads(1024, 1024, 1024, 1), 1);
    EXPECT_EQ(gemmThreads(1024, 1024, 1024, 100000), defaultCpuThreads()); // never more than the cores
    EXPECT_EQ(gemmThreads(1024, 1024, 1024, 0), defaultCpuThreads());
}

TEST(CpuMatmul, OpenBlasAgreesWithEigen)
{
    QString why;
    const OpenBlas* blas = OpenBlas::get(&why);
    ASSERT_TRUE(blas) << qPrintable(why); // scripts/common.sh installs libopenblas0-openmp
    const long long m = 33, k = 17, n = 65;
    std::vector<float> a(size_t(m * k)), b(size_t(k * n)), ce(size_t(m * n)), cb(size_t(m * n));
    for (size_t i = 0; i < a.size(); ++i)
        a[i] = std::sin(float(i));
    for (size_t i = 0; i < b.size(); ++i)
        b[i] = std::cos(float(i));
    EXPECT_EQ(openblasMatmul(a.data(), b.data(), cb.data(), m, n, k, 1), 1);
    eigenMatmul(a.data(), b.data(), ce.data(), m, n, k, 1);
    EXPECT_LT(maxRelativeError(cb, ce), tolerance(Backend::CpuOpenBlas, k));
    // The OpenMP flavour: one thread pool with Eigen's, not two spinning against each other.
    EXPECT_TRUE(blas->description().startsWith(QStringLiteral("OpenBLAS 0."))) << qPrintable(blas->description());
    EXPECT_TRUE(blas->description().contains(QStringLiteral("OpenMP"))) << qPrintable(blas->description());
}

TEST(BenchParsing, SizesShapesAndBackends)
{
    QString error;
    const auto sizes = parseSizes(QStringLiteral("256, 512,1024"), &error);
    ASSERT_TRUE(sizes);
    ASSERT_EQ(sizes->size(), 3u);
    EXPECT_EQ((*sizes)[1].k, 512);
    for (const char* bad : { "0", "-5", "abc", "", "64,,128", "100000" }) {
        EXPECT_FALSE(parseSizes(QString::fromLatin1(bad), &error)) << bad;
        EXPECT_FALSE(error.isEmpty());
    }
    EXPECT_TRUE(parseSizes(QStringLiteral("abc"), &error) == std::nullopt);
    EXPECT_EQ(error, QStringLiteral("'abc' is not a whole number"));
    const auto shape = parseShape(QStringLiteral("1024x512x256"), &error);
    ASSERT_TRUE(shape);
    EXPECT_EQ(shape->m, 1024);
    EXPECT_EQ(shape->k, 512);
    EXPECT_EQ(shape->n, 256);
    EXPECT_FALSE(parseShape(QStringLiteral("10x10"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("MxKxN")));
    EXPECT_FALSE(parseBackends(QStringLiteral("cpu-eigen,gpu-magic"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("gpu-magic")));
    EXPECT_TRUE(error.contains(QStringLiteral("gpu-cublas-tf32")));
    EXPECT_EQ(defaultSweep().size(), 7u);
    EXPECT_EQ(defaultSweep().back().n, 4096);
}

TEST(BenchmarkRunner, WithoutGpuTheCpuRunsAndGpuIsSkippedWithTheReason)
{
    std::shared_ptr<const GpuModule> module;
    const DeviceReport report = reportFrom(FAKE_GPU_NO_DRIVER_PATH, &module);
    BenchmarkRunner runner(module.get(), report);
    BenchRequest request;
    request.shapes = { { 17, 17, 17 }, { 64, 48, 80 } };
    request.backends = { Backend::CpuEigen, Backend::CpuNaive, Backend::GpuCublas };
    const BenchResultSet set = runner.run(request);
    ASSERT_EQ(set.results.size(), 6u);
    const BenchResult& eigen = find(set, Backend::CpuEigen, 17);
    EXPECT_EQ(eigen.status, RunStatus::Ok);
    EXPECT_EQ(eigen.samplesMs.size(), 10u);
    EXPECT_GT(eigen.stats.median, 0);
    EXPECT_NEAR(eigen.gflops, gflops(matmulFlops(17, 17, 17), eigen.stats.median), 1e-9);
    const BenchResult& naive = find(set, Backend::CpuNaive, 48);
    EXPECT_EQ(naive.status, RunStatus::Ok);
    EXPECT_LT(naive.maxRelError.value_or(1e30), tolerance(Backend::CpuNaive, 80));
    const BenchResult& gpu = find(set, Backend::GpuCublas, 17);
    EXPECT_EQ(gpu.status, RunStatus::Skipped);
    EXPECT_TRUE(gpu.message.contains(QStringLiteral("cudaErrorInsufficientDriver"))) << gpu.message.toStdString();
    EXPECT_TRUE(set.machine.gpuName.isEmpty());
    EXPECT_FALSE(set.machine.gpuReason.isEmpty());
    EXPECT_FALSE(set.machine.cpu.model.isEmpty());
    EXPECT_GE(set.machine.cpuThreads, 1);
    EXPECT_FALSE(set.machine.timestamp.isEmpty());
}

TEST(BenchmarkRunner, AWrongGpuResultIsAFailedRunAndErrorsKeepTheRestGoing)
{
    // The fake module multiplies correctly except gpu-naive (zeros) and FP16 (out of memory).
    std::shared_ptr<const GpuModule> module;
    const DeviceReport report = reportFrom(FAKE_GPU_TWO_DEVICES_PATH, &module);
    BenchmarkRunner runner(module.get(), report);
    BenchRequest request;
    request.shapes = { { 33, 33, 33 } };
    request.backends = { Backend::GpuNaive, Backend::GpuCublasFp16, Backend::GpuTiled };
    const BenchResultSet set = runner.run(request);
    const BenchResult& naive = find(set, Backend::GpuNaive, 33);
    EXPECT_EQ(naive.status, RunStatus::Failed);
    EXPECT_TRUE(naive.message.contains(QStringLiteral("wrong result")));
    const BenchResult& fp16 = find(set, Backend::GpuCublasFp16, 33);
    EXPECT_EQ(fp16.status, RunStatus::Failed);
    EXPECT_TRUE(fp16.message.contains(QStringLiteral("cudaErrorMemoryAllocation")));
    const BenchResult& tiled = find(set, Backend::GpuTiled, 33);
    EXPECT_EQ(tiled.status, RunStatus::Ok);
    EXPECT_EQ(tiled.samplesMs.size(), 10u);
    EXPECT_DOUBLE_EQ(tiled.h2dMs.value_or(-1), 2);
    EXPECT_DOUBLE_EQ(tiled.endToEndMs(), tiled.stats.median + 3);
    EXPECT_TRUE(tiled.pinned);
    EXPECT_EQ(set.machine.gpuName, QStringLiteral("Fake GPU 0"));
    EXPECT_EQ(set.machine.computeCapability, QStringLiteral("9.0"));
}

TEST(BenchmarkRunner, ImpossibleSizesAreRefusedBeforeAllocating)
{
    BenchmarkRunner runner(nullptr, DeviceReport {});
    BenchRequest request;
    request.shapes = { { 65536, 65536, 65536 } }; // 48 GiB of matrices
    request.backends = { Backend::CpuEigen };
    const BenchResultSet set = runner.run(request);
    ASSERT_EQ(set.results.size(), 1u);
    EXPECT_EQ(set.results[0].status, RunStatus::Skipped);
    EXPECT_TRUE(set.results[0].message.contains(QStringLiteral("MiB of host memory")))
        << set.results[0].message.toStdString();

    request.shapes = { { 4096, 4096, 4096 } };
    request.backends = { Backend::CpuNaive };
    const BenchResultSet naive = runner.run(request);
    EXPECT_EQ(naive.results[0].status, RunStatus::Skipped);
    EXPECT_TRUE(naive.results[0].message.contains(QStringLiteral("cpu-naive would need")));
}

TEST(BenchmarkRunner, CancelSkipsWhatIsLeft)
{
    BenchmarkRunner runner(nullptr, DeviceReport {});
    BenchRequest request;
    request.shapes = { { 32, 32, 32 }, { 64, 64, 64 }, { 96, 96, 96 } };
    request.backends = { Backend::CpuEigen };
    std::atomic<bool> cancel { false };
    int calls = 0;
    const BenchResultSet set = runner.run(request, &cancel, [&](const BenchProgress& p) {
        ++calls;
        if (p.runsDone == 1)
            cancel = true;
    });
    ASSERT_EQ(set.results.size(), 3u);
    EXPECT_EQ(set.results[0].status, RunStatus::Ok);
    EXPECT_EQ(set.results[1].status, RunStatus::Skipped);
    EXPECT_EQ(set.results[2].message, QStringLiteral("cancelled"));
}

TEST(BenchResultIo, JsonRoundTrip)
{
    std::shared_ptr<const GpuModule> module;
    BenchmarkRunner runner(nullptr, reportFrom(FAKE_GPU_NO_DEVICE_PATH, &module));
    BenchRequest request;
    request.shapes = { { 16, 16, 16 } };
    request.backends = { Backend::CpuEigen, Backend::GpuTiled };
    const BenchResultSet set = runner.run(request);
    const QByteArray json = QJsonDocument(toJson(set)).toJson();
    QString error;
    const auto back = benchResultSetFromJson(json, &error);
    ASSERT_TRUE(back) << error.toStdString();
    ASSERT_EQ(back->results.size(), 2u);
    EXPECT_EQ(back->results[0].backend, Backend::CpuEigen);
    EXPECT_EQ(back->results[0].samplesMs, set.results[0].samplesMs);
    EXPECT_DOUBLE_EQ(back->results[0].stats.median, set.results[0].stats.median);
    EXPECT_DOUBLE_EQ(back->results[0].gflops, set.results[0].gflops);
    EXPECT_EQ(back->results[1].status, RunStatus::Skipped);
    EXPECT_EQ(back->results[1].message, set.results[1].message);
    EXPECT_EQ(back->machine.cpu.model, set.machine.cpu.model);
    EXPECT_EQ(back->machine.timestamp, set.machine.timestamp);
    // And again: what we read writes the same JSON.
    EXPECT_EQ(QJsonDocument(toJson(*back)).toJson(), json);
}

TEST(BenchResultIo, CsvHasAHeaderAndOneLinePerResult)
{
    BenchResultSet set;
    BenchResult r;
    r.backend = Backend::CpuEigen;
    r.m = r.n = r.k = 8;
    r.samplesMs = { 1, 2, 3 };
    r.stats = summarize(r.samplesMs);
    r.message = QStringLiteral("say \"hi\", twice");
    set.results = { r, r };
    const QStringList lines = toCsv(set).trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 3);
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("backend,m,k,n,samples,median_ms")));
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("cpu-eigen,8,8,8,3,2,")));
    EXPECT_TRUE(lines[1].endsWith(QStringLiteral("\"say \"\"hi\"\", twice\"")));
}

TEST(BenchResultIo, BrokenFilesAreRejectedWithTheReason)
{
    QString error;
    EXPECT_FALSE(benchResultSetFromJson("", &error));
    EXPECT_EQ(error, QStringLiteral("the file is empty"));
    EXPECT_FALSE(benchResultSetFromJson("{\"results\": [", &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("not valid JSON")));
    EXPECT_FALSE(benchResultSetFromJson("[1,2]", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("results")));
    EXPECT_FALSE(benchResultSetFromJson(
        "{\"results\":[{\"backend\":\"cpu-eigen\",\"m\":4,\"k\":4,\"n\":4,\"status\":\"ok\"}]}", &error));
    EXPECT_EQ(error, QStringLiteral("results[0].median_ms is missing"));
    EXPECT_FALSE(benchResultSetFromJson("{\"results\":[{\"backend\":\"tpu\",\"m\":4,\"k\":4,\"n\":4}]}", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("'tpu'")));
}

TEST(BenchResultIo, UnwritablePathLeavesNothingHalfWritten)
{
    QString error;
    EXPECT_FALSE(writeOutputFile(QStringLiteral("/nonexistent-dir/x.json"), "{}", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("/nonexistent-dir/x.json")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.json"));
    ASSERT_TRUE(writeOutputFile(path, "{\"a\":1}", &error));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("{\"a\":1}"));
}

TEST(BenchTable, TextNamesTheMachineAndEveryResult)
{
    BenchmarkRunner runner(nullptr, DeviceReport {});
    BenchRequest request;
    request.shapes = { { 8, 8, 8 } };
    request.backends = { Backend::CpuEigen, Backend::GpuCublas };
    const QString text = benchResultsToText(runner.run(request));
    EXPECT_TRUE(text.contains(QStringLiteral("cpu-eigen")));
    EXPECT_TRUE(text.contains(QStringLiteral("gpu-cublas")));
    EXPECT_TRUE(text.contains(QStringLiteral("skipped")));
    EXPECT_TRUE(text.contains(QStringLiteral("GFLOP/s")));
}

// One row per backend: every backend has a key, a description, and a GPU kernel exactly
// when it is a GPU backend (no switch default can map a CPU backend to cuBLAS).
TEST(Backends, OneRowEachWithAKernelOnlyForTheGpu)
{
    std::set<int> kernels;
    for (Backend b : allBackends()) {
        EXPECT_EQ(backendFromKey(backendKey(b)), b);
        EXPECT_FALSE(backendDescription(b).isEmpty());
        EXPECT_EQ(gpuKernel(b).has_value(), backendKey(b).startsWith(QStringLiteral("gpu-")))
            << backendKey(b).toStdString();
        if (gpuKernel(b)) {
            EXPECT_TRUE(kernels.insert(int(*gpuKernel(b))).second) << "two backends share a kernel";
        }
    }
    EXPECT_EQ(allBackends().size(), 11u);
    EXPECT_LT(tolerance(Backend::GpuCublasTf32, 4096), 5e-3); // derived: tests/core/test_tolerance.cpp
    EXPECT_LT(tolerance(Backend::CpuEigen, 4096), 2e-4);
}

// One builder for the page, the CLI and the lessons: the same form gives the same request
// or the same refusal wherever it was typed.
TEST(BenchRequestBuilder, SizesShapesBackendsAndRanges)
{
    BenchForm form;
    form.sizes = QStringLiteral("64, 128");
    form.shapes = { QStringLiteral("33x7x65"), QString() };
    form.backends = { Backend::CpuEigen, Backend::GpuCublas };
    QString error;
    auto r = buildBenchRequest(form, &error);
    ASSERT_TRUE(r) << error.toStdString();
    ASSERT_EQ(r->shapes.size(), 3u);
    EXPECT_EQ(r->shapes[2].m, 33);
    EXPECT_EQ(r->shapes[2].k, 7);
    EXPECT_EQ(r->shapes[2].n, 65);
    EXPECT_EQ(r->backends.size(), 2u);

    form.dropGpuBackends = true; // the page without a GPU
    r = buildBenchRequest(form, &error);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->backends, std::vector<Backend> { Backend::CpuEigen });

    BenchForm empty;
    empty.backends = { Backend::CpuEigen };
    EXPECT_FALSE(buildBenchRequest(empty, &error));
    EXPECT_EQ(error, QStringLiteral("Enter at least one size."));
    empty.defaultSweepWhenEmpty = true; // the CLI
    r = buildBenchRequest(empty, &error);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->shapes.size(), defaultSweep().size());

    form.sizes = QStringLiteral("0");
    EXPECT_FALSE(buildBenchRequest(form, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("out of range"))) << error.toStdString();
    form.sizes = QStringLiteral("64");
    form.samples = 0;
    EXPECT_FALSE(buildBenchRequest(form, &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("samples = 0"))) << error.toStdString();
    form.samples = 10;
    form.backends = { Backend::GpuTiled };
    EXPECT_FALSE(buildBenchRequest(form, &error)); // every backend dropped
    EXPECT_EQ(error, QStringLiteral("Choose at least one backend."));
}

namespace {
int processThreads()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("Threads:"))
            return line.mid(8).trimmed().toInt();
    return -1;
}
} // namespace

// cpu-eigen and cpu-openblas back to back in one process share one OpenMP thread pool (the
// OpenMP flavour of OpenBLAS), so neither leaves a second pool spinning on the cores the other
// needs: OpenBLAS adds no threads of its own. cudaviz_bench_cpu_gemm --same-process compares
// their speed in one process with separate processes.
TEST(CpuMatmul, EigenAndOpenBlasShareOneThreadPool)
{
    QString why;
    const OpenBlas* blas = OpenBlas::get(&why);
    ASSERT_TRUE(blas) << qPrintable(why);
    // The OpenMP flavour (libgomp's pool, as Eigen's); the pthread one keeps a pool of its own.
    ASSERT_TRUE(blas->description().contains(QStringLiteral("OpenMP"))) << qPrintable(blas->description());
    const long long n = 320; // above the single-thread threshold: both use every core
    std::vector<float> a(size_t(n * n), 1.0f), b(size_t(n * n), 0.5f), c(size_t(n * n));
    const int threads = defaultCpuThreads();
    eigenMatmul(a.data(), b.data(), c.data(), n, n, n, threads);
    const int afterEigen = processThreads();
    ASSERT_GT(afterEigen, 0);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(openblasMatmul(a.data(), b.data(), c.data(), n, n, n, threads), threads);
        EXPECT_FLOAT_EQ(c[0], 0.5f * float(n));
        eigenMatmul(a.data(), b.data(), c.data(), n, n, n, threads);
    }
    EXPECT_EQ(processThreads(), afterEigen) << "OpenBLAS started threads of its own (its pthread flavour?)";
}

// A CPU run records the threads it ran on, the load average, and, over 0.1 s of samples, the
// share of their cores its threads got: what marks a result taken on a busy machine.
TEST(BenchmarkRunner, CpuRunsRecordTheirThreadsAndCpuShare)
{
    BenchmarkRunner runner(nullptr, DeviceReport {});
    BenchRequest request;
    request.shapes = { { 400, 400, 400 }, { 32, 32, 32 } };
    request.backends = { Backend::CpuEigen };
    request.samples = 3;
    request.minTotalMs = 150;
    const BenchResultSet set = runner.run(request);
    ASSERT_EQ(set.results.size(), 2u);
    const BenchResult& big = set.results[0];
    ASSERT_EQ(big.status, RunStatus::Ok) << qPrintable(big.message);
    EXPECT_EQ(big.threads, defaultCpuThreads());
    ASSERT_TRUE(big.cpuShare);
    EXPECT_GT(*big.cpuShare, 0.0);
    EXPECT_LT(*big.cpuShare, 1.5);
    EXPECT_TRUE(big.loadAverage);
    EXPECT_EQ(set.results[1].threads, 1); // under the single-thread threshold
}

// Pinned GPU runs stage A, B and C through page-locked buffers of their own: the host-memory
// refusal counts them (it did not), and never overflows.
TEST(BenchmarkRunner, HostMemoryBudgetCountsThePinnedStagingBuffers)
{
    const MatmulShape s { 1000, 3000, 2000 }; // m, n, k
    const quint64 matrices = 4ull * (1000 * 2000 + 2000 * 3000 + 3 * 1000 * 3000);
    const quint64 staging = 4ull * (1000 * 2000 + 2000 * 3000 + 1000 * 3000);
    EXPECT_EQ(benchHostBytes(s, Backend::CpuEigen, true), matrices);
    EXPECT_EQ(benchHostBytes(s, Backend::GpuTiled, false), matrices);
    EXPECT_EQ(benchHostBytes(s, Backend::GpuTiled, true), matrices + staging);
    EXPECT_EQ(pinnedStagingBytes(s, Backend::GpuCublas, true), staging);
    EXPECT_EQ(pinnedStagingBytes(s, Backend::CpuNaive, true), 0u);
    const MatmulShape huge { 1LL << 40, 1LL << 40, 1LL << 40 };
    EXPECT_GT(benchHostBytes(huge, Backend::GpuCublas, true), quint64(1) << 60); // saturated, not wrapped
}

// A lesson's second run keeps what the first measured: a result is replaced only by one of the
// same backend and size (and, on a GPU, the same pinned or pageable copies).
TEST(BenchResults, MergingKeepsEarlierSizesAndReplacesWhatWasMeasuredAgain)
{
    const auto result = [](Backend b, long long n, double ms, bool pinned) {
        BenchResult r;
        r.backend = b;
        r.m = r.n = r.k = n;
        r.samplesMs = { ms };
        r.stats = summarize(r.samplesMs);
        r.pinned = pinned;
        return r;
    };
    BenchResultSet first;
    first.results = { result(Backend::CpuEigen, 32, 0.01, true), result(Backend::CpuEigen, 1024, 10, true),
        result(Backend::GpuCublas, 1024, 2, true) };
    BenchResultSet second;
    second.machine.cpu.model = QStringLiteral("later");
    second.results = { result(Backend::CpuEigen, 1024, 11, false), result(Backend::GpuCublas, 1024, 3, false) };
    const BenchResultSet merged = mergeResults(first, second);
    EXPECT_EQ(merged.machine.cpu.model, QStringLiteral("later"));
    ASSERT_EQ(merged.results.size(), 4u); // eigen 32 kept, eigen 1024 replaced, cuBLAS pinned and pageable
    EXPECT_EQ(merged.results[0].m, 32);
    EXPECT_EQ(merged.results[1].backend, Backend::GpuCublas);
    EXPECT_TRUE(merged.results[1].pinned);
    EXPECT_DOUBLE_EQ(merged.results[2].stats.median, 11);
    EXPECT_FALSE(merged.results[3].pinned);
}
