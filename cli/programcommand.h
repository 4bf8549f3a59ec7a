// `cudaviz run prog.cu` for a whole program (a file with main, run without --kernel): its output,
// the timeline of its CUDA calls on the modelled clock, its launches and findings, as text or JSON.
#pragma once

#include "playground/protocol/traceplan.h"

#include <QString>
#include <QStringList>

namespace cvz {

struct ProgramRunOptions
{
    double timeoutSeconds = 0.0;
    QString gpu; // the modelled GPU's key; empty: the default
    bool json = false;
    bool pretty = false;
    bool onGpu = false; // also compiled with nvcc and run on the GPU
    QStringList args; // main's command-line arguments after the program's name
    TraceMode trace = TraceMode::Auto; // which blocks of each launch are traced
    QString saveFilesTo; // a folder for the files the program wrote; empty: not saved
};

struct CompileOutcome;
struct SourceTree;

// A file that did not compile: the reason and the compiler's lines on stderr; exit status 2.
int compileFailed(const CompileOutcome& compiled);

// Exit status as `cudaviz run`'s: 0 ran without findings, 1 with, 2 bad input or a compile error.
// `tree`: the files of its folder it includes (gatherSourceTree).
int runWholeProgram(
    const QString& path, const QString& source, const SourceTree& tree, const ProgramRunOptions& options);

} // namespace cvz
