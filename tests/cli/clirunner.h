#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace cvz::test {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the real cudaviz executable with no display, optionally with a fake GPU module.
inline CliResult runCudaviz(const QStringList& args, const QString& gpuModule = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    if (!gpuModule.isEmpty())
        env.insert(QStringLiteral("CUDAVIZ_GPU_MODULE"), gpuModule);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CUDAVIZ_EXE), args);
    CliResult result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace cvz::test
