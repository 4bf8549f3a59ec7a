#include "clirunner.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QThread>
#include <csignal>
#include <gtest/gtest.h>
#include <sys/types.h>

using namespace cvz;

TEST(CliBench, CpuRunPrintsATableAndWritesJsonAndCsv)
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("r.json")), csv = dir.filePath(QStringLiteral("r.csv"));
    const CliResult r = runCudaviz(
        { QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("17,64"), QStringLiteral("--shape"),
            QStringLiteral("33x7x65"), QStringLiteral("--backends"), QStringLiteral("cpu-eigen,cpu-naive,gpu-cublas"),
            QStringLiteral("--json"), json, QStringLiteral("--csv"), csv },
        QStringLiteral(FAKE_GPU_NO_DRIVER_PATH));
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("cpu-eigen")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("33x7x65")));
    QFile jsonFile(json);
    ASSERT_TRUE(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(jsonFile.readAll()).object();
    const QJsonArray results = doc.value(QStringLiteral("results")).toArray();
    ASSERT_EQ(results.size(), 9);
    for (const QJsonValue& v : results) {
        const QJsonObject o = v.toObject();
        for (const char* key : { "backend", "m", "k", "n", "samples_ms", "median_ms", "iqr_ms", "gflops", "h2d_ms",
                 "kernel_ms", "d2h_ms", "max_rel_error", "status", "message" })
            EXPECT_TRUE(o.contains(QString::fromLatin1(key))) << key;
        if (o.value(QStringLiteral("backend")).toString() == QStringLiteral("gpu-cublas")) {
            EXPECT_EQ(o.value(QStringLiteral("status")).toString(), QStringLiteral("skipped"));
            EXPECT_FALSE(o.value(QStringLiteral("message")).toString().isEmpty());
        } else {
            EXPECT_EQ(o.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
            EXPECT_GE(o.value(QStringLiteral("samples_ms")).toArray().size(), 10);
        }
    }
    const QJsonObject machine = doc.value(QStringLiteral("machine")).toObject();
    EXPECT_FALSE(machine.value(QStringLiteral("cpu_model")).toString().isEmpty());
    EXPECT_FALSE(machine.value(QStringLiteral("compiler")).toString().isEmpty());
    EXPECT_FALSE(machine.value(QStringLiteral("eigen_version")).toString().isEmpty());
    QFile csvFile(csv);
    ASSERT_TRUE(csvFile.open(QIODevice::ReadOnly));
    EXPECT_EQ(csvFile.readAll().count('\n'), 10); // header + 9
}

TEST(CliBench, AWrongGpuResultExitsOne)
{
    const CliResult r = runCudaviz({ QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("16"),
                                       QStringLiteral("--backends"), QStringLiteral("gpu-naive,gpu-tiled") },
        QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("wrong result")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("gpu-tiled")));
}

TEST(CliBench, BadInputExitsTwoWithAClearMessage)
{
    const struct
    {
        QStringList args;
        const char* message;
    } cases[] = {
        { { QStringLiteral("--sizes"), QStringLiteral("0") }, "size 0 is out of range" },
        { { QStringLiteral("--sizes"), QStringLiteral("-5") }, "size -5 is out of range" },
        { { QStringLiteral("--sizes"), QStringLiteral("abc") }, "'abc' is not a whole number" },
        { { QStringLiteral("--backends"), QStringLiteral("gpu-magic") }, "unknown backend 'gpu-magic'" },
        { { QStringLiteral("--shape"), QStringLiteral("12x12") }, "is not MxKxN" },
        { { QStringLiteral("--samples"), QStringLiteral("0") }, "--samples '0' must be a whole number from 1" },
        { { QStringLiteral("--pinned"), QStringLiteral("--pageable") }, "not both" },
    };
    for (const auto& c : cases) {
        const CliResult r = runCudaviz(QStringList { QStringLiteral("bench") } + c.args);
        EXPECT_EQ(r.exitCode, 2) << c.message;
        EXPECT_TRUE(r.err.contains(QString::fromLatin1(c.message))) << r.err.toStdString();
    }
}

TEST(CliBench, UnwritableJsonPathFailsWithTheReason)
{
    const CliResult r = runCudaviz(
        { QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("8"), QStringLiteral("--backends"),
            QStringLiteral("cpu-eigen"), QStringLiteral("--json"), QStringLiteral("/nonexistent-dir/r.json") });
    // Refused before the benchmark runs, as bad usage: nothing was measured to lose.
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cannot write /nonexistent-dir/r.json: the folder /nonexistent-dir does "
                                              "not exist")))
        << r.err.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("cpu-eigen"))) << "no run before the refusal";
}

namespace {
// Starts a long bench, waits until it reports its first run, then sends `signals`.
CliResult interruptedBench(const QString& json, const std::vector<int>& toSend)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CUDAVIZ_EXE),
        { QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("1024,2048"), QStringLiteral("--samples"),
            QStringLiteral("1000"), QStringLiteral("--backends"), QStringLiteral("cpu-eigen"), QStringLiteral("--json"),
            json });
    process.setReadChannel(QProcess::StandardError); // the progress lines
    QByteArray err;
    while (!err.contains("[1/2]") && process.waitForReadyRead(30000))
        err += process.readAllStandardError();
    process.waitForReadyRead(300); // let it start on the work
    for (int signal : toSend)
        ::kill(pid_t(process.processId()), signal);
    CliResult result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(err + process.readAllStandardError());
    return result;
}
} // namespace

TEST(CliBench, CtrlCStopsSoonWritesWhatRanAndExits130)
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("r.json"));
    const CliResult r = interruptedBench(json, { SIGINT });
    EXPECT_EQ(r.exitCode, 130) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("interrupted"))) << r.err.toStdString();
    QFile file(json);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << "what ran is written";
    const QJsonArray results
        = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("results")).toArray();
    EXPECT_EQ(results.size(), 2);
}

TEST(CliBench, SigtermAlsoWritesWhatRan)
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("r.json"));
    const CliResult r = interruptedBench(json, { SIGTERM });
    EXPECT_EQ(r.exitCode, 128 + SIGTERM) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(json));
}

TEST(CliBench, SecondCtrlCLeavesAtOnce)
{
    QTemporaryDir dir;
    const CliResult r = interruptedBench(dir.filePath(QStringLiteral("r.json")), { SIGINT, SIGINT });
    EXPECT_EQ(r.exitCode, 130) << r.err.toStdString();
}

// The roofs: not measured, `peaks` says how; measured once, they are kept per machine, the
// next benchmark records them, and `--chart-kind roofline` draws them.
TEST(CliBench, PeaksAreMeasuredOnceAndTheRooflineDrawsThem)
{
    QTemporaryDir dir;
    CliOptions options;
    options.env = { QStringLiteral("XDG_CACHE_HOME=") + dir.filePath(QStringLiteral("cache")) };
    CliResult r = runCudaviz({ QStringLiteral("peaks") }, options);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cudaviz peaks --measure"))) << r.err.toStdString();
    r = runCudaviz({ QStringLiteral("peaks"), QStringLiteral("--measure"), QStringLiteral("--json") }, options);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject peaks = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_GT(peaks.value(QStringLiteral("peak_gflops_all_cores")).toDouble(), 0);
    EXPECT_GT(peaks.value(QStringLiteral("bandwidth_gbs")).toDouble(), 0);
    r = runCudaviz({ QStringLiteral("peaks") }, options); // kept: no second measurement
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();

    const QString json = dir.filePath(QStringLiteral("r.json")), png = dir.filePath(QStringLiteral("roof.png"));
    r = runCudaviz({ QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64,200"),
                       QStringLiteral("--backends"), QStringLiteral("cpu-eigen,cpu-openblas"), QStringLiteral("--json"),
                       json, QStringLiteral("--chart"), png, QStringLiteral("--chart-kind"), QStringLiteral("roofline"),
                       QStringLiteral("--size"), QStringLiteral("800x600") },
        options);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("CPU peak (measured)"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("cpu-openblas: OpenBLAS"))) << r.out.toStdString();
    QFile file(json);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject machine = doc.value(QStringLiteral("machine")).toObject();
    EXPECT_DOUBLE_EQ(machine.value(QStringLiteral("cpu_peak_gflops_all_cores")).toDouble(),
        peaks.value(QStringLiteral("peak_gflops_all_cores")).toDouble());
    EXPECT_TRUE(machine.value(QStringLiteral("openblas")).toString().contains(QStringLiteral("OpenMP")));
    for (const QJsonValue& v : doc.value(QStringLiteral("results")).toArray()) {
        const QJsonObject o = v.toObject();
        EXPECT_EQ(o.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        // 64^3 is under the single-thread threshold; 200^3 runs on every core.
        EXPECT_EQ(o.value(QStringLiteral("threads")).toInt(),
            o.value(QStringLiteral("m")).toInt() == 64 ? 1 : QThread::idealThreadCount());
    }
    EXPECT_TRUE(QFileInfo(png).size() > 0);
}

// OpenMP's idle threads spin 10 000 times, not libgomp's 300 000 (which collapses on a busy
// machine); the machine record says who chose, and a user's own choice stands.
TEST(CliBench, TheOpenMpWaitIsChosenAndRecorded)
{
    const auto waitOf = [](const QStringList& env) {
        CliOptions options;
        options.env = env;
        // The machine's own choice must not decide the test.
        options.unset = { QStringLiteral("OMP_WAIT_POLICY"), QStringLiteral("GOMP_SPINCOUNT"),
            QStringLiteral("CUDAVIZ_OPENMP_WAIT") };
        const CliResult r = runCudaviz(
            args({ "bench", "--sizes", "32", "--backends", "cpu-eigen", "--samples", "1", "--json", "-" }), options);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return QJsonDocument::fromJson(r.out.toUtf8())
            .object()
            .value(QStringLiteral("machine"))
            .toObject()
            .value(QStringLiteral("openmp_wait"))
            .toString();
    };
    EXPECT_EQ(waitOf({}), QStringLiteral("GOMP_SPINCOUNT=10000 (set by cudaviz)"));
    EXPECT_EQ(waitOf({ QStringLiteral("OMP_WAIT_POLICY=passive") }),
        QStringLiteral("OMP_WAIT_POLICY=passive (from the environment)"));
    EXPECT_EQ(
        waitOf({ QStringLiteral("GOMP_SPINCOUNT=500") }), QStringLiteral("GOMP_SPINCOUNT=500 (from the environment)"));
}
