// What a killed app leaves behind: nothing that runs (its compiler's whole process group dies
// with it, SIGKILL too), and no folder that outlives the next start.
#include "clirunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <csignal>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

qint64 parentOf(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    // pid (comm) state ppid ...: the name may hold spaces, so read after its last ')'.
    return text.mid(text.lastIndexOf(')') + 2).split(' ').value(1).toLongLong();
}

QByteArray nameOf(qint64 pid)
{
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    return comm.open(QIODevice::ReadOnly) ? comm.readAll().trimmed() : QByteArray();
}

// The cc1plus processes that descend from `ancestor`.
QList<qint64> compilersUnder(qint64 ancestor)
{
    QList<qint64> found;
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok || nameOf(pid) != "cc1plus")
            continue;
        for (qint64 p = parentOf(pid), depth = 0; p > 1 && depth < 16; p = parentOf(p), ++depth)
            if (p == ancestor) {
                found << pid;
                break;
            }
    }
    return found;
}

bool running(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    return text.mid(text.lastIndexOf(')') + 2, 1) != "Z";
}

} // namespace

TEST(Leftovers, TheCompilersWholeGroupDiesWithTheAppAndItsFolderIsSweptAtTheNextStart)
{
    QTemporaryDir dir;
    const QString cache = dir.filePath(QStringLiteral("cache"));
    QFile source(dir.filePath(QStringLiteral("slow.cu")));
    ASSERT_TRUE(source.open(QIODevice::WriteOnly));
    // A constant the compiler evaluates for minutes: the compile is still running when the app is killed.
    source.write("constexpr long slow() { long s = 0; for (long i = 0; i < 4000000000L; ++i) s += i % 7; return s; }\n"
                 "__global__ void k(float* a) { constexpr long v = slow(); a[0] = float(v); }\n");
    source.close();
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CUDAVIZ_PLAYGROUND_CACHE"), cache);
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(CUDAVIZ_EXE),
        { QStringLiteral("run"), source.fileName(), QStringLiteral("--kernel"), QStringLiteral("k"),
            QStringLiteral("--block"), QStringLiteral("1"), QStringLiteral("--arg"), QStringLiteral("a=float[1]") });
    ASSERT_TRUE(app.waitForStarted());
    QList<qint64> compilers;
    QElapsedTimer clock;
    clock.start();
    while (compilers.isEmpty() && clock.elapsed() < 60'000) {
        QThread::msleep(200);
        compilers = compilersUnder(app.processId());
    }
    ASSERT_FALSE(compilers.isEmpty()) << "no cc1plus started under the app";
    ::kill(pid_t(app.processId()), SIGKILL);
    app.waitForFinished();
    clock.restart();
    while (running(compilers.first()) && clock.elapsed() < 10'000)
        QThread::msleep(100);
    EXPECT_FALSE(running(compilers.first())) << "cc1plus " << compilers.first() << " outlived the app";
    // Its work folder is left (nothing ran to remove it); the next start of the app sweeps it.
    EXPECT_EQ(QDir(cache).entryList({ QStringLiteral("build-*") }, QDir::Dirs).size(), 1);
    CliOptions options;
    options.env = QStringList { QStringLiteral("CUDAVIZ_PLAYGROUND_CACHE=") + cache };
    const CliResult version = runCudaviz({ QStringLiteral("--version") }, options);
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_TRUE(QDir(cache).entryList({ QStringLiteral("build-*") }, QDir::Dirs).isEmpty());
}
