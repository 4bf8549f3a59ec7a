// The helper's sandbox, in layers (docs/playground.md says what each one stops):
//  1. namespaces, where unprivileged user namespaces exist: no network, every mount read-only;
//  2. a seccomp filter (libseccomp) from before the module is loaded, so its constructors are
//     inside it too: only computing, memory (never writable and executable at once, nothing made
//     executable later), the descriptors it already has, threads, signals to itself (not the
//     handlers of the reporting signals) and its own end; files may be opened for reading only
//     (the loader reads the module and its libraries); calls of another architecture trap;
//  3. once the module is loaded, a second filter: no file may be opened at all.
// Beside them: the result channel's seal (resultseal.h), the task limit (threadlimit.h).
// Landlock (core/util/landlock.h), where the kernel has it, limits which files those reads reach:
// the system's libraries and the module only.
// The resource limits (address space, CPU time, file size 0, open files) and the process group
// come from the app (core/util/subprocess.h). A forbidden call raises SIGSYS, whose handler
// writes a CVZ-CRASH line naming the call (core/playground/protocol/runprotocol.h).
#pragma once

#include <cstddef>

namespace cvz {

struct SandboxLayers
{
    bool namespaces = false;
    bool seccomp = false;
    bool landlock = false;
};

// Before any thread exists: the namespaces (where the kernel allows them).
bool enterNamespaces();
// Landlock, where the kernel has it: of all files, only the system's libraries, `module` and the
// fast engine's module (fastmodule.h; none when null or empty) may be read (so the module's
// constructors cannot open the user's files either). For this thread and those it starts: call it
// before any. `files`: a program's own folder (programfiles.h), which it may also write; none when
// null or empty.
bool enterLandlock(const char* module, const char* fastModule = nullptr, const char* files = nullptr);
// Layer 2 (`gpu`: the CUDA driver opens and maps its devices, so that run gets a filter of
// the calls no driver makes: programs, processes, network, tracing). `writeFiles`: opens that
// write, and removing and renaming files, are allowed too: only where Landlock confines them to a
// program's own folder.
bool enterSeccomp(bool gpu, bool writeFiles = false);
// Landlock for `module` (not for a GPU run), then layer 2: what every mode that loads a module
// calls before loading it. False when seccomp cannot be set up (the run must not go on). `files`:
// a program's own folder, given to it only where Landlock is in force (programFilesOpen says so).
bool enterSandbox(const char* module, bool gpu, const char* fastModule = nullptr, const char* files = nullptr);
// Layer 3, for every thread of the process: no file opened from here on (but in a program's own
// folder, when programFilesOpen), no code made.
bool lockFiles();

SandboxLayers& sandboxLayers();
// The layers entered, as a result reports them (runprotocol.h's kSandbox* bits).
unsigned sandboxLayerBits();

// The name of a system call number, for the SIGSYS handler (no allocation).
const char* syscallName(long number);

} // namespace cvz
