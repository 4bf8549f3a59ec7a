// Loading the GPU module: the one loader the app (through GpuModule) and the Qt-free
// cudaviz-gpucheck use. Plain C++ and POSIX: no Qt, so a bare GPU machine builds it.
#pragma once

#include "cudaviz_gpu_abi.h"

#include <cstdint>
#include <string>

namespace cvz {

enum class LoadStatus
{
    Loaded,
    NoPath, // this build has no GPU module
    Missing, // nothing at the path
    Damaged, // not a whole 64-bit shared object for this processor (see ElfProblem)
    LoadFailed, // dlopen refused it (loaderMessage says why)
    NotAModule, // loaded, but it exports no cudaviz GPU ABI
    AbiMismatch, // another build's module
};

// Why a file cannot be a whole shared object. The dynamic loader maps a truncated file and
// dies with SIGBUS when it touches the missing pages, so this is checked before dlopen.
enum class ElfProblem
{
    None,
    Unreadable, // errnoValue says why
    NotRegular, // a directory, a FIFO, a device
    NotElf,
    WrongKind, // not 64-bit, not a shared object, or another processor's
    HeadersPastEnd, // fileSize bytes, but the headers reach past the end
    Truncated, // fileSize bytes, reading a header failed
    SegmentPastEnd, // fileSize bytes, but a segment ends at segmentEnd
    TrialCrashed, // loading and probing it in a child process ended with trialSignal
    TrialExited, // ... the child's loader gave up (a damaged relocation): exit status trialExit
    TrialHung, // ... the child did not finish within kTrialSeconds
};

// How long the trial load (a child process loads the module and probes it first) may take:
// creating a CUDA context takes a few seconds on some machines.
constexpr int kTrialSeconds = 60;

struct LoadOutcome
{
    LoadStatus status = LoadStatus::NoPath;
    const cvz_gpu_api* api = nullptr; // when Loaded; the module stays mapped for the process
    ElfProblem elf = ElfProblem::None;
    int errnoValue = 0;
    int64_t fileSize = 0;
    uint64_t segmentEnd = 0;
    std::string loaderMessage; // dlerror()
    uint32_t moduleVersion = 0; // what the module's version function said
    bool tableMissing = false; // AbiMismatch: the API function returned no table
    uint32_t tableVersion = 0, tableSize = 0;
    int trialSignal = 0; // TrialCrashed
    int trialExit = 0; // TrialExited
};

// Loads the module at `path` (never unloaded: the CUDA runtime inside keeps process-wide
// state) and checks it speaks this build's ABI. A child process loads it and calls its probe
// first: a module whose relocations or code are damaged ends that child (ld.so's own exit, a
// SIGILL), and is reported Damaged instead of taking the caller down.
// `trialProgram` (the app's kernel runner) runs the trial as a program of its own; without one
// the trial is a fork of this process.
LoadOutcome loadModule(const std::string& path, const std::string& trialProgram = {});

// The trial itself, in the process that calls it: loads the module, checks its ABI, calls its
// probe; returns the exit status the trial process ends with. `trialProgram kTrialArgument PATH`
// calls it.
int trialLoadHere(const std::string& path);
inline constexpr const char* kTrialArgument = "--trial-gpu-module";

// The same outcome in one English sentence, for tools without translations.
std::string describe(const LoadOutcome& outcome, const std::string& path);

// Where the module is looked for: $CUDAVIZ_GPU_MODULE when set, else `file` in `exeDir`,
// else exeDir/../lib/cudaviz/`file` (the installed layout). Empty when `file` is empty
// (the build has no module).
std::string defaultModulePath(const std::string& exeDir, const std::string& file);

// The folder of the running executable (/proc/self/exe), or "." when unknown.
std::string executableDir();

} // namespace cvz
