// Student kernels (tests/playground/kernels, written in the style of NVIDIA's samples) compiled
// with this machine's C++ compiler and run in cudaviz-kernelrun: exact buffers and findings.
#include "kernelfile.h"
#include "memory/kerneltrace.h"
#include "playground/engine/userrun.h"
#include "playground/source/examples.h"
#include "playground/source/launchcomment.h"
#include "util/subprocess.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

TEST(Playground, VectorAddRunsExactlyWithoutFindings)
{
    const Ran r = runFile(QStringLiteral("vector_add.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().completed);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    const QList<double> c = r.buffer(QStringLiteral("C"));
    ASSERT_EQ(c.size(), 1000);
    for (int i = 0; i < 1000; ++i)
        ASSERT_EQ(c[i], i + 1.0) << i;
    // 3 accesses a thread for the 1000 threads inside the guard, nothing for the 24 past it.
    EXPECT_EQ(r.run().trace->accessCount(), 3000);
    // A and B: 32 warp loads each, 4 sectors a warp, but 1 for the last warp's 8 lanes in bounds.
    EXPECT_EQ(r.run().report.global.load.requests, 64);
    EXPECT_EQ(r.run().report.global.load.sectors, 250);
}

// The cudaviz_flops GCC plugin counts the kernel's float arithmetic: a + b counts one, a * b + c
// two, whatever the emulator runs of the header's own code none.
// An old book's warp sum, with CUDA 8's intrinsics without a mask: it runs over the whole warp and
// gives the sums, and each intrinsic is a finding on its line that names its _sync form.
TEST(Playground, LegacyWarpIntrinsicsRunWithTheFullMaskAndAreFindings)
{
    const Ran r = runFile(QStringLiteral("legacy_warp_sum.cu"));
    ASSERT_RAN(r);
    EXPECT_EQ(r.buffer(QStringLiteral("out")), QList<double>({ 496, 1520, 2544, 3568 }));
    EXPECT_EQ(r.kinds(),
        QStringList({ QStringLiteral("legacy_intrinsic"), QStringLiteral("legacy_intrinsic"),
            QStringLiteral("legacy_intrinsic") }));
    QList<int> lines;
    for (const Finding& f : r.run().findings)
        lines << f.line;
    EXPECT_EQ(lines, QList<int>({ 8, 9, 10 }));
    EXPECT_TRUE(r.run().findings[0].message.contains(QStringLiteral("__shfl_down_sync(0xffffffff, ...)")))
        << r.run().findings[0].message.toStdString();
    EXPECT_TRUE(r.run().findings[1].message.contains(QStringLiteral("__ballot_sync")));
    EXPECT_TRUE(r.run().findings[2].message.contains(QStringLiteral("__all_sync")));
}

TEST(Playground, AKernelsFloatArithmeticIsCountedExactly)
{
    const Ran add = runFile(QStringLiteral("vector_add.cu"));
    ASSERT_RAN(add);
    ASSERT_TRUE(add.run().kernel.countsArithmetic) << "the playground's g++ did not load cudaviz_flops.so";
    EXPECT_EQ(add.run().fp32Operations, 1000); // one addition per thread inside the guard
    EXPECT_EQ(add.run().fp64Operations, 0);
    // A 64 x 64 x 64 product: a multiplication and an addition per term, 2 n^3 in all.
    const Ran mm = runFile(QStringLiteral("matrix_mul_tiled.cu"));
    ASSERT_RAN(mm);
    EXPECT_EQ(mm.run().fp32Operations, 2 * 64 * 64 * 64);
    const QStringList lines = trafficLines(mm.run());
    EXPECT_TRUE(lines.contains(QStringLiteral("Arithmetic: 524288 FP32 and 0 FP64 operations, 3.56 per byte of global "
                                              "traffic")))
        << lines.join(u'\n').toStdString();
}

TEST(Playground, AMissingGuardIsReportedPerLineWithTheFirstThread)
{
    const Ran r = runFile(QStringLiteral("missing_guard.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.run().findings.size(), 3);
    EXPECT_EQ(r.kinds(), QStringList(3, QStringLiteral("out_of_bounds")));
    EXPECT_EQ(r.run().findings[2].message,
        QStringLiteral(
            "Out of bounds (line 8): thread 232 of block 3 wrote C[1000..1023], but C has 1000 elements; 24 "
            "access(es) like it. A guard such as if (i < n) keeps threads past the end from touching memory."));
    EXPECT_EQ(r.run().findings[2].line, 8);
    EXPECT_EQ(r.buffer(QStringLiteral("C"))[999], 1000.0); // the threads inside still did their work
}

TEST(Playground, AWrongIndexReadsPastTheEnd)
{
    const Ran r = runFile(QStringLiteral("wrong_index.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.run().findings.size(), 1);
    EXPECT_EQ(r.run().findings[0].message,
        QStringLiteral("Out of bounds (line 7): thread 63 read in[64], but in has 64 elements; 1 access(es) like it. A "
                       "guard such as if (i < n) lets thread 63 through (it is one of the first 64 threads): check "
                       "how the index is computed, and the guard of each element if a thread handles several."));
}

TEST(Playground, ATreeReductionWithBarriersIsExact)
{
    const Ran r = runFile(QStringLiteral("reduce_shared.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    EXPECT_EQ(r.buffer(QStringLiteral("out")), QList<double>({ 128, 128, 128, 128 }));
    ASSERT_EQ(r.run().trace->arrays.size(), 3u);
    EXPECT_EQ(r.run().trace->arrays[2].name, QStringLiteral("sdata")); // the __shared__ array, by its name
    EXPECT_TRUE(r.run().trace->arrays[2].shared);
    EXPECT_EQ(r.run().trace->arrays[2].size, 128);
}

TEST(Playground, AMissingBarrierIsARaceOnSharedMemoryWithBothLines)
{
    const Ran r = runFile(QStringLiteral("missing_barrier.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("race") });
    EXPECT_EQ(r.run().findings[0].message,
        QStringLiteral("Race on shared sdata[64]: thread 0 of block 0 read it (line 11) and thread 64 of block 0 wrote "
                       "it (line 8), with no __syncthreads() between them, so the result depends on which runs first. "
                       "(255 more like it.) The values a race leaves in the emulator can differ from a GPU's: the "
                       "emulator runs a block's threads in an order of its own, a GPU in another each time."));
}

TEST(Playground, SharedMemoryPastEitherEndIsReportedNotScribbled)
{
    const Ran r = runFile(QStringLiteral("shared_out_of_bounds.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList({ QStringLiteral("out_of_bounds"), QStringLiteral("out_of_bounds") }));
    EXPECT_EQ(r.run().findings[0].message.toStdString(),
        "Out of bounds (line 7): thread 31 wrote shared s[32], but s has 32 elements; 1 access(es) like it. A guard "
        "such as if (i < n) lets thread 31 through (it is one of the first 32 threads): check how the index is "
        "computed, and the guard of each element if a thread handles several.");
    EXPECT_EQ(r.run().findings[1].message.toStdString(),
        "Out of bounds (line 9): thread 0 read shared s[-1], but s has 32 elements; 1 access(es) like it. The index "
        "went below 0: check how it is computed.");
    // A one-byte __shared__ bool is one word of shared memory, in bounds.
    const CompileOutcome flag = compileKernel(QStringLiteral("__global__ void k(int* a)\n{\n    __shared__ bool done;\n"
                                                             "    if (threadIdx.x == 0)\n        done = true;\n"
                                                             "    __syncthreads();\n    a[threadIdx.x] = done;\n}\n"),
        QStringLiteral("flag.cu"), QString());
    ASSERT_TRUE(flag.kernel) << flag.error.toStdString();
    LaunchSpec spec;
    spec.block = { 32, 1, 1 };
    QString error;
    spec.args = { *parseArg(QStringLiteral("a=int[32]"), &error) };
    const RunOutcome done = runUserKernel(*flag.kernel, spec);
    ASSERT_TRUE(done.run);
    EXPECT_TRUE(done.run->findings.isEmpty()) << messages(*done.run).toStdString();
    EXPECT_EQ(done.run->trace->arrays[size_t(done.run->trace->arrayIndex(QStringLiteral("done")))].size, 1);
}

TEST(Playground, ABarrierInADivergentBranchIsReported)
{
    const Ran r = runFile(QStringLiteral("divergent_barrier.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("barrier_divergence") });
    EXPECT_EQ(r.run().findings[0].message,
        QStringLiteral(
            "Barrier divergence in the block: 32 of 64 threads wait at the __syncthreads() on line 8, but "
            "thread 32 returned without reaching it. A __syncthreads() inside a branch that not every thread "
            "takes is undefined on a GPU and may hang."));
}

TEST(Playground, AnInfiniteLoopIsStoppedAndReportedNotHung)
{
    const Ran r = runFile(QStringLiteral("infinite_loop.cu"));
    ASSERT_RAN(r);
    EXPECT_FALSE(r.run().completed);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("timeout") });
    EXPECT_EQ(r.run().findings[0].message,
        QStringLiteral("The kernel did not finish within 1 s and was stopped: thread 0 was still running, on line 5: "
                       "a loop that never ends (check its condition, and that its variable changes each time round), "
                       "or more work than the time limit allows."));
    EXPECT_LT(r.run().seconds, 20.0);
}

// A reduction whose stride never changes (stride >> 1 drops its value): the threads are not
// waiting at the barrier, they go round the loop; and a loop with no memory access is found by
// where the watchdog's signal caught it.
TEST(Playground, AnEndlessLoopIsSaidToBeALoopNotABarrier)
{
    const QString reduce
        = QStringLiteral("// cudaviz-launch: --block 64 --arg a=float[64]:iota --arg out=float[1] --timeout 1\n"
                         "__global__ void reduce(float* a, float* out)\n"
                         "{\n"
                         "    __shared__ float s[64];\n"
                         "    int t = threadIdx.x;\n"
                         "    s[t] = a[t];\n"
                         "    __syncthreads();\n"
                         "    for (int stride = 32; stride > 0; stride >> 1) {\n"
                         "        if (t < stride)\n"
                         "            s[t] += s[t + stride];\n"
                         "        __syncthreads();\n"
                         "    }\n"
                         "    if (t == 0)\n"
                         "        out[0] = s[0];\n"
                         "}\n");
    QString error;
    auto launch = parseLaunchOptions(launchComment(reduce, &error).value_or(QStringList()), &error);
    ASSERT_TRUE(launch) << error.toStdString();
    const CompileOutcome compiled = compileKernel(reduce, QStringLiteral("reduce.cu"), QString());
    ASSERT_TRUE(compiled.kernel) << compiled.output.toStdString();
    const RunOutcome out = runUserKernel(*compiled.kernel, launch->spec);
    ASSERT_TRUE(out.run) << out.error.toStdString();
    ASSERT_EQ(out.run->findings.size(), 1);
    const Finding& f = out.run->findings[0];
    EXPECT_EQ(f.kind, QStringLiteral("timeout"));
    EXPECT_TRUE(f.message.startsWith(QStringLiteral("The kernel did not finish within 1 s and was stopped: its threads "
                                                    "were going round a loop (line ")))
        << f.message.toStdString();
    EXPECT_TRUE(f.message.contains(QStringLiteral("stride >> 1 computes a value and drops it")))
        << f.message.toStdString();
    EXPECT_FALSE(f.message.contains(QStringLiteral("wait at"))) << f.message.toStdString();
    EXPECT_GE(f.line, 8);
    EXPECT_LE(f.line, 11);

    // No memory access in the loop at all: the signal finds it.
    const QString spin = QStringLiteral("__global__ void spin(int* a)\n"
                                        "{\n"
                                        "    a[threadIdx.x] = 1;\n"
                                        "    for (unsigned k = 1; k != 0; k += 2) { }\n"
                                        "}\n");
    const CompileOutcome spun = compileKernel(spin, QStringLiteral("spin.cu"), QString());
    ASSERT_TRUE(spun.kernel) << spun.output.toStdString();
    LaunchSpec spec;
    spec.grid = { 1, 1, 1 };
    spec.block = { 1, 1, 1 };
    spec.timeoutSeconds = 1.0;
    spec.args = { *parseArg(QStringLiteral("a=int[1]"), &error) };
    const RunOutcome spinning = runUserKernel(*spun.kernel, spec);
    ASSERT_TRUE(spinning.run);
    ASSERT_EQ(spinning.run->findings.size(), 1);
    EXPECT_EQ(spinning.run->findings[0].line, 4) << spinning.run->findings[0].message.toStdString();
}

TEST(Playground, AWildWriteCrashesTheHelperNotUs)
{
    const Ran r = runFile(QStringLiteral("wild_write.cu"));
    ASSERT_RAN(r);
    EXPECT_FALSE(r.run().completed);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("crash") });
    EXPECT_EQ(r.run().findings[0].line, 5);
    EXPECT_TRUE(
        r.run().findings[0].message.startsWith(QStringLiteral("Illegal memory access: thread 1 accessed address 0x")))
        << r.run().findings[0].message.toStdString();
}

TEST(Playground, AtomicsCountExactlyAndDoNotRace)
{
    const Ran r = runFile(QStringLiteral("histogram_atomic.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    EXPECT_EQ(r.buffer(QStringLiteral("bins")), QList<double>({ 32, 32, 32, 32 }));

    const Ran racy = runFile(QStringLiteral("histogram_racy.cu"));
    ASSERT_RAN(racy);
    ASSERT_FALSE(racy.run().findings.isEmpty());
    EXPECT_EQ(racy.run().findings[0].kind, QStringLiteral("race"));
    EXPECT_TRUE(racy.run().findings[0].message.startsWith(QStringLiteral("Race on bins[0]: thread 0 ")))
        << racy.run().findings[0].message.toStdString();
}

// Accesses made holding a spin lock (atomicCAS from 0 ... atomicExch back to 0) are ordered by it;
// the same updates without the lock race.
TEST(Playground, WhatAThreadDoesHoldingASpinLockDoesNotRace)
{
    for (const int mode : { 0, 5, 6 }) { // plain; after a claim; given back by atomicCAS
        const Ran r
            = runFile(QStringLiteral("spin_lock.cu"), { QStringLiteral("--arg"), QStringLiteral("mode=%1").arg(mode) });
        ASSERT_RAN(r);
        EXPECT_TRUE(r.run().findings.isEmpty()) << mode << ": " << messages(r.run()).toStdString();
        EXPECT_EQ(r.buffer(QStringLiteral("total")), QList<double>({ 64, 63 })) << mode;
        EXPECT_EQ(r.buffer(QStringLiteral("lock"))[0], 0) << mode;
    }
}

// What a lock does not order still races: no lock, a claim never given back, two different locks,
// and a write made after the lock was given back.
TEST(Playground, WhatALockDoesNotOrderStillRaces)
{
    for (const int mode : { 1, 2, 3, 4 }) {
        const Ran racy
            = runFile(QStringLiteral("spin_lock.cu"), { QStringLiteral("--arg"), QStringLiteral("mode=%1").arg(mode) });
        ASSERT_RAN(racy);
        ASSERT_FALSE(racy.run().findings.isEmpty()) << mode;
        EXPECT_EQ(racy.run().findings[0].kind, QStringLiteral("race")) << mode;
        EXPECT_TRUE(racy.run().findings[0].message.startsWith(QStringLiteral("Race on total[0]:")))
            << mode << ": " << racy.run().findings[0].message.toStdString();
    }
}

TEST(Playground, DynamicSharedMemoryIsPerBlockAndNamed)
{
    const Ran r = runFile(QStringLiteral("dynamic_shared.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    const QList<double> a = r.buffer(QStringLiteral("a"));
    ASSERT_EQ(a.size(), 64);
    for (int i = 0; i < 64; ++i)
        ASSERT_EQ(a[i], (i / 32) * 32 + 31 - i % 32) << i;
    EXPECT_EQ(r.run().trace->arrays.back().name, QStringLiteral("s"));
    EXPECT_TRUE(r.run().trace->arrays.back().shared);

    const Ran tooBig
        = runFile(QStringLiteral("dynamic_shared.cu"), { QStringLiteral("--shared"), QStringLiteral("65536") });
    ASSERT_FALSE(tooBig.outcome.run);
    EXPECT_EQ(tooBig.outcome.error,
        QStringLiteral("65536 bytes of dynamic shared memory asked; a block may use at most 49152 (48 KiB)."));
}

TEST(Playground, SyncwarpOrdersTheLanesOfAWarp)
{
    const Ran r = runFile(QStringLiteral("warp_reduce.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString(); // __syncwarp() orders the lanes
    EXPECT_EQ(r.buffer(QStringLiteral("out")), QList<double>({ 496 }));
}

TEST(Playground, SamplesStyleTiledMatrixMultiplyAndTransposes)
{
    const Ran mm = runFile(
        QStringLiteral("matrix_mul_tiled.cu"), { QStringLiteral("--arg"), QStringLiteral("A=float[4096]:iota") });
    ASSERT_RAN(mm);
    EXPECT_TRUE(mm.run().findings.isEmpty()) << messages(mm.run()).toStdString();
    const QList<double> c = mm.buffer(QStringLiteral("C"));
    ASSERT_EQ(c.size(), 4096);
    for (int row = 0; row < 64; ++row) // B is all ones: C[row][col] = sum of A's row
        ASSERT_EQ(c[row * 64 + 5], 64.0 * row * 64 + 63 * 64 / 2) << row;

    const auto degree = [](const QString& kernel) {
        const Ran t = runFile(QStringLiteral("transpose.cu"), { QStringLiteral("--kernel"), kernel });
        EXPECT_TRUE(t.outcome.run) << t.outcome.error.toStdString() << t.compiled.output.toStdString();
        if (!t.outcome.run)
            return std::pair(0.0, 0.0);
        for (int i = 0; i < 4096; ++i)
            if (t.buffer(QStringLiteral("odata"))[i] != (i % 64) * 64 + i / 64)
                ADD_FAILURE() << kernel.toStdString() << " element " << i;
        return std::pair(t.run().report.shared.conflictDegree(), t.run().report.global.store.sectorsPerRequest());
    };
    EXPECT_EQ(degree(QStringLiteral("transposeNaive")), std::pair(0.0, 32.0));
    EXPECT_EQ(degree(QStringLiteral("transposeCoalesced")), std::pair(16.5, 4.0)); // 32-way conflicts on the reads
    EXPECT_EQ(degree(QStringLiteral("transposeNoBankConflicts")), std::pair(1.0, 4.0));
}

// The samples-style kernel a student could write, traced through the compiler's instrumentation,
// counts the same traffic as the app's own tiled kernel traced through ctx.load and ctx.store.
TEST(Playground, ATiledMatmulCountsTheSameTrafficAsTheAppsOwnTiledKernel)
{
    const Ran mm = runFile(QStringLiteral("matrix_mul_tiled.cu"));
    ASSERT_RAN(mm);
    MappingSetup setup;
    setup.kernel = TeachingKernel::MatmulTiled;
    setup.shape = shapeOf(MatmulShape { 64, 64, 64 });
    setup.launch = kernelLaunch(setup.kernel, setup.shape, kMatmulTile);
    ASSERT_EQ(setup.launch.block, mm.run().launch.block);
    ASSERT_EQ(setup.launch.grid, mm.run().launch.grid);
    const TraceOutcome app = traceKernel(setup);
    ASSERT_TRUE(app.report);
    const MemoryReport &user = mm.run().report, &own = *app.report;
    EXPECT_EQ(user.accesses, own.accesses);
    EXPECT_EQ(user.accesses, 593920);
    EXPECT_EQ(user.global.load.sectors, own.global.load.sectors);
    EXPECT_EQ(user.global.load.requests, own.global.load.requests);
    EXPECT_EQ(user.global.store.sectors, own.global.store.sectors);
    EXPECT_EQ(user.shared.loadWavefronts, own.shared.loadWavefronts);
    EXPECT_EQ(user.shared.storeWavefronts, own.shared.storeWavefronts);
}

TEST(Playground, GridStrideLoopsCoverEveryElement)
{
    const Ran r = runFile(QStringLiteral("grid_stride.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty());
    const QList<double> y = r.buffer(QStringLiteral("y"));
    for (int i = 0; i < 1000; ++i)
        ASSERT_EQ(y[i], 2.0 * i) << i;
}

TEST(Playground, CompileErrorsNameTheStudentsFileAndLine)
{
    const Ran r = runFile(QStringLiteral("compile_error.cu"));
    ASSERT_FALSE(r.compiled.kernel);
    EXPECT_EQ(r.compiled.error, QStringLiteral("The kernel does not compile:"));
    ASSERT_FALSE(r.compiled.diagnostics.isEmpty());
    EXPECT_EQ(r.compiled.diagnostics[0].line, 6);
    EXPECT_TRUE(r.compiled.diagnostics[0].error);
    EXPECT_TRUE(r.compiled.diagnostics[0].message.contains(QStringLiteral("undeclaredValue")));
    EXPECT_TRUE(r.compiled.output.contains(QStringLiteral("compile_error.cu:6:")));
    EXPECT_FALSE(r.compiled.output.contains(QStringLiteral("build-"))) << "the cache folder leaks into messages";
}

TEST(Playground, ASecondCompileOfTheSameSourceIsCached)
{
    const QString source = kernelSource(QStringLiteral("vector_add.cu")) + QStringLiteral("\n// cache test\n");
    const CompileOutcome first = compileKernel(source, QStringLiteral("cached.cu"), QString());
    ASSERT_TRUE(first.kernel) << first.error.toStdString();
    EXPECT_FALSE(first.kernel->cached);
    const CompileOutcome second = compileKernel(source, QStringLiteral("cached.cu"), QString());
    ASSERT_TRUE(second.kernel);
    EXPECT_TRUE(second.kernel->cached);
    EXPECT_EQ(second.kernel->modulePath, first.kernel->modulePath);
    EXPECT_EQ(second.kernel->signature, QStringLiteral("FFFi"));
}

TEST(Playground, BadLaunchesAreRefusedWithTheNumbers)
{
    const auto refused = [](const QStringList& extra) {
        const Ran r = runFile(QStringLiteral("vector_add.cu"), extra);
        EXPECT_FALSE(r.outcome.run);
        return r.outcome.error.toStdString();
    };
    EXPECT_EQ(refused({ QStringLiteral("--block"), QStringLiteral("2048") }),
        "blockDim 2048x1x1 = 2048 threads; a block holds at most 1024.");
    // A launch past the exact trace runs with a sample traced; past the threads the emulator numbers, not.
    EXPECT_EQ(refused({ QStringLiteral("--grid"), QStringLiteral("3000000"), QStringLiteral("--block"),
                  QStringLiteral("1024") }),
        "The launch has 3072000000 threads; the emulator numbers at most 2147483647 threads in one launch. "
        "Launch fewer blocks.");
    EXPECT_EQ(refused({ QStringLiteral("--arg"), QStringLiteral("numElements=3000000000") }),
        "Parameter numElements is int; 3000000000 does not fit in an int (at most 2147483647).");
    EXPECT_EQ(refused({ QStringLiteral("--arg"), QStringLiteral("C=int[1000]") }),
        "Parameter C is float*, but its buffer holds int.");
    EXPECT_EQ(refused({ QStringLiteral("--arg"), QStringLiteral("D=float[4]") }),
        "vectorAdd has no parameter named D; its parameters are A, B, C, numElements.");
    EXPECT_EQ(refused({ QStringLiteral("--timeout"), QStringLiteral("0") }),
        "The time limit must be more than 0 and at most 600 s.");
}

TEST(Playground, TheHelpersRefusalsAreWordedByTheApp)
{
    // 64 KiB of __shared__ arrays: more than a block may have without opting in.
    const QString big
        = QStringLiteral("__global__ void big(float* a)\n{\n    __shared__ float s[16384];\n"
                         "    s[threadIdx.x] = 1.0f;\n    __syncthreads();\n    a[threadIdx.x] = s[0];\n}\n");
    const CompileOutcome compiled = compileKernel(big, QStringLiteral("big.cu"), QString());
    ASSERT_TRUE(compiled.kernel) << compiled.error.toStdString();
    LaunchSpec spec;
    spec.block = { 32, 1, 1 };
    QString error;
    spec.args = { *parseArg(QStringLiteral("a=float[32]"), &error) };
    const RunOutcome r = runUserKernel(*compiled.kernel, spec);
    EXPECT_FALSE(r.run);
    EXPECT_EQ(r.error.toStdString(),
        "A block of this kernel uses 65536 bytes of shared memory (65536 in __shared__ "
        "arrays, 0 dynamic); a block may use at most 49152.");
    // std::atomic compiles, but its instrumented calls have no playground runtime.
    const CompileOutcome atomic
        = compileKernel(QStringLiteral("#include <atomic>\n__global__ void k(int* a)\n{\n"
                                       "    reinterpret_cast<std::atomic<int>*>(a)->fetch_add(1);\n}\n"),
            QStringLiteral("atomic.cu"), QString());
    ASSERT_FALSE(atomic.kernel);
    EXPECT_TRUE(atomic.error.startsWith(QStringLiteral("The compiled kernel cannot be loaded: ")));
    EXPECT_TRUE(atomic.error.endsWith(
        QStringLiteral("The kernel uses C++ atomics (std::atomic); use atomicAdd, atomicCAS and the others.")))
        << atomic.error.toStdString();
}

// A request file that did not come from the app is checked by the runner with the app's own rules
// (launchLimitProblem), before it loads anything.
TEST(Playground, TheRunnerChecksARequestByTheAppsLimits)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto refusal = [&](const RunRequest& request) {
        const QString path = dir.filePath(QStringLiteral("request"));
        EXPECT_TRUE(writeRequest(path, request));
        const SubprocessResult r = runSubprocess(kernelRunnerPath(), { path, dir.filePath(QStringLiteral("result")) });
        EXPECT_EQ(r.exitCode, 2);
        return QString::fromUtf8(r.err).trimmed().section(QStringLiteral("limits: "), 1);
    };
    RunRequest request;
    request.modulePath = dir.filePath(QStringLiteral("never-loaded.so"));
    request.grid = { 1, 1, 1 };
    request.block = { 1, 1, 65 };
    EXPECT_EQ(refusal(request), *launchLimitProblem({ request.grid, request.block }, 0, 10.0, TraceMode::Auto));
    EXPECT_EQ(refusal(request).toStdString(), "blockDim.z = 65; a block is at most 64 threads along z.");
    request.block = { 32, 1, 1 };
    request.timeoutSeconds = 601.0;
    EXPECT_EQ(refusal(request).toStdString(), "The time limit must be more than 0 and at most 600 s.");
    request.timeoutSeconds = 10.0;
    request.dynamicSharedBytes = -1;
    EXPECT_EQ(refusal(request).toStdString(),
        "-1 bytes of dynamic shared memory asked; a block may use at most 49152 (48 KiB).");
    request.dynamicSharedBytes = 0;
    request.args = QList<RunArg>(65);
    EXPECT_EQ(refusal(request).toStdString(), "more than 64 arguments.");
    // A struct's pointer field past its bytes, or to an argument that is not a field's buffer.
    RunArg image { QStringLiteral("m"), 'T', QByteArray(16, '\0'), false, { { 12, 1 } } };
    RunArg values { QStringLiteral("m.values"), 'F', QByteArray(16, '\0'), true, {} };
    request.args = { image, values };
    EXPECT_EQ(refusal(request).toStdString(), "struct m has a pointer field outside it or to no buffer.");
    request.args[0].pointers = { { 8, 0 } };
    EXPECT_EQ(refusal(request).toStdString(), "struct m has a pointer field outside it or to no buffer.");
    request.args[0].bytes = QByteArray(int(kMaxStructBytes) + 8, '\0');
    EXPECT_EQ(refusal(request).toStdString(), "struct m has 4104 bytes (at most 4096).");
    request.args[0].bytes = QByteArray(16, '\0');
    request.args[0].pointers = { { 8, 1 } };
    EXPECT_FALSE(runArgsProblem(request.args));
}

TEST(Playground, WithoutACompilerTheMessageNamesThePackage)
{
    qputenv("CUDAVIZ_CXX", "cudaviz-no-such-compiler");
    const Ran r = runFile(QStringLiteral("vector_add.cu"));
    qunsetenv("CUDAVIZ_CXX");
    ASSERT_FALSE(r.compiled.kernel);
    EXPECT_EQ(r.compiled.error,
        QStringLiteral("CUDAVIZ_CXX names cudaviz-no-such-compiler, which is not an executable program."));
    QString why;
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", "/nonexistent");
    EXPECT_FALSE(findCompiler(&why));
    qputenv("PATH", path);
    EXPECT_TRUE(why.contains(QStringLiteral("sudo apt install g++"))) << why.toStdString();
}

int main(int argc, char** argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    QCoreApplication app(argc, argv);
    // Compiled kernels go to a fresh cache, so the first compile of each test is a real one.
    QTemporaryDir cache;
    qputenv("CUDAVIZ_PLAYGROUND_CACHE", cache.path().toLocal8Bit());
    return RUN_ALL_TESTS();
}

TEST(Playground, AnAtomicsValueIsEvaluatedOnce)
{
    const Ran r = runFile(QStringLiteral("atomic_value_once.cu"));
    ASSERT_RAN(r);
    EXPECT_EQ(r.buffer(QStringLiteral("out")), QList<double>({ 1, 2 })); // j++ ran once: j is 2
    EXPECT_EQ(r.buffer(QStringLiteral("n")), QList<double> { 3 });
    EXPECT_EQ(r.run().trace->accessCount(), 3); // two atomics and one store, each once
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
}
