// Teaching kernel 10 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

struct Transpose // transpose-naive and transpose-padded: a 32 x 8 block moves a 32 x 32 tile
{
    static constexpr int tile = 32, rows = 8;
};

// @kernel transpose-naive
// C = A transposed: A is rows x cols, C is cols x rows. A block of 32 x 8 threads moves one
// 32 x 32 tile through shared memory: it reads the tile from A by rows (coalesced), then
// writes rows of C, which are COLUMNS of the tile. In a column of a 32 x 32 float tile every
// element is in the same bank, so the 32 lanes of a warp ask one bank for 32 different
// words: a 32-way bank conflict, 32 passes instead of 1.
// @cuda __global__ void transposeNaive(const float* A, float* C, int rows, int cols)
template <class Ctx, class In, class Out, class Shared>
CVZ_HD void transposeNaive(Ctx& ctx, In A, Out C, long long rows, long long cols, Shared tile)
{
    constexpr int TILE = 32, ROWS = 8; // the tile, and the rows of it a block moves at once
    // @cuda __shared__ float tile[TILE * TILE];
    const int tx = ctx.threadIdx().x, ty = ctx.threadIdx().y;
    const long long col = (long long)ctx.blockIdx().x * TILE + tx; // @index
    const long long row0 = (long long)ctx.blockIdx().y * TILE; // @index
    for (int j = ty; j < TILE; j += ROWS) {
        const long long row = row0 + j;
        if (row < rows && col < cols) // @guard
            ctx.store(tile, j * TILE + tx, ctx.load(A, row * cols + col));
    }
    ctx.syncthreads();
    // Lane tx now reads column j of the tile: word tx * 32 + j, always bank j.
    const long long outCol = row0 + tx, outRow0 = (long long)ctx.blockIdx().x * TILE;
    for (int j = ty; j < TILE; j += ROWS)
        if (outRow0 + j < cols && outCol < rows)
            ctx.store(C, (outRow0 + j) * rows + outCol, ctx.load(tile, tx * TILE + j)); // @write
}
// @end

// One 32 x 32 tile of A per block of 32 x 8 threads.
constexpr LaunchConfig transposeLaunch(const KernelShape& s, int64_t)
{
    return { { ceilDiv(s[1], Transpose::tile), ceilDiv(s[0], Transpose::tile), 1 },
        { Transpose::tile, Transpose::rows, 1 } };
}

// TILE / ROWS elements a thread: a load and a store on the way in, a load and a store out.
constexpr int64_t transposeAccesses(const KernelShape&, int64_t threads)
{
    return saturatingMul(threads, 4 * Transpose::tile / Transpose::rows);
}

// A (M x N) in, C (N x M) out, the tile in shared memory with `pitch` floats a row.
template <class Run, class Body> auto emulateTranspose(Run& run, int pitch, const Body& body)
{
    const int64_t m = run.shape()[0], n = run.shape()[1];
    const auto A = run.input("A", m * n, m, n), C = run.output("C", m * n, n, m);
    const auto T = run.shared("tile", Transpose::tile * pitch, Transpose::tile, pitch);
    return run.launch([=](auto& ctx) { body(ctx, A, C, m, n, T); });
}

// The tile a thread helps move, and which rows of it it copies.
constexpr Explanation transposeExplain(Dim3 bi, Dim3 ti)
{
    constexpr int tile = Transpose::tile, rowsPerPass = Transpose::rows;
    const int64_t tileCol = bi.x * tile + ti.x, row0 = bi.y * tile;
    Explanation e;
    e.add(explainLine(true, "col = blockIdx.x * 32 + threadIdx.x = %1 * 32 + %2 = %3", bi.x, ti.x, tileCol));
    e.add(explainLine(true, "row0 = blockIdx.y * 32 = %1 * 32 = %2", bi.y, row0));
    e.add(explainLine(false,
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "copies A[row0 + j][col] for j = %1, %2, %3, %4 into the tile, then writes C[blockIdx.x * 32 + j][row0 + "
            "%5] "
            "from column j of the tile"),
        ti.y, ti.y + rowsPerPass, ti.y + 2 * rowsPerPass, ti.y + 3 * rowsPerPass, ti.x));
    return e;
}

constexpr Explanation transposeNaiveExplain(const KernelShape&, const LaunchConfig&, Dim3 bi, Dim3 ti)
{
    Explanation e = transposeExplain(bi, ti);
    e.closing = explainLine(false,
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "naive tile: the 32 lanes of a warp read one column, all in bank j: a 32-way bank conflict"));
    return e;
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct TransposeNaiveEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::TransposeNaive, "transpose-naive", "C",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Transpose, shared tile (bank conflicts)"), KernelFamily::Transpose,
        MappingKind::Matrix2D,
        { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "M (rows of A)"), "rows" },
            { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "N (columns of A)"), "cols" } },
        nullptr, false, { Transpose::tile, Transpose::rows, 1 },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "a block moves one 32 x 32 tile"), &transposeLaunch,
        &transposeAccesses, {}, nullptr, nullptr, &transposeNaiveExplain };
    template <class Run> static auto emulate(Run& run)
    {
        return emulateTranspose(run, Transpose::tile,
            [](auto& ctx, auto A, auto C, long long m, long long n, auto T) { transposeNaive(ctx, A, C, m, n, T); });
    }
};

} // namespace cvz
