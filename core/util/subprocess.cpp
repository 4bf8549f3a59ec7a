#include "subprocess.h"

#include <QElapsedTimer>
#include <QProcess>

namespace cvz {

SubprocessResult runSubprocess(const QString& program, const QStringList& args, const SubprocessOptions& options)
{
    SubprocessResult r;
    QElapsedTimer clock;
    clock.start();
    QProcess process;
    if (!options.workingDirectory.isEmpty())
        process.setWorkingDirectory(options.workingDirectory);
    if (options.englishMessages) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        process.setProcessEnvironment(env);
    }
    process.start(program, args);
    if (!process.waitForStarted(10'000))
        return r;
    r.started = true;
    if (!options.input.isEmpty())
        process.write(options.input);
    process.closeWriteChannel();
    const auto take = [&] {
        const QByteArray o = process.readAllStandardOutput();
        const QByteArray e = process.readAllStandardError();
        r.out += o.left(std::max<qsizetype>(0, options.maxOutput - r.out.size()));
        r.err += e;
        if (r.err.size() > options.maxOutput)
            r.err.remove(0, r.err.size() - options.maxOutput);
    };
    // Short waits, so a cancel or the time limit is seen within 50 ms.
    while (!process.waitForFinished(50)) {
        take();
        if (process.state() == QProcess::NotRunning)
            break;
        const bool cancel = options.cancel && options.cancel->load(std::memory_order_relaxed);
        if (cancel || clock.elapsed() > options.timeoutSeconds * 1000.0) {
            (cancel ? r.cancelled : r.timedOut) = true;
            process.kill();
            process.waitForFinished(5'000);
            break;
        }
    }
    take();
    r.crashed = process.exitStatus() == QProcess::CrashExit && !r.timedOut && !r.cancelled;
    r.exitCode = process.exitCode();
    r.seconds = double(clock.nsecsElapsed()) * 1e-9;
    return r;
}

} // namespace cvz
