#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz::test;

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
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cannot write /nonexistent-dir/r.json")));
}
