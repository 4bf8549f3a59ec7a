// The ground floor of everything about a launch: CUDA's dim3, a launch, the problem a
// kernel indexes, the teaching kernels by name, and each matmul kernel's launch for a
// problem. Used by the emulator, the CUDA module (nvcc), the mapping and the picture, so it
// stays free of Qt and of anything nvcc cannot compile.
#pragma once

#include "checkedmath.h"
#include "teachingkernels.h"

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

// The kernels of teachingkernels.h, by the names the app and CLI use (see teachingKernelKey).
enum class TeachingKernel
{
    VecAdd,
    GridStride,
    MatAdd,
    Volume3D,
    MatmulNaive,
    MatmulCoalesced,
    MatmulTiled,
    MatmulTiled2D,
    TransposeNaive,
    TransposePadded,
    MatmulWarptiled
};
constexpr TeachingKernel kLastTeachingKernel = TeachingKernel::MatmulWarptiled; // for loops over them all

// The names the app, the CLI, lessons, result files and the GPU module use for them.
constexpr const char* teachingKernelName(TeachingKernel kernel)
{
    switch (kernel) {
    case TeachingKernel::VecAdd:
        return "vecadd";
    case TeachingKernel::GridStride:
        return "grid-stride";
    case TeachingKernel::MatAdd:
        return "matadd";
    case TeachingKernel::Volume3D:
        return "3d";
    case TeachingKernel::MatmulNaive:
        return "matmul-naive";
    case TeachingKernel::MatmulCoalesced:
        return "matmul-coalesced";
    case TeachingKernel::MatmulTiled:
        return "matmul-tiled";
    case TeachingKernel::MatmulTiled2D:
        return "matmul-tiled-2d";
    case TeachingKernel::TransposeNaive:
        return "transpose-naive";
    case TeachingKernel::TransposePadded:
        return "transpose-padded";
    case TeachingKernel::MatmulWarptiled:
        return "matmul-warptiled";
    }
    return "";
}

constexpr bool isMatmul(TeachingKernel kernel)
{
    return kernel == TeachingKernel::MatmulNaive || kernel == TeachingKernel::MatmulCoalesced
        || kernel == TeachingKernel::MatmulTiled || kernel == TeachingKernel::MatmulTiled2D
        || kernel == TeachingKernel::MatmulWarptiled;
}

constexpr bool isTranspose(TeachingKernel kernel)
{
    return kernel == TeachingKernel::TransposeNaive || kernel == TeachingKernel::TransposePadded;
}

// The kernels the picture follows through an emulator trace, whose problem is a MatmulShape:
// the matmuls (M x K times K x N) and the transposes (A is M x N; K is unused and 1).
constexpr bool isTraced(TeachingKernel kernel)
{
    return isMatmul(kernel) || isTranspose(kernel);
}

// How the kernel maps threads to the array it writes (matmuls: a rows x cols matrix C).
constexpr MappingKind mappingKindOf(TeachingKernel kernel)
{
    return kernel == TeachingKernel::VecAdd    ? MappingKind::Linear1D
        : kernel == TeachingKernel::GridStride ? MappingKind::GridStride1D
        : kernel == TeachingKernel::Volume3D   ? MappingKind::Volume3D
                                               : MappingKind::Matrix2D;
}

struct MatmulShape
{
    int64_t m = 1; // rows of A and C
    int64_t n = 1; // columns of B and C
    int64_t k = 1; // columns of A, rows of B
};

constexpr int kMatmulTile = kernels::kTiledTile; // matmul-tiled's TILE; its block must be TILE x TILE
constexpr int kMatmulTile2D = kernels::Tiled2D::BM; // matmul-tiled-2d: a 16 x 16 block computes a 64 x 64 tile of C
static_assert(kernels::Tiled2D::BM == kernels::Tiled2D::BN, "the picture draws square 2D tiles");
constexpr int kMatmulTileWarp = kernels::Warptiled::BM; // matmul-warptiled: 256 threads compute a 128 x 128 tile
static_assert(kernels::Warptiled::BM == kernels::Warptiled::BN, "the picture draws square warp tiles");

// The launch each traced kernel is written for (naive and coalesced matmuls with blockSide
// x blockSide blocks): the one the CUDA module uses and the emulator replays.
constexpr LaunchConfig matmulLaunch(TeachingKernel kernel, const MatmulShape& s, int64_t blockSide = kMatmulTile)
{
    if (isTranspose(kernel)) // one 32 x 32 tile of A per block
        return { { ceilDiv(s.n, kernels::Transpose::tile), ceilDiv(s.m, kernels::Transpose::tile), 1 },
            { kernels::Transpose::tile, kernels::Transpose::rows, 1 } };
    if (kernel == TeachingKernel::MatmulTiled2D)
        return { { ceilDiv(s.n, kMatmulTile2D), ceilDiv(s.m, kMatmulTile2D), 1 },
            { kernels::Tiled2D::threadsX, kernels::Tiled2D::threadsY, 1 } };
    if (kernel == TeachingKernel::MatmulWarptiled) // warps are linear: a 1D block of 8 warps
        return { { ceilDiv(s.n, kMatmulTileWarp), ceilDiv(s.m, kMatmulTileWarp), 1 },
            { kernels::Warptiled::threads, 1, 1 } };
    if (kernel == TeachingKernel::MatmulTiled)
        blockSide = kMatmulTile;
    if (kernel == TeachingKernel::MatmulNaive) // x runs down the rows of C
        return { { ceilDiv(s.m, blockSide), ceilDiv(s.n, blockSide), 1 }, { blockSide, blockSide, 1 } };
    // x runs along the columns of C
    return { { ceilDiv(s.n, blockSide), ceilDiv(s.m, blockSide), 1 }, { blockSide, blockSide, 1 } };
}

} // namespace cvz
