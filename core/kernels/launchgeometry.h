// The ground floor of everything about a launch: the launch types (launchtypes.h), the
// teaching kernels' catalog (teachingkernels.h) and what is read from it: names, families,
// each traced kernel's launch for a problem. Used by the emulator, the CUDA module (nvcc), the mapping and the picture,
// so it stays free of Qt and of anything nvcc cannot compile.
#pragma once

#include "checkedmath.h"
#include "launchtypes.h"
#include "teachingkernels.h"

#include <cstdint>

namespace cvz {

// The names the app, the CLI, lessons, result files and the GPU module use for them.
constexpr const char* teachingKernelName(TeachingKernel kernel)
{
    return kernelInfo(kernel).key;
}

constexpr bool isMatmul(TeachingKernel kernel)
{
    return kernelInfo(kernel).family == KernelFamily::Matmul;
}

constexpr bool isTranspose(TeachingKernel kernel)
{
    return kernelInfo(kernel).family == KernelFamily::Transpose;
}

// The kernels the picture follows through an emulator trace: the matmuls, the transposes and
// the Vector kernels (a stencil, a reduction, a histogram).
constexpr bool isTraced(TeachingKernel kernel)
{
    return kernelInfo(kernel).traced();
}

// How the kernel maps threads to the array it writes (matmuls: a rows x cols matrix C).
constexpr MappingKind mappingKindOf(TeachingKernel kernel)
{
    return kernelInfo(kernel).mapping;
}

constexpr int kMatmulTile = kTiledTile; // matmul-tiled's TILE; its block must be TILE x TILE
constexpr int kMatmulTile2D = Tiled2D::BM; // matmul-tiled-2d: a 16 x 16 block computes a 64 x 64 tile of C
static_assert(Tiled2D::BM == Tiled2D::BN, "the picture draws square 2D tiles");
constexpr int kMatmulTileWarp = Warptiled::BM; // matmul-warptiled: 256 threads compute a 128 x 128 tile
static_assert(Warptiled::BM == Warptiled::BN, "the picture draws square warp tiles");

// The launch each traced kernel is written for (naive and coalesced matmuls with blockSide
// x blockSide blocks): the one the CUDA module uses and the emulator replays. An index
// kernel has none of its own: one block of blockSide threads.
constexpr LaunchConfig kernelLaunch(TeachingKernel kernel, const KernelShape& shape, int64_t blockSide)
{
    const TeachingKernelInfo& info = kernelInfo(kernel);
    return info.launch ? info.launch(shape, blockSide) : LaunchConfig { { 1, 1, 1 }, { blockSide, 1, 1 } };
}

// A matmul's launch for a benchmark's shape (M x K times K x N).
constexpr LaunchConfig matmulLaunch(TeachingKernel kernel, const MatmulShape& s, int64_t blockSide = kMatmulTile)
{
    return kernelLaunch(kernel, shapeOf(s), blockSide);
}

} // namespace cvz
