// Teaching kernel 9 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

// matmul-warptiled: a BM x BN tile of C per block of 256 threads (8 warps of WM x WN); each
// lane computes WMITER x WNITER patches of 4 x 4, so its 64 sums sit in 2 x 2 sub-tiles.
struct Warptiled
{
    static constexpr int BM = 128, BN = 128, BK = 16, WM = 64, WN = 32, TM = 4, TN = 4;
    static constexpr int warpsX = BN / WN, warpsY = BM / WM, threads = 32 * warpsX * warpsY; // 4 x 2 warps
    static constexpr int laneCols = 4, laneRows = 8; // a warp's lanes as 8 rows of 4
    static constexpr int WMITER = WM / (laneRows * TM), WNITER = WN / (laneCols * TN); // 2 x 2
    static constexpr int buffers = 2; // double buffering: the next k-tile goes into the other one
};

// @kernel matmul-warptiled
// Global memory to registers: one k-tile of A and one of B, 512 float4s of each, 2 per thread
// (siboehm's loadFromGmem). Interior tiles load float4s; an edge tile loads element by element.
// @cuda __device__ void fetchTiles(const float* A, const float* B, int M, int N, int K, int k0, bool interior,
// @cuda     float4* nextA, float4* nextB)
template <class Ctx, class In, class Size, class F4>
CVZ_HD void fetchTiles(Ctx& ctx, In A, In B, Size M, Size N, Size K, long long k0, bool interior, F4 nextA, F4 nextB)
{
    constexpr int BM = Warptiled::BM, BN = Warptiled::BN, BK = Warptiled::BK, THREADS = Warptiled::threads;
    const int tid = ctx.threadIdx().x;
    const long long rowBase = (long long)ctx.blockIdx().y * BM, colBase = (long long)ctx.blockIdx().x * BN;
    const bool fast = interior && k0 + BK <= K;
    for (int l = 0; l < 2; ++l) {
        const int e = tid + l * THREADS; // 512 float4s of each tile, 2 per thread
        const long long ar = rowBase + e / 4, ac = k0 + (e % 4) * 4; // A: 128 rows x 4 float4s
        const long long br = k0 + e / 32, bc = colBase + (e % 32) * 4; // B: 16 rows x 32 float4s
        if (fast) {
            nextA[l] = ctx.load4(A, ar * K + ac);
            nextB[l] = ctx.load4(B, br * N + bc);
        } else { // an edge tile: element by element, zero outside the matrices
            float a[4], b[4];
            for (int j = 0; j < 4; ++j) {
                a[j] = (ar < M && ac + j < K) ? ctx.load(A, ar * K + ac + j) : 0.0f;
                b[j] = (br < K && bc + j < N) ? ctx.load(B, br * N + bc + j) : 0.0f;
            }
            nextA[l] = float4 { a[0], a[1], a[2], a[3] };
            nextB[l] = float4 { b[0], b[1], b[2], b[3] };
        }
    }
}

// The next rung (siboehm's "warptiling"): a block of 256 threads computes a 128 x 128 tile
// of C. Its 8 warps each own a 64 x 32 part; each lane holds 2 x 2 patches of 4 x 4 sums
// (64 registers), 32 rows and 16 columns apart, so that the lanes of a warp read float4s
// that lie side by side: no bank is asked twice.
//
// Per step of 16 along K, global memory to registers: float4 loads (16 bytes a lane), two
// of A and two of B per thread.
//
// Registers to shared memory: A is stored transposed (As[k][m], so m is contiguous for the
// reads) with an XOR swizzle of m by k, which spreads the 32 lanes of a warp over 32 banks
// (no conflict) and keeps every group of 4 floats together for 128-bit reads.
//
// Double buffering: the loads of the next k-tile are issued before the multiply-adds of this
// one and stored into the other buffer after them, so one barrier per k-tile does.
//
// Interior tiles whose rows are whole float4s take the fast path: no bounds checks.
// Launch with blockDim = (256), gridDim = (ceil(N / 128), ceil(M / 128)),
// As = 2*BK*BM and Bs = 2*BK*BN floats of shared memory.
// @cuda __global__ void matmulWarptiled(const float* A, const float* B, float* C, int M, int N, int K)
template <class Ctx, class In, class Out, class Shared>
CVZ_HD void matmulWarptiled(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K, Shared As, Shared Bs)
{
    constexpr int BM = Warptiled::BM, BN = Warptiled::BN, BK = Warptiled::BK, WM = Warptiled::WM, WN = Warptiled::WN;
    constexpr int TM = Warptiled::TM, TN = Warptiled::TN, WMITER = Warptiled::WMITER, WNITER = Warptiled::WNITER;
    constexpr int THREADS = Warptiled::threads, WARPS_X = Warptiled::warpsX, LANE_COLS = Warptiled::laneCols;
    // @cuda __shared__ __align__(16) float As[2 * 16 * 128], Bs[2 * 16 * 128];
    const int tid = ctx.threadIdx().x, warp = tid / 32, lane = tid % 32;
    const int warpRow = warp / WARPS_X, warpCol = warp % WARPS_X; // which 64 x 32 part
    const int laneRow = lane / LANE_COLS, laneCol = lane % LANE_COLS; // 8 x 4 lanes
    const long long rowBase = (long long)ctx.blockIdx().y * BM; // @index
    const long long colBase = (long long)ctx.blockIdx().x * BN; // @index
    // The fast path: the whole tile is inside C and rows of A and B are whole float4s.
    const bool interior = rowBase + BM <= M && colBase + BN <= N && K % 4 == 0 && N % 4 == 0;
    float acc[WMITER * TM][WNITER * TN] = {};
    float4 nextA[2], nextB[2]; // the next k-tile, on its way from global memory
    // As[k][m] lives at k * BM + (m ^ swizzle(k)): the XOR flips bits 3-4 of m.
    const auto swizzle = [](int k) { return ((k / 4) % 4) * 8; };
    const auto stash = [&](int buffer) {
        for (int l = 0; l < 2; ++l) {
            const int e = tid + l * THREADS, m = e / 4, k = (e % 4) * 4;
            const float a[4] = { nextA[l].x, nextA[l].y, nextA[l].z, nextA[l].w };
            for (int j = 0; j < 4; ++j) // transposed: 4 stores, in 4 different rows of As
                ctx.store(As, buffer * BK * BM + (k + j) * BM + (m ^ swizzle(k + j)), a[j]);
            ctx.store4(Bs, buffer * BK * BN + (e / 32) * BN + (e % 32) * 4, nextB[l]);
        }
    };
    const long long tiles = (K + BK - 1) / BK;
    fetchTiles(ctx, A, B, M, N, K, 0, interior, nextA, nextB);
    stash(0);
    ctx.syncthreads();
    for (long long t = 0; t < tiles; ++t) {
        const int buffer = int(t % 2);
        if (t + 1 < tiles)
            fetchTiles(ctx, A, B, M, N, K, (t + 1) * BK, interior, nextA, nextB); // in flight while this tile is used
        for (int k = 0; k < BK; ++k) {
            float a[WMITER * TM], b[WNITER * TN];
            for (int wm = 0; wm < WMITER; ++wm) { // 128-bit reads: 8 float4s side by side, each bank once
                const int m = warpRow * WM + wm * (WM / WMITER) + laneRow * TM;
                const float4 v = ctx.load4(As, buffer * BK * BM + k * BM + (m ^ swizzle(k)));
                a[wm * 4] = v.x, a[wm * 4 + 1] = v.y, a[wm * 4 + 2] = v.z, a[wm * 4 + 3] = v.w;
            }
            for (int wn = 0; wn < WNITER; ++wn) {
                const int n = warpCol * WN + wn * (WN / WNITER) + laneCol * TN;
                const float4 v = ctx.load4(Bs, buffer * BK * BN + k * BN + n);
                b[wn * 4] = v.x, b[wn * 4 + 1] = v.y, b[wn * 4 + 2] = v.z, b[wn * 4 + 3] = v.w;
            }
            for (int i = 0; i < WMITER * TM; ++i) // 64 multiply-adds per 4 reads
                for (int j = 0; j < WNITER * TN; ++j)
                    acc[i][j] += a[i] * b[j];
        }
        if (t + 1 < tiles)
            stash(1 - buffer); // the other buffer: nobody reads it in this interval
        ctx.syncthreads(); // one barrier per k-tile
    }
    for (int i = 0; i < WMITER * TM; ++i)
        for (int wn = 0; wn < WNITER; ++wn) {
            const long long row = rowBase + warpRow * WM + (i / TM) * (WM / WMITER) + laneRow * TM + i % TM;
            const long long col = colBase + warpCol * WN + wn * (WN / WNITER) + laneCol * TN;
            const float* sums = acc[i] + wn * TN;
            if (interior) // @guard
                ctx.store4(C, row * N + col, float4 { sums[0], sums[1], sums[2], sums[3] }); // @write
            else
                for (int j = 0; j < TN; ++j)
                    if (row < M && col + j < N) // @guard
                        ctx.store(C, row * N + col + j, sums[j]); // @write
        }
}
// @end

// Warps are linear: a 1D block of 8 warps per 128 x 128 tile of C.
constexpr LaunchConfig matmulWarptiledLaunch(const KernelShape& shape, int64_t)
{
    const MatmulShape s = matmulOf(shape);
    return { { ceilDiv(s.n, Warptiled::BN), ceilDiv(s.m, Warptiled::BM), 1 }, { Warptiled::threads, 1, 1 } };
}

// Per k-tile: 4 loads (float4, or 16 scalars at an edge) + 10 stores + BK x 4 reads; then the stores of C.
constexpr int64_t matmulWarptiledAccesses(const KernelShape& shape, int64_t threads)
{
    const MatmulShape s = matmulOf(shape);
    using W = Warptiled;
    constexpr int perTile = 2 * 16 + 2 * 5 + W::BK * (W::WMITER + W::WNITER); // the scalar edge path at most
    return saturatingMul(threads, saturatingAdd(saturatingMul(ceilDiv(s.k, W::BK) + 1, perTile), W::WM * W::WN / 32));
}

// Which warp and lane the thread is, and the four 4 x 4 patches of C it sums.
constexpr Explanation matmulWarptiledExplain(const KernelShape&, const LaunchConfig&, Dim3 bi, Dim3 ti)
{
    using W = Warptiled;
    const int64_t tid = ti.x, warp = tid / 32, lane = tid % 32;
    const int64_t warpRow = warp / W::warpsX, warpCol = warp % W::warpsX;
    const int64_t row0 = bi.y * W::BM + warpRow * W::WM + (lane / W::laneCols) * W::TM;
    const int64_t col0 = bi.x * W::BN + warpCol * W::WN + (lane % W::laneCols) * W::TN;
    Explanation e;
    e.add(explainLine(false,
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "threadIdx.x = %1: warp %2 (row %3, column %4 of the 2 x 4 warps), lane %5 (row %6, column %7 of the "
            "warp's 8 x 4 lanes)"),
        tid, warp, warpRow, warpCol, lane, lane / W::laneCols, lane % W::laneCols));
    e.add(explainLine(false,
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "rows %1..%2 and %3..%4, columns %5..%6 and %7..%8 of C: 2 x 2 patches of 4 x 4 sums in registers"),
        row0, row0 + 3, row0 + W::WM / W::WMITER, row0 + W::WM / W::WMITER + 3, col0, col0 + 3,
        col0 + W::WN / W::WNITER, col0 + W::WN / W::WNITER + 3));
    e.closing = explainLine(false,
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "warptiling: 4 float4 reads from shared memory feed 64 multiply-adds; the next k-tile is loaded while this "
            "one is used"));
    return e;
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct MatmulWarptiledEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::MatmulWarptiled, "matmul-warptiled", "C",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Matmul, warptiling (128x128, float4, double buffering)"),
        KernelFamily::Matmul, MappingKind::Matrix2D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "M (rows of A, C)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "K (columns of A)"), nullptr },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "N (columns of B, C)"), nullptr } },
        "shape", false, { Warptiled::threads, 1, 1 },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "8 warps share the 128 x 128 tile"), &matmulWarptiledLaunch,
        &matmulWarptiledAccesses, {}, nullptr, "gpu-warptiled", &matmulWarptiledExplain };
    template <class Run> static auto emulate(Run& run)
    {
        using W = Warptiled;
        const MatmulShape s = run.matmul();
        const auto io = matmulArrays(run);
        // Two buffers of the k-tile each: A transposed (BK rows of BM), B (BK rows of BN).
        const auto As = run.shared("As", W::buffers * W::BK * W::BM, W::buffers * W::BK);
        const auto Bs = run.shared("Bs", W::buffers * W::BK * W::BN, W::buffers * W::BK);
        return run.launch([=](auto& ctx) { matmulWarptiled(ctx, io.A, io.B, io.C, s.m, s.n, s.k, As, Bs); });
    }
};

} // namespace cvz
