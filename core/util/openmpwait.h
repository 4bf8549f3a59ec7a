// How long OpenMP's idle threads spin before they sleep. libgomp's default (300 000 spins,
// about a millisecond) collapses on a busy laptop: the spinning threads hold the cores the
// working ones wait for. Measured on a 2-core machine with two busy processes beside it
// (docs/benchmarks.md, "Busy machines"): cpu-openblas at 256^3 took 16 ms a product by default and 4 ms
// with 10 000 spins (0.17 ms idle), cpu-eigen at 512^3 18 ms against 12 ms; idle, 10 000
// spins cost nothing measurable, while a passive wait (no spin) cost 45 % at 256^3.
//
// libgomp reads its environment once, when it is loaded, before main(); glibc resets the
// environment after an executable's .preinit_array, so no hook inside the process comes
// early enough. The programs therefore re-execute themselves once with the variable set.
#pragma once

#include <QString>

namespace cvz {

constexpr const char* kOpenMpSpinCount = "10000";

// First thing in main(): unless the user chose OMP_WAIT_POLICY or GOMP_SPINCOUNT (or set
// CUDAVIZ_OPENMP_WAIT=0 to opt out), sets GOMP_SPINCOUNT to kOpenMpSpinCount and
// re-executes this program (/proc/self/exe) with the same arguments. Returns only when
// nothing needs doing, when the program was started through the dynamic loader, or when
// the re-execution failed (then the process runs on with libgomp's default).
void applyOpenMpWait(char** argv);

// For the machine record: "GOMP_SPINCOUNT=10000 (set by cudaviz)", "OMP_WAIT_POLICY=passive
// (from the environment)", or "libgomp's default".
QString openMpWaitDescription();

} // namespace cvz
