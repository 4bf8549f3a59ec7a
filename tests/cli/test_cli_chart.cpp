#include "clirunner.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
QString writeFile(QTemporaryDir& dir, const QString& name, const QByteArray& contents)
{
    QFile f(dir.filePath(name));
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(contents);
    return f.fileName();
}
} // namespace

TEST(CliChart, BenchWritesAChartAndChartRedrawsItFromJson)
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("r.json")), png = dir.filePath(QStringLiteral("bars.png"));
    const CliResult bench = runCudaviz({ QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("32,64"),
        QStringLiteral("--backends"), QStringLiteral("cpu-eigen,cpu-naive"), QStringLiteral("--json"), json,
        QStringLiteral("--chart"), png, QStringLiteral("--size"), QStringLiteral("640x400") });
    ASSERT_EQ(bench.exitCode, 0) << bench.err.toStdString();
    EXPECT_EQ(QImage(png).size(), QSize(640, 400));

    const QString svg = dir.filePath(QStringLiteral("sweep.svg"));
    const CliResult chart = runCudaviz({ QStringLiteral("chart"), json, json, QStringLiteral("-o"), svg,
        QStringLiteral("--chart-kind"), QStringLiteral("sweep") });
    ASSERT_EQ(chart.exitCode, 0) << chart.err.toStdString();
    QFile f(svg);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_TRUE(f.readAll().contains("cpu-eigen"));
}

TEST(CliChart, MissingEmptyOrMalformedFilesExitTwoNamingTheFile)
{
    QTemporaryDir dir;
    const QString empty = writeFile(dir, QStringLiteral("empty.json"), "");
    const QString broken = writeFile(dir, QStringLiteral("broken.json"), "{\"results\": [1, 2");
    const QString wrong = writeFile(dir, QStringLiteral("wrong.json"), "{\"hello\": 1}");
    const struct
    {
        QString file;
        const char* says;
    } cases[] = {
        { dir.filePath(QStringLiteral("missing.json")), "missing.json: no such file" },
        { empty, "empty.json: the file is empty" },
        { broken, "broken.json: not valid JSON" },
        { wrong, "wrong.json: not a cudaviz result file" },
    };
    for (const auto& c : cases) {
        const CliResult r = runCudaviz(
            { QStringLiteral("chart"), c.file, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.png")) });
        EXPECT_EQ(r.exitCode, 2) << c.says;
        EXPECT_TRUE(r.err.contains(QString::fromLatin1(c.says))) << r.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
}

TEST(CliChart, BadOptionsAreRefusedBeforeAnyRun)
{
    const CliResult kind = runCudaviz(
        { QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("8"), QStringLiteral("--chart"),
            QStringLiteral("/tmp/x.png"), QStringLiteral("--chart-kind"), QStringLiteral("pie") });
    EXPECT_EQ(kind.exitCode, 2);
    EXPECT_TRUE(kind.err.contains(QStringLiteral("unknown chart kind 'pie'")));
    EXPECT_TRUE(kind.out.isEmpty()); // nothing ran
    const CliResult noOutput = runCudaviz({ QStringLiteral("chart"), QStringLiteral("r.json") });
    EXPECT_EQ(noOutput.exitCode, 2);
    EXPECT_TRUE(noOutput.err.contains(QStringLiteral("-o FILE")));
}
