#include "kernels/teachingkernels.h"
#include "mapping/cudasource.h"

#include <QRegularExpression>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
const char* const kKeys[] = { "vecadd", "grid-stride", "matadd", "3d", "matmul-naive", "matmul-coalesced",
    "matmul-tiled", "matmul-tiled-2d" };
}

TEST(CudaSource, RewritesTheEmulatorCallsIntoPlainCuda)
{
    EXPECT_EQ(toCudaLine(QStringLiteral(
                  "    const long long i = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x;")),
        QStringLiteral("    int i = blockIdx.x * blockDim.x + threadIdx.x;"));
    EXPECT_EQ(toCudaLine(QStringLiteral("        ctx.store(c, i, ctx.load(a, i) + ctx.load(b, i));")),
        QStringLiteral("        c[i] = a[i] + b[i];"));
    EXPECT_EQ(toCudaLine(QStringLiteral("x = ctx.load(A, f(ctx.load(B, k), 2) * N + col);")),
        QStringLiteral("x = A[f(B[k], 2) * N + col];"));
    EXPECT_EQ(toCudaLine(QStringLiteral("    if (!guard || (row < rows && col < cols)) {")),
        QStringLiteral("    if (row < rows && col < cols) {"));
    EXPECT_EQ(toCudaLine(QStringLiteral("    if (!guard || i < n)"), false), QStringLiteral("    /* if (i < n) */"));
    EXPECT_EQ(toCudaLine(QStringLiteral("ctx.syncthreads();")), QStringLiteral("__syncthreads();"));
    EXPECT_EQ(toCudaLine(QStringLiteral("e += Tiled2D::threads")), QStringLiteral("e += %1").arg(Tiled2D::threads));
}

// The text on screen and the body the emulator and nvcc run cannot drift: the CUDA view is
// generated from the body line by line, and nothing of the emulator's interface is left.
TEST(CudaSource, EveryKernelIsPlainCudaWithItsHighlightsOnTheRightLines)
{
    const QString header = teachingKernelsHeader();
    for (const char* key : kKeys) {
        const KernelSource body = extractKernelSource(header, QString::fromLatin1(key));
        const KernelSource cuda = cudaKernelSource(header, QString::fromLatin1(key));
        ASSERT_FALSE(cuda.isEmpty()) << key;
        const QString text = cuda.lines.join(QLatin1Char('\n'));
        for (const char* leftover : { "ctx.", "CVZ_HD", "long long", "template <", "!guard", "Tiled2D::", "@cuda" })
            EXPECT_FALSE(text.contains(QLatin1String(leftover))) << key << " still shows " << leftover;
        EXPECT_TRUE(text.contains(QStringLiteral("__global__ void "))) << key;
        // Each highlighted line is the CUDA form of the body's line with the same tag.
        for (const auto& [bodyLine, cudaLine] : { std::pair { body.firstIndexLine, cuda.firstIndexLine },
                 std::pair { body.guardLine, cuda.guardLine }, std::pair { body.writeLine, cuda.writeLine } }) {
            ASSERT_GE(cudaLine, 0) << key;
            EXPECT_EQ(cuda.lines[cudaLine].trimmed(), toCudaLine(body.lines[bodyLine]).trimmed()) << key;
        }
        // Every statement of the body has its CUDA line, in order.
        int at = 0;
        for (const QString& line : body.lines) {
            const QString trimmed = line.trimmed();
            if (trimmed.isEmpty() || trimmed.startsWith(QStringLiteral("//"))
                || trimmed.startsWith(QStringLiteral("template")) || trimmed.startsWith(QStringLiteral("CVZ_HD")))
                continue;
            const QString expected = toCudaLine(line).section(QStringLiteral(" // "), 0, 0).trimmed();
            while (at < cuda.lines.size() && !cuda.lines[at].trimmed().startsWith(expected))
                ++at;
            EXPECT_LT(at, cuda.lines.size()) << key << ": no CUDA line for " << qPrintable(trimmed);
        }
    }
}

TEST(CudaSource, TheTileSizeOnScreenIsTheOneTheKernelsUse)
{
    const KernelSource tiled = cudaKernelSource(teachingKernelsHeader(), QStringLiteral("matmul-tiled"));
    EXPECT_TRUE(tiled.lines.contains(QStringLiteral("constexpr int TILE = %1;").arg(kTiledTile)));
}

TEST(CudaSource, WithoutTheGuardTheGuardLineIsCommentedOut)
{
    const KernelSource cuda = cudaKernelSource(teachingKernelsHeader(), QStringLiteral("vecadd"), { false, {}, 80 });
    EXPECT_EQ(cuda.lines[cuda.guardLine].trimmed(), QStringLiteral("/* if (i < n) */"));
}

TEST(CudaSource, TranslatedCommentsAreWrappedAndKeepTheTagsOnTheirLines)
{
    CudaSourceOptions options;
    options.wrapColumns = 40;
    options.translateComment = [](const QString& text) {
        return text.startsWith(QStringLiteral("Global index"))
            ? QStringLiteral("全局索引：这个线程负责的元素。全局索引：这个线程负责的元素。")
            : text;
    };
    const KernelSource plain = cudaKernelSource(teachingKernelsHeader(), QStringLiteral("vecadd"));
    const KernelSource cuda = cudaKernelSource(teachingKernelsHeader(), QStringLiteral("vecadd"), options);
    EXPECT_EQ(cuda.lines.size(), plain.lines.size() + 1); // the long comment took two lines
    EXPECT_TRUE(cuda.lines[cuda.firstIndexLine].contains(QStringLiteral("int i = ")));
    for (const QString& line : cuda.lines) {
        if (line.contains(QStringLiteral("全局"))) {
            EXPECT_LE(line.size() * 2, 40 + 8) << qPrintable(line);
        }
    }
}

TEST(CudaSource, GuardConditionsAreTheKernelsOwn)
{
    const QString header = teachingKernelsHeader();
    const auto guard
        = [&](const char* key) { return guardCondition(cudaKernelSource(header, QString::fromLatin1(key))); };
    EXPECT_EQ(guard("vecadd"), QStringLiteral("i < n"));
    EXPECT_EQ(guard("grid-stride"), QStringLiteral("i < n"));
    EXPECT_EQ(guard("matadd"), QStringLiteral("row < rows && col < cols"));
    EXPECT_EQ(guard("3d"), QStringLiteral("x < nx && y < ny && z < nz"));
    EXPECT_EQ(guard("matmul-tiled"), QStringLiteral("row < M && col < N"));
}
