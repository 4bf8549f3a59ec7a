// Teaching kernel 4 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

// @kernel 3d
// 3D: one thread per cell of an nx x ny x nz volume, x fastest in memory.
// @cuda __global__ void volumeAdd(const float* a, const float* b, float* c, int nx, int ny, int nz)
template <class Ctx, class In, class Out>
CVZ_HD void volumeAdd(Ctx& ctx, In a, In b, Out c, long long nx, long long ny, long long nz, bool guard)
{
    const long long x = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long y = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    const long long z = (long long)ctx.blockIdx().z * ctx.blockDim().z + ctx.threadIdx().z; // @index
    if (!guard || (x < nx && y < ny && z < nz)) { // @guard
        // Slice z, then row y, then column x.
        const long long e = (z * ny + y) * nx + x; // @write
        ctx.store(c, e, ctx.load(a, e) + ctx.load(b, e)); // @write
    }
}
// @end

// The catalog's entry: what the app knows about this kernel beside its body.
struct Volume3DEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::Volume3D, "3d", "c",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Volume add (3D)"), KernelFamily::Index, MappingKind::Volume3D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "nx (width)"), "nx" },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "ny (height)"), "ny" },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "nz (depth)"), "nz" } },
        nullptr, true, { 0, 0, 0 }, nullptr, nullptr, &twoLoadsAndAStore };
    template <class Run> static auto emulate(Run& run)
    {
        const ProblemShape p = run.problem();
        const int64_t count = saturatingMul(saturatingMul(p.nx, p.ny), p.nz), rows = saturatingMul(p.ny, p.nz);
        const auto a = run.input("a", count, rows), b = run.input("b", count, rows), c = run.output("c", count, rows);
        const bool guard = run.guard();
        return run.launch([=](auto& ctx) { volumeAdd(ctx, a, b, c, p.nx, p.ny, p.nz, guard); });
    }
};

} // namespace cvz
