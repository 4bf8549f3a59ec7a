// A program of several .cu files (SourceTree::parts): the files beside it without a main are
// compiled each on its own and linked with it, as `nvcc *.cu` builds 樊哲勇's molecular-dynamics
// chapter. A file with a main of its own is another program, not a part.
#include "device/devicereport.h"
#include "playground/engine/gpurun.h"
#include "playground/program/userprogram.h"
#include "playground/source/usercompiler.h"

#include <QFile>
#include <QFileInfo>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
const QString kCourse = QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/folders/course");
const QString kProgram = QStringLiteral("chapter4/main.cu");

QString courseFile(const QString& path)
{
    QFile f(kCourse + u'/' + path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QStringList paths(const QList<TreeFile>& files)
{
    QStringList out;
    for (const TreeFile& f : files)
        out << f.path;
    return out;
}
} // namespace

// main.cu calls a function of scale.cu and one of sum.cu; both define a static blocks_for of
// their own (each file is compiled alone, so they never meet). alone.cu has its own main, and
// fill_exercise.cu only defines a fill, which main.cu has already: neither is linked.
TEST(ProgramParts, TheFilesBesideAProgramWithoutMainAreLinkedWithIt)
{
    CompileOutcome refused;
    const QString source = courseFile(kProgram);
    const auto tree = folderTree(SourceFolder { kCourse, kProgram, {} }, source, &refused, true);
    ASSERT_TRUE(tree) << refused.error.toStdString();
    EXPECT_EQ(
        paths(tree->parts), (QStringList { QStringLiteral("chapter4/scale.cu"), QStringLiteral("chapter4/sum.cu") }));
    EXPECT_EQ(
        paths(tree->files), (QStringList { QStringLiteral("chapter4/parts.h"), QStringLiteral("common/check.cuh") }));

    const CompileOutcome compiled = compileProgram(source, QStringLiteral("main.cu"), nullptr, *tree);
    ASSERT_TRUE(compiled.kernel) << compiled.error.toStdString() << compiled.output.toStdString();
    EXPECT_FALSE(compiled.kernel->fastModulePath.isEmpty()); // the fast engine's build links them too
    const ProgramOutcome outcome = runUserProgram(*compiled.kernel, kDefaultProgramTimeoutSeconds);
    ASSERT_TRUE(outcome.program) << outcome.error.toStdString();
    const UserProgram& p = *outcome.program;
    EXPECT_EQ(p.output, QStringLiteral("sum = 3000\n"));
    EXPECT_TRUE(p.findings.isEmpty());
    ASSERT_EQ(p.launches.size(), 2);
    EXPECT_EQ(p.launches[0].call.name, QStringLiteral("scale"));
    EXPECT_EQ(p.launches[1].call.name, QStringLiteral("block_sums"));
    // Lines are the program file's: a call in another file says none, not a line of main.cu.
    QList<int> lines;
    for (const ProgramCall& c : p.calls)
        lines << c.line;
    EXPECT_EQ(lines, (QList<int> { 18, 19, 0, 0, 0, 0, 0, 22 }));
}

// A kernel run alone, and a file alone, take no parts: only a whole program links them.
TEST(ProgramParts, OnlyAWholeProgramTakesItsParts)
{
    CompileOutcome refused;
    const auto kernelTree = folderTree(SourceFolder { kCourse, QStringLiteral("chapter4/scale.cu"), {} },
        courseFile(QStringLiteral("chapter4/scale.cu")), &refused);
    ASSERT_TRUE(kernelTree) << refused.error.toStdString();
    EXPECT_TRUE(kernelTree->parts.isEmpty());
    const CompileOutcome alone = compileProgram(courseFile(kProgram), QStringLiteral("main.cu"));
    EXPECT_FALSE(alone.kernel); // its includes are the folder's: a file alone cannot compile
}

// Run on GPU builds the same files with nvcc: the program and its parts, linked.
TEST(ProgramParts, NvccBuildsTheProgramWithItsParts)
{
#if defined(CUDAVIZ_TEST_NVCC)
    qputenv("CUDAVIZ_NVCC", CUDAVIZ_TEST_NVCC);
    if (!collectDeviceReport().cudaAvailable())
        qputenv("CUDAVIZ_NVCC_ARCH", "sm_90"); // -arch=native needs a GPU
    CompileOutcome refused;
    const QString source = courseFile(kProgram);
    const auto tree = folderTree(SourceFolder { kCourse, kProgram, {} }, source, &refused, true);
    ASSERT_TRUE(tree);
    const CompileOutcome gpu = compileProgramForGpu(source, QStringLiteral("main.cu"), nullptr, *tree);
    EXPECT_TRUE(gpu.kernel) << gpu.error.toStdString() << gpu.output.toStdString();
    qunsetenv("CUDAVIZ_NVCC_ARCH");
#else
    GTEST_SKIP() << "built without nvcc";
#endif
}
