// Teaching kernel 14 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

struct Histogram // histogram: `bins` counts; the launch covers n with at most maxBlocks blocks
{
    static constexpr int bins = 16, maxBlocks = 8;
};

// @kernel histogram
// Histogram with atomics, privatised in shared memory: each block counts into its own 16 bins
// in shared memory (atomics that only the block's threads contend for), waits, then adds its
// 16 counts to the global bins with one atomicAdd each. Without the private copy every element
// would be an atomicAdd on one of 16 global words, queued behind every other block's.
// The values are whole numbers 0 to BINS - 1 (stored as floats); the grid-stride loop lets a
// few blocks cover any n. Launch with any 1D blockDim and the bins zeroed.
// @cuda constexpr int BINS = 16;
// @cuda __global__ void histogram(const float* in, float* bins, int n)
template <int BINS, class Ctx, class In, class Out, class Shared>
CVZ_HD void histogram(Ctx& ctx, In in, Out bins, long long n, Shared local)
{
    // @cuda __shared__ float local[BINS];
    const int t = ctx.threadIdx().x;
    for (int b = t; b < BINS; b += ctx.blockDim().x)
        ctx.store(local, b, 0.0f);
    ctx.syncthreads();
    const long long start = (long long)ctx.blockIdx().x * ctx.blockDim().x + t; // @index
    const long long stride = (long long)ctx.gridDim().x * ctx.blockDim().x;
    for (long long i = start; i < n; i += stride) // @guard
        ctx.atomicAdd(local, (int)ctx.load(in, i), 1.0f);
    // Every count of this block is in before it is added to the global bins.
    ctx.syncthreads();
    for (int b = t; b < BINS; b += ctx.blockDim().x)
        ctx.atomicAdd(bins, b, ctx.load(local, b)); // @write
}
// @end

// Blocks of blockSide threads, at most maxBlocks of them: the loop covers the rest.
constexpr LaunchConfig histogramLaunch(const KernelShape& shape, int64_t blockSide)
{
    const int64_t n = shape[0];
    const int64_t blocks = ceilDiv(n, blockSide);
    return { { blocks < Histogram::maxBlocks ? blocks : Histogram::maxBlocks, 1, 1 }, { blockSide, 1, 1 } };
}

// Every element: a load and an atomic; every bin of every block: a store, a load and an
// atomic (at most 3 BINS per thread when a block has fewer threads than bins).
constexpr int64_t histogramAccesses(const KernelShape& shape, int64_t threads)
{
    const int64_t n = shape[0];
    return saturatingAdd(saturatingMul(2, n), saturatingMul(threads, 3 * Histogram::bins));
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct HistogramEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::Histogram, "histogram", "bins",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Histogram, private bins + atomics"), KernelFamily::Vector,
        MappingKind::Linear1D, { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "n (elements)"), "n" } }, nullptr, false,
        { 0, 0, 0 }, nullptr, &histogramLaunch, &histogramAccesses,
        { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Histogram, 16 bins, shared-memory atomics: n = 1000, block 64"),
            { 1000, 1, 1 }, { 64, 1, 1 } },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "histogram: counts go to the block's private bins in shared memory first; after the barrier each block "
            "adds its 16 counts to the global bins") };
    template <class Run> static auto emulate(Run& run)
    {
        const ProblemShape p = run.problem();
        const auto in = run.input("in", p.n), bins = run.output("bins", Histogram::bins);
        const auto local = run.shared("local", Histogram::bins);
        return run.launch([=](auto& ctx) { histogram<Histogram::bins>(ctx, in, bins, p.n, local); });
    }
};

} // namespace cvz
