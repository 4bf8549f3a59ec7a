#pragma once

#include "device/cpuinfo.h"

#include <QString>
#include <atomic>
#include <functional>
#include <optional>

namespace cvz {

struct GpuDeviceInfo;

// What this CPU can do at most, measured here: the roofs of a roofline.
struct CpuCeilings
{
    double peakGflopsOneCore = 0; // FP32 FMA, one thread
    double peakGflopsAllCores = 0; // FP32 FMA, one thread per logical core
    double bandwidthGBs = 0; // STREAM-style triad a[i] = b[i] + s * c[i], all cores
    QString instructions; // what the FMA loop used: "AVX-512", "AVX2 + FMA", "AVX", "SSE", "4-lane vectors"
    int threads = 0; // the all-cores run's threads
    QString cpuModel; // the CPU it was measured on: a cache entry is for that CPU only
    QString measuredAt; // ISO 8601, UTC
};

// The triad's three arrays: large enough to leave every cache, refused when memory is short.
constexpr long long kTriadArrayBytes = 64ll << 20; // 3 x 64 MiB
// Measures the FMA peak (one core, all cores) and the triad bandwidth: about 2 s. Nothing when
// cancelled, or when fewer than 4 x 192 MiB are free (`error` says so).
using CeilingsProgress = std::function<void(int done, int total)>;
std::optional<CpuCeilings> measureCpuCeilings(
    const std::atomic<bool>* cancel = nullptr, const CeilingsProgress& progress = {}, QString* error = nullptr);

// The cache: one JSON file in the user's cache folder (`cachePath` empty) or at `cachePath`.
// A cached entry measured on another CPU model or core count is not returned.
std::optional<CpuCeilings> cachedCpuCeilings(const CpuInfo& cpu, const QString& cachePath = {});
bool saveCpuCeilings(const CpuCeilings& ceilings, QString* error, const QString& cachePath = {});
QString defaultCeilingsCachePath();

// A GPU's theoretical ceilings from its properties, as NVIDIA computes its data-sheet numbers.
struct GpuCeilings
{
    double fp32Gflops = 0; // SMs x FP32 lanes per SM x 2 x boost clock
    std::optional<double> tf32Gflops; // dense tensor cores, where the architecture is known
    std::optional<double> fp16Gflops; // dense tensor cores, FP32 accumulate
    double bandwidthGBs = 0; // bus width x memory clock x 2 (double data rate)
};
// FP32 lanes per SM for a compute capability (64 or 128); 0 when unknown.
int fp32LanesPerSm(int ccMajor, int ccMinor);
std::optional<GpuCeilings> theoreticalGpuCeilings(const GpuDeviceInfo& device);

} // namespace cvz
