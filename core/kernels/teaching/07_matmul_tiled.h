// Teaching kernel 7 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

constexpr int kTiledTile = 16; // matmul-tiled: TILE; its block is TILE x TILE threads

// @kernel matmul-tiled
// Shared-memory tiling: a TILE x TILE block of threads computes a TILE x TILE tile of C.
// It walks along K one tile at a time; each thread copies ONE element of A and ONE of B
// into shared memory, the block waits, then every thread reads TILE values of each tile
// from fast shared memory. Each global element is loaded once per block instead of TILE
// times. Launch with blockDim = (TILE, TILE) and As, Bs = TILE*TILE floats of shared memory.
// @cuda constexpr int TILE = 16;
// @cuda __global__ void matmulTiled(const float* A, const float* B, float* C, int M, int N, int K)
template <int TILE, class Ctx, class In, class Out, class Shared>
CVZ_HD void matmulTiled(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K, Shared As, Shared Bs)
{
    // @cuda __shared__ float As[TILE * TILE], Bs[TILE * TILE];
    const int tx = ctx.threadIdx().x, ty = ctx.threadIdx().y;
    const long long col = (long long)ctx.blockIdx().x * TILE + tx; // @index
    const long long row = (long long)ctx.blockIdx().y * TILE + ty; // @index
    float sum = 0.0f;
    for (long long t = 0; t < K; t += TILE) {
        // Cooperative load; threads past the matrix edge store 0 so the tile stays valid.
        const long long ak = t + tx, bk = t + ty;
        ctx.store(As, ty * TILE + tx, (row < M && ak < K) ? ctx.load(A, row * K + ak) : 0.0f);
        ctx.store(Bs, ty * TILE + tx, (bk < K && col < N) ? ctx.load(B, bk * N + col) : 0.0f);
        // Nobody may read the tile before everyone has written it...
        ctx.syncthreads();
        for (int k = 0; k < TILE; ++k) {
            const float a = ctx.load(As, ty * TILE + k), b = ctx.load(Bs, k * TILE + tx);
            sum += a * b;
        }
        // ...and nobody may overwrite it while others still read it.
        ctx.syncthreads();
    }
    // Every thread had to take part in the loads and barriers; only now may edge threads quit.
    if (row < M && col < N) // @guard
        ctx.store(C, row * N + col, sum); // @write
}
// @end

constexpr LaunchConfig matmulTiledLaunch(const KernelShape& shape, int64_t)
{
    const MatmulShape s = matmulOf(shape);
    return { { ceilDiv(s.n, kTiledTile), ceilDiv(s.m, kTiledTile), 1 }, { kTiledTile, kTiledTile, 1 } };
}

// Per tile: 2 loads and 2 stores into shared memory, 2 TILE reads of it; then the store of C.
constexpr int64_t matmulTiledAccesses(const KernelShape& shape, int64_t threads)
{
    const MatmulShape s = matmulOf(shape);
    return saturatingMul(threads, saturatingAdd(saturatingMul(ceilDiv(s.k, kTiledTile), 4 + 2 * kTiledTile), 1));
}

constexpr Explanation matmulTiledExplain(const KernelShape& shape, const LaunchConfig& l, Dim3 bi, Dim3 ti)
{
    Explanation e = oneElementPerThread(matmulOf(shape), l, bi, ti, false);
    e.closing = explainLine(false,
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "tiled: each global value is loaded once per block and then read %1 times from shared memory"),
        kTiledTile);
    return e;
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct MatmulTiledEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::MatmulTiled, "matmul-tiled", "C",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Matmul, shared-memory tiles"), KernelFamily::Matmul,
        MappingKind::Matrix2D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "M (rows of A, C)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "K (columns of A)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "N (columns of B, C)"), nullptr } },
        "shape", false, { kTiledTile, kTiledTile, 1 },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "its threads share the tile loads"), &matmulTiledLaunch,
        &matmulTiledAccesses, {}, nullptr, "gpu-tiled", &matmulTiledExplain };
    template <class Run> static auto emulate(Run& run)
    {
        const MatmulShape s = run.matmul();
        const auto io = matmulArrays(run);
        const auto As = run.shared("As", kTiledTile * kTiledTile, kTiledTile);
        const auto Bs = run.shared("Bs", kTiledTile * kTiledTile, kTiledTile);
        return run.launch([=](auto& ctx) { matmulTiled<kTiledTile>(ctx, io.A, io.B, io.C, s.m, s.n, s.k, As, Bs); });
    }
};

} // namespace cvz
