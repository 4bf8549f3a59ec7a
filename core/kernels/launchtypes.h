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

// A teaching kernel's sizes, in the order its descriptor names them (TeachingKernelInfo::
// sizes): n; rows, cols; nx, ny, nz; a matmul's M, K, N (as "MxKxN" writes them); a
// transpose's rows and cols of A. 1 past the kernel's last size. The one shape a setup, a
// launch and an emulation carry; problemOf and matmulOf read it as the index arithmetic and
// the benchmarks' matmuls do.
struct KernelShape
{
    int64_t size[3] = { 1, 1, 1 };

    constexpr int64_t operator[](int i) const { return size[i]; }
    constexpr int64_t& operator[](int i) { return size[i]; }
    constexpr bool operator==(const KernelShape& o) const
    {
        return size[0] == o.size[0] && size[1] == o.size[1] && size[2] == o.size[2];
    }
};

// An index kernel's sizes as its thread mapping reads them.
constexpr ProblemShape problemOf(MappingKind kind, const KernelShape& s)
{
    ProblemShape p;
    if (kind == MappingKind::Matrix2D)
        p.rows = s[0], p.cols = s[1];
    else if (kind == MappingKind::Volume3D)
        p.nx = s[0], p.ny = s[1], p.nz = s[2];
    else
        p.n = s[0];
    return p;
}

constexpr KernelShape shapeOf(MappingKind kind, const ProblemShape& p)
{
    return kind == MappingKind::Matrix2D ? KernelShape { { p.rows, p.cols, 1 } }
        : kind == MappingKind::Volume3D  ? KernelShape { { p.nx, p.ny, p.nz } }
                                         : KernelShape { { p.n, 1, 1 } };
}

// A matmul kernel's sizes (M, K, N) as a benchmark's shape, and back.
constexpr MatmulShape matmulOf(const KernelShape& s)
{
    return { s[0], s[2], s[1] };
}

constexpr KernelShape shapeOf(const MatmulShape& m)
{
    return { { m.m, m.k, m.n } };
}

} // namespace cvz
