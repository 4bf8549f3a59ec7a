// Teaching kernel 1 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

// @kernel vecadd
// One thread per element: c[i] = a[i] + b[i].
// @cuda __global__ void vectorAdd(const float* a, const float* b, float* c, int n)
template <class Ctx, class In, class Out> CVZ_HD void vectorAdd(Ctx& ctx, In a, In b, Out c, long long n, bool guard)
{
    // Global index: which element this thread owns.
    const long long i = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    // The grid is rounded up to whole blocks, so the last block may run past n.
    if (!guard || i < n) // @guard
        ctx.store(c, i, ctx.load(a, i) + ctx.load(b, i)); // @write
}
// @end

// The catalog's entry: what the app knows about this kernel beside its body.
struct VecAddEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::VecAdd, "vecadd", "c",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Vector add (1D)"), KernelFamily::Index, MappingKind::Linear1D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "n (elements)"), "n" } }, nullptr, true, { 0, 0, 0 }, nullptr,
        nullptr, &twoLoadsAndAStore };
    template <class Run> static auto emulate(Run& run)
    {
        const ProblemShape p = run.problem();
        const auto a = run.input("a", p.n), b = run.input("b", p.n), c = run.output("c", p.n);
        const bool guard = run.guard();
        return run.launch([=](auto& ctx) { vectorAdd(ctx, a, b, c, p.n, guard); });
    }
};

} // namespace cvz
