// Output that cannot be written is an error, never a success with nothing (or half) written:
// standard output to a full device, and a file on a full disk (a tiny tmpfs in a user and mount
// namespace of its own), where the old file stays as it was.
#include "clirunner.h"

#include <QFileInfo>
#include <gtest/gtest.h>

using namespace cvz::test;

namespace {

// Runs `command` with its standard output on /dev/full.
CliResult toFullDevice(const QStringList& command)
{
    CliOptions options;
    options.stdoutFile = QStringLiteral("/dev/full");
    return runCudaviz(command, options);
}

} // namespace

TEST(CliOutput, AFailedWriteToStandardOutputIsAnError)
{
    for (const QStringList& command :
        { args({ "map", "-n", "16", "--json" }), args({ "trace", "--kernel", "vecadd", "-n", "16" }),
            args({ "devices", "--json" }), args({ "--version" }), args({ "--help-all" }) }) {
        const CliResult r = toFullDevice(command);
        EXPECT_EQ(r.exitCode, 1) << command.join(u' ').toStdString();
        EXPECT_EQ(r.err, QStringLiteral("cudaviz: cannot write to standard output: No space left on device\n"))
            << command.join(u' ').toStdString();
    }
}

TEST(CliOutput, HelpAllIsHelp)
{
    const CliResult r = runCudaviz(args({ "--help-all" }));
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(QStringLiteral("Usage: cudaviz"))) << r.out.toStdString();
}

TEST(CliOutput, AFullDiskKeepsTheOldFile)
{
    if (!QFileInfo(QStringLiteral("/usr/bin/unshare")).isExecutable())
        GTEST_SKIP() << "no unshare(1) here";
    // 32 KiB of tmpfs, filled but for the old file: the new picture (12 KiB) cannot be written.
    const QString script = QStringLiteral("d=$(mktemp -d) && mount -t tmpfs -o size=32k tmpfs \"$d\" || exit 77\n"
                                          "printf 'old contents' > \"$d/picture.svg\"\n"
                                          "dd if=/dev/zero of=\"$d/fill\" bs=1k count=64 2>/dev/null\n"
                                          "\"$1\" map -n 1000 --block 256 --svg \"$d/picture.svg\"; echo \"exit $?\"\n"
                                          "cat \"$d/picture.svg\"; echo; ls -A \"$d\"\n");
    QProcess p;
    p.start(QStringLiteral("/usr/bin/unshare"),
        { QStringLiteral("-rm"), QStringLiteral("/bin/sh"), QStringLiteral("-c"), script, QStringLiteral("sh"),
            qEnvironmentVariable("CUDAVIZ_TEST_EXE", QStringLiteral(CUDAVIZ_EXE)) });
    ASSERT_TRUE(p.waitForFinished(60000));
    if (p.exitCode() == 77 || p.exitCode() == 1)
        GTEST_SKIP() << "this machine allows no user namespace with a tmpfs: "
                     << p.readAllStandardError().toStdString();
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_EQ(out, QStringLiteral("exit 2\nold contents\nfill\npicture.svg\n")) << err.toStdString();
    EXPECT_TRUE(err.endsWith(QStringLiteral("picture.svg: No space left on device\n"))) << err.toStdString();
}
