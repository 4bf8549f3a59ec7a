// Teaching kernel 6 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

// @kernel matmul-coalesced
// The same arithmetic with x running ALONG a row of C. With blockDim (16, 16) a warp is
// 2 rows of 16 threads: per step k its 16 threads in a row read one element of A (a
// broadcast) and 16 neighbouring elements of B, and write 16 neighbouring elements of C,
// so each access of a row is one 64-byte run instead of 16 scattered ones (coalesced).
// @cuda __global__ void matmulCoalesced(const float* A, const float* B, float* C, int M, int N, int K)
template <class Ctx, class In, class Out>
CVZ_HD void matmulCoalesced(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K)
{
    const long long col = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long row = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    if (row < M && col < N) { // @guard
        float sum = 0.0f;
        for (long long k = 0; k < K; ++k) {
            const float a = ctx.load(A, row * K + k), b = ctx.load(B, k * N + col);
            sum += a * b;
        }
        ctx.store(C, row * N + col, sum); // @write
    }
}
// @end

// x runs along the columns of C: blockSide x blockSide blocks, gridDim.x over N.
constexpr LaunchConfig matmulRowMajorLaunch(const KernelShape& shape, int64_t blockSide)
{
    const MatmulShape s = matmulOf(shape);
    return { { ceilDiv(s.n, blockSide), ceilDiv(s.m, blockSide), 1 }, { blockSide, blockSide, 1 } };
}

// Its x runs along C's columns; what one warp reads from B depends on the block's width.
constexpr Explanation matmulCoalescedExplain(const KernelShape& shape, const LaunchConfig& l, Dim3 bi, Dim3 ti)
{
    Explanation e = oneElementPerThread(matmulOf(shape), l, bi, ti, false);
    constexpr int64_t warp = 32;
    const int64_t x = l.block.x;
    e.closing = x % warp == 0
        ? explainLine(false,
            QT_TRANSLATE_NOOP("cvz::TeachingKernels",
                "coalesced: a warp is 32 threads of one row of C; they read 32 neighbouring floats of B (128 bytes) "
                "together"))
        : warp % x == 0
        ? explainLine(false,
            QT_TRANSLATE_NOOP("cvz::TeachingKernels",
                "coalesced: with blockDim.x = %1 a warp is %2 rows of %1 threads; each row reads %1 neighbouring "
                "floats of B (%3 bytes) together"),
            x, warp / x, x * 4)
        : explainLine(false,
            QT_TRANSLATE_NOOP("cvz::TeachingKernels",
                "coalesced: with blockDim.x = %1 a warp covers parts of several rows of C; each part reads "
                "neighbouring floats of B together"),
            x);
    return e;
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct MatmulCoalescedEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::MatmulCoalesced, "matmul-coalesced", "C",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Matmul, coalesced"), KernelFamily::Matmul, MappingKind::Matrix2D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "M (rows of A, C)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "K (columns of A)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "N (columns of B, C)"), nullptr } },
        "shape", false, { 0, 0, 0 }, nullptr, &matmulRowMajorLaunch, &dotProductAccesses, {}, nullptr, "gpu-coalesced",
        &matmulCoalescedExplain };
    template <class Run> static auto emulate(Run& run)
    {
        const MatmulShape s = run.matmul();
        const auto io = matmulArrays(run);
        return run.launch([=](auto& ctx) { matmulCoalesced(ctx, io.A, io.B, io.C, s.m, s.n, s.k); });
    }
};

} // namespace cvz
