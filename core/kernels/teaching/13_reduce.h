// Teaching kernel 13 of the catalog, in course order (the list: teachingkernels.h).
// Its body is written once, over `ctx`: nvcc instantiates it in cuda/, the emulator in
// core/emulator; the app shows it as plain CUDA between "// @kernel" and "// @end".
#pragma once

#include "kernelbase.h"

namespace cvz {

constexpr int kReduceBlock = 128; // reduce: THREADS, a power of two; its block is THREADS threads

// @kernel reduce
// Block reduction in shared memory, a tree with sequential addressing: a block of 128 threads
// loads 128 elements, then each step halves the threads that add (64, 32, ..., 1), thread t
// adding element t + s to element t. The threads that add are neighbours and read neighbouring
// words: no step has a bank conflict, and whole warps stay busy until fewer than 32 add.
// Thread 0 writes the block's sum, so out has one element per block: add those on the host,
// or with a second launch of the same kernel.
// Launch with blockDim = (THREADS), gridDim = (ceil(n / THREADS)).
// @cuda constexpr int THREADS = 128;
// @cuda __global__ void reduceSum(const float* in, float* out, int n)
template <int THREADS, class Ctx, class In, class Out, class Shared>
CVZ_HD void reduceSum(Ctx& ctx, In in, Out out, long long n, Shared partial)
{
    // @cuda __shared__ float partial[THREADS];
    const int t = ctx.threadIdx().x;
    const long long i = (long long)ctx.blockIdx().x * THREADS + t; // @index
    // Past the end a thread contributes 0, so the tree needs no other test.
    float value = 0.0f;
    if (i < n) // @guard
        value = ctx.load(in, i);
    ctx.store(partial, t, value);
    ctx.syncthreads();
    for (int s = THREADS / 2; s > 0; s >>= 1) {
        if (t < s)
            ctx.store(partial, t, ctx.load(partial, t) + ctx.load(partial, t + s));
        // Every sum of this step is in place before the next step reads it.
        ctx.syncthreads();
    }
    if (t == 0)
        ctx.store(out, ctx.blockIdx().x, ctx.load(partial, 0)); // @write
}
// @end

// One block of THREADS threads per THREADS elements; out gets gridDim.x sums.
constexpr LaunchConfig reduceLaunch(const KernelShape& shape, int64_t)
{
    const int64_t n = shape[0];
    return { { ceilDiv(n, kReduceBlock), 1, 1 }, { kReduceBlock, 1, 1 } };
}

// Per thread: a load and a store, then per step (log2 THREADS of them) 2 loads and a store,
// then thread 0's load and store.
constexpr int64_t reduceAccesses(const KernelShape&, int64_t threads)
{
    int steps = 0;
    for (int s = kReduceBlock / 2; s > 0; s >>= 1)
        ++steps;
    return saturatingMul(threads, 2 + 3 * steps + 2);
}

// The catalog's entry: what the app knows about this kernel beside its body.
struct ReduceEntry
{
    static constexpr TeachingKernelInfo info { TeachingKernel::Reduce, "reduce", "out",
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Block reduction, shared-memory tree"), KernelFamily::Vector,
        MappingKind::Linear1D, { { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "n (elements)"), "n" } }, nullptr, false,
        { kReduceBlock, 1, 1 },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels", "the tree halves a power-of-two block's partial sums"), &reduceLaunch,
        &reduceAccesses,
        { QT_TRANSLATE_NOOP("cvz::TeachingKernels", "Block reduction, tree with sequential addressing: n = 1000"),
            { 1000, 1, 1 }, { kReduceBlock, 1, 1 } },
        QT_TRANSLATE_NOOP("cvz::TeachingKernels",
            "reduction: each step halves the threads that add (64, 32, ..., 1); only thread 0 writes the block's "
            "sum") };
    template <class Run> static auto emulate(Run& run)
    {
        const ProblemShape p = run.problem();
        const int64_t blocks = run.launchConfig().grid.x;
        const auto in = run.input("in", p.n), out = run.output("out", blocks);
        const auto partial = run.shared("partial", kReduceBlock);
        return run.launch([=](auto& ctx) { reduceSum<kReduceBlock>(ctx, in, out, p.n, partial); });
    }
};

} // namespace cvz
