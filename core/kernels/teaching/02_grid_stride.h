// Teaching kernel 2 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

// @kernel grid-stride
// A fixed-size grid covers any n: each thread jumps ahead by the whole grid's width.
// @cuda __global__ void vectorAddGridStride(const float* a, const float* b, float* c, int n)
template <class Ctx, class In, class Out> CVZ_HD void vectorAddGridStride(Ctx& ctx, In a, In b, Out c, long long n)
{
    // First element of this thread, as in the one-thread-per-element kernel.
    const long long start = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    // Total number of threads in the grid: the distance between two visits.
    const long long stride = (long long)ctx.gridDim().x * ctx.blockDim().x;
    // The loop condition is the guard: a thread whose start is past n does nothing.
    for (long long i = start; i < n; i += stride) // @guard
        ctx.store(c, i, ctx.load(a, i) + ctx.load(b, i)); // @write
}
// @end

// Every element is visited once: two loads and a store each, whatever the grid.
constexpr int64_t gridStrideAccesses(const KernelShape& shape, int64_t)
{
    const int64_t n = shape[0];
    return saturatingMul(3, n);
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct GridStrideEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::GridStride, "grid-stride", "c",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Vector add, grid-stride loop"), KernelFamily::Index,
        MappingKind::GridStride1D, { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "n (elements)"), "n" } }, nullptr,
        false, { 0, 0, 0 }, nullptr, nullptr, &gridStrideAccesses };
    template <class Run> static auto emulate(Run& run)
    {
        const ProblemShape p = run.problem();
        const auto a = run.input("a", p.n), b = run.input("b", p.n), c = run.output("c", p.n);
        return run.launch([=](auto& ctx) { vectorAddGridStride(ctx, a, b, c, p.n); });
    }
};

} // namespace cvz
