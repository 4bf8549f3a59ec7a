// The clock a whole program's events read without a GPU: each call's time modelled from a GPU's
// published peaks. Its formulas, and how far its predictions for our ladder kernels fall from the
// published measurements of the same kernels (docs/playground.md holds this test's table).
#include "bench/laddertraffic.h"
#include "lessons/lesson.h"
#include "playground/program/gpumodel.h"

#include <QFile>
#include <QSet>
#include <gtest/gtest.h>
#include <map>

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

namespace {
// 樊哲勇《CUDA 编程：基础与实践》, chapter 5: add2gpu.cu's kernel adds two arrays of 10^8 numbers
// into a third (3 x 10^8 x 4 bytes in single precision, x 8 in double), timed with CUDA events.
struct BookTiming
{
    const char* gpu;
    double singleMs, doubleMs;
};
constexpr BookTiming kAdd2gpu[] = {
    { "v100", 1.5, 3.0 },
    { "rtx2080ti", 2.1, 4.3 },
    { "p100", 2.2, 4.3 },
    { "rtx2070m", 3.3, 6.8 },
    { "k40", 6.5, 13.0 },
};
} // namespace

// The model against the book's published times, as docs/playground.md's table: every sector of
// the three arrays from memory (a vector add reuses nothing, so no cache is missed), one
// operation per element. The model reads the data sheet's peak bandwidth, which no kernel
// reaches: it predicts each GPU faster than measured, by the share of the peak the GPU attains.
TEST(GpuModel, TheBooksVectorAddOnFiveGpusIsTheDocsTable)
{
    const QString text = docsText();
    ASSERT_FALSE(text.isEmpty());
    const int64_t n = 100'000'000;
    std::map<QString, double> modelled; // key -> single-precision ms
    for (const BookTiming& b : kAdd2gpu) {
        const ModelGpu* gpu = findModelGpu(QString::fromLatin1(b.gpu));
        ASSERT_NE(gpu, nullptr) << b.gpu;
        const double single = modelledKernelTime(*gpu, { 3 * n * 4 / 32, n, 0 }).seconds * 1e3;
        const double dbl = modelledKernelTime(*gpu, { 3 * n * 8 / 32, 0, n }).seconds * 1e3;
        EXPECT_LT(single, b.singleMs);
        EXPECT_GT(single, 0.6 * b.singleMs) << b.gpu << ": the GPU reaches more than 60 % of its peak";
        const QString row = QStringLiteral("| `%1` %2 | %3 | %4 | %5 | %6 | %7 | %8 |")
                                .arg(gpu->key, gpu->name)
                                .arg(b.singleMs, 0, 'f', 1)
                                .arg(single, 0, 'f', 2)
                                .arg(single / b.singleMs, 0, 'f', 2)
                                .arg(b.doubleMs, 0, 'f', 1)
                                .arg(dbl, 0, 'f', 2)
                                .arg(dbl / b.doubleMs, 0, 'f', 2);
        EXPECT_TRUE(text.contains(row)) << "docs/playground.md lacks the row:\n" << row.toStdString();
        modelled[gpu->key] = single;
    }
    // Lesson 5 quotes the book beside the model's times for two of these GPUs, in both languages.
    QString lesson;
    for (const Lesson& l : loadLessons().lessons)
        if (l.id == QLatin1String("cpu-and-gpu") && l.steps.size() >= 3)
            lesson = l.steps[2].text.text(QStringLiteral("en")) + l.steps[2].text.text(QStringLiteral("zh_CN"));
    for (const char* key : { "rtx2070m", "v100" }) {
        const QString ms = QStringLiteral("%1 ms").arg(modelled[QString::fromLatin1(key)], 0, 'f', 2);
        EXPECT_EQ(lesson.count(ms), 2) << key << ": lesson 5 step 3 does not give the model's " << ms.toStdString();
    }
}
