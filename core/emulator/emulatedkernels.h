#pragma once

#include "blockemulator.h"
#include "mapping/threadmapping.h"

#include <optional>
#include <vector>

namespace cvz {

// The kernels of core/kernels/teachingkernels.h, by the names the app and CLI use.
enum class TeachingKernel
{
    VecAdd,
    GridStride,
    MatAdd,
    Volume3D,
    MatmulNaive,
    MatmulCoalesced,
    MatmulTiled,
    MatmulTiled2D
};

QString teachingKernelKey(TeachingKernel kernel); // "vecadd", "matmul-tiled", ...
std::optional<TeachingKernel> teachingKernelFromKey(const QString& key);
bool isMatmul(TeachingKernel kernel);
// How the kernel maps threads to the array it writes (matmuls: a rows x cols matrix C).
MappingKind mappingKindOf(TeachingKernel kernel);

struct MatmulShape
{
    int64_t m = 1; // rows of A and C
    int64_t n = 1; // columns of B and C
    int64_t k = 1; // columns of A, rows of B
};

constexpr int kMatmulTile = 16; // matmul-tiled's TILE; its block must be TILE x TILE
constexpr int kMatmulTile2D = 64; // matmul-tiled-2d: a 16 x 16 block computes a 64 x 64 tile of C

// The launch each matmul kernel is written for, with blockSide x blockSide blocks.
LaunchConfig matmulLaunch(TeachingKernel kernel, const MatmulShape& shape, int64_t blockSide = kMatmulTile);
// Why this launch cannot run this matmul kernel (tiled needs TILE x TILE), or nothing.
std::optional<QString> validateMatmulLaunch(TeachingKernel kernel, const LaunchConfig& launch);

struct EmulationRun
{
    BlockEmulator::Outcome outcome = BlockEmulator::Outcome::Finished;
    QString error;
    AccessTrace trace;
    std::vector<float> output; // c (mapping kernels) or C (matmuls)
};

// Runs a mapping kernel (vecadd, grid-stride, matadd, 3d) on a = 0,1,2..., b = 1000+i.
EmulationRun emulateMapping(const ThreadMapping& mapping, BlockEmulator::Options options = {});

// Runs a matmul kernel on row-major A (m x k) and B (k x n).
EmulationRun emulateMatmul(TeachingKernel kernel, const MatmulShape& shape, const std::vector<float>& a,
    const std::vector<float>& b, const LaunchConfig& launch, BlockEmulator::Options options = {});

} // namespace cvz
