// Teaching kernel 3 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz::kernels {

// @kernel matadd
// 2D: one thread per element of a rows x cols row-major matrix.
// @cuda __global__ void matrixAdd(const float* a, const float* b, float* c, int rows, int cols)
template <class Ctx, class In, class Out>
CVZ_HD void matrixAdd(Ctx& ctx, In a, In b, Out c, long long rows, long long cols, bool guard)
{
    // x runs along a row (columns), y down the matrix (rows).
    const long long col = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long row = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    // Both coordinates must be inside: the grid overhangs on the right and at the bottom.
    if (!guard || (row < rows && col < cols)) { // @guard
        // Row-major: element (row, col) lives at row * cols + col.
        const long long e = row * cols + col; // @write
        ctx.store(c, e, ctx.load(a, e) + ctx.load(b, e)); // @write
    }
}
// @end

} // namespace cvz::kernels
