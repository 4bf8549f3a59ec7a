// Compiles and runs a kernel file of tests/playground/kernels (or an example the app ships) with
// its launch comment, for the playground's tests.
#pragma once

#include "playground/engine/userrun.h"
#include "playground/source/examples.h"
#include "playground/source/launchcomment.h"

#include <QFile>
#include <gtest/gtest.h>

namespace cvz {

struct Ran
{
    CompileOutcome compiled;
    RunOutcome outcome;
    const UserRun& run() const { return *outcome.run; }
    QList<double> buffer(const QString& name) const
    {
        const int k = run().bufferIndex(name);
        return k < 0 ? QList<double>() : bufferValues(run().buffers[k], run().args[k].type);
    }
    QStringList kinds() const
    {
        QStringList out;
        for (const Finding& f : run().findings)
            out << f.kind;
        return out;
    }
};

// A kernel with a bug from tests/playground/kernels, or one of the examples the app ships.
inline QString kernelSource(const QString& file)
{
    QFile f(QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/") + file);
    if (f.open(QIODevice::ReadOnly))
        return QString::fromUtf8(f.readAll());
    return exampleSource(file);
}

// Compiles and runs a kernel file with its launch comment, then `extra` options.
inline Ran runFile(const QString& file, const QStringList& extra = {})
{
    Ran r;
    const QString source = kernelSource(file);
    QString error;
    const auto launch = parseLaunchOptions(launchComment(source, &error).value_or(QStringList()) + extra, &error);
    if (!launch) {
        r.outcome.error = error;
        return r;
    }
    r.compiled = compileKernel(source, file, launch->kernel);
    if (r.compiled.kernel)
        r.outcome = runUserKernel(*r.compiled.kernel, launch->spec);
    return r;
}

#define ASSERT_RAN(r)                                                                                                  \
    ASSERT_TRUE((r).compiled.kernel) << (r).compiled.error.toStdString() << (r).compiled.output.toStdString();         \
    ASSERT_TRUE((r).outcome.run) << (r).outcome.error.toStdString()

inline QString messages(const UserRun& run)
{
    QStringList m;
    for (const Finding& f : run.findings)
        m << f.message;
    return m.join(u'\n');
}

} // namespace cvz
