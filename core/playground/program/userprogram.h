// A whole student program (`cudaviz run prog.cu` without --kernel): compiled with its main,
// run in cudaviz-kernelrun with CUDA's runtime API emulated, then read back as its output, the
// timeline of its CUDA calls (modelled for a named GPU, never measured), each kept launch
// analysed as a single kernel's run is (picture, traffic, races), and the host-side bugs found.
#pragma once

#include "playground/engine/gpurun.h"
#include "playground/engine/userrun.h"
#include "playground/program/gpumodel.h"
#include "playground/protocol/programprotocol.h"

#include <QList>
#include <QString>
#include <atomic>
#include <optional>

namespace cvz {

struct ProgramLaunch
{
    ProgramCall call; // where it was launched, with what
    UserRun run; // its trace, report and findings
};

struct UserProgram
{
    CompiledKernel module;
    QString output; // what the program printed (stdout and stderr)
    bool finished = false; // main returned or the program called exit()
    int exitCode = 0;
    QList<ProgramCall> calls;
    qint64 callCount = 0; // past kMaxProgramCalls they are counted, not kept
    QList<ProgramLaunch> launches; // the first kMaxProgramLaunchesKept that ran
    QList<Finding> findings; // the host's and every kept launch's
    const ModelGpu* gpu = nullptr;
    double seconds = 0.0; // the whole run: helper, reading back, analysis
    quint32 sandboxLayers = 0;
    std::optional<ProgramOnGpu> onGpu; // Run on GPU: the same program, built by nvcc, on the GPU
    // Its folder (programfiles.h): the files it created or changed, those of its input folder that
    // did not fit and those it wrote that did not come back (ProgramResult's lists).
    ProgramFilesState filesState = ProgramFilesState::None;
    QList<ProgramFile> files;
    QStringList inputsLeftOut;
    QStringList writtenLeftOut;
};

struct ProgramOutcome
{
    std::optional<UserProgram> program;
    QString error; // bad input or a failure to run at all (translated)
    bool cancelled = false;
};

// `gpu`: the modelled GPU's key (gpumodel.h); empty for the default. `args`: main's command-line
// arguments after the program's name (programArgumentsProblem says which are refused). `trace`:
// which blocks of each launch are traced (traceplan.h). `progress`: every 50 ms, the launch that runs
// and its blocks done. `inputFolder`: the folder whose files the program may read (a copy of them:
// programfiles.h); none: it starts in an empty folder of its own.
ProgramOutcome runUserProgram(const CompiledKernel& module, double timeoutSeconds, const QString& gpu = QString(),
    const std::atomic<bool>* cancel = nullptr, const QStringList& args = {}, TraceMode trace = TraceMode::Auto,
    const RunProgressCallback& progress = {}, const QString& inputFolder = {});

// What the program did with its folder, for the user: the files it wrote ("energy.txt, 12 345
// bytes"), the input files left out, or why it had no folder. Empty when there is nothing to say.
QStringList programFilesText(const UserProgram& program);

// Writes each file the program wrote into `folder` (its names are plain: returnableFileName),
// replacing one of the same name. False, with `error` saying why, at the first that fails.
bool saveProgramFiles(const UserProgram& program, const QString& folder, QString* error);

// Where the modelled time of the listed calls goes (the seeds' lesson: small problems spend it in
// copies). Calls past kMaxProgramCalls are not listed, so not counted here.
struct ModelledTime
{
    double toDevice = 0.0, toHost = 0.0, onDevice = 0.0, kernels = 0.0; // seconds
    double total() const { return toDevice + toHost + onDevice + kernels; }
};
ModelledTime modelledTime(const QList<ProgramCall>& calls);
// "Modelled for NVIDIA T4, not measured: copies to the device 45.4 µs (61 %), kernels ...".
QString modelledTimeText(const ModelledTime& time, const ModelGpu& gpu);
// A launch's modelled time, taken apart: "Bound by memory: 12800 sectors take 1.3 µs; 1048576
// FP32 operations 0.1 µs; plus 5.0 µs to launch." (`counted`: the module counted its arithmetic).
QString kernelTimeText(const ProgramCall& launch, const ModelGpu& gpu, bool counted);

// A host-side finding in the user's language (`line` already resolved).
Finding programFinding(const ProgramFinding& finding, int line);

// The call as the timeline names it: "cudaMemcpy HostToDevice", "vecAdd<<<4, 256>>>".
QString programCallText(const ProgramCall& call);

} // namespace cvz
