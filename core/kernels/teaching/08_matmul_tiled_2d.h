// Teaching kernel 8 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

struct Tiled2D // matmul-tiled-2d: a BM x BN tile of C per block, a TM x TN patch per thread
{
    static constexpr int BM = 64, BN = 64, BK = 8, TM = 4, TN = 4;
    static constexpr int threadsX = BN / TN, threadsY = BM / TM, threads = threadsX * threadsY; // 16 x 16
};

// @kernel matmul-tiled-2d
// Register blocking: a block of 16 x 16 threads computes a 64 x 64 tile of C, each thread
// a 4 x 4 patch held in registers. Per step along K, the block stages a 64 x 8 slice of A and
// an 8 x 64 slice of B in shared memory (two elements per thread each); every value a thread
// reads from shared memory is then used for 4 multiply-adds instead of 1.
// Launch with blockDim = (16, 16), gridDim = (ceil(N / 64), ceil(M / 64)),
// As = BK*BM and Bs = BK*BN floats of shared memory.
// @cuda __global__ void matmulTiled2D(const float* A, const float* B, float* C, int M, int N, int K)
template <class Ctx, class In, class Out, class Shared>
CVZ_HD void matmulTiled2D(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K, Shared As, Shared Bs)
{
    constexpr int BM = Tiled2D::BM, BN = Tiled2D::BN, BK = Tiled2D::BK, TM = Tiled2D::TM, TN = Tiled2D::TN;
    // @cuda __shared__ float As[BK * BM], Bs[BK * BN];
    const int tx = ctx.threadIdx().x, ty = ctx.threadIdx().y;
    const int tid = ty * Tiled2D::threadsX + tx;
    const long long rowBase = (long long)ctx.blockIdx().y * BM; // @index
    const long long colBase = (long long)ctx.blockIdx().x * BN; // @index
    float acc[TM][TN] = {};
    for (long long t = 0; t < K; t += BK) {
        // 256 threads load 512 elements of each slice: element e = tid and tid + 256.
        for (int e = tid; e < BM * BK; e += Tiled2D::threads) {
            const int r = e / BK, c = e % BK; // A slice: BM rows x BK columns
            const long long gr = rowBase + r, gc = t + c;
            ctx.store(As, c * BM + r, (gr < M && gc < K) ? ctx.load(A, gr * K + gc) : 0.0f); // stored transposed
            const int br = e / BN, bc = e % BN; // B slice: BK rows x BN columns
            const long long gbr = t + br, gbc = colBase + bc;
            ctx.store(Bs, br * BN + bc, (gbr < K && gbc < N) ? ctx.load(B, gbr * N + gbc) : 0.0f);
        }
        ctx.syncthreads();
        for (int k = 0; k < BK; ++k) {
            float a[TM], b[TN];
            for (int i = 0; i < TM; ++i)
                a[i] = ctx.load(As, k * BM + ty * TM + i);
            for (int j = 0; j < TN; ++j)
                b[j] = ctx.load(Bs, k * BN + tx * TN + j);
            for (int i = 0; i < TM; ++i)
                for (int j = 0; j < TN; ++j)
                    acc[i][j] += a[i] * b[j];
        }
        ctx.syncthreads();
    }
    for (int i = 0; i < TM; ++i)
        for (int j = 0; j < TN; ++j) {
            const long long row = rowBase + ty * TM + i, col = colBase + tx * TN + j;
            if (row < M && col < N) // @guard
                ctx.store(C, row * N + col, acc[i][j]); // @write
        }
}
// @end

constexpr LaunchConfig matmulTiled2DLaunch(const KernelShape& shape, int64_t)
{
    const MatmulShape s = matmulOf(shape);
    return { { ceilDiv(s.n, Tiled2D::BN), ceilDiv(s.m, Tiled2D::BM), 1 }, { Tiled2D::threadsX, Tiled2D::threadsY, 1 } };
}

// Per slice: 2 x (2 loads + 2 stores) and BK (TM + TN) reads of shared memory; then TM TN stores.
constexpr int64_t matmulTiled2DAccesses(const KernelShape& shape, int64_t threads)
{
    const MatmulShape s = matmulOf(shape);
    constexpr int perSlice = 8 + Tiled2D::BK * (Tiled2D::TM + Tiled2D::TN), stores = Tiled2D::TM * Tiled2D::TN;
    return saturatingMul(threads, saturatingAdd(saturatingMul(ceilDiv(s.k, Tiled2D::BK), perSlice), stores));
}

// A thread's 4 x 4 patch of C, from its block's 64 x 64 tile.
constexpr Explanation matmulTiled2DExplain(const KernelShape&, const LaunchConfig&, Dim3 bi, Dim3 ti)
{
    static_assert(Tiled2D::BM == 64 && Tiled2D::BN == 64 && Tiled2D::TM == 4 && Tiled2D::TN == 4, "the lines say so");
    const int64_t row0 = bi.y * Tiled2D::BM + ti.y * Tiled2D::TM, col0 = bi.x * Tiled2D::BN + ti.x * Tiled2D::TN;
    Explanation e;
    e.add(explainLine(true, "rows = blockIdx.y * 64 + threadIdx.y * 4 + 0..3 = %1 * 64 + %2 * 4 + 0..3 = %3..%4", bi.y,
        ti.y, row0, row0 + 3));
    e.add(explainLine(true, "cols = blockIdx.x * 64 + threadIdx.x * 4 + 0..3 = %1 * 64 + %2 * 4 + 0..3 = %3..%4", bi.x,
        ti.x, col0, col0 + 3));
    e.add(explainLine(false,
        QT_TRANSLATE_NOOP(
            "cvz::TeachingKernels", "this thread computes a 4 x 4 patch of C in registers: 16 sums at once")));
    e.closing = explainLine(false,
        QT_TRANSLATE_NOOP(
            "cvz::TeachingKernels", "register blocking: each value read from shared memory feeds 4 multiply-adds"));
    return e;
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct MatmulTiled2DEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::MatmulTiled2D, "matmul-tiled-2d", "C",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Matmul, tiles + 4x4 register blocking"), KernelFamily::Matmul,
        MappingKind::Matrix2D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "M (rows of A, C)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "K (columns of A)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "N (columns of B, C)"), nullptr } },
        "shape", false, { Tiled2D::threadsX, Tiled2D::threadsY, 1 },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "its threads share the tile loads"), &matmulTiled2DLaunch,
        &matmulTiled2DAccesses, {}, nullptr, "gpu-tiled-2d", &matmulTiled2DExplain };
    template <class Run> static auto emulate(Run& run)
    {
        const MatmulShape s = run.matmul();
        const auto io = matmulArrays(run);
        constexpr int slice = Tiled2D::BK * Tiled2D::BM; // BK x BM (A, transposed) and BK x BN (B)
        const auto As = run.shared("As", slice, Tiled2D::BK), Bs = run.shared("Bs", slice, Tiled2D::BK);
        return run.launch([=](auto& ctx) { matmulTiled2D(ctx, io.A, io.B, io.C, s.m, s.n, s.k, As, Bs); });
    }
};

} // namespace cvz
