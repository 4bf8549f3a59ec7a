// This machine's memory as the kernel reports it: what the benchmarks and the emulated device may
// take a share of.
#pragma once

#include <QtGlobal>

namespace cvz {

// Free host memory (MemAvailable), in bytes; 0 when unknown.
quint64 availableHostMemory();

} // namespace cvz
