// Runs another program to its end, with a time limit and a cancel flag: the playground's
// compiler, its kernel runner and addr2line.
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <atomic>

namespace cvz {

struct SubprocessResult
{
    bool started = false;
    bool timedOut = false;
    bool cancelled = false;
    bool crashed = false; // ended by a signal
    int exitCode = -1;
    QByteArray out; // its first maxOutput bytes
    QByteArray err; // its last maxOutput bytes (a program's last words are on stderr)
    double seconds = 0.0;
};

struct SubprocessOptions
{
    double timeoutSeconds = 60.0;
    const std::atomic<bool>* cancel = nullptr;
    qsizetype maxOutput = 1 << 20;
    QString workingDirectory;
    QByteArray input; // written to its standard input, which is then closed
    bool englishMessages = false; // LC_ALL=C: messages another program parses
};

SubprocessResult runSubprocess(const QString& program, const QStringList& args, const SubprocessOptions& options = {});

} // namespace cvz
