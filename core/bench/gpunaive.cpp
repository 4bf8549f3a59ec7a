#include "gpunaive.h"

#include <QCoreApplication>
#include <algorithm>
#include <memory>

namespace cvz {

namespace {
double flopsOf(const MatmulShape& s)
{
    return 2.0 * double(s.m) * double(s.n) * double(s.k);
}
constexpr double kUnknownPeakGflops = 10000; // when the clock is unknown: 100 GFLOP/s at 1 %
constexpr double kProbeSeconds = 0.25;
} // namespace

std::optional<GpuNaiveEstimate> gpuNaiveRefusedUnprobed(const MatmulShape& shape, double peakGflops)
{
    if (peakGflops <= 0)
        return std::nullopt;
    GpuNaiveEstimate e;
    e.gflops = peakGflops;
    e.seconds = flopsOf(shape) / (peakGflops * 1e9);
    return e.refused() ? std::optional(e) : std::nullopt;
}

long long gpuNaiveProbeRows(const MatmulShape& s, double peakGflops)
{
    const double slowRate = (peakGflops > 0 ? peakGflops : kUnknownPeakGflops) / 100 * 1e9;
    const double perRow = 2.0 * double(s.n) * double(s.k);
    long long rows = (long long)std::clamp(kProbeSeconds * slowRate / perRow, 1.0, double(s.m));
    if (rows >= 32)
        rows -= rows % 32;
    return rows;
}

cvz_status estimateGpuNaive(
    const Gateway& gateway, const cvz_matmul_request& request, double peakGflops, GpuNaiveEstimate* out, cvz_error* err)
{
    *out = {};
    const MatmulShape shape { request.m, request.n, request.k };
    cvz_matmul_request probe = request;
    probe.m = gpuNaiveProbeRows(shape, peakGflops);
    probe.samples = 1;
    probe.min_total_ms = 0;
    auto result = std::make_unique<cvz_matmul_result>();
    if (const cvz_status s = gateway.matmul(probe, result.get(), err); s != CVZ_OK)
        return s;
    const int count = std::clamp<int>(result->sample_count, 0, CVZ_MAX_SAMPLES);
    const double ms = count > 0 ? *std::min_element(result->kernel_ms, result->kernel_ms + count) : 0;
    if (!(ms > 0)) { // no timing: do not guess, let the run go (it is checked and timed itself)
        out->seconds = 0;
        return CVZ_OK;
    }
    out->rowsTimed = probe.m;
    out->gflops = flopsOf({ probe.m, request.n, request.k }) / (ms * 1e6);
    out->seconds = ms / 1e3 * double(request.m) / double(probe.m);
    return CVZ_OK;
}

QString gpuNaiveRefusalMessage(const GpuNaiveEstimate& e, const MatmulShape& s)
{
    if (e.rowsTimed == 0)
        return QCoreApplication::translate("cvz::GpuNaive",
            "one gpu-naive launch at %1 x %2 x %3 would take more than %4 s even at this GPU's FP32 peak of %5 "
            "GFLOP/s; a running launch cannot be cancelled, so launches over %6 s are skipped. Use gpu-tiled or "
            "gpu-cublas for this size, or a smaller one.")
            .arg(s.m)
            .arg(s.k)
            .arg(s.n)
            .arg(e.seconds, 0, 'f', 1)
            .arg(e.gflops, 0, 'f', 0)
            .arg(kGpuLaunchLimitSeconds, 0, 'f', 0);
    return QCoreApplication::translate("cvz::GpuNaive",
        "one gpu-naive launch at %1 x %2 x %3 would take about %4 s (timing its first %5 rows on this GPU gave %6 "
        "GFLOP/s); a running launch cannot be cancelled, so launches over %7 s are skipped. Use gpu-tiled or "
        "gpu-cublas for this size, or a smaller one.")
        .arg(s.m)
        .arg(s.k)
        .arg(s.n)
        .arg(e.seconds, 0, 'f', 1)
        .arg(e.rowsTimed)
        .arg(e.gflops, 0, 'f', 1)
        .arg(kGpuLaunchLimitSeconds, 0, 'f', 0);
}

} // namespace cvz
