#include "kernelcomments.h"

#include <QCoreApplication>

namespace cvz {

namespace {
// clang-format off
const char* const kComments[] = {
    QT_TRANSLATE_NOOP("cvz::KernelComments", "One thread per element: c[i] = a[i] + b[i]."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Global index: which element this thread owns."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "The grid is rounded up to whole blocks, so the last block may run past n."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "A fixed-size grid covers any n: each thread jumps ahead by the whole grid's width."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "First element of this thread, as in the one-thread-per-element kernel."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Total number of threads in the grid: the distance between two visits."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "The loop condition is the guard: a thread whose start is past n does nothing."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "2D: one thread per element of a rows x cols row-major matrix."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "x runs along a row (columns), y down the matrix (rows)."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Both coordinates must be inside: the grid overhangs on the right and at the bottom."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Row-major: element (row, col) lives at row * cols + col."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "3D: one thread per cell of an nx x ny x nz volume, x fastest in memory."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Slice z, then row y, then column x."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "C (M x N) = A (M x K) * B (K x N), row-major. One thread per element of C, with x running DOWN a column of C: with blockDim (16, 16) a warp's threads sit in 16 rows, so they read A at 16 places K floats apart and write C at 16 places N floats apart; their memory accesses cannot be combined (uncoalesced)."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Dot product of row `row` of A with column `col` of B."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "The same arithmetic with x running ALONG a row of C. With blockDim (16, 16) a warp is 2 rows of 16 threads: per step k its 16 threads in a row read one element of A (a broadcast) and 16 neighbouring elements of B, and write 16 neighbouring elements of C, so each access of a row is one 64-byte run instead of 16 scattered ones (coalesced)."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Shared-memory tiling: a TILE x TILE block of threads computes a TILE x TILE tile of C. It walks along K one tile at a time; each thread copies ONE element of A and ONE of B into shared memory, the block waits, then every thread reads TILE values of each tile from fast shared memory. Each global element is loaded once per block instead of TILE times. Launch with blockDim = (TILE, TILE) and As, Bs = TILE*TILE floats of shared memory."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Cooperative load; threads past the matrix edge store 0 so the tile stays valid."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Nobody may read the tile before everyone has written it..."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "...and nobody may overwrite it while others still read it."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Every thread had to take part in the loads and barriers; only now may edge threads quit."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Register blocking: a block of 16 x 16 threads computes a 64 x 64 tile of C, each thread a 4 x 4 patch held in registers. Per step along K, the block stages a 64 x 8 slice of A and an 8 x 64 slice of B in shared memory (two elements per thread each); every value a thread reads from shared memory is then used for 4 multiply-adds instead of 1. Launch with blockDim = (16, 16), gridDim = (ceil(N / 64), ceil(M / 64)), As = BK*BM and Bs = BK*BN floats of shared memory."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "256 threads load 512 elements of each slice: element e = tid and tid + 256."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "A slice: BM rows x BK columns"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "stored transposed"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "B slice: BK rows x BN columns"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "C = A transposed: A is rows x cols, C is cols x rows. A block of 32 x 8 threads moves one 32 x 32 tile through shared memory: it reads the tile from A by rows (coalesced), then writes rows of C, which are COLUMNS of the tile. In a column of a 32 x 32 float tile every element is in the same bank, so the 32 lanes of a warp ask one bank for 32 different words: a 32-way bank conflict, 32 passes instead of 1."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "the tile, and the rows of it a block moves at once"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Lane tx now reads column j of the tile: word tx * 32 + j, always bank j."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "The same transpose with one float of padding per tile row: a row is 33 floats, so going down a column moves one bank over each time and the 32 lanes reading a column hit 32 different banks: no conflict. Only the tile's row length (PITCH) differs from the naive kernel, and 1/33 of the tile's shared memory is never used."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "a padded row: 33 floats"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Lane tx reads word tx * 33 + j: bank (tx + j) % 32, a different bank for every lane."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "The next rung (siboehm's \"warptiling\"): a block of 256 threads computes a 128 x 128 tile of C. Its 8 warps each own a 64 x 32 part; each lane holds 2 x 2 patches of 4 x 4 sums (64 registers), 32 rows and 16 columns apart, so that the lanes of a warp read float4s that lie side by side: no bank is asked twice."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Per step of 16 along K, global memory to registers: float4 loads (16 bytes a lane), two of A and two of B per thread."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Registers to shared memory: A is stored transposed (As[k][m], so m is contiguous for the reads) with an XOR swizzle of m by k, which spreads the 32 lanes of a warp over 32 banks (no conflict) and keeps every group of 4 floats together for 128-bit reads."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Double buffering: the loads of the next k-tile are issued before the multiply-adds of this one and stored into the other buffer after them, so one barrier per k-tile does."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "Interior tiles whose rows are whole float4s take the fast path: no bounds checks. Launch with blockDim = (256), gridDim = (ceil(N / 128), ceil(M / 128)), As = 2*BK*BM and Bs = 2*BK*BN floats of shared memory."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "which 64 x 32 part"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "8 x 4 lanes"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "The fast path: the whole tile is inside C and rows of A and B are whole float4s."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "the next k-tile, on its way from global memory"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "512 float4s of each tile, 2 per thread"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "A: 128 rows x 4 float4s"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "B: 16 rows x 32 float4s"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "an edge tile: element by element, zero outside the matrices"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "As[k][m] lives at k * BM + (m ^ swizzle(k)): the XOR flips bits 3-4 of m."),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "transposed: 4 stores, in 4 different rows of As"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "in flight while this tile is used"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "128-bit reads: 8 float4s side by side, each bank once"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "64 multiply-adds per 4 reads"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "the other buffer: nobody reads it in this interval"),
    QT_TRANSLATE_NOOP("cvz::KernelComments", "one barrier per k-tile"),
};
// clang-format on
} // namespace

QStringList kernelCommentTexts()
{
    QStringList texts;
    for (const char* text : kComments)
        texts << QString::fromUtf8(text);
    return texts;
}

} // namespace cvz
