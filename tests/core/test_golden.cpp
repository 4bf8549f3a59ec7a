// Golden files for the result writers: a fixed result set written as JSON and CSV must match
// tests/golden/ byte for byte, and read back to the same values.
#include "../golden/golden.h"
#include "bench/benchresult.h"

#include <QFile>
#include <QJsonDocument>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
BenchResultSet fixedSet()
{
    BenchResultSet set;
    MachineInfo& m = set.machine;
    m.label = QStringLiteral("golden-machine");
    m.cpu.model = QStringLiteral("Example CPU");
    m.cpu.architecture = QStringLiteral("x86_64");
    m.cpu.logicalCores = 2;
    m.cpu.physicalCores = 2;
    m.cpu.simdLevel = QStringLiteral("AVX-512");
    m.cpu.eigenSimd = QStringLiteral("AVX512, FMA");
    m.cpuThreads = 2;
    m.compiler = QStringLiteral("GNU 12.2.0, Release, -O3");
    m.eigenVersion = QStringLiteral("3.4.0");
    m.qtVersion = QStringLiteral("6.4.2");
    m.gpuName = QStringLiteral("Example GPU");
    m.computeCapability = QStringLiteral("9.0");
    m.driverVersion = 13000;
    m.runtimeVersion = 13000;
    m.cublasVersion = 130100;
    m.timestamp = QStringLiteral("2026-11-29T12:00:00Z");
    BenchResult cpu;
    cpu.backend = Backend::CpuEigen;
    cpu.m = cpu.n = cpu.k = 256;
    cpu.samplesMs = { 1.0, 1.25, 1.5, 1.125 };
    cpu.stats = summarize(cpu.samplesMs);
    cpu.gflops = 2.0 * 256 * 256 * 256 / (cpu.stats.median * 1e6);
    cpu.firstRunMs = 2.5;
    cpu.maxRelError = 0;
    BenchResult gpu;
    gpu.backend = Backend::GpuTiled;
    gpu.m = 256;
    gpu.k = 128;
    gpu.n = 64;
    gpu.samplesMs = { 0.25, 0.5 };
    gpu.stats = summarize(gpu.samplesMs);
    gpu.gflops = 1.5;
    gpu.firstRunMs = 100;
    gpu.h2dMs = 0.125;
    gpu.d2hMs = 0.0625;
    gpu.pinned = true;
    gpu.maxRelError = 1e-7;
    BenchResult skipped;
    skipped.backend = Backend::GpuCublasFp16;
    skipped.m = skipped.n = skipped.k = 64;
    skipped.status = RunStatus::Skipped;
    skipped.message = QStringLiteral("no CUDA GPU: \"quoted\" reason");
    set.results = { cpu, gpu, skipped };
    return set;
}

} // namespace

TEST(Golden, BenchJsonOfAFixedSet)
{
    const QByteArray json = QJsonDocument(toJson(fixedSet())).toJson(QJsonDocument::Indented);
    expectMatchesGolden(json, QStringLiteral("results-fixed.json"));
    QString error;
    const auto back = benchResultSetFromJson(json, &error);
    ASSERT_TRUE(back) << error.toStdString();
    EXPECT_EQ(QJsonDocument(toJson(*back)).toJson(QJsonDocument::Indented), json) << "written, read, written again";
}

TEST(Golden, BenchCsvOfAFixedSet)
{
    expectMatchesGolden(toCsv(fixedSet()).toUtf8(), QStringLiteral("results-fixed.csv"));
}
