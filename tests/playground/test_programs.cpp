// Whole programs (cudaviz run without --kernel): the programs the playground ships, written in
// the style of a textbook's chapter programs, run from main with CUDA's runtime API emulated:
// their output, their timeline, and each host-side bug at its line.
#include "device/archlimits.h"
#include "memory/occupancy.h"
#include "playground/program/userprogram.h"
#include "playground/source/examples.h"
#include "programfile.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>
#include <algorithm>
#include <gtest/gtest.h>
#include <limits>
#include <sys/mman.h>
#include <unistd.h>

using namespace cvz;

namespace {
using Ran = ProgramRan;

Ran runProgram(const QString& file, const QString& gpu = QString())
{
    Ran r;
    const QString source = programSource(file);
    r.compiled = compileProgram(source, file);
    if (r.compiled.kernel)
        r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds, gpu);
    return r;
}

// The line of the first line of `file` that contains `text`.
int lineOf(const QString& file, const QString& text)
{
    const QStringList lines = programSource(file).split(u'\n');
    for (qsizetype k = 0; k < lines.size(); ++k)
        if (lines[k].contains(text))
            return int(k + 1);
    return 0;
}

QList<ProgramCallKind> callKinds(const UserProgram& p)
{
    QList<ProgramCallKind> out;
    for (const ProgramCall& c : p.calls)
        out << c.kind;
    return out;
}
} // namespace

TEST(WholeProgram, EveryShippedProgramCompilesAndEnds)
{
    ASSERT_GE(programFiles().size(), 10);
    for (const QString& file : programFiles()) {
        SCOPED_TRACE(file.toStdString());
        const Ran r = runProgram(file);
        ASSERT_PROGRAM_RAN(r);
        // Each bug program has its finding; the others have none.
        EXPECT_EQ(r.program().findings.isEmpty(), !file.startsWith(QStringLiteral("bug_")))
            << r.messages().toStdString();
    }
}

TEST(WholeProgram, VectorAddRunsFromMainAndItsTimelineIsTheCopiesAndTheLaunch)
{
    const Ran r = runProgram(QStringLiteral("vector_add.cu"));
    ASSERT_PROGRAM_RAN(r);
    const UserProgram& p = r.program();
    EXPECT_TRUE(p.finished);
    EXPECT_EQ(p.exitCode, 0);
    EXPECT_TRUE(p.output.contains(QStringLiteral("vectorAdd<<<196, 256>>> on 50000 elements")))
        << p.output.toStdString();
    EXPECT_TRUE(p.output.contains(QStringLiteral("Test PASSED")));
    EXPECT_EQ(callKinds(p),
        (QList<ProgramCallKind> { ProgramCallKind::Malloc, ProgramCallKind::Malloc, ProgramCallKind::Malloc,
            ProgramCallKind::CopyHostToDevice, ProgramCallKind::CopyHostToDevice, ProgramCallKind::Launch,
            ProgramCallKind::CopyDeviceToHost, ProgramCallKind::Free, ProgramCallKind::Free, ProgramCallKind::Free }));
    const ProgramCall& copy = p.calls[3];
    EXPECT_EQ(copy.bytes, 200000);
    EXPECT_EQ(copy.line, lineOf(QStringLiteral("vector_add.cu"), QStringLiteral("CHECK(cudaMemcpy(d_a")));
    EXPECT_EQ(p.calls[0].name, QStringLiteral("d_a"));
    // The launch ran in the emulator: every thread, its traffic counted.
    ASSERT_EQ(p.launches.size(), 1);
    const ProgramLaunch& launch = p.launches[0];
    EXPECT_EQ(launch.call.name, QStringLiteral("vectorAdd"));
    EXPECT_EQ(launch.run.launch.totalThreads(), 196 * 256);
    EXPECT_EQ(launch.run.report.global.load.requests, 2 * 1563); // 50000 floats = 1562.5 warps' worth, twice
    EXPECT_EQ(launch.run.report.global.store.sectors, 50000 * 4 / 32);
}

TEST(WholeProgram, EventsReadTheModelledClock)
{
    for (const QString& gpu : { QStringLiteral("t4"), QStringLiteral("h100") }) {
        const Ran r = runProgram(QStringLiteral("matmul_events.cu"), gpu);
        ASSERT_PROGRAM_RAN(r);
        const UserProgram& p = r.program();
        EXPECT_TRUE(p.output.contains(QStringLiteral("Result = PASS"))) << p.output.toStdString();
        // The events bracket two copies; the elapsed time is the model's for those two calls.
        double copies = 0;
        for (const ProgramCall& c : p.calls)
            if (c.kind == ProgramCallKind::CopyHostToDevice)
                copies += c.modelledSeconds;
        const ModelGpu& model = *findModelGpu(gpu);
        EXPECT_DOUBLE_EQ(copies, 2 * modelledCopySeconds(model, 64 * 64 * 4, true));
        EXPECT_TRUE(p.output.contains(QStringLiteral("copies in %1 ms").arg(copies * 1e3, 0, 'f', 4)))
            << p.output.toStdString();
    }
}

TEST(WholeProgram, TheDeviceSaysItIsTheEmulatorWithCudasLimits)
{
    const Ran r = runProgram(QStringLiteral("device_query.cu"));
    ASSERT_PROGRAM_RAN(r);
    const QString& out = r.program().output;
    EXPECT_TRUE(out.contains(QStringLiteral("1 CUDA device(s)")));
    EXPECT_TRUE(out.contains(QStringLiteral("\"cudaviz emulator (no GPU; times modelled for NVIDIA T4)\"")));
    EXPECT_TRUE(out.contains(QStringLiteral("Max threads per block:         1024")));
    EXPECT_TRUE(out.contains(QStringLiteral("Shared memory per block:       49152 bytes")));
    EXPECT_TRUE(out.contains(QStringLiteral("Max block dimensions:          (1024, 1024, 64)")));
    EXPECT_TRUE(out.contains(QStringLiteral("Memory bandwidth (peak):       320.0 GB/s"))) << out.toStdString();
}

TEST(WholeProgram, ConstantMemoryIsSetFromTheHost)
{
    const Ran r = runProgram(QStringLiteral("convolution_constant.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("out[0] = 6, out[1] = 8, out[500] = 9")));
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("PASSED")));
    EXPECT_EQ(r.program().calls[2].name, QStringLiteral("mask"));
}

TEST(WholeProgram, EachHostSideBugIsAFindingAtItsLine)
{
    struct Case
    {
        const char* file;
        const char* kind;
        const char* line; // the text of the line it names
        const char* output; // what the program printed, as on a GPU
    };
    const Case cases[] = {
        { "bug_device_pointer_on_host.cu", "device_pointer_on_host", "printf(\"d_out[3]", "" },
        { "bug_host_pointer_in_kernel.cu", "host_pointer_in_kernel", "x[i] += 1",
            "cudaDeviceSynchronize: an illegal memory access was encountered" },
        { "bug_copy_past_end.cu", "copy_out_of_range", "cudaMemcpy(d, h", "cudaMemcpy: invalid argument" },
        { "bug_use_after_free.cu", "use_after_free", "x[i] = value",
            "cudaDeviceSynchronize: an illegal memory access was encountered" },
        { "bug_block_too_large.cu", "invalid_configuration", "setOne<<<1, n>>>",
            "launch: cudaErrorInvalidConfiguration (invalid configuration argument)" },
        { "bug_missing_sync.cu", "missing_sync", "printf(\"h[10]", "h[10] = 20.000000" },
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.file);
        const QString file = QString::fromLatin1(c.file);
        const Ran r = runProgram(file);
        ASSERT_PROGRAM_RAN(r);
        ASSERT_EQ(r.kinds(), QStringList { QString::fromLatin1(c.kind) }) << r.messages().toStdString();
        EXPECT_EQ(r.program().findings[0].line, lineOf(file, QString::fromUtf8(c.line)));
        EXPECT_TRUE(r.program().output.contains(QString::fromUtf8(c.output))) << r.program().output.toStdString();
    }
    // Reading a device pointer ends the program there, as the segmentation fault on a GPU machine does.
    const Ran deref = runProgram(QStringLiteral("bug_device_pointer_on_host.cu"));
    ASSERT_PROGRAM_RAN(deref);
    EXPECT_FALSE(deref.program().finished);
    EXPECT_FALSE(deref.program().output.contains(QStringLiteral("d_out[3] =")));
    // An invalid launch does not run: its finding says so, and its call carries the error.
    const Ran big = runProgram(QStringLiteral("bug_block_too_large.cu"));
    ASSERT_PROGRAM_RAN(big);
    EXPECT_TRUE(big.program().output.contains(QStringLiteral("h[0] = 0")));
    EXPECT_TRUE(big.program().launches.isEmpty());
}

namespace {
// One of tests/playground/kernels/programs, compiled (not run).
Ran compiledTestProgram(const QString& file)
{
    Ran r;
    r.compiled = compileProgram(testProgramSource(file), file);
    return r;
}

// The line of the first line of the test program `file` that contains `text`.
int testLineOf(const QString& file, const QString& text)
{
    const QStringList lines = testProgramSource(file).split(u'\n');
    for (qsizetype k = 0; k < lines.size(); ++k)
        if (lines[k].contains(text))
            return int(k + 1);
    return 0;
}

Ran runTestProgram(
    const QString& file, double timeout = kDefaultProgramTimeoutSeconds, TraceMode trace = TraceMode::Auto)
{
    Ran r = compiledTestProgram(file);
    if (r.compiled.kernel)
        r.outcome = runUserProgram(*r.compiled.kernel, timeout, QString(), nullptr, {}, trace);
    return r;
}
} // namespace

TEST(WholeProgram, BudgetsAndEndsAreFindingsWithTheirNumbers)
{
    const Ran endless = runTestProgram(QStringLiteral("endless_main.cu"), 1.0);
    ASSERT_PROGRAM_RAN(endless);
    EXPECT_EQ(endless.kinds(), QStringList { QStringLiteral("timeout") });

    const Ran memory = runTestProgram(QStringLiteral("huge_malloc.cu"));
    ASSERT_PROGRAM_RAN(memory);
    EXPECT_EQ(memory.kinds(), QStringList { QStringLiteral("device_memory") });
    EXPECT_TRUE(memory.messages().contains(QString::number(qint64(1) << 40)));
    // The device has half of what this machine had free, at least 256 MiB: the message says which.
    EXPECT_TRUE(memory.messages().contains(QStringLiteral("half of the memory this machine had free")))
        << memory.messages().toStdString();
    EXPECT_TRUE(memory.program().output.contains(QStringLiteral("cudaErrorMemoryAllocation (nil)")))
        << memory.program().output.toStdString();

    const Ran launch = runTestProgram(QStringLiteral("huge_launch.cu"));
    ASSERT_PROGRAM_RAN(launch);
    EXPECT_EQ(launch.kinds(), QStringList { QStringLiteral("launch_budget") });
    EXPECT_TRUE(launch.messages().contains(QString::number(65536LL * 64 * 1024)));
    EXPECT_TRUE(launch.messages().contains(QString::number(kMaxEmulatedThreads)));
    EXPECT_FALSE(launch.program().output.contains(QStringLiteral("not reached")));
    EXPECT_FALSE(launch.program().finished);
    const Ran whole = runTestProgram(QStringLiteral("huge_launch.cu"), kDefaultProgramTimeoutSeconds, TraceMode::All);
    ASSERT_PROGRAM_RAN(whole);
    EXPECT_EQ(whole.kinds(), QStringList { QStringLiteral("launch_budget") });
    EXPECT_TRUE(whole.messages().contains(QString::number(kMaxThreads))) << whole.messages().toStdString();
    EXPECT_TRUE(whole.messages().contains(QStringLiteral("--trace"))) << whole.messages().toStdString();

    const Ran exits = runTestProgram(QStringLiteral("exits_early.cu"));
    ASSERT_PROGRAM_RAN(exits);
    EXPECT_TRUE(exits.program().finished);
    EXPECT_EQ(exits.program().exitCode, 3);
    EXPECT_TRUE(exits.program().output.contains(QStringLiteral("giving up: on purpose")));
    EXPECT_EQ(exits.program().calls.size(), 1); // the cudaMalloc before it

    const Ran unsupported = runTestProgram(QStringLiteral("unsupported_call.cu"));
    ASSERT_PROGRAM_RAN(unsupported);
    EXPECT_EQ(unsupported.kinds(), QStringList { QStringLiteral("unsupported") });
    EXPECT_TRUE(unsupported.messages().contains(QStringLiteral("cudaLaunchCooperativeKernel")));
}

// The occupancy calls answer from the occupancy model of the emulated device (the Memory tab's),
// with a kernel's own static __shared__ bytes and 32 registers a thread: every number below is
// derived here from that model, and the block size by trying every multiple of a warp.
TEST(WholeProgram, TheOccupancyCallsAnswerFromTheOccupancyModel)
{
    const Ran r = runTestProgram(QStringLiteral("occupancy_calls.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    const ArchLimits arch = emulatedDeviceLimits();
    const int registers = OccupancyInput {}.registersPerThread;
    const auto blocks = [&](int64_t threads, int64_t shared) {
        return computeOccupancy(arch, { threads, registers, shared }).blocksPerSm;
    };
    const auto best = [&](int64_t shared, int64_t limit) {
        int64_t size = 0, most = 0;
        for (int64_t t = 32; t <= std::min<int64_t>(limit, 1024) + 31; t += 32) {
            const int64_t tried = std::min(t, limit);
            if (tried * blocks(tried, shared) >= most) { // a tie: the larger block, as CUDA's search
                most = tried * blocks(tried, shared);
                size = tried;
            }
        }
        return QStringLiteral("block %1, grid %2").arg(size).arg(blocks(size, shared));
    };
    const QString expected = QStringLiteral("tiled: 8192 shared bytes, %1 registers, 1024 threads at most\n"
                                            "plain: 0 shared bytes\n"
                                            "tiled at 256: %2 blocks\n"
                                            "plain at 256 with 40000 dynamic: %3 blocks\n"
                                            "tiled best: %4\n"
                                            "plain best up to 200: %5\n"
                                            "2048 threads: cudaErrorInvalidValue\n")
                                 .arg(registers)
                                 .arg(blocks(256, 8192))
                                 .arg(blocks(256, 40000))
                                 .arg(best(8192, 1024), best(0, 200));
    EXPECT_EQ(r.program().output, expected);
    EXPECT_EQ(blocks(256, 8192), 8) << "registers bind: 8 blocks of 8 warps at 32 registers";
    EXPECT_EQ(blocks(256, 40000), 2) << "shared memory binds: 41024 bytes a block in 100 KiB";
}

// A book's program as written: `void __global__ add(...)` declared before main, defined after it.
TEST(WholeProgram, AKernelWithItsQualifierAfterTheReturnTypeRuns)
{
    const Ran r = runTestProgram(QStringLiteral("qualifier_after_type.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.program().finished);
    EXPECT_EQ(r.program().exitCode, 0);
    EXPECT_EQ(r.program().output, QStringLiteral("No errors\n"));
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    ASSERT_EQ(r.program().launches.size(), 1);
}

// No macro of the playground's headers takes a name of the standard library or a student's: every
// C++17 header compiles beside them, typeid(x).name() is the library's, and a refused runtime call
// (a function made from cvz_runtime_api.h) stops the program on the line it was written on.
TEST(WholeProgram, EveryStandardHeaderCompilesAndARefusedCallIsAFunctionOnItsLine)
{
    const Ran r = runTestProgram(QStringLiteral("std_headers.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("h[0] = 3.0 of f"))) << r.program().output.toStdString();
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("unsupported") }) << r.messages().toStdString();
    EXPECT_TRUE(r.messages().contains(QStringLiteral("cudaLaunchCooperativeKernel")));
    QFile f(QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/programs/std_headers.cu"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    const auto call = std::find_if(lines.begin(), lines.end(),
        [](const QString& l) { return l.trimmed().startsWith(QStringLiteral("cudaLaunchCooperativeKernel(")); });
    EXPECT_EQ(r.program().findings[0].line, int(call - lines.begin()) + 1);
}

// A kernel's modelled time is the longer of its traffic and its arithmetic over the GPU's peaks.
TEST(WholeProgram, AnArithmeticBoundKernelIsModelledFromItsOperations)
{
    const Ran r = runTestProgram(QStringLiteral("arithmetic_bound.cu"));
    ASSERT_PROGRAM_RAN(r);
    const UserProgram& p = r.program();
    ASSERT_TRUE(p.module.countsArithmetic) << "the playground's g++ did not load cudaviz_flops.so";
    EXPECT_TRUE(p.output.contains(QStringLiteral("host sum 249750.0, x[0] = 1.0"))) << p.output.toStdString();
    QList<ProgramCall> launches;
    for (const ProgramCall& c : p.calls)
        if (c.kind == ProgramCallKind::Launch)
            launches << c;
    ASSERT_EQ(launches.size(), 2);
    // 256 threads, 1000 terms, a multiplication and an addition each; the host's sum is not counted.
    EXPECT_EQ(launches[0].fp32Operations, 256 * 1000 * 2);
    EXPECT_EQ(launches[0].fp64Operations, 0);
    EXPECT_EQ(launches[1].fp32Operations, 0);
    EXPECT_EQ(launches[1].fp64Operations, 256 * 1000 * 2);
    EXPECT_EQ(launches[0].globalSectors, 2 * 1024 / 32); // 256 floats read and written
    const ModelGpu& t4 = defaultModelGpu();
    for (const ProgramCall& c : launches) {
        const KernelTime t = modelledKernelTime(t4, { c.globalSectors, c.fp32Operations, c.fp64Operations });
        EXPECT_DOUBLE_EQ(c.modelledSeconds, t.seconds);
        EXPECT_NE(t.bound, KernelBound::Memory);
    }
    EXPECT_TRUE(kernelTimeText(launches[1], t4, true).startsWith(QStringLiteral("Bound by FP64 arithmetic: ")))
        << kernelTimeText(launches[1], t4, true).toStdString();
    // On the T4, FP64 at 1/32 of FP32's rate: the double kernel is modelled about 32 times slower.
    EXPECT_NEAR(
        (launches[1].modelledSeconds - kLaunchLatencySeconds) / (launches[0].modelledSeconds - kLaunchLatencySeconds),
        8.1 / 0.25, 0.01);
}

// docs/playground.md quotes what the shipped events-timed matmul's launch and report say.
TEST(WholeProgram, TheDocsQuoteTheTiledProductsArithmetic)
{
    const Ran r = runProgram(QStringLiteral("matmul_events.cu"));
    ASSERT_PROGRAM_RAN(r);
    ASSERT_EQ(r.program().launches.size(), 1);
    const ProgramLaunch& l = r.program().launches[0];
    const QString bound = kernelTimeText(l.call, defaultModelGpu(), r.program().module.countsArithmetic);
    const QStringList lines = trafficLines(l.run);
    const QString arithmetic = lines.filter(QStringLiteral("Arithmetic:")).value(0);
    QFile doc(QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/playground.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll()).simplified();
    EXPECT_TRUE(text.contains(bound)) << bound.toStdString();
    EXPECT_FALSE(arithmetic.isEmpty());
    EXPECT_TRUE(text.contains(arithmetic)) << arithmetic.toStdString();
}

TEST(WholeProgram, AFileWithoutMainIsNotAProgram)
{
    const CompileOutcome c
        = compileProgram(QStringLiteral("__global__ void k(float* x) { x[0] = 1; }\n"), QStringLiteral("k.cu"));
    EXPECT_FALSE(c.kernel);
    EXPECT_TRUE(c.error.contains(QStringLiteral("main()")));
}

TEST(WholeProgram, MappedHostMemoryPrefetchesAndClocksWorkAsOnAGpu)
{
    const Ran r = runTestProgram(QStringLiteral("mapped_memory.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("wrong: 0, kernel ticks positive: 1, host clock ran: 1")))
        << r.program().output.toStdString();
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("unregister twice: cudaErrorInvalidValue")));
    EXPECT_TRUE(r.program().findings.isEmpty()) << r.messages().toStdString();
}

TEST(WholeProgram, AFailedDeviceAssertFailsTheLaunchNotTheProgram)
{
    const Ran r = runTestProgram(QStringLiteral("device_assert.cu"));
    ASSERT_PROGRAM_RAN(r);
    const QString& out = r.program().output;
    EXPECT_TRUE(out.contains(QStringLiteral("synchronize: cudaErrorAssert"))) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("then cudaMalloc: cudaErrorAssert")));
    // The four threads past n, each with its coordinates.
    EXPECT_EQ(out.count(QStringLiteral("Assertion `i < n` failed.")), 4);
    EXPECT_TRUE(out.contains(QStringLiteral("block: [1,0,0], thread: [28,0,0]")));
    EXPECT_TRUE(r.program().finished);
    EXPECT_EQ(r.program().exitCode, 0);
}

TEST(WholeProgram, HostEdgesAreAnsweredAsCudaAnswersThem)
{
    const Ran r = runTestProgram(QStringLiteral("host_edges.cu"));
    ASSERT_PROGRAM_RAN(r);
    const QString& out = r.program().output;
    EXPECT_TRUE(out.contains(QStringLiteral("negative: cudaErrorInvalidValue"))) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("rounds failed: 0")));
    EXPECT_TRUE(out.contains(QStringLiteral("managed: cudaSuccess")));
    EXPECT_TRUE(out.contains(QStringLiteral("null input: 0.0 0.0"))); // NULL and 0 passed to a kernel
    EXPECT_TRUE(out.contains(QStringLiteral("cleanup: cudaSuccess"))); // after main returned
    EXPECT_TRUE(r.program().finished);
    EXPECT_EQ(r.kinds(), QStringList { QStringLiteral("copy_out_of_range") }) << r.messages().toStdString();
}

TEST(WholeProgram, AResultTheAppCannotTrustIsRefused)
{
    const auto roundTrip = [](const ProgramResult& result) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("result"));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        EXPECT_TRUE(writeProgramResult(f, result));
        f.close();
        return readProgramResult(path).has_value();
    };
    ProgramResult good;
    ProgramCall launch;
    launch.kind = ProgramCallKind::Launch;
    launch.grid = { 2, 1, 1 };
    launch.block = { 32, 1, 1 };
    launch.launch = 0;
    good.calls = { launch };
    good.launches = { RunResult {} };
    EXPECT_TRUE(roundTrip(good));
    for (const Dim3& block : { Dim3 { 0, 1, 1 }, Dim3 { 2048, 1, 1 }, Dim3 { 32, 32, 2 } }) {
        ProgramResult bad = good;
        bad.calls[0].block = block; // a zero would divide by zero in the thread labels
        EXPECT_FALSE(roundTrip(bad));
    }
    ProgramResult huge = good;
    huge.calls[0].grid = { 2147483647, 65535, 65535 }; // its product would overflow
    EXPECT_FALSE(roundTrip(huge));
    ProgramResult twice = good;
    twice.calls = { launch, launch }; // one run, two owners
    EXPECT_FALSE(roundTrip(twice));
    ProgramResult orphan = good;
    orphan.calls[0].kind = ProgramCallKind::Malloc; // a run owned by no launch
    EXPECT_FALSE(roundTrip(orphan));
    ProgramResult negative = good;
    negative.calls[0].fp32Operations = -1; // a count the model would turn into a negative time
    EXPECT_FALSE(roundTrip(negative));
    ProgramResult negativeRun = good;
    negativeRun.launches[0].fp64Operations = -5;
    EXPECT_FALSE(roundTrip(negativeRun));
}

TEST(WholeProgram, FindingsCountTheElementsTheKernelsPointersPointTo)
{
    const Ran r = runTestProgram(QStringLiteral("double_past_end.cu"));
    ASSERT_PROGRAM_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("out_of_bounds") });
    EXPECT_TRUE(r.messages().contains(QStringLiteral("thread 100 wrote d[100], but d has 100 elements")))
        << r.messages().toStdString();
}

TEST(WholeProgram, CallsGivenGarbageReturnCudasErrors)
{
    const Ran r = runTestProgram(QStringLiteral("garbage_calls.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_EQ(r.program().output,
        QStringLiteral("properties: cudaErrorInvalidValue\nregistered: cudaErrorInvalidValue\n"
                       "stream: cudaErrorInvalidResourceHandle\ncopy: cudaErrorInvalidValue\n"
                       "huge: cudaErrorMemoryAllocation\nother thread: cudaSuccess\n"));
    // The copy of (size_t)-64 is that many bytes, in its finding and in the timeline, not 0; the
    // allocation's finding names the call that was made.
    ASSERT_EQ(r.kinds(), (QStringList { QStringLiteral("copy_out_of_range"), QStringLiteral("device_memory") }))
        << r.messages().toStdString();
    EXPECT_TRUE(r.messages().contains(QStringLiteral("18446744073709551552"))) << r.messages().toStdString();
    EXPECT_TRUE(r.messages().contains(QStringLiteral("cudaMallocHost of 1099511627776 bytes")))
        << r.messages().toStdString();
    const auto copy = std::find_if(r.program().calls.begin(), r.program().calls.end(),
        [](const ProgramCall& c) { return c.kind == ProgramCallKind::CopyDeviceToDevice; });
    ASSERT_NE(copy, r.program().calls.end());
    EXPECT_GT(copy->bytes, qint64(1) << 62);
}

namespace {
const QString kCourse = QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/folders/course");

QString courseFile(const QString& path)
{
    QFile f(kCourse + u'/' + path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// A program of the course folder, its includes read from `root` (the course, by default).
Ran runFolderProgram(const QString& path, const QString& root = kCourse, const QHash<QString, QString>& edited = {})
{
    Ran r;
    const QString source = courseFile(path);
    const auto tree = folderTree(SourceFolder { root, path, edited }, source, &r.compiled);
    if (!tree)
        return r;
    r.compiled = compileProgram(source, QFileInfo(path).fileName(), nullptr, *tree);
    if (r.compiled.kernel)
        r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
    return r;
}
} // namespace

// A program is a folder: "../common/check.cuh" beside the chapter, "course_util.h" in the course's
// include/ folder (which includes "course_values.h" from its own folder), the kernel in a header
// beside the program. All four are read, and only they.
TEST(WholeProgram, AFolderProgramIncludesItsOwnHeadersAsABookWritesThem)
{
    CompileOutcome refused;
    const QString program = QStringLiteral("chapter1/scale_program.cu");
    const auto tree = folderTree(SourceFolder { kCourse, program, {} }, courseFile(program), &refused);
    ASSERT_TRUE(tree) << refused.error.toStdString();
    QStringList paths;
    for (const TreeFile& f : tree->files)
        paths << f.path;
    EXPECT_EQ(paths,
        (QStringList { QStringLiteral("chapter1/scale.cuh"), QStringLiteral("common/check.cuh"),
            QStringLiteral("include/course_util.h"), QStringLiteral("include/course_values.h") }));

    const Ran r = runFolderProgram(program);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_EQ(r.program().output, QStringLiteral("No errors\n"));
    EXPECT_EQ(r.program().exitCode, 0);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    ASSERT_EQ(r.program().launches.size(), 1);
    EXPECT_EQ(r.program().launches[0].call.name, QStringLiteral("scale"));
}

// The texts open in the Playground win over the disk, and the module is compiled again when an
// included file changes (the cache key holds every included file).
TEST(WholeProgram, AnEditedHeaderIsCompiledAndChangesTheModule)
{
    const QString program = QStringLiteral("chapter1/scale_program.cu");
    QString values = courseFile(QStringLiteral("include/course_values.h"));
    values.replace(QStringLiteral("1.0f"), QStringLiteral("2.0f"));
    const Ran edited = runFolderProgram(program, kCourse, { { QStringLiteral("include/course_values.h"), values } });
    ASSERT_PROGRAM_RAN(edited);
    EXPECT_EQ(edited.program().output, QStringLiteral("1000 errors\n")); // the check still expects 1, 2, 3 ...
    const Ran asOnDisk = runFolderProgram(program);
    ASSERT_PROGRAM_RAN(asOnDisk);
    EXPECT_EQ(asOnDisk.program().output, QStringLiteral("No errors\n"));
    EXPECT_NE(edited.compiled.kernel->modulePath, asOnDisk.compiled.kernel->modulePath);
}

// A compile error in an included file names that file, as the folder has it, and its line.
TEST(WholeProgram, AnErrorInAnIncludedFileNamesThatFileAndLine)
{
    const Ran r = runFolderProgram(QStringLiteral("chapter2/broken_program.cu"));
    ASSERT_FALSE(r.compiled.kernel);
    EXPECT_TRUE(r.compiled.output.contains(QStringLiteral("chapter2/broken.cuh:6:")))
        << r.compiled.output.toStdString();
    EXPECT_FALSE(r.compiled.output.contains(QStringLiteral("src/"))) << r.compiled.output.toStdString();
    const auto error = std::find_if(r.compiled.diagnostics.begin(), r.compiled.diagnostics.end(),
        [](const Diagnostic& d) { return d.error && d.file == QStringLiteral("chapter2/broken.cuh"); });
    ASSERT_NE(error, r.compiled.diagnostics.end());
    EXPECT_EQ(error->line, 6);
}

// What a course's device-query and stream chapters call, as written: the versions (13.0, the CUDA the
// emulator follows), cudaChooseDevice, the bank-width setting of older GPUs (banks stay 4 bytes), a
// launch spaced as "<< <" and ">> >", a stream waiting for another's event, a stream callback.
TEST(WholeProgram, ACoursesDeviceAndStreamCallsRunAsWritten)
{
    const Ran r = runTestProgram(QStringLiteral("freshman_style.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output,
        QStringLiteral("driver 13.0, runtime 13.0\ndevice 0, banks of 4 bytes\ncallback: cudaSuccess, 42\n"
                       "a[31] = 7, no error\n"));
    ASSERT_EQ(r.program().launches.size(), 1);
    QFile f(QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/programs/freshman_style.cu"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    const auto launch = std::find_if(
        lines.begin(), lines.end(), [](const QString& l) { return l.contains(QStringLiteral("fill << <")); });
    EXPECT_EQ(r.program().launches[0].call.line, int(launch - lines.begin()) + 1);
}

// A launch from a kernel (dynamic parallelism) runs after its parent grid, to completion, with its own
// trace; CUDA's depth of 24 stops a kernel that launches itself without end, the failed launch listed
// with CUDA's error, which the host does not see (as on a GPU).
TEST(WholeProgram, ALaunchFromAKernelRunsAfterItsParentGrid)
{
    const Ran r = runTestProgram(QStringLiteral("nested_launch.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output, QStringLiteral("16 8 4 2 1 0 \ncudaSuccess\n25 grids ran\n"));
    QStringList halves;
    int depthErrors = 0;
    for (const ProgramCall& c : r.program().calls) {
        if (c.kind == ProgramCallKind::Launch && c.name == QStringLiteral("halve"))
            halves << QStringLiteral("%1@%2").arg(c.block.x).arg(c.line);
        depthErrors += c.error == 65 ? 1 : 0;
    }
    EXPECT_EQ(halves,
        (QStringList { QStringLiteral("16@26"), QStringLiteral("8@12"), QStringLiteral("4@12"), QStringLiteral("2@12"),
            QStringLiteral("1@12") }));
    EXPECT_EQ(depthErrors, 1);
    ASSERT_GE(r.program().launches.size(), 5);
    EXPECT_EQ(r.program().launches[1].run.launch.totalThreads(), 8); // the first child's own run
}

// The sample of a large launch: the first block, the last, the last along each axis, and a stated
// few at random, the same on every run.
TEST(TracePlan, TheSampleHoldsTheFirstTheLastAndTheEdgesOfTheGrid)
{
    const std::vector<int64_t> sample = traceSampleBlocks({ 10, 4, 3 });
    EXPECT_TRUE(std::is_sorted(sample.begin(), sample.end()));
    EXPECT_EQ(std::adjacent_find(sample.begin(), sample.end()), sample.end());
    for (const int64_t block : { 0, 9, 30, 80, 119 })
        EXPECT_TRUE(std::binary_search(sample.begin(), sample.end(), int64_t(block))) << block;
    EXPECT_LE(sample.size(), size_t(5 + kTraceSampleRandomBlocks));
    EXPECT_GT(sample.size(), size_t(5)); // a few at random besides
    EXPECT_EQ(sample, traceSampleBlocks({ 10, 4, 3 }));
    EXPECT_EQ(traceSampleBlocks({ 1, 1, 1 }), std::vector<int64_t> { 0 });
    for (const int64_t block : traceSampleBlocks({ 2147483647, 65535, 65535 }))
        EXPECT_TRUE(block >= 0 && block < (Dim3 { 2147483647, 65535, 65535 }.count())) << block;
    EXPECT_EQ(traceModeFromName(QStringLiteral("sample")), TraceMode::Sample);
    EXPECT_FALSE(traceModeFromName(QStringLiteral("some")));
}

// A launch past the threads traced whole runs every block, traces the sample, still finds an
// out-of-bounds write in a block outside it, says what it traced and scales the modelled time.
TEST(WholeProgram, ALaunchPastTheExactTraceRunsWithASampleTraced)
{
    Ran r = compiledTestProgram(QStringLiteral("sampled_launch.cu"));
    ASSERT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString();
    // Its progress comes while it runs: the launch, and its blocks done of 16385.
    std::vector<RunProgress> seen;
    r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds, QString(), nullptr, {},
        TraceMode::Auto, [&](const RunProgress& p) { seen.push_back(p); });
    ASSERT_PROGRAM_RAN(r);
    ASSERT_FALSE(seen.empty());
    for (const RunProgress& p : seen) {
        EXPECT_EQ(p.launch, 1);
        EXPECT_EQ(p.blocks, 16385);
        EXPECT_LE(p.blocksDone, p.blocks);
    }
    EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end(),
        [](const RunProgress& a, const RunProgress& b) { return a.blocksDone < b.blocksDone; }));
    EXPECT_EQ(r.kinds(), QStringList { QStringLiteral("out_of_bounds") }) << r.messages().toStdString();
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("0 wrong of 4194560"))) << r.program().output.toStdString();
    ASSERT_EQ(r.program().launches.size(), 1);
    const ProgramLaunch& launch = r.program().launches[0];
    const Dim3 grid { 16385, 1, 1 };
    const std::vector<int64_t> sample = traceSampleBlocks(grid);
    ASSERT_FALSE(std::binary_search(sample.begin(), sample.end(), int64_t(1000)));
    const TraceCoverage& c = launch.run.coverage;
    EXPECT_TRUE(c.sampled);
    EXPECT_EQ(c.blocks, 16385);
    EXPECT_EQ(c.traced, int64_t(sample.size()));
    EXPECT_TRUE(c.alike()) << c.fewestAccesses << " to " << c.mostAccesses;
    const QStringList traffic = trafficLines(launch.run);
    EXPECT_TRUE(traffic.join(u'\n').contains(QStringLiteral("Traced %1 of 16385 blocks").arg(sample.size())))
        << traffic.join(u'\n').toStdString();
    // The modelled time is the traced blocks' sectors, scaled to every block.
    const ProgramCall& call = launch.call;
    const Traffic& load = launch.run.report.global.load;
    const Traffic& store = launch.run.report.global.store;
    const auto scaled = qint64(double(load.sectors + store.sectors) * 16385.0 / double(sample.size()));
    EXPECT_EQ(call.globalSectors, scaled);
    EXPECT_DOUBLE_EQ(call.modelledSeconds,
        modelledKernelTime(*r.program().gpu, { scaled, call.fp32Operations, call.fp64Operations }).seconds);
}

// The untraced blocks of a launch past the exact trace run in the fast engine: a block reduction
// with barriers, a shuffle, shared memory, a __device__ and a __constant__ variable set from the
// host and a global atomic give exactly what a GPU gives, in traced and fast blocks alike.
TEST(WholeProgram, TheFastEngineRunsTheUntracedBlocksWithTheSameMemory)
{
    Ran r = compiledTestProgram(QStringLiteral("fast_engine.cu"));
    ASSERT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString();
    ASSERT_FALSE(r.compiled.kernel->fastModulePath.isEmpty());
    // On two cores whatever this machine has: a worker runs blocks beside the launch's thread.
    qputenv("CUDAVIZ_EMULATOR_CORES", "2");
    r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
    qunsetenv("CUDAVIZ_EMULATOR_CORES");
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    const int blocks = ((1 << 22) + 1000 + 255) / 256;
    long long expected = 0;
    for (int i = 0; i < (1 << 22) + 1000; ++i)
        expected += i % 7 + 1;
    EXPECT_TRUE(
        r.program().output.contains(QStringLiteral("0 wrong of %1 blocks, total %2 of %2").arg(blocks).arg(expected)))
        << r.program().output.toStdString();
    ASSERT_EQ(r.program().launches.size(), 1);
    const TraceCoverage& c = r.program().launches[0].run.coverage;
    EXPECT_EQ(c.fastOff, FastEngineOff::No);
    EXPECT_EQ(c.fastBlocks, c.blocks - c.traced);
    EXPECT_GT(c.traced, 0);
    EXPECT_TRUE(
        trafficLines(r.program().launches[0].run).join(u'\n').contains(QStringLiteral("ran in the fast engine")));
    // No block traced: every block in the fast engine, the same sums.
    r.outcome
        = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds, QString(), nullptr, {}, TraceMode::None);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("0 wrong of %1 blocks").arg(blocks)));
    EXPECT_EQ(r.program().launches[0].run.coverage.fastBlocks, blocks);
}

// A traced launch is analysed on a second core while its next block runs (with one core, as each
// block ends): the findings, the traffic and the accesses kept for the picture are the same.
TEST(WholeProgram, AnalysisBesideTheLaunchFindsWhatItFindsAlone)
{
    Ran r = compiledTestProgram(QStringLiteral("analysed_beside.cu"));
    ASSERT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString();
    std::vector<UserProgram> results;
    for (const char* cores : { "1", "2" }) {
        qputenv("CUDAVIZ_EMULATOR_CORES", cores);
        r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
        qunsetenv("CUDAVIZ_EMULATOR_CORES");
        ASSERT_PROGRAM_RAN(r);
        results.push_back(r.program());
    }
    const UserProgram &alone = results[0], &beside = results[1];
    ASSERT_EQ(alone.launches.size(), 1);
    ASSERT_EQ(beside.launches.size(), 1);
    QStringList kinds;
    for (const Finding& f : alone.findings)
        kinds << f.kind;
    EXPECT_TRUE(kinds.contains(QStringLiteral("race"))) << kinds.join(u' ').toStdString();
    EXPECT_TRUE(kinds.contains(QStringLiteral("out_of_bounds"))) << kinds.join(u' ').toStdString();
    ASSERT_EQ(alone.findings.size(), beside.findings.size());
    for (qsizetype i = 0; i < alone.findings.size(); ++i) {
        EXPECT_EQ(alone.findings[i].kind, beside.findings[i].kind);
        EXPECT_EQ(alone.findings[i].line, beside.findings[i].line);
        EXPECT_EQ(alone.findings[i].message, beside.findings[i].message);
    }
    const UserRun &a = alone.launches[0].run, &b = beside.launches[0].run;
    EXPECT_EQ(a.coverage.traced, 200);
    EXPECT_EQ(trafficLines(a), trafficLines(b));
    EXPECT_EQ(a.report.accesses, b.report.accesses);
    EXPECT_EQ(a.report.hazardCount, b.report.hazardCount);
    EXPECT_GT(a.report.shared.conflictDegree(), 1.0);
    EXPECT_EQ(a.report.shared.conflictDegree(), b.report.shared.conflictDegree());
    ASSERT_TRUE(a.traceKept && b.traceKept && a.trace && b.trace);
    const std::span<const MemoryAccess> kept = a.trace->all(), keptBeside = b.trace->all();
    ASSERT_EQ(kept.size(), keptBeside.size());
    EXPECT_GT(kept.size(), 0u);
    EXPECT_TRUE(std::equal(kept.begin(), kept.end(), keptBeside.begin(),
        [](const MemoryAccess& x, const MemoryAccess& y) { return std::memcmp(&x, &y, sizeof x) == 0; }));
}

// The sampled launch's out-of-bounds write in block 1000 comes from the fast engine's guard zone,
// with its thread and line as the tracer gives them.
TEST(WholeProgram, TheFastEnginesOutOfBoundsWriteHasItsThreadAndLine)
{
    Ran r = compiledTestProgram(QStringLiteral("sampled_launch.cu"));
    ASSERT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString();
    r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
    ASSERT_PROGRAM_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("out_of_bounds") }) << r.messages().toStdString();
    const Finding& f = r.program().findings[0];
    EXPECT_EQ(f.line, 13);
    EXPECT_TRUE(f.message.contains(QStringLiteral("thread 0 of block 1000 wrote d[4194565]")))
        << f.message.toStdString();
    const TraceCoverage& c = r.program().launches[0].run.coverage;
    EXPECT_EQ(c.fastBlocks, c.blocks - c.traced);
}

// A static variable would be two variables, one per engine: the launch runs in the traced module
// alone, exactly, and says why.
TEST(WholeProgram, AStaticVariableKeepsTheLaunchInTheTracedModule)
{
    Ran r = compiledTestProgram(QStringLiteral("fast_static.cu"));
    ASSERT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString();
    r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("last 4194559, launches 1")))
        << r.program().output.toStdString();
    const TraceCoverage& c = r.program().launches[0].run.coverage;
    EXPECT_EQ(c.fastOff, FastEngineOff::StaticVariable);
    EXPECT_EQ(c.fastOffDetail, QStringLiteral("launches"));
    EXPECT_EQ(c.fastBlocks, 0);
    EXPECT_TRUE(
        trafficLines(r.program().launches[0].run).join(u'\n').contains(QStringLiteral("static variable (launches)")));
}

// A crash in a block the fast engine runs names its block, thread and line.
TEST(WholeProgram, ACrashInTheFastEngineNamesItsThreadAndLine)
{
    const std::vector<int64_t> sample = traceSampleBlocks({ 32768, 1, 1 });
    ASSERT_FALSE(std::binary_search(sample.begin(), sample.end(), int64_t(7000)));
    Ran r = compiledTestProgram(QStringLiteral("fast_crash.cu"));
    ASSERT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString();
    r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
    ASSERT_TRUE(r.outcome.program) << r.outcome.error.toStdString();
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("crash") }) << r.messages().toStdString();
    const Finding& f = r.program().findings[0];
    EXPECT_EQ(f.line, 9) << f.message.toStdString();
    EXPECT_EQ(f.details.value(QStringLiteral("block")).toDouble(), 7000.0);
    EXPECT_EQ(f.details.value(QStringLiteral("thread")).toDouble(), 7000.0 * 256 + 3);
}

// The progress page as the app reads it: clamped, and an estimate once a block is done and a
// second has passed.
TEST(RunProgressPage, WhatTheHelperWritesTheAppReadsClamped)
{
    ProgressPage page;
    ASSERT_GE(page.fd(), 0);
    EXPECT_FALSE(page.read()); // no launch yet
    ProgressWords* words = mapProgressPage(::dup(page.fd()));
    ASSERT_NE(words, nullptr);
    words->blocks = 100;
    words->blocksDone = 250; // a student's code may write anything here
    words->launch = 1;
    const auto p = page.read();
    ASSERT_TRUE(p);
    EXPECT_EQ(p->blocksDone, 100);
    EXPECT_FALSE(p->secondsLeft); // done, and not a second yet
    EXPECT_EQ(
        runProgressText({ 2, 25, 100, 2.0, 6.0 }), QStringLiteral("Launch 2: block 25 of 100 (25 %), about 6 s left"));
    // The largest counts a page can hold give a percentage, not an overflow.
    const int64_t most = std::numeric_limits<int64_t>::max();
    EXPECT_TRUE(runProgressText({ 1, most, most, 2.0, std::nullopt }).endsWith(QStringLiteral("(100 %)")));
    // Shown from a launch's first second on, then at most five times a second; a new launch again.
    ProgressPace pace;
    EXPECT_FALSE(pace.due({ 1, 1, 100, 0.9, std::nullopt }));
    EXPECT_TRUE(pace.due({ 1, 2, 100, 1.0, std::nullopt }));
    EXPECT_FALSE(pace.due({ 1, 3, 100, 1.1, std::nullopt }));
    EXPECT_TRUE(pace.due({ 1, 4, 100, 1.2, std::nullopt }));
    EXPECT_FALSE(pace.due({ 2, 0, 100, 0.1, std::nullopt }));
    EXPECT_TRUE(pace.due({ 2, 5, 100, 1.0, std::nullopt }));
    munmap(words, 4096);
}

// Three things a GPU with unified addressing accepts that the emulator once called bugs, in the
// style of the books that do them (CUDA_Freshman's memset of pinned memory, 樊哲勇's copy from
// cudaGetSymbolAddress, CUDA by Example's Lock freeing in its destructor).
TEST(WholeProgram, WhatUnifiedAddressingAllowsIsNoFinding)
{
    const Ran r = runTestProgram(QStringLiteral("unified_addressing.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output, QStringLiteral("32 32 32 32, no error\n"));
}

// Globals named as the standard library names things (count, size, data, sort ...) beside `using
// namespace std;` compile, as with nvcc: the playground's headers declare none of them in std.
TEST(WholeProgram, AProgramsOwnNamesBesideUsingNamespaceStdCompile)
{
    const Ran r = runTestProgram(QStringLiteral("std_names.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output, QStringLiteral("count = 5, data[7] = 3.5\n168\n"));
}

// Globals named as the C library names functions no header declares (error, bind, send, recv) are
// the program's own, as in nvcc's executable: read, written, set by a constructor, written by a kernel.
TEST(WholeProgram, AGlobalNamedAsALibraryFunctionIsTheProgramsOwn)
{
    const Ran r = runTestProgram(QStringLiteral("library_names.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output, QStringLiteral("error = 1.5, bind = 18, send = 1.4142, recv = 18 19 20 21\n"));

    // Untraced, the kernel runs in the traced module: the fast build's recv would be the library's.
    const Ran fast = runTestProgram(QStringLiteral("library_names.cu"), kDefaultProgramTimeoutSeconds, TraceMode::None);
    ASSERT_PROGRAM_RAN(fast);
    EXPECT_EQ(fast.program().output, r.program().output);
    const TraceCoverage& c = fast.program().launches[0].run.coverage;
    EXPECT_EQ(c.fastOff, FastEngineOff::LibraryName);
    EXPECT_TRUE(c.fastOffDetail == QStringLiteral("bind") || c.fastOffDetail == QStringLiteral("error")
        || c.fastOffDetail == QStringLiteral("send") || c.fastOffDetail == QStringLiteral("recv"))
        << c.fastOffDetail.toStdString();
}

// Polling an event until it is done is a wait; another stream's wait for it is not the host's.
TEST(WholeProgram, AnEventQueriedDoneIsAWaitOfTheHost)
{
    Ran r = compiledTestProgram(QStringLiteral("polled_event.cu"));
    ASSERT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString();
    r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output, QStringLiteral("h[3] = 0.0\n"));
    r.outcome = runUserProgram(
        *r.compiled.kernel, kDefaultProgramTimeoutSeconds, QString(), nullptr, { QStringLiteral("other") });
    ASSERT_PROGRAM_RAN(r);
    EXPECT_EQ(r.kinds(), QStringList { QStringLiteral("missing_sync") }) << r.messages().toStdString();
}

// cudaMallocPitch pads each row as a GPU does, cudaMemcpy2D copies rows at two pitches in one call,
// a kernel reaches a row through the pitch; a width past a pitch and rows past the allocation are
// CUDA's errors, the second also a finding at its line; sizes whose products overflow are refused.
TEST(WholeProgram, PitchedMemoryIsCopiedRowByRowAtBothPitches)
{
    const QString source = QStringLiteral(R"(#include <cstdio>
__global__ void addRow(float* m, size_t pitch, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x < w && y < h) {
        float* row = (float*)((char*)m + y * pitch);
        row[x] += 100.0f * y;
    }
}
static float host[37][100];
int main()
{
    const int w = 100, h = 37;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            host[y][x] = x;
    float* d;
    size_t pitch = 0;
    cudaMallocPitch(&d, &pitch, w * sizeof(float), h);
    printf("pitch %zu\n", pitch);
    cudaMemcpy2D(d, pitch, host, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
    addRow<<<dim3(1, h), 128>>>(d, pitch, w, h);
    cudaMemcpy2D(host, w * sizeof(float), d, pitch, w * sizeof(float), h, cudaMemcpyDeviceToHost);
    printf("%g %g %g\n", host[0][5], host[36][99], host[20][0]);
    printf("%s\n", cudaGetErrorName(cudaMemcpy2D(d, pitch, host, 10, 400, 2, cudaMemcpyHostToDevice)));
    printf("%s\n", cudaGetErrorName(cudaMemcpy2D(d, pitch, host, 400, 400, 38, cudaMemcpyHostToDevice))); // one too many
    printf("%s\n", cudaGetErrorName(cudaMemcpy2D(d, pitch, host, 400, 400, (size_t)-1 / 2, cudaMemcpyHostToDevice)));
    float* e;
    size_t big = 0;
    printf("%s\n", cudaGetErrorName(cudaMallocPitch(&e, &big, (size_t)-1 - 100, 2)));
    printf("%s\n", cudaGetErrorName(cudaMallocPitch(&e, &big, 4096, (size_t)-1 / 1024)));
    cudaFree(d);
    return 0;
}
)");
    Ran r;
    r.compiled = compileProgram(source, QStringLiteral("pitched.cu"));
    if (r.compiled.kernel)
        r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_EQ(r.program().output,
        QStringLiteral("pitch 512\n5 3699 2000\ncudaErrorInvalidPitchValue\ncudaErrorInvalidValue\n"
                       "cudaErrorInvalidValue\ncudaErrorMemoryAllocation\ncudaErrorMemoryAllocation\n"));
    EXPECT_TRUE(r.kinds().contains(QStringLiteral("copy_out_of_range"))) << r.messages().toStdString();
    const auto copies = std::count_if(r.program().calls.begin(), r.program().calls.end(), [](const ProgramCall& c) {
        return c.kind == ProgramCallKind::CopyHostToDevice || c.kind == ProgramCallKind::CopyDeviceToHost;
    });
    EXPECT_EQ(copies, 5) << "one call a copy (the refused ones too), not one a row";
    const auto found = std::find_if(r.program().findings.begin(), r.program().findings.end(),
        [](const Finding& f) { return f.kind == QStringLiteral("copy_out_of_range"); });
    ASSERT_NE(found, r.program().findings.end());
    EXPECT_EQ(found->line, int(source.left(source.indexOf(QStringLiteral("one too many"))).count(u'\n') + 1));
}

// cuBLAS calls run on OpenBLAS, column-major as cuBLAS is: every number printed is the one a GPU
// prints (worked by hand in the program's comments), and each routine is a step of the timeline
// with its arithmetic: C = A B of 2 x 3 by 3 x 2 is 2 m n k = 24 FP32 operations.
TEST(WholeProgram, CublasCallsRunOnOpenBlasColumnMajor)
{
    const Ran r = runTestProgram(QStringLiteral("cublas_calls.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output,
        QStringLiteral("C row 0: 58.0 64.0\n"
                       "C row 1: 139.0 154.0\n"
                       "y: 12 24 36 48, x.y = 360, |(3,4)| = 5.0, largest at 4\n"
                       "A^T (1, 1) = 5 7 9\n"
                       "lda 1 for 2 rows: CUBLAS_STATUS_INVALID_VALUE (7)\n"));
    QStringList routines;
    const ProgramCall* sgemm = nullptr;
    for (const ProgramCall& c : r.program().calls)
        if (c.kind == ProgramCallKind::Library) {
            routines << c.name;
            if (c.name == QStringLiteral("cublasSgemm"))
                sgemm = &c;
        }
    EXPECT_EQ(routines,
        (QStringList { QStringLiteral("cublasSgemm"), QStringLiteral("cublasSaxpy"), QStringLiteral("cublasSdot"),
            QStringLiteral("cublasSnrm2"), QStringLiteral("cublasIsamax"), QStringLiteral("cublasDgemv") }))
        << "the refused call does no work";
    ASSERT_TRUE(sgemm);
    EXPECT_EQ(sgemm->line, testLineOf(QStringLiteral("cublas_calls.cu"), QStringLiteral("cublasSgemm(handle")));
    EXPECT_EQ(sgemm->fp32Operations, 2 * 2 * 2 * 3);
    EXPECT_GT(sgemm->modelledSeconds, 0.0);
    EXPECT_EQ(programCallText(*sgemm), QStringLiteral("cublasSgemm"));
}

// A host array where cuBLAS needs device memory, and a result in device memory in host pointer
// mode: each a finding at its line, the routine's status as cuBLAS gives it, nothing written.
TEST(WholeProgram, CublasGivenTheWrongKindOfPointerSaysSoAtItsLine)
{
    const QString file = QStringLiteral("cublas_host_pointer.cu");
    const Ran r = runTestProgram(file);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_EQ(r.program().output, QStringLiteral("axpy 13, dot 7, y[0] still 4\n"));
    ASSERT_EQ(r.kinds(), (QStringList { QStringLiteral("invalid_pointer"), QStringLiteral("invalid_pointer") }));
    EXPECT_EQ(r.program().findings[0].line, testLineOf(file, QStringLiteral("cublasSaxpy(")));
    EXPECT_EQ(r.program().findings[1].line, testLineOf(file, QStringLiteral("cublasSdot(")));
    EXPECT_TRUE(r.messages().contains(QStringLiteral("cublasSaxpy was given a pointer of the wrong kind")))
        << r.messages().toStdString();
}

// Thrust runs on its CPP backend (Debian's libthrust-dev): a device_vector's memory comes from the
// emulated cudaMalloc, so the program's kernel can be given it, and Thrust's algorithms work on device
// memory as its kernels would. Every number is the one a GPU prints.
TEST(WholeProgram, ThrustAlgorithmsRunOnDeviceMemory)
{
    const Ran r = runTestProgram(QStringLiteral("thrust_calls.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output,
        QStringLiteral("sorted, squared: 1 4 9 16 25 36 49 64\n"
                       "sum 204, d[7] = 64\n"
                       "scan: 5 8 16 17 24 26 32 36\n"));
    QStringList allocations;
    for (const ProgramCall& c : r.program().calls)
        if (c.kind == ProgramCallKind::Malloc)
            allocations << QStringLiteral("%1 %2").arg(c.name).arg(c.bytes);
    EXPECT_TRUE(allocations.contains(QStringLiteral("device_vector 32"))) << allocations.join(u',').toStdString();
}

// Only Thrust's own code stands for the device: the program's host code reading a device_vector's
// memory through its raw pointer is the bug it is on a GPU machine, at its line.
TEST(WholeProgram, HostCodeReadingADeviceVectorIsAFinding)
{
    const QString file = QStringLiteral("thrust_raw_on_host.cu");
    const Ran r = runTestProgram(file);
    ASSERT_PROGRAM_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("device_pointer_on_host") }) << r.messages().toStdString();
    EXPECT_EQ(r.program().findings[0].line, testLineOf(file, QStringLiteral("raw[0]")));
}

// A thread of a whole program's launch that makes more accesses than a traced thread may (one
// thread doing a grid-stride loop's whole work) no longer stops the program: its block gives its
// trace up and runs on, out-of-bounds accesses still checked, and the launch's report says so.
// With --trace all, where every block must be traced, the budget still stops the launch.
TEST(WholeProgram, AThreadPastItsTraceBudgetGivesTheTraceUpNotTheRun)
{
    const QString file = QStringLiteral("one_heavy_thread.cu");
    const Ran r = runTestProgram(file);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output, QStringLiteral("524288 of 524288 right\n"));
    ASSERT_EQ(r.program().launches.size(), 1);
    const TraceCoverage& c = r.program().launches[0].run.coverage;
    EXPECT_EQ(c.untraced, 1);
    EXPECT_EQ(c.traced, 0);
    EXPECT_EQ(c.untracedThread, 0);
    const auto text = traceCoverageText(c);
    ASSERT_TRUE(text);
    EXPECT_TRUE(text->startsWith(QStringLiteral("Blocks chosen for tracing that ran untraced: 1. Each passed the "
                                                "budget of a traced block (8388608 memory accesses) or of one of its "
                                                "threads (1048576), the first at global thread 0")))
        << text->toStdString();

    const Ran all = runTestProgram(file, kDefaultProgramTimeoutSeconds, TraceMode::All);
    ASSERT_PROGRAM_RAN(all);
    EXPECT_EQ(all.kinds(), QStringList { QStringLiteral("trace_budget") }) << all.messages().toStdString();
}

// A launch repeated with the same kernel and shape (a timing loop) traces the sample only, and says
// so; the first of them, and a launch of another shape, are traced whole. The values are exact.
TEST(WholeProgram, ARepeatedLaunchTracesTheSampleAndSaysSo)
{
    const Ran r = runTestProgram(QStringLiteral("repeated_launch.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_EQ(r.program().output, QStringLiteral("8192 of 8192 are 16\n"));
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    const QList<ProgramLaunch>& launches = r.program().launches;
    ASSERT_EQ(launches.size(), 6);
    const auto sample = int64_t(traceSampleBlocks({ 64, 1, 1 }).size());
    ASSERT_LT(sample, 64);
    for (qsizetype k = 0; k < launches.size(); ++k) {
        SCOPED_TRACE(k);
        const TraceCoverage& c = launches[k].run.coverage;
        const bool repeat = k >= 1 && k <= 4;
        EXPECT_EQ(c.repeat, repeat);
        EXPECT_EQ(c.traced, repeat ? sample : c.blocks);
        const QString traffic = trafficLines(launches[k].run).join(u'\n');
        EXPECT_EQ(traffic.contains(QStringLiteral("This launch repeats an earlier one")), repeat)
            << traffic.toStdString();
    }
    // Its traffic is the sample's scaled: alike blocks, so the first launch's.
    EXPECT_EQ(launches[1].call.globalSectors, launches[0].call.globalSectors);
}

// A file whose kernels never wait runs its untraced blocks without fibers, one thread after another:
// a device assert there still ends only its thread, named by block and thread, and fails the launch.
TEST(WholeProgram, AnAssertInABlockThatNeverWaitsEndsItsThreadOnly)
{
    const Ran r = runTestProgram(QStringLiteral("plain_assert.cu"));
    ASSERT_PROGRAM_RAN(r);
    const QString out = r.program().output;
    EXPECT_TRUE(out.contains(QStringLiteral("block: [5000,0,0], thread: [7,0,0] Assertion"))) << out.toStdString();
    EXPECT_EQ(out.count(QStringLiteral("Assertion")), 1) << out.toStdString();
    for (int t : { 0, 100, 200 }) // the block's threads before and after the one that asserted
        EXPECT_TRUE(out.contains(QStringLiteral("block 5000 thread %1 ran\n").arg(t))) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("synchronize: cudaErrorAssert\n"))) << out.toStdString();
    ASSERT_EQ(r.program().launches.size(), 1);
    const TraceCoverage& c = r.program().launches[0].run.coverage;
    EXPECT_TRUE(c.sampled);
    EXPECT_EQ(c.fastBlocks, c.blocks - c.traced);
}

// The fast engine runs a block of a kernel that never waits as one loop over threadIdx: on 3D blocks
// every thread writes its own element, and an out-of-bounds write names its thread, block and line
// as the tracer does (`--trace all` names the same; block 285 is blockIdx (5, 7)).
TEST(WholeProgram, AFastBlockLoopGivesEachThreadItsOwnIndex)
{
    const std::vector<int64_t> sample = traceSampleBlocks({ 40, 30, 1 });
    ASSERT_FALSE(std::binary_search(sample.begin(), sample.end(), int64_t(285)));
    const Ran r = runTestProgram(QStringLiteral("plain_blocks3d.cu"), kDefaultProgramTimeoutSeconds, TraceMode::Sample);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.program().output.contains(QStringLiteral("0 wrong of 76800"))) << r.program().output.toStdString();
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("out_of_bounds") }) << r.messages().toStdString();
    const Finding& f = r.program().findings[0];
    EXPECT_EQ(f.line, testLineOf(QStringLiteral("plain_blocks3d.cu"), QStringLiteral("in one thread only")));
    EXPECT_TRUE(f.message.contains(QStringLiteral("thread (3, 2, 1) of block (5, 7) wrote d[76810]")))
        << f.message.toStdString();
    const TraceCoverage& c = r.program().launches[0].run.coverage;
    EXPECT_EQ(c.fastBlocks, c.blocks - c.traced);
}
