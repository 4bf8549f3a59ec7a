// A run's estimate before it starts (launchpace.h): from the last run of the same compiled code,
// kept beside its module, scaled by the launch's threads; said only when long or past the limit.
#include "playground/program/launchpace.h"
#include "playground/protocol/budgets.h"

#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
// The texts use the locale's digit groups: these tests read them in English.
struct EnglishNumbers : ::testing::Test
{
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};
using LaunchPaces = EnglishNumbers;

KernelPace pace(TraceMode mode, bool whole, int64_t threads, double seconds, int cores = 2)
{
    return { mode, whole, threads, seconds, cores };
}
} // namespace

TEST_F(LaunchPaces, ALaunchIsScaledFromTheRunOfItsModeNearestInSize)
{
    const QList<KernelPace> paces { pace(TraceMode::Auto, true, 1 << 10, 0.5),
        pace(TraceMode::Auto, false, 1 << 24, 8.0), pace(TraceMode::None, false, 1 << 20, 1.0) };
    const auto big = estimateLaunch(paces, TraceMode::Auto, 1 << 26, 2);
    ASSERT_TRUE(big.has_value());
    EXPECT_DOUBLE_EQ(big->seconds, 32.0); // from the 16 Mi run, not the 1 Ki one
    EXPECT_EQ(big->basis.threads, 1 << 24);
    const auto small = estimateLaunch(paces, TraceMode::Auto, 1 << 12, 2);
    ASSERT_TRUE(small.has_value());
    EXPECT_DOUBLE_EQ(small->seconds, 2.0);
    EXPECT_DOUBLE_EQ(estimateLaunch(paces, TraceMode::None, 1 << 23, 2)->seconds, 8.0);
    // Another trace mode or another number of cores is another pace: no estimate from it.
    EXPECT_FALSE(estimateLaunch(paces, TraceMode::Sample, 1 << 20, 2).has_value());
    EXPECT_FALSE(estimateLaunch(paces, TraceMode::None, 1 << 20, 1).has_value());
    EXPECT_FALSE(estimateLaunch({}, TraceMode::Auto, 1 << 20, 2).has_value());
}

// In auto, a small launch is traced whole and a large one sampled: each is drawn from a run traced as it
// will be, however near in size the other is; in between, where the budget decides, from the nearer.
TEST_F(LaunchPaces, ALaunchIsDrawnFromARunTracedAsItWillBe)
{
    EXPECT_EQ(tracedWhole(TraceMode::Auto, kFastBuildThreads), true);
    EXPECT_EQ(tracedWhole(TraceMode::Auto, kMaxThreads + 1), false);
    EXPECT_FALSE(tracedWhole(TraceMode::Auto, kFastBuildThreads + 1).has_value());
    EXPECT_EQ(tracedWhole(TraceMode::All, int64_t(1) << 30), true);
    EXPECT_EQ(tracedWhole(TraceMode::None, 1), false);
    const QList<KernelPace> paces { pace(TraceMode::Auto, true, 1 << 19, 4.0),
        pace(TraceMode::Auto, false, 1 << 30, 1.0) };
    const int64_t big = int64_t(1) << 23;
    const auto sampled = estimateLaunch(paces, TraceMode::Auto, big, 2, tracedWhole(TraceMode::Auto, big));
    ASSERT_TRUE(sampled.has_value());
    EXPECT_EQ(sampled->basis.threads, 1 << 30);
    EXPECT_DOUBLE_EQ(sampled->seconds, 1.0 / 128);
    const auto middle = estimateLaunch(paces, TraceMode::Auto, 1 << 21, 2, tracedWhole(TraceMode::Auto, 1 << 21));
    ASSERT_TRUE(middle.has_value());
    EXPECT_EQ(middle->basis.threads, 1 << 19);
    EXPECT_FALSE(estimateLaunch({ paces[1] }, TraceMode::Auto, 1 << 10, 2, true).has_value());
}

TEST_F(LaunchPaces, OnlyALongLaunchOrOnePastItsLimitIsSpokenOf)
{
    const KernelPace basis = pace(TraceMode::None, false, 4194304, 10.0);
    EXPECT_FALSE(launchEstimateText({ 4.9, basis }, 2097152, 10.0).has_value());
    EXPECT_EQ(launchEstimateText({ 40.0, basis }, 16777216, 60.0).value_or(QString()),
        QStringLiteral("This launch of 16,777,216 threads will take about 40 s here, from the last run of this "
                       "kernel (4,194,304 threads in 10 s)."));
    EXPECT_EQ(launchEstimateText({ 2.5, basis }, 1048576, 2.0).value_or(QString()),
        QStringLiteral("This launch of 1,048,576 threads will take about 2.5 s here, from the last run of this "
                       "kernel (4,194,304 threads in 10 s). That is past its time limit of 2.0 s: raise the limit, "
                       "or launch fewer threads."));
}

TEST_F(LaunchPaces, AProgramIsEstimatedFromItsLastRunWithTheSameArguments)
{
    const ProgramPace last { { QStringLiteral("4"), QStringLiteral("300") }, TraceMode::Auto, 28.0, true };
    const QStringList args { QStringLiteral("4"), QStringLiteral("300") };
    EXPECT_EQ(programEstimateText(last, args, TraceMode::Auto, 120.0).value_or(QString()),
        QStringLiteral("The last run of this program with these arguments took 28 s here."));
    EXPECT_EQ(programEstimateText(last, args, TraceMode::Auto, 20.0).value_or(QString()),
        QStringLiteral("The last run of this program with these arguments took 28 s here. That is past this run's "
                       "time limit of 20 s: raise the limit, or give it smaller sizes."));
    EXPECT_FALSE(programEstimateText(last, { QStringLiteral("4") }, TraceMode::Auto, 120.0).has_value());
    EXPECT_FALSE(programEstimateText(last, args, TraceMode::None, 120.0).has_value());
    const ProgramPace stopped { args, TraceMode::Auto, 119.6, false };
    EXPECT_EQ(programEstimateText(stopped, args, TraceMode::Auto, 120.0).value_or(QString()),
        QStringLiteral("The last run of this program with these arguments ran 120 s here and did not finish. That "
                       "is past this run's time limit of 120 s: raise the limit, or give it smaller sizes."));
    const ProgramPace quick { args, TraceMode::Auto, 0.4, true };
    EXPECT_FALSE(programEstimateText(quick, args, TraceMode::Auto, 120.0).has_value());
}

TEST_F(LaunchPaces, PacesAreKeptBesideTheModuleOnePerModeAndWhatDoesNotReadIsIgnored)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString module = dir.filePath(QStringLiteral("0123abcd.so"));
    EXPECT_EQ(paceFilePath(module), dir.filePath(QStringLiteral("0123abcd.pace")));
    EXPECT_TRUE(readModulePaces(module).kernel.isEmpty());
    ASSERT_TRUE(recordKernelPace(module, pace(TraceMode::Auto, true, 1024, 0.25)));
    ASSERT_TRUE(recordKernelPace(module, pace(TraceMode::Auto, false, 1 << 24, 3.0)));
    ASSERT_TRUE(recordKernelPace(module, pace(TraceMode::Auto, true, 2048, 0.75))); // replaces the first
    ASSERT_TRUE(recordProgramPace(module, { { QStringLiteral("7") }, TraceMode::Sample, 12.5, false }));
    const ModulePaces read = readModulePaces(module);
    ASSERT_EQ(read.kernel.size(), 2);
    EXPECT_EQ(read.kernel[0].threads, 1 << 24);
    EXPECT_EQ(read.kernel[1].threads, 2048);
    EXPECT_DOUBLE_EQ(read.kernel[1].seconds, 0.75);
    EXPECT_EQ(read.kernel[1].cores, 2);
    ASSERT_TRUE(read.program.has_value());
    EXPECT_EQ(read.program->args, QStringList { QStringLiteral("7") });
    EXPECT_EQ(read.program->mode, TraceMode::Sample);
    EXPECT_FALSE(read.program->finished);

    // A damaged file, and entries that do not read (a negative time, no mode, a huge count), give nothing.
    for (const QByteArray& text : { QByteArray("{\"kernel\": [1, 2"), QByteArray("\xff\xfe garbage"),
             QByteArray(R"({"kernel":[{"mode":"auto","whole":true,"threads":64,"seconds":-1,"cores":2},)"
                        R"({"whole":true,"threads":64,"seconds":1,"cores":2},)"
                        R"({"mode":"none","threads":1e300,"seconds":1,"cores":2}],"program":{"mode":"x"}})") }) {
        QFile file(paceFilePath(module));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        file.close();
        const ModulePaces damaged = readModulePaces(module);
        EXPECT_TRUE(damaged.kernel.isEmpty()) << text.toStdString();
        EXPECT_FALSE(damaged.program.has_value()) << text.toStdString();
    }
}
