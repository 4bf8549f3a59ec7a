// Teaching kernel 7 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz::kernels {

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

} // namespace cvz::kernels
