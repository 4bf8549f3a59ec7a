// Teaching kernel 11 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "10_transpose_naive.h" // the tile shape
#include "kernelbase.h"

namespace cvz {

// @kernel transpose-padded
// The same transpose with one float of padding per tile row: a row is 33 floats, so going
// down a column moves one bank over each time and the 32 lanes reading a column hit 32
// different banks: no conflict. Only the tile's row length (PITCH) differs from the naive
// kernel, and 1/33 of the tile's shared memory is never used.
// @cuda __global__ void transposePadded(const float* A, float* C, int rows, int cols)
template <class Ctx, class In, class Out, class Shared>
CVZ_HD void transposePadded(Ctx& ctx, In A, Out C, long long rows, long long cols, Shared tile)
{
    constexpr int TILE = 32, ROWS = 8, PITCH = TILE + 1; // a padded row: 33 floats
    // @cuda __shared__ float tile[TILE * PITCH];
    const int tx = ctx.threadIdx().x, ty = ctx.threadIdx().y;
    const long long col = (long long)ctx.blockIdx().x * TILE + tx; // @index
    const long long row0 = (long long)ctx.blockIdx().y * TILE; // @index
    for (int j = ty; j < TILE; j += ROWS) {
        const long long row = row0 + j;
        if (row < rows && col < cols) // @guard
            ctx.store(tile, j * PITCH + tx, ctx.load(A, row * cols + col));
    }
    ctx.syncthreads();
    // Lane tx reads word tx * 33 + j: bank (tx + j) % 32, a different bank for every lane.
    const long long outCol = row0 + tx, outRow0 = (long long)ctx.blockIdx().x * TILE;
    for (int j = ty; j < TILE; j += ROWS)
        if (outRow0 + j < cols && outCol < rows)
            ctx.store(C, (outRow0 + j) * rows + outCol, ctx.load(tile, tx * PITCH + j)); // @write
}
// @end

constexpr Explanation transposePaddedExplain(const KernelShape&, const LaunchConfig&, Dim3 bi, Dim3 ti)
{
    Explanation e = transposeExplain(bi, ti);
    e.closing = explainLine(false,
        QT_TRANSLATE_NOOP(
            "cvz::TeachingKernels", "padded tile (33 floats a row): the 32 lanes of a warp read 32 different banks"));
    return e;
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct TransposePaddedEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::TransposePadded, "transpose-padded", "C",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Transpose, padded shared tile"), KernelFamily::Transpose,
        MappingKind::Matrix2D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "M (rows of A)"), "rows" },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "N (columns of A)"), "cols" } },
        nullptr, false, { Transpose::tile, Transpose::rows, 1 },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "a block moves one 32 x 32 tile"), &transposeLaunch,
        &transposeAccesses, {}, nullptr, nullptr, &transposePaddedExplain };
    template <class Run> static auto emulate(Run& run)
    {
        return emulateTranspose(run, Transpose::tile + 1,
            [](auto& ctx, auto A, auto C, long long m, long long n, auto T) { transposePadded(ctx, A, C, m, n, T); });
    }
};

} // namespace cvz
