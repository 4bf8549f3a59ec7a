#pragma once

#include "blockemulator.h"
#include "kernels/launchgeometry.h"

#include <optional>
#include <vector>

namespace cvz {

// TeachingKernel, KernelShape, isMatmul, mappingKindOf, the tile sizes and kernelLaunch
// live in kernels/launchgeometry.h, where the CUDA module sees them too.

QString teachingKernelKey(TeachingKernel kernel); // "vecadd", "matmul-tiled", ...
std::optional<TeachingKernel> teachingKernelFromKey(const QString& key);

struct EmulationRun
{
    BlockEmulator::Outcome outcome = BlockEmulator::Outcome::Finished;
    QString error;
    AccessTrace trace;
    std::vector<float> output; // c (mapping kernels) or C (matmuls)
};

// Called with the global and shared arrays once they are set up, before the first block runs.
using ArraysReady = std::function<void(const std::vector<TracedArray>& arrays)>;

// One run of a catalog kernel: its sizes, the data of its inputs in the order its file
// declares them (missing ones get a pattern: 0, 1, 2, ... then 1000 + i), the launch.
struct EmulationRequest
{
    TeachingKernel kernel = TeachingKernel::VecAdd;
    KernelShape shape; // in the order of the kernel's sizes
    std::vector<std::vector<float>> inputs;
    LaunchConfig launch;
    bool guard = true;
};

// Runs any kernel of the catalog through its entry's emulate().
EmulationRun emulateKernel(
    const EmulationRequest& request, BlockEmulator::Options options = {}, const ArraysReady& ready = {});

// Runs a mapping kernel (vecadd, grid-stride, matadd, 3d) on a = 0,1,2..., b = 1000+i.
EmulationRun emulateMapping(MappingKind kind, const ProblemShape& problem, const LaunchConfig& launch, bool guard,
    BlockEmulator::Options options = {}, const ArraysReady& ready = {});

// Runs a matmul kernel on row-major A (m x k) and B (k x n); a transpose: emulateKernel.
EmulationRun emulateMatmul(TeachingKernel kernel, const MatmulShape& shape, const std::vector<float>& a,
    const std::vector<float>& b, const LaunchConfig& launch, BlockEmulator::Options options = {},
    const ArraysReady& ready = {});

} // namespace cvz
