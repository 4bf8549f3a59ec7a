// Teaching kernel 10 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz::kernels {

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

} // namespace cvz::kernels
