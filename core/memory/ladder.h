#pragma once

#include "bench/backends.h"
#include "charts/chartdata.h"
#include "kerneltrace.h"
#include "occupancy.h"

#include <vector>

namespace cvz {

// The matmul ladder, slowest first: the table a lecturer shows before the timings. Every
// kernel of the catalog that names a bench backend, in course order.
std::vector<TeachingKernel> ladderKernels();

// The GPU backend that times this ladder kernel (gpu-naive, ...): its entry's benchBackend.
Backend ladderBackend(TeachingKernel kernel);

// A measured time of one backend at one size, from a result set (this machine's or a file's).
struct LadderMeasurement
{
    QString machine; // the source's label
    double medianMs = 0.0;
    double gflops = 0.0;
};

// Every successful result of `backend` at exactly this shape in these sources.
std::vector<LadderMeasurement> ladderMeasurements(
    Backend backend, const MatmulShape& shape, const std::vector<ChartSource>& sources);

// One row: what the kernel asks of memory at this size, its occupancy, and what it measured.
struct LadderRow
{
    TeachingKernel kernel = TeachingKernel::MatmulNaive;
    MemoryReport report;
    double seconds = 0.0; // to trace it
    std::optional<Occupancy> occupancy; // nothing without the compiler's registers
    int registers = 0;
    int64_t sharedBytes = 0;
    std::vector<LadderMeasurement> measured;
};

// The occupancy of a ladder kernel's bench launch on `arch` with ptxas's numbers, if the
// build has them.
std::optional<Occupancy> ladderOccupancy(
    TeachingKernel kernel, const MatmulShape& shape, const ArchLimits& arch, int* registers, int64_t* sharedBytes);

} // namespace cvz
