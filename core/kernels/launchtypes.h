// The launch and the data a kernel indexes, as plain numbers: CUDA's dim3, a launch, the
// problem shapes. The ground floor of the ground floor: the teaching kernels' descriptors use
// them, so this file includes only checkedmath.h. No Qt; nvcc compiles it.
#pragma once

#include "checkedmath.h"

#include <cstdint>

namespace cvz {

// CUDA's dim3, with 64-bit fields so that a bad input (2^40 blocks) is caught, not wrapped.
struct Dim3
{
    int64_t x = 1;
    int64_t y = 1;
    int64_t z = 1;

    // x * y * z, saturated at kSaturatedCount: no user input can wrap it.
    constexpr int64_t count() const { return saturatingMul(saturatingMul(x, y), z); }
    constexpr double approxCount() const { return double(x) * double(y) * double(z); } // for messages past int64_t
    constexpr bool operator==(const Dim3& o) const { return x == o.x && y == o.y && z == o.z; }
};

struct LaunchConfig
{
    Dim3 grid;
    Dim3 block;

    constexpr int64_t threadsPerBlock() const { return block.count(); }
    constexpr int64_t blockCount() const { return grid.count(); }
    // Saturated at kSaturatedCount, so "more than the cap" is always caught.
    constexpr int64_t totalThreads() const { return saturatingMul(grid.count(), block.count()); }
};

// ceil(a / b) for non-negative a and positive b.
constexpr int64_t ceilDiv(int64_t a, int64_t b)
{
    return a / b + (a % b != 0); // not (a + b - 1) / b, which overflows near INT64_MAX
}

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

    constexpr int64_t elementCount(MappingKind kind) const
    {
        return kind == MappingKind::Matrix2D ? saturatingMul(rows, cols)
            : kind == MappingKind::Volume3D  ? saturatingMul(saturatingMul(nx, ny), nz)
                                             : n;
    }
};

struct MatmulShape
{
    int64_t m = 1; // rows of A and C
    int64_t n = 1; // columns of B and C
    int64_t k = 1; // columns of A, rows of B
};

} // namespace cvz
