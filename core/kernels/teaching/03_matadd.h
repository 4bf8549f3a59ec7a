// Teaching kernel 3 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

// @kernel matadd
// 2D: one thread per element of a rows x cols row-major matrix.
// @cuda __global__ void matrixAdd(const float* a, const float* b, float* c, int rows, int cols)
template <class Ctx, class In, class Out>
CVZ_HD void matrixAdd(Ctx& ctx, In a, In b, Out c, long long rows, long long cols, bool guard)
{
    // x runs along a row (columns), y down the matrix (rows).
    const long long col = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long row = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    // Both coordinates must be inside: the grid overhangs on the right and at the bottom.
    if (!guard || (row < rows && col < cols)) { // @guard
        // Row-major: element (row, col) lives at row * cols + col.
        const long long e = row * cols + col; // @write
        ctx.store(c, e, ctx.load(a, e) + ctx.load(b, e)); // @write
    }
}
// @end

// The catalog's entry: what the app knows about this kernel beside its body.
struct MatAddEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::MatAdd, "matadd", "c",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Matrix add (2D)"), KernelFamily::Index, MappingKind::Matrix2D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "rows"), "rows" },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "cols"), "cols" } },
        nullptr, true, { 0, 0, 0 }, nullptr, nullptr, &twoLoadsAndAStore };
    template <class Run> static auto emulate(Run& run)
    {
        const ProblemShape p = run.problem();
        const int64_t count = saturatingMul(p.rows, p.cols);
        const auto a = run.input("a", count, p.rows), b = run.input("b", count, p.rows),
                   c = run.output("c", count, p.rows);
        const bool guard = run.guard();
        return run.launch([=](auto& ctx) { matrixAdd(ctx, a, b, c, p.rows, p.cols, guard); });
    }
};

} // namespace cvz
