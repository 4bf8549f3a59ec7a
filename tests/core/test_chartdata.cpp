#include "charts/chartdata.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {
BenchResult result(
    Backend b, long long n, double medianMs, double h2d = -1, double d2h = -1, RunStatus status = RunStatus::Ok)
{
    BenchResult r;
    r.backend = b;
    r.m = r.n = r.k = n;
    r.samplesMs = { medianMs * 0.95, medianMs, medianMs * 1.05 }; // 5 % spread: not noisy
    r.stats = summarize(r.samplesMs);
    if (h2d >= 0)
        r.h2dMs = h2d;
    if (d2h >= 0)
        r.d2hMs = d2h;
    r.status = status;
    return r;
}

ChartSource source(QString label, std::vector<BenchResult> results, QString gpuReason = {})
{
    ChartSource s;
    s.label = std::move(label);
    s.set.results = std::move(results);
    s.set.machine.gpuReason = std::move(gpuReason);
    return s;
}
} // namespace

TEST(ChartData, CpuOnlyBarsHaveExactlyTheCpuSeriesAndTheCaption)
{
    const auto s = source(QStringLiteral("laptop"),
        { result(Backend::CpuEigen, 256, 1.0), result(Backend::CpuNaive, 256, 20.0),
            result(Backend::GpuCublas, 256, 0, -1, -1, RunStatus::Skipped) },
        QStringLiteral("no driver"));
    const BarChartData data = buildBarChart({ s }, ChartMetric::TimeMs);
    ASSERT_EQ(data.series.size(), 2u);
    EXPECT_EQ(data.series[0].name, QStringLiteral("cpu-naive"));
    EXPECT_EQ(data.series[1].name, QStringLiteral("cpu-eigen"));
    EXPECT_TRUE(data.cpuOnly);
    EXPECT_EQ(data.caption, QStringLiteral("No CUDA GPU found — CPU only. This is expected, not a failure."));
    EXPECT_TRUE(data.captionTooltip.contains(QStringLiteral("no driver")));
    EXPECT_EQ(data.categories, QStringList { QStringLiteral("256³") });
    EXPECT_DOUBLE_EQ(data.series[1].value[0], 1.0);
    EXPECT_LT(data.series[1].q1[0], 1.0);
    EXPECT_GT(data.series[1].q3[0], 1.0);
}

TEST(ChartData, MixedResultsComeInAFixedBackendOrder)
{
    const auto s = source(QStringLiteral("h200"),
        { result(Backend::GpuCublas, 512, 0.1, 0.5, 0.3), result(Backend::CpuEigen, 512, 2.0),
            result(Backend::GpuTiled, 512, 0.4, 0.5, 0.3),
            result(Backend::GpuNaive, 512, 3.0, 0, 0, RunStatus::Failed) });
    const BarChartData data = buildBarChart({ s }, ChartMetric::Gflops);
    ASSERT_EQ(data.series.size(), 3u); // the failed run is no bar
    EXPECT_EQ(data.series[0].backend, Backend::CpuEigen);
    EXPECT_EQ(data.series[1].backend, Backend::GpuTiled);
    EXPECT_EQ(data.series[2].backend, Backend::GpuCublas);
    EXPECT_FALSE(data.cpuOnly);
    EXPECT_TRUE(data.caption.isEmpty());
    EXPECT_NEAR(data.series[2].value[0], 2.0 * 512 * 512 * 512 / (0.1 * 1e6), 1e-6);
}

TEST(ChartData, StackedBarsSumToEndToEnd)
{
    const BenchResult gpu = result(Backend::GpuCublas, 1024, 1.5, 2.0, 1.0);
    const auto s = source(QStringLiteral("h200"), { result(Backend::CpuEigen, 1024, 9.0), gpu });
    const StackedChartData data = buildStackedChart({ s });
    ASSERT_EQ(data.bars.size(), 2u);
    for (const StackedBar& b : data.bars) {
        if (b.category.contains(QStringLiteral("gpu-cublas"))) {
            EXPECT_DOUBLE_EQ(b.total(), gpu.endToEndMs());
            EXPECT_DOUBLE_EQ(b.h2d, 2.0);
            EXPECT_DOUBLE_EQ(b.d2h, 1.0);
        } else {
            EXPECT_DOUBLE_EQ(b.total(), 9.0);
        }
    }
}

TEST(ChartData, CrossoverNoneFirstAndMiddle)
{
    const std::vector<LinePoint> cpu { { 64, 0.1 }, { 128, 0.5 }, { 256, 3 }, { 512, 20 } };
    EXPECT_FALSE(findCrossover(cpu, { { 64, 1 }, { 128, 2 }, { 256, 4 }, { 512, 30 } })); // never
    EXPECT_EQ(findCrossover(cpu, { { 64, 0.05 }, { 128, 0.1 }, { 256, 0.2 }, { 512, 0.4 } }), 64.0); // at once
    EXPECT_EQ(findCrossover(cpu, { { 64, 1 }, { 128, 1 }, { 256, 2 }, { 512, 3 } }), 256.0); // in the middle
}

TEST(ChartData, SweepUsesEndToEndAndMarksTheCrossover)
{
    const auto s = source(QStringLiteral("h200"),
        { result(Backend::CpuEigen, 64, 0.02), result(Backend::CpuEigen, 1024, 10),
            result(Backend::GpuCublas, 64, 0.01, 0.05, 0.05), result(Backend::GpuCublas, 1024, 0.2, 1.0, 0.5) });
    const LineChartData data = buildSweepChart({ s }, ChartMetric::TimeMs);
    ASSERT_EQ(data.series.size(), 2u);
    EXPECT_NEAR(data.series[1].points[0].value, 0.11, 1e-9); // 0.01 + 0.05 + 0.05
    ASSERT_TRUE(data.crossover);
    EXPECT_DOUBLE_EQ(data.crossover->size, 1024);
    EXPECT_EQ(data.crossover->gpuSeries, QStringLiteral("gpu-cublas"));
    const LineChartData speedup = buildSpeedupChart({ s });
    ASSERT_EQ(speedup.series.size(), 1u);
    EXPECT_NEAR(speedup.series[0].points[1].value, 10 / 1.7, 1e-9);
}

TEST(ChartData, TwoMachinesAreBothLabelled)
{
    const auto laptop
        = source(QStringLiteral("laptop"), { result(Backend::CpuEigen, 256, 2.0) }, QStringLiteral("none"));
    const auto server = source(QStringLiteral("lab-server"),
        { result(Backend::CpuEigen, 256, 1.0), result(Backend::GpuCublas, 256, 0.05, 0.1, 0.1) });
    const BarChartData data = buildBarChart({ laptop, server }, ChartMetric::TimeMs);
    ASSERT_EQ(data.series.size(), 3u);
    EXPECT_EQ(data.series[0].name, QStringLiteral("cpu-eigen · laptop"));
    EXPECT_EQ(data.series[1].name, QStringLiteral("cpu-eigen · lab-server"));
    EXPECT_EQ(data.series[2].name, QStringLiteral("gpu-cublas · lab-server"));
    EXPECT_FALSE(data.cpuOnly); // one machine had a GPU
}

TEST(ChartData, KindKeys)
{
    for (ChartKind k : { ChartKind::Bars, ChartKind::Stacked, ChartKind::Sweep, ChartKind::Speedup })
        EXPECT_EQ(chartKindFromKey(chartKindKey(k)), k);
    EXPECT_FALSE(chartKindFromKey(QStringLiteral("pie")));
}

TEST(ChartData, MachineNamesAreCompactInLegends)
{
    EXPECT_EQ(compactMachineLabel(QStringLiteral("Intel(R) Xeon(R) Platinum 8480+ Processor")),
        QStringLiteral("Intel Xeon Platinum 8480+"));
    EXPECT_EQ(compactMachineLabel(QStringLiteral("Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz")),
        QStringLiteral("Intel Core i7-8700"));
    EXPECT_EQ(compactMachineLabel(QStringLiteral("AMD Ryzen 9 7950X 16-Core Processor")),
        QStringLiteral("AMD Ryzen 9 7950X"));
    EXPECT_EQ(compactMachineLabel(QStringLiteral("lab-server")), QStringLiteral("lab-server"));
}

// Human units: a chart's unit follows its values.
TEST(ChartData, UnitsFollowTheValues)
{
    EXPECT_EQ(timeUnit(0.0166, 0.5).label, QStringLiteral("µs"));
    EXPECT_EQ(timeUnit(0.0166, 0.5).scale, 1000.0);
    EXPECT_EQ(timeUnit(0.0166, 6344).label, QStringLiteral("ms"));
    EXPECT_EQ(timeUnit(1200, 6344).label, QStringLiteral("s"));
    EXPECT_EQ(timeUnit(1200, 6344).scale, 0.001);
    EXPECT_EQ(throughputUnit(950).label, QStringLiteral("GFLOP/s"));
    EXPECT_EQ(throughputUnit(48000).label, QStringLiteral("TFLOP/s"));
    EXPECT_EQ(throughputUnit(48000).scale, 0.001);
}
