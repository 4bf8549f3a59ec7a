// Messages as a Chinese user reads them: the CLI in zh_CN on programs with each kind of finding,
// their text checked against the spacing rules (core/util/chinesespacing.h). The translations are
// checked string by string in tests/i18n; this checks what the placeholders are filled with.
#include "clirunner.h"
#include "util/chinesespacing.h"

#include <QDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
CliOptions chinese()
{
    CliOptions o;
    o.env = { QStringLiteral("LANG=zh_CN.UTF-8") }; // as a Chinese desktop starts it
    o.unset = { QStringLiteral("LC_ALL"), QStringLiteral("LC_MESSAGES"), QStringLiteral("LANGUAGE") };
    o.timeoutMs = 120000;
    return o;
}
} // namespace

class ChineseMessages : public ::testing::TestWithParam<const char*>
{
};

TEST_P(ChineseMessages, AreSpacedAsChinese)
{
    const QString file = QStringLiteral(CUDAVIZ_SOURCE_DIR "/") + QString::fromLatin1(GetParam());
    const CliResult r = runCudaviz({ QStringLiteral("run"), file }, chinese());
    ASSERT_GE(r.exitCode, 0);
    ASSERT_TRUE(r.out.contains(QStringLiteral("第"))) << "not in Chinese:\n" << r.out.toStdString(); // "第 12 行"
    const QStringList problems = chineseSpacingProblems(r.out + r.err);
    EXPECT_TRUE(problems.isEmpty()) << problems.join(QLatin1Char('\n')).toStdString() << "\n\nin:\n"
                                    << r.out.toStdString();
}

// One program or kernel of each kind of finding: races (within a warp and between warps), a
// divergent barrier, out-of-bounds accesses, a wrong copy and a missing synchronisation.
INSTANTIATE_TEST_SUITE_P(Findings, ChineseMessages,
    ::testing::Values("tests/playground/kernels/broadcast_race.cu", "tests/playground/kernels/warp_tail_race.cu",
        "tests/playground/kernels/missing_barrier.cu", "tests/playground/kernels/divergent_barrier.cu",
        "tests/playground/kernels/missing_guard.cu", "tests/playground/kernels/histogram_racy.cu",
        "resources/playground/programs/bug_copy_past_end.cu", "resources/playground/programs/bug_missing_sync.cu"));
