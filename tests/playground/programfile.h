// A whole program compiled and run for the playground's tests: its outcome, the kinds and words of
// its findings, and one of tests/playground/kernels/programs by name.
#pragma once

#include "playground/program/userprogram.h"
#include "playground/source/usercompiler.h"

#include <QFile>
#include <gtest/gtest.h>

namespace cvz {

struct ProgramRan
{
    CompileOutcome compiled;
    ProgramOutcome outcome;
    const UserProgram& program() const { return *outcome.program; }
    QStringList kinds() const
    {
        QStringList out;
        for (const Finding& f : program().findings)
            out << f.kind;
        return out;
    }
    QString messages() const
    {
        QStringList out;
        for (const Finding& f : program().findings)
            out << f.message;
        return out.join(u'\n');
    }
};

// The source of tests/playground/kernels/programs/`file`.
inline QString testProgramSource(const QString& file)
{
    QFile f(QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/programs/") + file);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// tests/playground/kernels/programs/`file` compiled and run, with the default time limit.
inline ProgramRan runProgramFile(const QString& file)
{
    ProgramRan r;
    r.compiled = compileProgram(testProgramSource(file), file);
    if (r.compiled.kernel)
        r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
    return r;
}

#define ASSERT_PROGRAM_RAN(r)                                                                                          \
    ASSERT_TRUE((r).compiled.kernel) << (r).compiled.error.toStdString() << (r).compiled.output.toStdString();         \
    ASSERT_TRUE((r).outcome.program) << (r).outcome.error.toStdString()

} // namespace cvz
