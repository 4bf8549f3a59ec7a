#pragma once

#include <optional>

namespace cvz {

// CPU time all threads of this process have used, in seconds (CLOCK_PROCESS_CPUTIME_ID).
double processCpuSeconds();

// The 1-minute load average (/proc/loadavg): runnable threads, ours included. Nothing where
// the system does not say.
std::optional<double> loadAverage();

} // namespace cvz
