#include "clirunner.h"
#include "fakesysfs.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
QJsonObject parseObject(const QString& text)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString() << "\n" << text.toStdString();
    return doc.object();
}
} // namespace

TEST(Cli, DevicesJsonWithTheRealModuleIsValidAndExitsZero)
{
    const CliResult r = runCudaviz({ QStringLiteral("devices"), QStringLiteral("--json") });
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject json = parseObject(r.out);
    for (const char* key : { "cuda_available", "reason", "driver_version", "runtime_version", "devices", "cpu" })
        EXPECT_TRUE(json.contains(QString::fromLatin1(key))) << key;
    // Without a GPU (CI, this machine) the answer is "no", with a reason; with one, it is listed.
    if (json.value(QStringLiteral("cuda_available")).toBool())
        EXPECT_FALSE(json.value(QStringLiteral("devices")).toArray().isEmpty());
    else
        EXPECT_FALSE(json.value(QStringLiteral("reason")).toString().isEmpty());
}

TEST(Cli, DevicesJsonWithoutDriverSaysSoAndExitsZero)
{
    cvz::FakeSysfs gpuWithoutDriver;
    gpuWithoutDriver.gpu();
    CliOptions options;
    options.gpuModule = QStringLiteral(FAKE_GPU_NO_DRIVER_PATH);
    options.env = { QStringLiteral("CUDAVIZ_SYSFS_ROOT=") + gpuWithoutDriver.root() };
    const CliResult r = runCudaviz({ QStringLiteral("devices"), QStringLiteral("--json") }, options);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject json = parseObject(r.out);
    EXPECT_FALSE(json.value(QStringLiteral("cuda_available")).toBool(true));
    EXPECT_TRUE(json.value(QStringLiteral("reason")).toString().contains(QStringLiteral("driver")));
    EXPECT_EQ(json.value(QStringLiteral("cuda_error")).toInt(), 35);
    EXPECT_TRUE(json.value(QStringLiteral("devices")).toArray().isEmpty());
    EXPECT_FALSE(json.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("model")).toString().isEmpty());
}

TEST(Cli, DevicesJsonListsEveryDevice)
{
    const CliResult r = runCudaviz(
        { QStringLiteral("devices"), QStringLiteral("--json") }, QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject json = parseObject(r.out);
    EXPECT_TRUE(json.value(QStringLiteral("cuda_available")).toBool());
    EXPECT_EQ(json.value(QStringLiteral("devices")).toArray().size(), 2);
}

TEST(Cli, DevicesTextExplainsNoGpu)
{
    const CliResult r = runCudaviz({ QStringLiteral("devices") }, QStringLiteral(FAKE_GPU_NO_DEVICE_PATH));
    ASSERT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("No CUDA GPU found")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("cudaErrorNoDevice")));
}

TEST(Cli, HelpListsCommandsAndExitsZero)
{
    const CliResult r = runCudaviz({ QStringLiteral("--help") });
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("devices")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("--version")));
}

TEST(Cli, VersionPrintsTheVersion)
{
    const CliResult r = runCudaviz({ QStringLiteral("--version") });
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.out.startsWith(QStringLiteral("cudaviz 0."))) << r.out.toStdString();
}

TEST(Cli, UnknownCommandIsAOneLineErrorPlusUsage)
{
    const CliResult r = runCudaviz({ QStringLiteral("frobnicate") });
    EXPECT_EQ(r.exitCode, 2);
    const QStringList lines = r.err.split(QLatin1Char('\n'));
    EXPECT_EQ(lines.first(), QStringLiteral("cudaviz: unknown command 'frobnicate'"));
    EXPECT_TRUE(r.err.contains(QStringLiteral("Usage:")));
    EXPECT_TRUE(r.out.isEmpty());
}

TEST(Cli, UnknownOptionIsAOneLineErrorPlusUsage)
{
    for (const QStringList& args : { QStringList { QStringLiteral("--frobnicate") },
             QStringList { QStringLiteral("devices"), QStringLiteral("--frobnicate") } }) {
        const CliResult r = runCudaviz(args);
        EXPECT_EQ(r.exitCode, 2) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.startsWith(QStringLiteral("cudaviz: Unknown option 'frobnicate'"))) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("Usage:")));
    }
}

TEST(Cli, NoDisplayForTheWindowIsExplained)
{
    const CliResult r = runCudaviz({});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("xvfb-run")));
    EXPECT_TRUE(r.err.contains(QStringLiteral("cudaviz devices")));
}
