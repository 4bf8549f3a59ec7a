// gpu-naive's refusal by measurement. A running CUDA launch cannot be cancelled, and a GPU
// that drives a display stops a kernel after a few seconds (cudaErrorLaunchTimeout, which
// disables the GPU until restart): at 65536^3 one naive launch takes minutes.
#pragma once

#include "gpu/gateway.h"
#include "kernels/launchgeometry.h"

#include <QString>
#include <optional>

namespace cvz {

// The longest single gpu-naive launch the benchmark starts.
constexpr double kGpuLaunchLimitSeconds = 2.0;

struct GpuNaiveEstimate
{
    double seconds = 0; // one launch of the whole product, estimated
    double gflops = 0; // the rate that estimate rests on
    long long rowsTimed = 0; // 0: not timed, `gflops` is the device's FP32 peak (a lower bound on the time)
    bool refused() const { return seconds > kGpuLaunchLimitSeconds; }
};

// The refusal of a size no launch could finish in the limit even at the device's FP32 peak,
// or nothing: then only timing it can tell.
std::optional<GpuNaiveEstimate> gpuNaiveRefusedUnprobed(const MatmulShape& shape, double peakGflops);

// How many of A's first rows the probe multiplies: about 0.25 s even if the kernel ran at 1 %
// of the peak (100 GFLOP/s when the peak is unknown), a multiple of a warp when it can be.
long long gpuNaiveProbeRows(const MatmulShape& shape, double peakGflops);

// Times gpu-naive on the first gpuNaiveProbeRows() rows of the real A (`request` is the run's,
// its m replaced): every row of C walks B the same way, so the time per row holds for the rest.
// A failed probe returns its status and error (that failure is then the run's).
cvz_status estimateGpuNaive(const Gateway& gateway, const cvz_matmul_request& request, double peakGflops,
    GpuNaiveEstimate* out, cvz_error* err);

QString gpuNaiveRefusalMessage(const GpuNaiveEstimate& estimate, const MatmulShape& shape);

} // namespace cvz
