#include "bench/benchtable.h"
#include "bench/ceilings.h"
#include "charts/chartdata.h"
#include "device/devicereport.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <map>

using namespace cvz;

namespace {
BenchResult okResult(Backend b, long long n, double ms)
{
    BenchResult r;
    r.backend = b;
    r.m = r.n = r.k = n;
    r.samplesMs = { ms, ms, ms };
    r.stats = summarize(r.samplesMs);
    r.gflops = gflops(matmulFlops(n, n, n), ms);
    return r;
}

GpuDeviceInfo h100Like()
{
    GpuDeviceInfo d;
    d.name = QStringLiteral("H100-like");
    d.ccMajor = 9;
    d.smCount = 132;
    d.clockRateKHz = 1830000;
    d.memoryClockRateKHz = 2619000;
    d.memoryBusWidthBits = 5120;
    return d;
}
} // namespace

// The data-sheet arithmetic: H100 SXM5 at its 1.83 GHz boost gives NVIDIA's published 989 TFLOP/s
// dense FP16, 495 TF32 and 3.35 TB/s; FP32 is 132 SMs x 128 lanes x 2 x 1.83 GHz.
TEST(Ceilings, GpuTheoreticalPeaksFromProperties)
{
    const auto g = theoreticalGpuCeilings(h100Like());
    ASSERT_TRUE(g);
    EXPECT_NEAR(g->fp32Gflops, 132 * 128 * 2 * 1.83, 1);
    ASSERT_TRUE(g->fp16Gflops && g->tf32Gflops);
    EXPECT_NEAR(*g->fp16Gflops / 1e3, 989.5, 1);
    EXPECT_NEAR(*g->tf32Gflops / 1e3, 494.7, 1);
    EXPECT_NEAR(g->bandwidthGBs, 3352, 2);
    // An A100 has 64 FP32 lanes per SM, a GA10x 128; an unknown part gets no tensor roof.
    EXPECT_EQ(fp32LanesPerSm(8, 0), 64);
    EXPECT_EQ(fp32LanesPerSm(8, 6), 128);
    GpuDeviceInfo ada = h100Like();
    ada.ccMajor = 8;
    ada.ccMinor = 9;
    EXPECT_FALSE(theoreticalGpuCeilings(ada)->tf32Gflops);
    GpuDeviceInfo unknown = h100Like();
    unknown.ccMajor = 42;
    EXPECT_FALSE(theoreticalGpuCeilings(unknown));
}

TEST(Ceilings, MeasuredOnceAndKeptPerMachine)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/ceilings.json"));
    const CpuInfo cpu = detectCpu();
    EXPECT_FALSE(cachedCpuCeilings(cpu, path));
    QString error;
    const auto measured = measureCpuCeilings(nullptr, {}, &error);
    ASSERT_TRUE(measured) << qPrintable(error);
    EXPECT_GT(measured->peakGflopsOneCore, 0);
    EXPECT_GT(measured->peakGflopsAllCores, 0);
    EXPECT_GT(measured->bandwidthGBs, 0);
    EXPECT_EQ(measured->threads, cpu.logicalCores);
    if (cpu.simdLevel == QStringLiteral("AVX-512")) {
        EXPECT_EQ(measured->instructions, QStringLiteral("AVX-512"));
    }
    ASSERT_TRUE(saveCpuCeilings(*measured, &error, path)) << qPrintable(error);
    const auto cached = cachedCpuCeilings(cpu, path);
    ASSERT_TRUE(cached);
    EXPECT_DOUBLE_EQ(cached->peakGflopsAllCores, measured->peakGflopsAllCores);
    // Another CPU (a home folder shared between machines) does not get this one's numbers.
    CpuInfo other = cpu;
    other.model += QStringLiteral(" (another)");
    EXPECT_FALSE(cachedCpuCeilings(other, path));
}

TEST(Ceilings, CancelledMeasurementGivesNothing)
{
    std::atomic<bool> cancel { true };
    EXPECT_FALSE(measureCpuCeilings(&cancel));
}

TEST(Ceilings, PercentOfPeakUsesThePeakForTheThreadsAndPrecision)
{
    MachineInfo m;
    m.cpu.logicalCores = 4;
    m.cpuPeakGflopsOneCore = 100;
    m.cpuPeakGflopsAllCores = 400;
    m.gpuPeakFp32Gflops = 60000;
    m.gpuPeakTf32Gflops = 480000;
    BenchResult one = okResult(Backend::CpuEigen, 1000, 40); // 50 GFLOP/s
    one.threads = 1;
    EXPECT_NEAR(*percentOfPeak(m, one), 50, 1e-9);
    BenchResult two = one;
    two.threads = 2; // two cores' worth
    EXPECT_NEAR(*percentOfPeak(m, two), 25, 1e-9);
    BenchResult eight = one;
    eight.threads = 8; // more threads than cores: never more than the all-core peak
    EXPECT_NEAR(*percentOfPeak(m, eight), 12.5, 1e-9);
    BenchResult tf32 = okResult(Backend::GpuCublasTf32, 1000, 0.01); // 200 TFLOP/s
    EXPECT_NEAR(*percentOfPeak(m, tf32), 100.0 * 200000 / 480000, 1e-6);
    EXPECT_FALSE(percentOfPeak(m, okResult(Backend::GpuCublasFp16, 1000, 1))); // no FP16 peak known
    EXPECT_FALSE(percentOfPeak(MachineInfo {}, one));
}

TEST(Roofline, PointsAtTheMinimumTrafficAndRoofsPerMachine)
{
    EXPECT_NEAR(minimumIntensity(1024, 1024, 1024), 2.0 * 1024 / (4 * 3), 1e-9); // N/6 flop per byte
    EXPECT_NEAR(minimumIntensity(1, 1, 1), 2.0 / 12, 1e-12);
    EXPECT_NEAR(minimumIntensity(1, 1, 1, 2), 2.0 / 8, 1e-12); // FP16 inputs, float32 C
    ChartSource cpu;
    cpu.label = QStringLiteral("laptop");
    cpu.set.machine.cpuPeakGflopsAllCores = 230;
    cpu.set.machine.cpuBandwidthGBs = 20;
    cpu.set.results = { okResult(Backend::CpuEigen, 512, 1.5), okResult(Backend::CpuNaive, 512, 500) };
    ChartSource unmeasured;
    unmeasured.label = QStringLiteral("lab");
    unmeasured.set.results = { okResult(Backend::CpuEigen, 256, 0.5) };
    const RooflineChartData data = buildRooflineChart({ cpu, unmeasured });
    ASSERT_EQ(data.roofs.size(), 1u); // no one-core roof without its measurement
    EXPECT_DOUBLE_EQ(data.roofs[0].ridge(), 230.0 / 20);
    EXPECT_FALSE(data.roofs[0].theoretical);
    ASSERT_EQ(data.series.size(), 3u);
    EXPECT_NEAR(data.series[0].points[0].intensity, minimumIntensity(512, 512, 512), 1e-9);
    EXPECT_TRUE(data.caption.contains(QStringLiteral("lab"))) << qPrintable(data.caption); // says what is missing
    EXPECT_FALSE(data.traced); // CPU results have no emulated traffic
}

// A ladder kernel's result also sits at the traffic its warps request, as the emulator counts
// it (gpucheck/ladder-traffic-128.json scaled: loads with M N K, stores with M N); cuBLAS and
// the CPU have no such count. The chart's numbers here are made up; the traffic is the model's.
TEST(Roofline, LadderKernelsAlsoSitAtTheirOwnTraffic)
{
    ChartSource gpu;
    gpu.label = QStringLiteral("a GPU");
    gpu.set.results = { okResult(Backend::GpuNaive, 1024, 10), okResult(Backend::GpuWarptiled, 1024, 1),
        okResult(Backend::GpuCublas, 1024, 1), okResult(Backend::CpuEigen, 1024, 10) };
    const RooflineChartData data = buildRooflineChart({ gpu });
    std::map<Backend, RooflinePoint> at;
    for (const RooflineSeries& s : data.series)
        at.emplace(s.backend, s.points.front());
    ASSERT_EQ(at.size(), 4u);
    // naive at 128^3: 1 114 112 load and 8 192 store sectors.
    const double naiveBytes = 32.0 * (1114112.0 * 512 + 8192.0 * 64);
    ASSERT_TRUE(at[Backend::GpuNaive].tracedIntensity.has_value());
    EXPECT_NEAR(*at[Backend::GpuNaive].tracedIntensity, 2.0 * 1024 * 1024 * 1024 / naiveBytes, 1e-9);
    ASSERT_TRUE(at[Backend::GpuWarptiled].tracedIntensity.has_value());
    EXPECT_LT(*at[Backend::GpuNaive].tracedIntensity, *at[Backend::GpuWarptiled].tracedIntensity / 10);
    EXPECT_LT(*at[Backend::GpuWarptiled].tracedIntensity, at[Backend::GpuWarptiled].intensity);
    EXPECT_FALSE(at[Backend::GpuCublas].tracedIntensity.has_value());
    EXPECT_FALSE(at[Backend::CpuEigen].tracedIntensity.has_value());
    EXPECT_TRUE(data.traced);
    EXPECT_TRUE(data.caption.contains(QStringLiteral("Triangles"))) << qPrintable(data.caption);
}

TEST(Noisy, ContentionMarksAResultAndEveryChartSaysSo)
{
    BenchResult r = okResult(Backend::CpuEigen, 64, 1);
    EXPECT_FALSE(r.noisy());
    r.threads = 2;
    r.cpuShare = 0.45;
    r.loadAverage = 3.5;
    EXPECT_TRUE(r.contended());
    EXPECT_TRUE(r.noisy());
    EXPECT_TRUE(resultNote(r).contains(QStringLiteral("45%"))) << qPrintable(resultNote(r));
    EXPECT_TRUE(resultNote(r).contains(QStringLiteral("3.5"))) << qPrintable(resultNote(r));
    ChartSource s;
    s.label = QStringLiteral("busy");
    s.set.results = { r, okResult(Backend::CpuEigen, 128, 2) };
    const BarChartData bars = buildBarChart({ s }, ChartMetric::TimeMs);
    ASSERT_EQ(bars.series.size(), 1u);
    EXPECT_EQ(bars.series[0].noisy, (std::vector<bool> { true, false }));
    EXPECT_FALSE(bars.caption.isEmpty());
    const LineChartData sweep = buildSweepChart({ s }, ChartMetric::Gflops);
    EXPECT_TRUE(sweep.series[0].points[0].noisy);
    EXPECT_FALSE(sweep.series[0].points[1].noisy);
    EXPECT_FALSE(noisyFootnote({ s }).isEmpty());
    EXPECT_FALSE(buildRooflineChart({ s }).caption.isEmpty());

    // The file keeps it: written and read back, the result is still contended.
    BenchResultSet set;
    set.machine.cpuPeakGflopsOneCore = 115;
    set.results = { r };
    QString error;
    const auto back = benchResultSetFromJson(QJsonDocument(toJson(set)).toJson(), &error);
    ASSERT_TRUE(back) << qPrintable(error);
    EXPECT_TRUE(back->results[0].contended());
    EXPECT_EQ(back->results[0].threads, 2);
    EXPECT_EQ(back->machine.cpuPeakGflopsOneCore, 115);
}

// A result file from another machine is untrusted: its roofs must be positive numbers.
TEST(Ceilings, ImplausibleRoofsInAResultFileAreRefusedWithTheField)
{
    for (const char* bad : { "-5", "0", "1e300", "\"fast\"" }) {
        const QByteArray json = QByteArray(R"({"format":"cudaviz-bench-1","machine":{"cpu_peak_gflops_all_cores":)")
            + bad + R"(},"results":[]})";
        QString error;
        EXPECT_FALSE(benchResultSetFromJson(json, &error)) << bad;
        EXPECT_TRUE(error.contains(QStringLiteral("cpu_peak_gflops_all_cores"))) << qPrintable(error);
    }
    QString error;
    const auto ok = benchResultSetFromJson(
        R"({"format":"cudaviz-bench-1","machine":{"gpu_bandwidth_gbs":4800,"cpu_bandwidth_gbs":null},"results":[]})",
        &error);
    ASSERT_TRUE(ok) << qPrintable(error);
    EXPECT_EQ(ok->machine.gpuBandwidthGBs, 4800);
    EXPECT_FALSE(ok->machine.cpuBandwidthGBs);
}
