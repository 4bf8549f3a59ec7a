// The teaching kernels, written once and run twice: nvcc instantiates them in real
// __global__ kernels (cuda/matmulkernels.cu, cuda/indextrace.cu) and core instantiates them in the CPU block
// emulator (core/emulator), which records every read and write for the animation.
//
// A kernel body talks to the hardware only through `ctx`:
//   ctx.blockIdx(), ctx.threadIdx(), ctx.blockDim(), ctx.gridDim()   -- the built-ins
//   ctx.load(array, i), ctx.store(array, i, value)                 -- global/shared memory
//   ctx.syncthreads()                                               -- __syncthreads()
// On the GPU these are the plain CUDA operations; in the emulator they are recorded.
//
// The "// @kernel NAME" and "// @end" comments delimit what the app shows as source; a
// line tagged "// @index", "// @guard" or "// @write" is highlighted while the animation
// is at that stage of the selected thread. The app shows each body as the plain CUDA a
// student writes (core/mapping/cudasource.cpp: ctx.load(a, i) becomes a[i], and so on);
// a "// @cuda LINE" comment gives a line only that CUDA view has: the __global__
// signature that replaces the template, and the __shared__ arrays the emulator passes in.
//
// This header is included by nvcc and by the C++ compiler: no Qt.
#pragma once

#include "kernelinfo.h"

namespace cvz {

// The teaching kernels, by identity. Each value names one file of teaching/ (its entry's
// info.id); the order here is only the enum's, the catalog's order is the course's.
enum class TeachingKernel : int
{
    VecAdd,
    GridStride,
    MatAdd,
    Volume3D,
    MatmulNaive,
    MatmulCoalesced,
    MatmulTiled,
    MatmulTiled2D,
    TransposeNaive,
    TransposePadded,
    MatmulWarptiled,
    Stencil1D,
    Reduce,
    Histogram
};

} // namespace cvz

// The catalog: one file per teaching kernel, numbered in course order. Include this header,
// never one of them alone: they use the enum above.
#include "teaching/01_vecadd.h"
#include "teaching/02_grid_stride.h"
#include "teaching/03_matadd.h"
#include "teaching/04_volume3d.h"
#include "teaching/05_matmul_naive.h"
#include "teaching/06_matmul_coalesced.h"
#include "teaching/07_matmul_tiled.h"
#include "teaching/08_matmul_tiled_2d.h"
#include "teaching/09_matmul_warptiled.h"
#include "teaching/10_transpose_naive.h"
#include "teaching/11_transpose_padded.h"
#include "teaching/12_stencil1d.h"
#include "teaching/13_reduce.h"
#include "teaching/14_histogram.h"

namespace cvz {

// Every entry in course order: the one list the app, the CLI and the emulator walk.
template <class... Entries> struct KernelCatalog
{
    static constexpr int size = sizeof...(Entries);
    static constexpr const TeachingKernelInfo* infos[size] = { &Entries::info... };
    // Calls f(Entry {}) for every entry, in order (the emulator instantiates emulate() so).
    template <class F> static constexpr void forEach(F&& f) { (f(Entries {}), ...); }
};
using TeachingKernels = KernelCatalog<VecAddEntry, GridStrideEntry, MatAddEntry, Volume3DEntry, MatmulNaiveEntry,
    MatmulCoalescedEntry, MatmulTiledEntry, MatmulTiled2DEntry, MatmulWarptiledEntry, TransposeNaiveEntry,
    TransposePaddedEntry, Stencil1DEntry, ReduceEntry, HistogramEntry>;

constexpr int kTeachingKernelCount = TeachingKernels::size;

// The descriptor of a kernel (every TeachingKernel has one: checked below).
constexpr const TeachingKernelInfo& kernelInfo(TeachingKernel kernel)
{
    for (const TeachingKernelInfo* info : TeachingKernels::infos)
        if (info->id == kernel)
            return *info;
    return *TeachingKernels::infos[0]; // unreachable: the static_assert below
}

// The i-th kernel of the course (0 <= i < kTeachingKernelCount).
constexpr const TeachingKernelInfo& kernelAt(int i)
{
    return *TeachingKernels::infos[i];
}

// Every enum value has exactly one entry.
constexpr bool catalogIsComplete()
{
    for (int id = 0; id < kTeachingKernelCount; ++id) {
        int found = 0;
        for (const TeachingKernelInfo* info : TeachingKernels::infos)
            found += int(info->id) == id;
        if (found != 1)
            return false;
    }
    return true;
}
static_assert(catalogIsComplete(), "every TeachingKernel has exactly one entry in the catalog");

} // namespace cvz
