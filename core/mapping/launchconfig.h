#pragma once

#include "kernels/launchgeometry.h"

#include <QString>
#include <array>
#include <optional>

namespace cvz {

struct GpuDeviceInfo;

// The limits a launch is checked against: CUDA's for every current GPU, or a device's own.
struct DeviceLimits
{
    int64_t maxThreadsPerBlock = 1024;
    std::array<int64_t, 3> maxBlockDim { 1024, 1024, 64 };
    std::array<int64_t, 3> maxGridDim { 2147483647, 65535, 65535 };
    int warpSize = 32;

    static DeviceLimits fromDevice(const GpuDeviceInfo& device);
};

// Dim3, LaunchConfig, MappingKind, ProblemShape and ceilDiv live one floor down, in
// kernels/launchgeometry.h, where the emulator and the CUDA module see them too.

// A size: "32x32x2" (gridDim, blockDim).
QString toString(const Dim3& d);
// A coordinate in CUDA's notation: "(2, 0, 0)" (blockIdx, threadIdx), never "2x0x0",
// which reads like hexadecimal.
QString coordText(const Dim3& d);
// count() exactly, or "about 1.84e+19" past int64_t.
QString countText(const Dim3& d);
// The launch's thread count exactly, or "about 1.84e+19" when it does not fit in 64 bits.
QString totalThreadsText(const LaunchConfig& launch);

// Lanes without a thread in a block's last warp: blockDim 250 runs 8 warps (256 lanes), 6 idle.
constexpr int64_t idleLanesPerBlock(const LaunchConfig& launch, int warpSize = 32)
{
    const int64_t threads = launch.threadsPerBlock();
    return ceilDiv(threads, warpSize) * warpSize - threads;
}

// The first rule the launch breaks, as a sentence that names the numbers and the limit
// ("blockDim 32x32x2 = 2048 threads; a block holds at most 1024"), or nothing when it is valid.
std::optional<QString> validateLaunch(const LaunchConfig& launch, const DeviceLimits& limits = {});
// The same for the problem size: every extent at least 1, and at most maxElements in all.
std::optional<QString> validateProblem(
    MappingKind kind, const ProblemShape& problem, int64_t maxElements = int64_t(1) << 31);

// The grid that covers the problem with this block: ceil(n / blockDim) in each dimension
// (for a grid-stride loop with a known device: at most 4 blocks per SM, each thread then
// visits several elements).
Dim3 suggestGrid(MappingKind kind, const ProblemShape& problem, const Dim3& block, int smCount = 0);

} // namespace cvz
