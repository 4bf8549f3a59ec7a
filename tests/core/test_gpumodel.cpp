// The clock a whole program's events read without a GPU: each call's time modelled from a GPU's
// published peaks. Its formulas, and how far its predictions for our ladder kernels fall from the
// published measurements of the same kernels (docs/playground.md holds this test's table).
#include "bench/laddertraffic.h"
#include "playground/program/gpumodel.h"

#include <QFile>
#include <QSet>
#include <gtest/gtest.h>

using namespace cvz;

TEST(GpuModel, EachGpuHasItsPeaksAndIsFoundByItsKey)
{
    QSet<QString> keys;
    for (const ModelGpu& g : modelGpus()) {
        EXPECT_GT(g.pcieBytesPerSecond, 1e9) << qPrintable(g.key);
        EXPECT_GT(g.memoryBytesPerSecond, g.pcieBytesPerSecond) << qPrintable(g.key);
        EXPECT_GT(g.fp32FlopsPerSecond, 1e12) << qPrintable(g.key);
        EXPECT_GT(g.fp64FlopsPerSecond, 0.1e12) << qPrintable(g.key);
        EXPECT_LT(g.fp64FlopsPerSecond, g.fp32FlopsPerSecond) << qPrintable(g.key);
        EXPECT_TRUE(g.name.startsWith(QStringLiteral("NVIDIA"))) << qPrintable(g.name);
        keys.insert(g.key);
        EXPECT_EQ(findModelGpu(g.key.toUpper()), &g);
    }
    EXPECT_EQ(keys.size(), modelGpus().size());
    for (const char* key : { "t4", "a100", "h100", "h200", "rtx4090", "a6000" })
        EXPECT_NE(findModelGpu(QString::fromLatin1(key)), nullptr) << key;
    EXPECT_EQ(findModelGpu(QStringLiteral("voodoo2")), nullptr);
    EXPECT_EQ(defaultModelGpu().key, QStringLiteral("t4"));
}

namespace {
QString docsText()
{
    QFile doc(QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/playground.md"));
    return doc.open(QIODevice::ReadOnly) ? QString::fromUtf8(doc.readAll()) : QString();
}
} // namespace

TEST(GpuModel, TheDocsTableOfGpusIsTheModelsTable)
{
    const QString text = docsText();
    ASSERT_FALSE(text.isEmpty());
    for (const ModelGpu& g : modelGpus()) {
        const QString key
            = QStringLiteral("`%1`").arg(g.key) + (&g == &defaultModelGpu() ? QStringLiteral(" (default)") : QString());
        const QString row = QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |")
                                .arg(key, g.name)
                                .arg(QString::number(g.pcieBytesPerSecond / 1e9, 'g', 6))
                                .arg(QString::number(g.memoryBytesPerSecond / 1e9, 'g', 6))
                                .arg(QString::number(g.fp32FlopsPerSecond / 1e12, 'g', 6))
                                .arg(QString::number(g.fp64FlopsPerSecond / 1e12, 'g', 6));
        EXPECT_TRUE(text.contains(row)) << "docs/playground.md lacks the row:\n" << row.toStdString();
    }
}

TEST(GpuModel, CopiesCostALatencyAndTheirBytesOverTheLinkKernelsTheirSectors)
{
    const ModelGpu& t4 = *findModelGpu(QStringLiteral("t4"));
    EXPECT_DOUBLE_EQ(modelledCopySeconds(t4, 200000, true), 10e-6 + 200000 / 15.75e9);
    EXPECT_DOUBLE_EQ(modelledCopySeconds(t4, 200000, false), 10e-6 + 200000 / 320e9);
    const KernelTime add = modelledKernelTime(t4, { 18750, 50000, 0 });
    EXPECT_DOUBLE_EQ(add.seconds, 5e-6 + 18750 * 32 / 320e9);
    EXPECT_EQ(add.bound, KernelBound::Memory);
    // The seeds' lesson: at this size the copies, not the kernel, take the time.
    EXPECT_GT(2 * modelledCopySeconds(t4, 200000, true), 5 * (add.seconds - 5e-6));
}

TEST(GpuModel, AKernelTakesTheLongerOfItsTrafficAndItsArithmetic)
{
    const ModelGpu& t4 = *findModelGpu(QStringLiteral("t4"));
    // 1024 sectors (32 KiB) and 2^24 FP32 operations: 512 operations per byte, far right of the
    // T4's ridge (8.1e12 / 320e9 = 25 FLOP per byte).
    const KernelTime compute = modelledKernelTime(t4, { 1024, int64_t(1) << 24, 0 });
    EXPECT_EQ(compute.bound, KernelBound::Fp32);
    EXPECT_DOUBLE_EQ(compute.fp32Seconds, double(int64_t(1) << 24) / 8.1e12);
    EXPECT_DOUBLE_EQ(compute.memorySeconds, 1024 * 32 / 320e9);
    EXPECT_DOUBLE_EQ(compute.seconds, 5e-6 + compute.fp32Seconds);
    // The same work in double: the T4 runs FP64 at 1/32 of FP32.
    const KernelTime dbl = modelledKernelTime(t4, { 1024, 0, int64_t(1) << 24 });
    EXPECT_EQ(dbl.bound, KernelBound::Fp64);
    EXPECT_NEAR(dbl.seconds - 5e-6, 32.4 * compute.fp32Seconds, 0.01 * dbl.seconds);
    // At the ridge the two take the same time.
    const KernelTime ridge = modelledKernelTime(t4, { 1000, int64_t(25.3125 * 32000), 0 });
    EXPECT_NEAR(ridge.memorySeconds, ridge.fp32Seconds, 1e-15);
}

namespace {
// Published measurements of the same three steps of the ladder (Simon Boehm, "How to Optimize a
// CUDA Matmul Kernel for cuBLAS-like Performance", 2022: 4096^3 FP32 on an RTX A6000).
struct Published
{
    Backend backend;
    const char* ours;
    const char* theirs;
    double gflops;
};
constexpr Published kSiboehmA6000[] = {
    { Backend::GpuNaive, "gpu-naive", "1: naive", 309.0 },
    { Backend::GpuCoalesced, "gpu-coalesced", "2: global memory coalescing", 1986.5 },
    { Backend::GpuTiled, "gpu-tiled (16 x 16 tiles)", "3: shared memory cache-blocking (32 x 32)", 2980.3 },
};

// The model's GFLOP/s for an n^3 product: 2 n^3 over the modelled kernel time.
double modelledGflops(Backend backend, const ModelGpu& gpu, long long n)
{
    const auto bytes = ladderTrafficBytes(backend, n, n, n);
    const double flops = 2.0 * double(n) * double(n) * double(n);
    const double seconds = modelledKernelTime(gpu, { static_cast<int64_t>(*bytes / 32.0), int64_t(flops), 0 }).seconds;
    return flops / seconds / 1e9;
}
} // namespace

TEST(GpuModel, TheLadderAgainstPublishedMeasurementsIsTheDocsTable)
{
    const ModelGpu& a6000 = *findModelGpu(QStringLiteral("a6000"));
    QStringList rows;
    for (const Published& p : kSiboehmA6000) {
        const double modelled = modelledGflops(p.backend, a6000, 4096);
        rows << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
                    .arg(QString::fromLatin1(p.ours), QString::fromLatin1(p.theirs))
                    .arg(p.gflops, 0, 'f', 1)
                    .arg(modelled, 0, 'f', 0)
                    .arg(modelled / p.gflops, 0, 'f', 2);
    }
    // Memory only, no cache: the naive and coalesced kernels reuse A and B through L1 and L2,
    // which the model does not see, so it predicts them several times slower than they run.
    EXPECT_LT(modelledGflops(Backend::GpuNaive, a6000, 4096), kSiboehmA6000[0].gflops);
    EXPECT_LT(modelledGflops(Backend::GpuCoalesced, a6000, 4096), kSiboehmA6000[1].gflops);
    const QString text = docsText();
    ASSERT_FALSE(text.isEmpty());
    for (const QString& row : rows)
        EXPECT_TRUE(text.contains(row)) << "docs/playground.md lacks the row:\n" << row.toStdString();
}
