// The arithmetic and file rules every hostile input meets in core.
#include "bench/matmulabi.h"
#include "charts/resultfile.h"
#include "kernels/checkedmath.h"
#include "mapping/gridlayout.h"
#include "mapping/mappingsetup.h"
#include "mapping/threadmapping.h"
#include "util/fileio.h"
#include "util/wholenumber.h"

#include <QFile>
#include <QTemporaryDir>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

using namespace cvz;

TEST(CheckedMath, ProductsSaturateInsteadOfWrapping)
{
    EXPECT_EQ(saturatingMul(3, 4), 12);
    EXPECT_EQ(saturatingMul(int64_t(1) << 40, int64_t(1) << 40), kSaturatedCount);
    EXPECT_FALSE(checkedMul(int64_t(1) << 32, int64_t(1) << 31).has_value());
    EXPECT_EQ(saturatingAdd(kSaturatedCount, 1), kSaturatedCount);
    EXPECT_EQ(wholeNumber(9.3e18), std::nullopt);
    EXPECT_EQ(wholeNumber(NAN), std::nullopt);
    EXPECT_EQ(wholeNumber(2.5), std::nullopt);
    EXPECT_EQ(wholeNumber(-7), -7);
}

TEST(CheckedMath, LaunchCountsPast64BitsAreSaturatedAndSaidApproximately)
{
    // The launch that used to wrap to a small count and crash the renderer.
    const LaunchConfig launch { { 143575247, 65350, 65535 }, { 30, 1, 1 } };
    EXPECT_FALSE(validateLaunch(launch).has_value()) << "CUDA itself allows it";
    EXPECT_EQ(launch.totalThreads(), kSaturatedCount);
    EXPECT_TRUE(totalThreadsText(launch).startsWith(QStringLiteral("about 1.84e+19")))
        << totalThreadsText(launch).toStdString();
    MappingSetup setup;
    setup.shape = { { 100, 1, 1 } };
    setup.launch = launch;
    const auto error = validateSetup(setup);
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(error->contains(QStringLiteral("more than the picture can follow"))) << error->toStdString();

    const LaunchConfig largest { { 2147483647, 65535, 65535 }, { 1024, 1, 1 } };
    EXPECT_EQ(largest.totalThreads(), kSaturatedCount);
    EXPECT_EQ(Dim3({ int64_t(1) << 40, int64_t(1) << 40, 1 }).count(), kSaturatedCount);
    EXPECT_EQ(ceilDiv(kSaturatedCount, 2), int64_t(1) << 62);
}

TEST(CheckedMath, ThePictureRefusesDataPastItsBudgetAndItsImagesStayBounded)
{
    MappingSetup setup;
    setup.kernel = TeachingKernel::GridStride;
    setup.shape = { { 2147483647, 1, 1 } }; // asked an 8 GiB QImage once
    setup.launch = { { 4, 1, 1 }, { 256, 1, 1 } };
    auto error = validateSetup(setup);
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(error->contains(QStringLiteral("more than the picture draws"))) << error->toStdString();

    // The worst thread image: 2^24 one-thread blocks, a tile and its gaps each, 4 cells a thread.
    const ThreadLayout worst(LaunchConfig { { 1 << 24, 1, 1 }, { 1, 1, 1 } });
    EXPECT_LE(worst.width() * worst.height(), 4 * (int64_t(1) << 24));
}

TEST(CheckedMath, GridStrideRecordCountsWithoutCollecting)
{
    ProblemShape p;
    p.n = 30'000'000;
    const ThreadMapping m(MappingKind::GridStride1D, p, { { 1, 1, 1 }, { 1, 1, 1 } });
    const ThreadRecord r = m.record(0, 16);
    EXPECT_EQ(r.elementCount, 30'000'000);
    EXPECT_EQ(r.elements.size(), 16u);
    EXPECT_EQ(r.elements.back(), 15);
}

TEST(WholeNumber, StatesTheRealCause)
{
    QString error;
    EXPECT_EQ(parseWholeNumber(QStringLiteral(" 42 "), &error), 42);
    EXPECT_FALSE(parseWholeNumber(QStringLiteral("9223372036854775808"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("too large"))) << error.toStdString();
    EXPECT_FALSE(parseWholeNumber(QStringLiteral("-9223372036854775809"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("too small"))) << error.toStdString();
    EXPECT_FALSE(parseWholeNumber(QStringLiteral("1e3"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("not a whole number"))) << error.toStdString();
    EXPECT_FALSE(parseWholeNumber(QStringLiteral("-"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("not a whole number"))) << error.toStdString();
}

TEST(FileIo, OutputPathsAreCheckedBeforeWork)
{
    QTemporaryDir dir;
    QString error;
    EXPECT_TRUE(checkOutputPath(QStringLiteral("-"), &error));
    EXPECT_TRUE(checkOutputPath(QStringLiteral("/dev/null"), &error));
    EXPECT_TRUE(checkOutputPath(dir.filePath(QStringLiteral("new.json")), &error));
    EXPECT_FALSE(checkOutputPath(dir.path(), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("it is a folder"))) << error.toStdString();
    EXPECT_FALSE(checkOutputPath(dir.filePath(QStringLiteral("no/such/x.json")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("does not exist"))) << error.toStdString();
}

TEST(FileIo, AFifoIsWrittenInPlaceNotReplaced)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QString error;
    // Nobody reads it yet: an error at once, not a process stuck in open().
    EXPECT_FALSE(writeOutputFile(fifo, "{}", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("nothing is reading"))) << error.toStdString();
    // With a reader (opened without blocking), the contents arrive and the FIFO stays one.
    const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    ASSERT_GE(reader, 0);
    EXPECT_TRUE(writeOutputFile(fifo, "{\"a\":1}", &error)) << error.toStdString();
    char buffer[16] = {};
    EXPECT_EQ(::read(reader, buffer, sizeof buffer), 7);
    ::close(reader);
    EXPECT_EQ(QByteArray(buffer), QByteArray("{\"a\":1}"));
    struct stat st = {};
    ASSERT_EQ(::stat(QFile::encodeName(fifo).constData(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode)) << "still a FIFO, not a regular file";
}

TEST(FileIo, ResultFilesOverTheBudgetOrNotRegularAreRefused)
{
    QTemporaryDir dir;
    QString error;
    QFile big(dir.filePath(QStringLiteral("big.json")));
    ASSERT_TRUE(big.open(QIODevice::WriteOnly));
    big.resize(kMaxResultFileBytes + 1);
    big.close();
    EXPECT_FALSE(readResultFile(big.fileName(), &error));
    EXPECT_TRUE(error.contains(QString::number(kMaxResultFileBytes))) << error.toStdString();
    EXPECT_FALSE(readResultFile(dir.path(), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("is a folder"))) << error.toStdString();
    EXPECT_FALSE(readResultFile(dir.filePath(QStringLiteral("none.json")), &error));
    EXPECT_TRUE(error.endsWith(QStringLiteral("no such file"))) << error.toStdString();
}

TEST(BenchResultValidation, ImplausibleValuesNameTheField)
{
    const auto load = [](const char* field, const char* value) {
        QByteArray result = R"({"backend":"cpu-eigen","m":8,"k":8,"n":8,"median_ms":1,"status":"ok",)";
        result += QByteArray("\"") + field + "\":" + value + "}";
        result.replace(QByteArray("\"") + field + "\":", QByteArray("\"x_") + field + "\":");
        result.replace(
            QByteArray("\"x_") + field + "\":" + value + "}", QByteArray("\"") + field + "\":" + value + "}");
        QString error;
        const auto set = benchResultSetFromJson(R"({"results":[)" + result + "]}", &error);
        return set ? QString() : error;
    };
    EXPECT_TRUE(load("median_ms", "1e308").contains(QStringLiteral("results[0].median_ms = 1e+308 is out of range")));
    EXPECT_TRUE(load("median_ms", "-2").contains(QStringLiteral("results[0].median_ms = -2")));
    EXPECT_TRUE(load("gflops", "1e300").contains(QStringLiteral("results[0].gflops")));
    EXPECT_TRUE(load("h2d_ms", "-5").contains(QStringLiteral("results[0].h2d_ms")));
    EXPECT_TRUE(load("m", "9.3e18").contains(QStringLiteral("results[0].m = 9.3e+18 is out of range")));
    EXPECT_TRUE(load("samples_ms", "[1, 1e309]").contains(QStringLiteral("not valid JSON"))
        || load("samples_ms", "[1, 1e309]").contains(QStringLiteral("samples_ms[1]")));
    EXPECT_TRUE(load("samples_ms", "[1, -3]").contains(QStringLiteral("results[0].samples_ms[1] = -3")));
    EXPECT_TRUE(load("max_rel_error", "0.001").isEmpty());
}

// A broken module claiming 10^9 samples must not make core read past kernel_ms.
TEST(MatmulAbi, ResultCountsAreNotTrusted)
{
    auto result = std::make_unique<cvz_matmul_result>();
    result->sample_count = 1000000000;
    result->first_run_ms = -1;
    result->h2d_ms = 0.5;
    result->d2h_ms = -3;
    BenchResult r;
    readMatmulResult(*result, r);
    EXPECT_EQ(r.samplesMs.size(), size_t(CVZ_MAX_SAMPLES));
    EXPECT_FALSE(r.firstRunMs.has_value());
    EXPECT_EQ(r.h2dMs, 0.5);
    EXPECT_FALSE(r.d2hMs.has_value());
    result->sample_count = -5;
    readMatmulResult(*result, r);
    EXPECT_TRUE(r.samplesMs.empty());
}
