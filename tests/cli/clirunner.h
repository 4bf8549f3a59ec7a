#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <sys/resource.h>

namespace cvz {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

// {"map", "-n", "10"} as the QStringList a QProcess takes.
inline QStringList args(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* item : items)
        out << QString::fromUtf8(item);
    return out;
}

// How to run it beyond the arguments: extra environment, where stdout goes (a huge listing
// to /dev/null instead of the test's memory), and an address-space cap it must answer under.
struct CliOptions
{
    QString gpuModule;
    QStringList env; // "NAME=value"
    QStringList unset; // names removed from the environment
    QString stdoutFile;
    quint64 addressSpaceLimit = 0; // bytes of RLIMIT_AS, 0: none
    int timeoutMs = 60000;
};

// Runs the real cudaviz executable with no display, optionally with a fake GPU module.
inline CliResult runCudaviz(const QStringList& args, const CliOptions& options)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    if (!options.gpuModule.isEmpty())
        env.insert(QStringLiteral("CUDAVIZ_GPU_MODULE"), options.gpuModule);
    for (const QString& name : options.unset)
        env.remove(name);
    for (const QString& assignment : options.env)
        env.insert(assignment.section(QLatin1Char('='), 0, 0), assignment.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(env);
    if (!options.stdoutFile.isEmpty())
        process.setStandardOutputFile(options.stdoutFile);
    if (options.addressSpaceLimit > 0) {
        const rlim_t limit = options.addressSpaceLimit;
        process.setChildProcessModifier([limit] {
            const rlimit cap { limit, limit };
            ::setrlimit(RLIMIT_AS, &cap);
        });
    }
    // CUDAVIZ_TEST_EXE runs the same cases against another build (e.g. an older one).
    const QString exe = qEnvironmentVariable("CUDAVIZ_TEST_EXE", QStringLiteral(CUDAVIZ_EXE));
    process.start(exe, args);
    CliResult result;
    if (!process.waitForFinished(options.timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

inline CliResult runCudaviz(const QStringList& args, const QString& gpuModule = {})
{
    CliOptions options;
    options.gpuModule = gpuModule;
    return runCudaviz(args, options);
}

} // namespace cvz
