// cudaviz-gpucheck without a GPU: its exit codes, and what it writes when a module answers
// (the two-device fake multiplies on the CPU, answers zeros for gpu-naive and runs out of
// memory for FP16, so both a pass and a failure can be seen).
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
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
    // The fake multiplies TF32 in FP32 and launches any grid: the check tells both apart.
    EXPECT_TRUE(r.out.contains(QStringLiteral("FAIL  gpu-cublas-tf32 engaged"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("FAIL  tall product refused"))) << r.out.toStdString();
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

// The launches ncu counts in scripts/gpu-check: each ladder kernel once, its answer checked.
TEST(GpuCheck, ProfileLadderRunsTheLadderKernelsAndChecksThem)
{
    const CheckRun r = gpucheck(
        { QStringLiteral("--profile-ladder"), QStringLiteral("32") }, QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
    EXPECT_EQ(r.exitCode, 1); // the fake's gpu-naive answers zeros
    EXPECT_TRUE(r.err.contains(QStringLiteral("gpu-naive: C[0] = 0, expected 32"))) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("gpu-tiled"))) << r.err.toStdString();
    EXPECT_EQ(gpucheck({ QStringLiteral("--profile-ladder"), QStringLiteral("0") }).exitCode, 2);
}

// The emulator's prediction that gpu-check sets beside ncu's counters is the one the model
// gives today: regenerated here and compared with the committed file.
TEST(GpuCheck, TheCommittedTrafficPredictionIsCurrent)
{
    QProcess predict;
    predict.start(QStringLiteral("bash"),
        { QStringLiteral(CUDAVIZ_SOURCE_DIR "/scripts/predict-ladder-traffic"), QStringLiteral(CUDAVIZ_EXE) });
    ASSERT_TRUE(predict.waitForFinished(120000));
    ASSERT_EQ(predict.exitCode(), 0) << predict.readAllStandardError().toStdString();
    QFile committed(QStringLiteral(CUDAVIZ_SOURCE_DIR "/gpucheck/ladder-traffic-128.json"));
    ASSERT_TRUE(committed.open(QIODevice::ReadOnly));
    EXPECT_EQ(predict.readAllStandardOutput(), committed.readAll())
        << "run scripts/predict-ladder-traffic build/bin/cudaviz > gpucheck/ladder-traffic-128.json";
}

// scripts/ncu-vs-emulator.py reads ncu's raw CSV (quoted, a units row, thousands separators,
// every launch of a kernel) and keeps the first launch of each ladder kernel.
TEST(GpuCheck, NcuCountersAreSetBesideThePrediction)
{
    QTemporaryDir dir;
    const QString csvPath = dir.filePath(QStringLiteral("ncu.csv")), outPath = dir.filePath(QStringLiteral("o.json"));
    QFile csv(csvPath);
    ASSERT_TRUE(csv.open(QIODevice::WriteOnly));
    csv.write("==PROF== Connected to process 123\n"
              "\"ID\",\"Process ID\",\"Kernel Name\",\"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum\","
              "\"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum\"\n"
              "\"\",\"\",\"\",\"request\",\"sector\"\n"
              "\"0\",\"123\",\"(anonymous namespace)::naiveKernel(const float *, const float *, float *, long long, "
              "long long, long long)\",\"131,072\",\"1,114,112\"\n"
              "\"1\",\"123\",\"(anonymous namespace)::naiveKernel(const float *, const float *, float *, long long, "
              "long long, long long)\",\"1\",\"1\"\n"
              "\"2\",\"123\",\"(anonymous namespace)::tiled2DKernel(const float *, const float *, float *, long long, "
              "long long, long long)\",\"4,096\",\"8,192\"\n");
    csv.close();
    QProcess compare;
    compare.start(QStringLiteral("python3"),
        { QStringLiteral(CUDAVIZ_SOURCE_DIR "/scripts/ncu-vs-emulator.py"), csvPath,
            QStringLiteral(CUDAVIZ_SOURCE_DIR "/gpucheck/ladder-traffic-128.json"), outPath });
    ASSERT_TRUE(compare.waitForFinished(60000));
    ASSERT_EQ(compare.exitCode(), 0) << compare.readAllStandardError().toStdString();
    QFile out(outPath);
    ASSERT_TRUE(out.open(QIODevice::ReadOnly));
    const QJsonObject kernels
        = QJsonDocument::fromJson(out.readAll()).object().value(QStringLiteral("kernels")).toObject();
    const QJsonObject naive = kernels.value(QStringLiteral("gpu-naive")).toObject();
    EXPECT_TRUE(naive.value(QStringLiteral("global_load_requests")).toObject().value(QStringLiteral("match")).toBool());
    EXPECT_EQ(naive.value(QStringLiteral("global_load_sectors")).toObject().value(QStringLiteral("ncu")).toDouble(),
        1114112.0);
    const QJsonObject tiled2d = kernels.value(QStringLiteral("gpu-tiled-2d")).toObject();
    EXPECT_DOUBLE_EQ(
        tiled2d.value(QStringLiteral("global_load_requests")).toObject().value(QStringLiteral("ratio")).toDouble(),
        2.0);
    EXPECT_TRUE(kernels.value(QStringLiteral("gpu-tiled"))
                    .toObject()
                    .value(QStringLiteral("global_load_requests"))
                    .toObject()
                    .value(QStringLiteral("ncu"))
                    .isNull()); // not in the CSV: no number, not a zero
}
