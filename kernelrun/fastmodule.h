// The fast engine's module: the student's file compiled a second time by the app, -O2 and without
// the memory hooks (usercompiler.h). An untraced block runs its copy of the kernel: the same
// runtime (barriers, shuffles, atomics, printf), no access recorded; an out-of-bounds access
// faults in a closed guard zone (zonefault.h). It is loaded after the traced module, which is
// loaded RTLD_GLOBAL: every global variable it names (a __device__ or __constant__ array, a
// cudaMemcpyToSymbol target) binds to the traced module's, so both engines share one memory. A
// static variable cannot bind so (each module would hold its own): the fast engine is then off,
// and says why.
#pragma once

#include "moduleinfo.h"
#include "playground/protocol/traceplan.h"

#include <QString>
#include <cstdint>

namespace cvz {

struct FastModule
{
    void* handle = nullptr;
    uintptr_t base = 0, codeBegin = 0, codeEnd = 0;
    FastEngineOff off = FastEngineOff::NotBuilt; // No once it is loaded and usable
    QString offDetail;
    // No code of it waits for another thread: it calls no barrier, __syncwarp() or warp call (the
    // runtime's only calls that switch threads). Its blocks then need no fibers.
    bool neverWaits = false;
};
FastModule& fastModule();

// Loads `fastPath` after the traced module (`traced`, read from `tracedPath`), before lockFiles().
void loadFastModule(const QString& fastPath, const ModuleInfo& traced, const QString& tracedPath);
// The fast module's copy of a function of the traced module (a launch's thunk, the kernel's entry),
// found by its name in both symbol tables; null when there is none (`why` says which name).
void* fastTwin(const void* tracedFunction, QString* why = nullptr);
// Why a launch runs without the fast engine when fastTwin found no copy: the module's own reason
// (not built, a static variable, not loadable) with its detail, or NoTwin with `symbol`.
FastEngineOff whyNoTwin(const QString& symbol, QString* detail);
// The other way: the traced module's copy of a function of the fast module, or null.
void* tracedTwin(const void* fastFunction);
// A fault's pc as a site: its offset in the fast module with kFastModuleSite set; 0 outside it.
unsigned fastSite(uintptr_t pc);

} // namespace cvz
