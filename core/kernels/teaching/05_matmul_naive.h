// Teaching kernel 5 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

// @kernel matmul-naive
// C (M x N) = A (M x K) * B (K x N), row-major. One thread per element of C, with x
// running DOWN a column of C: with blockDim (16, 16) a warp's threads sit in 16 rows, so
// they read A at 16 places K floats apart and write C at 16 places N floats apart; their
// memory accesses cannot be combined (uncoalesced).
// @cuda __global__ void matmulNaive(const float* A, const float* B, float* C, int M, int N, int K)
template <class Ctx, class In, class Out>
CVZ_HD void matmulNaive(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K)
{
    const long long row = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long col = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    if (row < M && col < N) { // @guard
        float sum = 0.0f;
        // Dot product of row `row` of A with column `col` of B.
        for (long long k = 0; k < K; ++k) {
            const float a = ctx.load(A, row * K + k), b = ctx.load(B, k * N + col);
            sum += a * b;
        }
        ctx.store(C, row * N + col, sum); // @write
    }
}
// @end

// x runs down the rows of C: blockSide x blockSide blocks, gridDim.x over M.
constexpr LaunchConfig matmulNaiveLaunch(const KernelShape& shape, int64_t blockSide)
{
    const MatmulShape s = matmulOf(shape);
    return { { ceilDiv(s.m, blockSide), ceilDiv(s.n, blockSide), 1 }, { blockSide, blockSide, 1 } };
}

// K loads of A and of B, then the store of C.
constexpr int64_t dotProductAccesses(const KernelShape& shape, int64_t threads)
{
    const MatmulShape s = matmulOf(shape);
    return saturatingMul(threads, saturatingAdd(saturatingMul(2, s.k), 1));
}

// Its x runs down C's rows: row from x, col from y.
constexpr Explanation matmulNaiveExplain(const KernelShape& shape, const LaunchConfig& l, Dim3 bi, Dim3 ti)
{
    const MatmulShape s = matmulOf(shape);
    Explanation e = oneElementPerThread(s, l, bi, ti, true);
    e.closing = explainLine(false,
        QT_TRANSLATE_NOOP(
            "cvz::TeachingKernels", "naive: neighbouring threads (x) read rows of A %1 floats apart: uncoalesced"),
        s.k);
    return e;
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct MatmulNaiveEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::MatmulNaive, "matmul-naive", "C",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Matmul, naive"), KernelFamily::Matmul, MappingKind::Matrix2D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "M (rows of A, C)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "K (columns of A)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "N (columns of B, C)"), nullptr } },
        "shape", false, { 0, 0, 0 }, nullptr, &matmulNaiveLaunch, &dotProductAccesses, {}, nullptr, "gpu-naive",
        &matmulNaiveExplain };
    template <class Run> static auto emulate(Run& run)
    {
        const MatmulShape s = run.matmul();
        const auto io = matmulArrays(run);
        return run.launch([=](auto& ctx) { matmulNaive(ctx, io.A, io.B, io.C, s.m, s.n, s.k); });
    }
};

} // namespace cvz
