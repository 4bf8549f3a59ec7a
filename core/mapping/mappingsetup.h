#pragma once

#include "emulator/emulatedkernels.h"
#include "launchconfig.h"

#include <QString>
#include <optional>
#include <vector>

namespace cvz {

// What the Thread Mapping page shows: which kernel, on what data, with which launch.
struct MappingSetup
{
    TeachingKernel kernel = TeachingKernel::VecAdd;
    KernelShape shape; // its sizes, in the order its entry names them (n; rows, cols; M, K, N; ...)
    LaunchConfig launch;
    bool guard = true; // index kernels except grid-stride (whose loop condition is its guard)

    // The sizes as the index arithmetic reads them (an index kernel's n, rows x cols, volume).
    ProblemShape problem() const { return problemOf(kernelInfo(kernel).mapping, shape); }
};

// The launch that fits the setup's sizes with this block: a traced kernel's own launch
// (blockSide = block.x for the naive and coalesced matmuls' square blocks), an index
// kernel's gridDim = ceil(size / blockDim) in every dimension.
LaunchConfig fittedLaunch(TeachingKernel kernel, const KernelShape& shape, const Dim3& block);

// The most threads and data elements the picture draws (one 4-byte cell each; a block's
// tile costs at most 4 cells a thread with its gaps, so the thread image stays under
// 256 MiB), and the most accesses a matmul trace may record.
constexpr int64_t kMaxPictureThreads = int64_t(1) << 24;
constexpr int64_t kMaxPictureElements = int64_t(1) << 24;
constexpr int64_t kMaxTraceAccesses = 12'000'000;

// Every load and store the setup's kernel will make, counted from its loops before running
// it; saturating, so no input overflows it. An upper bound (exact for full tiles).
int64_t estimatedAccesses(const MappingSetup& setup);

// Why this launch cannot run this matmul kernel (tiled needs TILE x TILE), or nothing.
std::optional<QString> validateMatmulLaunch(TeachingKernel kernel, const LaunchConfig& launch);
// Why a matmul's or transpose's shape and launch cannot run (a dimension below 1, a tiled
// kernel's block), or nothing. Part of validateSetup, and of the memory trace's checks.
std::optional<QString> validateTracedShape(const MappingSetup& setup);
// Why this setup cannot be shown (a precise, translated sentence), or nothing.
std::optional<QString> validateSetup(const MappingSetup& setup, const DeviceLimits& limits = {});

// A ready-made setup for the classroom.
struct MappingPreset
{
    QString title; // translated, shown in the presets menu
    MappingSetup setup;
};

std::vector<MappingPreset> mappingPresets();

} // namespace cvz
