// Run on GPU: the comparison's messages, why it is unavailable, and the nvcc module built and
// run through the helper (on this machine's GPU if there is one; without, the helper says so).
#include "playground/engine/gpurun.h"
#include "playground/source/examples.h"
#include "playground/source/launchcomment.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstring>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
QByteArray floats(std::initializer_list<float> v)
{
    QByteArray b(qsizetype(v.size() * 4), '\0');
    std::memcpy(b.data(), std::data(v), b.size());
    return b;
}
} // namespace

TEST(GpuRun, DifferencesAreNamedElementByElement)
{
    UserRun emulated;
    emulated.completed = true;
    BoundArg c;
    c.name = QStringLiteral("c");
    c.code = 'F';
    c.isBuffer = true;
    BoundArg n;
    n.name = QStringLiteral("n");
    n.code = 'i';
    emulated.args = { c, n };
    emulated.buffers = { floats({ 1, 2, 3, 4, 5 }), QByteArray() };
    EXPECT_TRUE(compareBuffers(emulated, { floats({ 1, 2, 3, 4, 5.00001f }), QByteArray() }).isEmpty()); // an FMA apart
    const QList<Finding> f = compareBuffers(emulated, { floats({ 1, 0, 3, 9, 5 }), QByteArray() });
    ASSERT_EQ(f.size(), 1);
    EXPECT_EQ(f[0].kind, QStringLiteral("gpu_mismatch"));
    EXPECT_EQ(f[0].message.toStdString(),
        "On the GPU, 2 element(s) of c differ from the emulator: c[1] is 0 on the GPU, 2 in the emulator; c[3] is 9 on "
        "the GPU, 4 in the emulator. A race, shared memory read before it was written, or a read out of bounds gives "
        "different values on different hardware.");
}

TEST(GpuRun, WithoutAGpuTheButtonSaysWhy)
{
    EXPECT_EQ(gpuRunUnavailable(DeviceReport {})->toStdString(), "No CUDA GPU to run on (not probed yet).");
}

TEST(GpuRun, NvccBuildsTheModuleAndTheHelperRunsIt)
{
#if defined(CUDAVIZ_TEST_NVCC)
    qputenv("CUDAVIZ_NVCC", CUDAVIZ_TEST_NVCC);
    const DeviceReport report = collectDeviceReport();
    if (!report.cudaAvailable())
        qputenv("CUDAVIZ_NVCC_ARCH", "sm_90"); // -arch=native needs a GPU
    const QString source = exampleSource(QStringLiteral("vector_add.cu"));
    QString error;
    const auto launch = parseLaunchOptions(*launchComment(source, &error), &error);
    ASSERT_TRUE(launch);
    const CompileOutcome host = compileKernel(source, QStringLiteral("vector_add.cu"), launch->kernel);
    ASSERT_TRUE(host.kernel) << host.error.toStdString();
    const RunOutcome emulated = runUserKernel(*host.kernel, launch->spec);
    ASSERT_TRUE(emulated.run);
    const CompileOutcome gpu = compileKernelForGpu(source, QStringLiteral("vector_add.cu"), launch->kernel);
    qunsetenv("CUDAVIZ_NVCC_ARCH");
    ASSERT_TRUE(gpu.kernel) << gpu.error.toStdString() << gpu.output.toStdString();
    const GpuComparison compared = runOnGpuAndCompare(*gpu.kernel, *emulated.run, 30.0);
    if (report.cudaAvailable()) {
        EXPECT_TRUE(compared.error.isEmpty()) << compared.error.toStdString();
        EXPECT_TRUE(compared.mismatches.isEmpty());
    } else {
        // The helper loads the module and CUDA answers: no device (or no driver) here.
        EXPECT_TRUE(compared.error.startsWith(QStringLiteral("The GPU run failed in cudaMalloc: ")))
            << compared.error.toStdString();
    }
#else
    GTEST_SKIP() << "built without nvcc";
#endif
}

TEST(GpuRun, NvccNeverSeesAPathTheStudentChose)
{
#if defined(CUDAVIZ_TEST_NVCC)
    qputenv("CUDAVIZ_NVCC", CUDAVIZ_TEST_NVCC);
    const CompileOutcome gpu
        = compileKernelForGpu(QStringLiteral("#include </etc/shadow>\n__global__ void k(int* a) { a[0] = 1; }\n"),
            QStringLiteral("k.cu"), QStringLiteral("k"));
    EXPECT_FALSE(gpu.kernel);
    EXPECT_TRUE(gpu.output.isEmpty()); // nvcc never ran
    EXPECT_TRUE(gpu.error.startsWith(QStringLiteral("Line 1: #include of /etc/shadow is refused")))
        << gpu.error.toStdString();
#else
    GTEST_SKIP() << "built without nvcc";
#endif
}

// Run on GPU compiles the student's same file with nvcc: every kernel of the CUDA-vocabulary
// tests (shuffles, cooperative groups, every atomic, half, vector types, host code ...) builds
// into a GPU module. Where a GPU exists, `cudaviz run --gpu` then compares the buffers.
TEST(GpuRun, NvccBuildsEveryVocabularyKernel)
{
#if defined(CUDAVIZ_TEST_NVCC)
    qputenv("CUDAVIZ_NVCC", CUDAVIZ_TEST_NVCC);
    if (!collectDeviceReport().cudaAvailable())
        qputenv("CUDAVIZ_NVCC_ARCH", "sm_90"); // -arch=native needs a GPU
    const QDir dir(QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/cuda"));
    const QStringList files = dir.entryList({ QStringLiteral("*.cu") }, QDir::Files, QDir::Name);
    ASSERT_GE(files.size(), 19);
    for (const QString& file : files) {
        QFile f(dir.filePath(file));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(f.readAll());
        QString error;
        const auto launch = parseLaunchOptions(launchComment(source, &error).value_or(QStringList()), &error);
        ASSERT_TRUE(launch) << file.toStdString() << ": " << error.toStdString();
        const CompileOutcome gpu = compileKernelForGpu(source, file, launch->kernel);
        EXPECT_TRUE(gpu.kernel) << file.toStdString() << ": " << gpu.error.toStdString() << gpu.output.toStdString();
    }
    qunsetenv("CUDAVIZ_NVCC_ARCH");
#else
    GTEST_SKIP() << "built without nvcc";
#endif
}

// The shipped whole programs are real CUDA: nvcc builds each as it is, with the Toolkit's own
// runtime (Run on GPU and cudaviz run --gpu then run its main on the GPU).
TEST(GpuRun, NvccBuildsEveryShippedProgram)
{
#if defined(CUDAVIZ_TEST_NVCC)
    qputenv("CUDAVIZ_NVCC", CUDAVIZ_TEST_NVCC);
    if (!collectDeviceReport().cudaAvailable())
        qputenv("CUDAVIZ_NVCC_ARCH", "sm_90"); // -arch=native needs a GPU
    ASSERT_GE(programFiles().size(), 10);
    for (const QString& file : programFiles()) {
        const CompileOutcome gpu = compileProgramForGpu(programSource(file), file);
        EXPECT_TRUE(gpu.kernel) << file.toStdString() << ": " << gpu.error.toStdString() << gpu.output.toStdString();
    }
    EXPECT_FALSE(compileProgramForGpu(QStringLiteral("__global__ void k() {}\n"), QStringLiteral("k.cu")).kernel);
    qunsetenv("CUDAVIZ_NVCC_ARCH");
#else
    GTEST_SKIP() << "built without nvcc";
#endif
}

// The library programs build with nvcc as they are: cuBLAS from the Toolkit (Run on GPU links
// -lcublas when the program calls it), Thrust from the Toolkit's own headers, not the emulator's;
// and texture objects from the Toolkit's own runtime.
TEST(GpuRun, NvccBuildsTheLibraryPrograms)
{
#if defined(CUDAVIZ_TEST_NVCC)
    qputenv("CUDAVIZ_NVCC", CUDAVIZ_TEST_NVCC);
    if (!collectDeviceReport().cudaAvailable())
        qputenv("CUDAVIZ_NVCC_ARCH", "sm_90"); // -arch=native needs a GPU
    for (const char* file : { "cublas_calls.cu", "thrust_calls.cu", "textures.cu" }) {
        QFile f(QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/programs/") + QLatin1String(file));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const CompileOutcome gpu = compileProgramForGpu(QString::fromUtf8(f.readAll()), QLatin1String(file));
        EXPECT_TRUE(gpu.kernel) << file << ": " << gpu.error.toStdString() << gpu.output.toStdString();
    }
    qunsetenv("CUDAVIZ_NVCC_ARCH");
#else
    GTEST_SKIP() << "built without nvcc";
#endif
}

// A folder's program builds with nvcc too, from the same copies of its headers (the emulator's compile
// and Run on GPU see the same files), and an nvcc error in a header names it as the folder has it.
TEST(GpuRun, NvccBuildsAFolderProgramFromTheSameCopies)
{
#if defined(CUDAVIZ_TEST_NVCC)
    qputenv("CUDAVIZ_NVCC", CUDAVIZ_TEST_NVCC);
    if (!collectDeviceReport().cudaAvailable())
        qputenv("CUDAVIZ_NVCC_ARCH", "sm_90"); // -arch=native needs a GPU
    const QString course = QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/folders/course");
    for (const QString& program :
        { QStringLiteral("chapter1/scale_program.cu"), QStringLiteral("chapter2/broken_program.cu") }) {
        QFile f(course + u'/' + program);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(f.readAll());
        CompileOutcome refused;
        const auto tree = folderTree(SourceFolder { course, program, {} }, source, &refused);
        ASSERT_TRUE(tree) << refused.error.toStdString();
        const CompileOutcome gpu = compileProgramForGpu(source, QFileInfo(program).fileName(), nullptr, *tree);
        if (program.startsWith(QStringLiteral("chapter1"))) {
            EXPECT_TRUE(gpu.kernel) << gpu.error.toStdString() << gpu.output.toStdString();
        } else {
            EXPECT_FALSE(gpu.kernel);
            EXPECT_TRUE(gpu.output.contains(QStringLiteral("chapter2/broken.cuh(6)"))) << gpu.output.toStdString();
        }
    }
    qunsetenv("CUDAVIZ_NVCC_ARCH");
#else
    GTEST_SKIP() << "built without nvcc";
#endif
}
