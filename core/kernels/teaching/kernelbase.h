// What every teaching kernel's file shares: CVZ_HD, CUDA's float4 off the GPU, the descriptor
// (kernelinfo.h), and the helpers of their emulate() functions. No Qt, no standard library:
// nvcc and the C++ compiler both include it.
//
// A kernel's emulate(run) declares its arrays and launches its body through `run` (the
// emulator's side: core/emulator/emulatedkernels.cpp):
//   run.input(name, count, rows, cols)   a global array the kernel reads (given data, or a pattern)
//   run.output(name, count, rows, cols)  the global array it writes (zeros; the run's result)
//   run.shared(name, count, rows, cols)  a __shared__ array, per block
//   run.launch(body)                     runs body(ctx) for every thread of the launch
//   run.shape()                          the sizes, in the order of the entry's `sizes`
//   run.problem(), run.matmul()          the same sizes as an index kernel or a matmul reads them
//   run.guard()                          the guard switch of the setup
//   run.launchConfig()                   the launch (a per-block output has gridDim.x elements)
#pragma once

#include "../kernelinfo.h"

#if defined(__CUDACC__)
#define CVZ_HD __host__ __device__
#else
#define CVZ_HD
#endif

namespace cvz {

// Four floats moved by one 128-bit load or store (CUDA's float4). On a GPU it is CUDA's own.
#if !defined(__CUDACC__)
struct float4
{
    float x, y, z, w;
};
#endif

// An index kernel's loads and stores: two loads and a store per thread at most.
constexpr int64_t twoLoadsAndAStore(const KernelShape&, int64_t threads)
{
    return saturatingMul(threads, 3);
}

// The line a one-element-per-thread matmul ends its indices with: what it sums, or that its
// guard stops it.
constexpr ExplainLine dotProductLine(const MatmulShape& s, int64_t row, int64_t col)
{
    return row < s.m && col < s.n
        ? explainLine(false,
            QT_TRANSLATE_NOOP(
                "cvz::TeachingKernels", "C[%1][%2] = sum over k < %3 of A[%1][k] * B[k][%2]  (element %4 of C)"),
            row, col, s.k, row * s.n + col)
        : explainLine(false,
            QT_TRANSLATE_NOOP("cvz::TeachingKernels", "row < M && col < N is false: this thread writes nothing"));
}

// A matmul that computes one element of C a thread, its indices from x and y: col from x
// and row from y (x along C's columns, coalesced), or with `rowFromX` the naive way round.
constexpr Explanation oneElementPerThread(const MatmulShape& s, const LaunchConfig& l, Dim3 bi, Dim3 ti, bool rowFromX)
{
    const int64_t fromX = bi.x * l.block.x + ti.x, fromY = bi.y * l.block.y + ti.y;
    Explanation e;
    e.add(explainLine(true,
        rowFromX ? "row = blockIdx.x * blockDim.x + threadIdx.x = %1 * %2 + %3 = %4"
                 : "col = blockIdx.x * blockDim.x + threadIdx.x = %1 * %2 + %3 = %4",
        bi.x, l.block.x, ti.x, fromX));
    e.add(explainLine(true,
        rowFromX ? "col = blockIdx.y * blockDim.y + threadIdx.y = %1 * %2 + %3 = %4"
                 : "row = blockIdx.y * blockDim.y + threadIdx.y = %1 * %2 + %3 = %4",
        bi.y, l.block.y, ti.y, fromY));
    e.add(rowFromX ? dotProductLine(s, fromX, fromY) : dotProductLine(s, fromY, fromX));
    return e;
}

// A matmul's arrays, declared the same way by every rung: A (M x K) and B (K x N) in, C out.
template <class Array> struct MatmulArrays
{
    Array A, B, C;
};
template <class Run> auto matmulArrays(Run& run)
{
    const MatmulShape& s = run.matmul();
    using Array = decltype(run.output("C", 1));
    return MatmulArrays<Array> { run.input("A", s.m * s.k, s.m, s.k), run.input("B", s.k * s.n, s.k, s.n),
        run.output("C", s.m * s.n, s.m, s.n) };
}

} // namespace cvz
