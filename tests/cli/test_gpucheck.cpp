// cudaviz-gpucheck without a GPU: its exit codes, and what it writes when a module answers
// (the two-device fake multiplies on the CPU, answers zeros for gpu-naive and runs out of
// memory for FP16, so both a pass and a failure can be seen).
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace {
struct CheckRun
{
    int exitCode = -1;
    QString out, err;
};

CheckRun gpucheck(const QStringList& args, const QString& module = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!module.isEmpty())
        env.insert(QStringLiteral("CUDAVIZ_GPU_MODULE"), module);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CUDAVIZ_GPUCHECK_EXE), args);
    EXPECT_TRUE(process.waitForFinished(120000));
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
}
} // namespace

TEST(GpuCheck, BadUsageIsTwo)
{
    for (const QStringList& args :
        { QStringList { QStringLiteral("--bogus") }, QStringList { QStringLiteral("--device"), QStringLiteral("-1") },
            QStringList { QStringLiteral("--size"), QStringLiteral("99999999") },
            QStringList { QStringLiteral("--json") } }) {
        const CheckRun r = gpucheck(args);
        EXPECT_EQ(r.exitCode, 2) << args.join(' ').toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("usage:"))) << r.err.toStdString();
    }
}

TEST(GpuCheck, NoUsableGpuIsThreeWithTheReason)
{
    const CheckRun missing = gpucheck({}, QStringLiteral("/nonexistent/cudaviz_cuda.so"));
    EXPECT_EQ(missing.exitCode, 3);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("is missing"))) << missing.err.toStdString();
    const CheckRun noDriver = gpucheck({}, QStringLiteral(FAKE_GPU_NO_DRIVER_PATH));
    EXPECT_EQ(noDriver.exitCode, 3);
    EXPECT_TRUE(noDriver.err.contains(QStringLiteral("no NVIDIA driver"))) << noDriver.err.toStdString();
    const CheckRun wrongVersion = gpucheck({}, QStringLiteral(FAKE_GPU_WRONG_VERSION_PATH));
    EXPECT_EQ(wrongVersion.exitCode, 3);
    EXPECT_TRUE(wrongVersion.err.contains(QStringLiteral("interface version"))) << wrongVersion.err.toStdString();
}

TEST(GpuCheck, AFailedCheckIsOneAndTheResultsFileIsTheAppsFormat)
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("check.json"));
    const CheckRun r = gpucheck(
        { QStringLiteral("--small"), QStringLiteral("--size"), QStringLiteral("16"), QStringLiteral("--json"), json },
        QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
    EXPECT_EQ(r.exitCode, 1) << r.err.toStdString();
    // The fake's gpu-naive answers zeros: the host reference catches it at every shape.
    EXPECT_TRUE(r.out.contains(QStringLiteral("FAIL  gpu-naive 17x17x17 pinned"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("PASS  gpu-cublas 33x17x65 pageable"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("PASS  out-of-memory refusal"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("FAIL  index trace"))) << r.out.toStdString(); // the fake runs no kernels
    QFile file(json);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    EXPECT_TRUE(text.startsWith("{\"format\":\"cudaviz-bench-1\""));
    EXPECT_TRUE(text.contains("\"backend\":\"gpu-cublas\",\"m\":16"));
    // The app's own reader takes it: `cudaviz chart` draws it.
    QProcess chart;
    chart.start(QStringLiteral(CUDAVIZ_EXE),
        { QStringLiteral("chart"), json, QStringLiteral("-o"), dir.filePath(QStringLiteral("c.svg")) });
    ASSERT_TRUE(chart.waitForFinished(60000));
    EXPECT_EQ(chart.exitCode(), 0) << chart.readAllStandardError().toStdString();
}
