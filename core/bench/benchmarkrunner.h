#pragma once

#include "benchresult.h"
#include "device/devicereport.h"
#include "kernels/launchgeometry.h"
#include "util/hostmemory.h"

#include <atomic>
#include <functional>
#include <optional>

namespace cvz {

struct BenchRequest
{
    std::vector<MatmulShape> shapes;
    std::vector<Backend> backends;
    int samples = 10; // at least this many timed runs after a warm-up
    double minTotalMs = 0; // and keep going until they add up to this (capped at 1000 samples)
    int threads = 0; // cpu-eigen threads; 0: all cores
    bool pinned = true; // GPU: stage copies through page-locked memory
    bool flushL2 = true; // GPU: empty the L2 cache before each sample (as nvbench does)
    int device = 0;
    unsigned seed = 42;
};

struct BenchProgress
{
    Backend backend;
    MatmulShape shape;
    int runsDone; // (backend, size) pairs finished
    int runsTotal;
};

// The host memory one (size, backend) run needs: A, B, C, the reference and one result
// (4 bytes an element), and for a GPU run through pinned memory the module's three
// page-locked staging buffers for A, B and C as well. Saturates rather than overflows.
quint64 benchHostBytes(const MatmulShape& shape, Backend backend, bool pinned);
// Of which page-locked (pinned) staging.
quint64 pinnedStagingBytes(const MatmulShape& shape, Backend backend, bool pinned);

// Runs every (size, backend) pair, checks every result against cpu-eigen, and never throws:
// a refused size, a CUDA error or a wrong result is a result with its status and message.
class BenchmarkRunner
{
public:
    // `module` may be null (no GPU); `report` says why and names the machine.
    BenchmarkRunner(const GpuModule* module, DeviceReport report);

    using ProgressFn = std::function<void(const BenchProgress&)>;
    BenchResultSet run(
        const BenchRequest& request, const std::atomic<bool>* cancel = nullptr, const ProgressFn& progress = {});

    bool gpuUsable() const;

private:
    // A and B for one size, and cpu-eigen's C to check against: made on first use, so that a
    // size every backend refuses costs nothing.
    struct Inputs
    {
        std::vector<float> a, b, reference;
        bool ready = false;
        // False when `cancel` was raised meanwhile: the reference is computed in bounded
        // chunks of rows, so Ctrl+C or Cancel stops within one chunk even at N = 16384.
        bool prepare(const MatmulShape& shape, const BenchRequest& request, const std::atomic<bool>* cancel);
    };
    BenchResult runCpu(Backend backend, const MatmulShape& shape, Inputs& inputs, const BenchRequest& request,
        const std::atomic<bool>* cancel);
    BenchResult runGpu(Backend backend, const MatmulShape& shape, Inputs& inputs, const BenchRequest& request,
        const std::atomic<bool>* cancel);

    const GpuModule* m_module;
    DeviceReport m_report;
};

// max |got - want| / max |want| (0 when both are zero).
double maxRelativeError(const std::vector<float>& got, const std::vector<float>& want);

} // namespace cvz
