#pragma once

#include "util/checkedmath.h"

#include <QString>
#include <array>
#include <cstdint>
#include <optional>

namespace cvz {

struct GpuDeviceInfo;

// CUDA's dim3, with 64-bit fields so that a bad input (2^40 blocks) is caught, not wrapped.
struct Dim3
{
    int64_t x = 1;
    int64_t y = 1;
    int64_t z = 1;

    // x * y * z, saturated at kSaturatedCount: no user input can wrap it.
    int64_t count() const { return saturatingMul(saturatingMul(x, y), z); }
    double approxCount() const { return double(x) * double(y) * double(z); } // for messages past int64_t
    QString countText() const; // count() exactly, or "about 1.8e+22" past int64_t
    QString toString() const; // "32x32x2"
    bool operator==(const Dim3&) const = default;
};

// The limits a launch is checked against: CUDA's for every current GPU, or a device's own.
struct DeviceLimits
{
    int64_t maxThreadsPerBlock = 1024;
    std::array<int64_t, 3> maxBlockDim { 1024, 1024, 64 };
    std::array<int64_t, 3> maxGridDim { 2147483647, 65535, 65535 };
    int warpSize = 32;

    static DeviceLimits fromDevice(const GpuDeviceInfo& device);
};

// What a kernel indexes: a vector (n), a row-major matrix (rows x cols) or a volume (nx x ny x nz).
enum class MappingKind
{
    Linear1D,
    Matrix2D,
    Volume3D,
    GridStride1D
};

struct ProblemShape
{
    int64_t n = 1; // Linear1D, GridStride1D
    int64_t rows = 1; // Matrix2D
    int64_t cols = 1;
    int64_t nx = 1; // Volume3D
    int64_t ny = 1;
    int64_t nz = 1;

    int64_t elementCount(MappingKind kind) const;
};

struct LaunchConfig
{
    Dim3 grid;
    Dim3 block;

    int64_t threadsPerBlock() const { return block.count(); }
    int64_t blockCount() const { return grid.count(); }
    // Saturated at kSaturatedCount, so "more than the cap" is always caught.
    int64_t totalThreads() const { return saturatingMul(grid.count(), block.count()); }
    // The exact number, or "about 1.84e+19" when it does not fit in 64 bits.
    QString totalThreadsText() const;
};

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

// `count` as text, or "about <approx>" when it saturated at kSaturatedCount.
QString approximateCountText(int64_t count, double approx);

// ceil(a / b) for non-negative a and positive b.
inline int64_t ceilDiv(int64_t a, int64_t b)
{
    return a / b + (a % b != 0); // not (a + b - 1) / b, which overflows near INT64_MAX
}

} // namespace cvz
