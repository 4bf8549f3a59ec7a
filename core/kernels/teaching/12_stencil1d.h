// Teaching kernel 12 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

struct Stencil1D // stencil1d: a block of `block` threads, `radius` neighbours on each side
{
    static constexpr int radius = 3, block = 128;
};

// @kernel stencil1d
// 1D stencil: out[i] = in[i - 3] + ... + in[i + 3], elements past either end counting as 0.
// A block of 128 threads first copies its 128 elements and a halo of 3 on each side into
// shared memory, waits, then every thread reads its 7 inputs from there: each input element
// is loaded from global memory about once instead of 7 times.
// Launch with blockDim = (BLOCK), gridDim = (ceil(n / BLOCK)).
// @cuda constexpr int RADIUS = 3, BLOCK = 128;
// @cuda __global__ void stencil1D(const float* in, float* out, int n)
template <int RADIUS, int BLOCK, class Ctx, class In, class Out, class Shared>
CVZ_HD void stencil1D(Ctx& ctx, In in, Out out, long long n, Shared tile)
{
    // @cuda __shared__ float tile[BLOCK + 2 * RADIUS];
    const int t = ctx.threadIdx().x;
    const long long i = (long long)ctx.blockIdx().x * BLOCK + t; // @index
    // Each thread copies its own element into the middle of the tile...
    ctx.store(tile, RADIUS + t, i < n ? ctx.load(in, i) : 0.0f);
    // ...and the first RADIUS threads also copy the halo: RADIUS elements on each side.
    if (t < RADIUS) {
        const long long left = i - RADIUS, right = i + BLOCK;
        ctx.store(tile, t, left >= 0 && left < n ? ctx.load(in, left) : 0.0f);
        ctx.store(tile, RADIUS + BLOCK + t, right < n ? ctx.load(in, right) : 0.0f);
    }
    // Nobody may read a neighbour's element before it is in the tile.
    ctx.syncthreads();
    if (i < n) { // @guard
        float sum = 0.0f;
        for (int j = -RADIUS; j <= RADIUS; ++j)
            sum += ctx.load(tile, RADIUS + t + j);
        ctx.store(out, i, sum); // @write
    }
}
// @end

// One block of BLOCK threads per BLOCK elements.
constexpr LaunchConfig stencil1DLaunch(const KernelShape& shape, int64_t)
{
    const int64_t n = shape[0];
    return { { ceilDiv(n, Stencil1D::block), 1, 1 }, { Stencil1D::block, 1, 1 } };
}

// Per thread: its element in (a load and a store), the halo (2 loads and 2 stores at most),
// 2 RADIUS + 1 reads of the tile, the store of out.
constexpr int64_t stencil1DAccesses(const KernelShape&, int64_t threads)
{
    return saturatingMul(threads, 2 + 4 + 2 * Stencil1D::radius + 1 + 1);
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct Stencil1DEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::Stencil1D, "stencil1d", "out",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "1D stencil, shared-memory halo"), KernelFamily::Vector,
        MappingKind::Linear1D, { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "n (elements)"), "n" } }, nullptr, false,
        { Stencil1D::block, 1, 1 },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "the shared tile holds one block's elements and its halo"),
        &stencil1DLaunch, &stencil1DAccesses,
        { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "1D stencil, radius 3, shared halo: n = 1000, block 128"),
            { 1000, 1, 1 }, { Stencil1D::block, 1, 1 } },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "stencil: the block's first 3 threads also load the halo, 3 elements on each side; after the barrier "
            "every thread reads its 7 inputs from shared memory") };
    template <class Run> static auto emulate(Run& run)
    {
        const ProblemShape p = run.problem();
        const auto in = run.input("in", p.n), out = run.output("out", p.n);
        const auto tile = run.shared("tile", Stencil1D::block + 2 * Stencil1D::radius);
        return run.launch([=](auto& ctx) { stencil1D<Stencil1D::radius, Stencil1D::block>(ctx, in, out, p.n, tile); });
    }
};

} // namespace cvz
