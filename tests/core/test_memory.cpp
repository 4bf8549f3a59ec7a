// The memory model of docs/memory-model.md, case by case, with every number derived by hand.
#include "emulator/emulatedkernels.h"
#include "kernels/teachingkernels.h"
#include "lessons/lesson.h"
#include "mapping/matmultrace.h"
#include "memory/addresstable.h"
#include "memory/kerneltrace.h"
#include "memory/memoryreport.h"
#include "memory/occupancy.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {

// Runs `body` on float arrays a (size n) and c (size n) and returns the whole trace.
template <class Body> AccessTrace runBody(const LaunchConfig& launch, int64_t n, Body body)
{
    static std::vector<float> a, c;
    a.assign(size_t(n), 1.0f);
    c.assign(size_t(n), 0.0f);
    BlockEmulator emulator(launch, {});
    const EmuArray ea = emulator.addArray(QStringLiteral("a"), a.data(), n);
    const EmuArray ec = emulator.addArray(QStringLiteral("c"), c.data(), n);
    EXPECT_EQ(emulator.run([&](EmuContext& ctx) { body(ctx, ea, ec); }), BlockEmulator::Outcome::Finished);
    return emulator.takeTrace();
}

long long globalId(const EmuContext& ctx)
{
    return ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x;
}

MemoryReport traceOf(TeachingKernel kernel, MatmulShape shape)
{
    MappingSetup setup;
    setup.kernel = kernel;
    setup.shape = shapeOf(shape);
    setup.launch = matmulLaunch(kernel, shape);
    TraceOutcome out = traceKernel(setup);
    EXPECT_TRUE(out.report) << out.error.toStdString();
    return out.report ? *out.report : MemoryReport {};
}

} // namespace

TEST(MemoryModel, AlignedVecAddLoadsFourSectorsPerWarp)
{
    MappingSetup setup;
    setup.kernel = TeachingKernel::VecAdd;
    setup.shape = { { 64, 1, 1 } };
    setup.launch = { { 2, 1, 1 }, { 32, 1, 1 } };
    const TraceOutcome out = traceKernel(setup);
    ASSERT_TRUE(out.report) << out.error.toStdString();
    const MemoryReport& r = *out.report;
    // 2 warps x (a, b) loads of 32 floats = 128 bytes = 4 sectors each; one store of c each.
    EXPECT_EQ(r.global.load.requests, 4);
    EXPECT_EQ(r.global.load.sectors, 16);
    EXPECT_EQ(r.global.load.idealSectors, 16);
    EXPECT_EQ(r.global.load.lines, 4);
    EXPECT_EQ(r.global.store.requests, 2);
    EXPECT_EQ(r.global.store.sectors, 8);
    EXPECT_DOUBLE_EQ(r.global.load.efficiency(), 1.0);
    EXPECT_EQ(r.shared.requests(), 0);
    EXPECT_TRUE(r.hazards.empty());
    EXPECT_EQ(r.outOfBoundsCount, 0);
    const int c = 2;
    EXPECT_EQ(r.arrays[c].name, QStringLiteral("c"));
    EXPECT_EQ(r.globalByArray[c].store.sectors, 8);
    EXPECT_EQ(r.globalByArray[c].load.requests, 0);
}

TEST(MemoryModel, PartialLastWarpTouchesOneSector)
{
    MappingSetup setup;
    setup.kernel = TeachingKernel::VecAdd;
    setup.shape = { { 40, 1, 1 } };
    setup.launch = { { 1, 1, 1 }, { 64, 1, 1 } };
    const TraceOutcome out = traceKernel(setup);
    ASSERT_TRUE(out.report);
    // Warp 0: elements 0..31 (4 sectors); warp 1: 32..39 active, 32 bytes = 1 sector; the
    // 24 guarded lanes issue nothing.
    EXPECT_EQ(out.report->global.load.requests, 4);
    EXPECT_EQ(out.report->global.load.sectors, 2 * (4 + 1));
    EXPECT_EQ(out.report->global.store.sectors, 4 + 1);
}

TEST(MemoryModel, StrideTwoDoublesTheSectors)
{
    const LaunchConfig launch { { 1, 1, 1 }, { 32, 1, 1 } };
    const AccessTrace trace = runBody(launch, 64, [](EmuContext& ctx, const EmuArray& a, const EmuArray& c) {
        const long long i = globalId(ctx);
        ctx.store(c, i, ctx.load(a, 2 * i));
    });
    const auto ins = warpInstructionsOf(trace, 32, 0, 0, MemoryLayout(trace.arrays));
    ASSERT_EQ(ins.size(), 2u);
    EXPECT_FALSE(ins[0].write);
    EXPECT_EQ(ins[0].activeLanes(), 32);
    EXPECT_EQ(ins[0].sectors, 8); // 32 floats 8 bytes apart span 256 bytes
    EXPECT_EQ(ins[0].idealSectors, 4); // 128 bytes asked for
    EXPECT_EQ(ins[0].lines, 2);
    EXPECT_TRUE(ins[1].write);
    EXPECT_EQ(ins[1].sectors, 4);
}

TEST(MemoryModel, MisalignedByOneFloatCostsOneMoreSector)
{
    const LaunchConfig launch { { 1, 1, 1 }, { 32, 1, 1 } };
    const AccessTrace trace = runBody(launch, 64, [](EmuContext& ctx, const EmuArray& a, const EmuArray& c) {
        const long long i = globalId(ctx);
        ctx.store(c, i, ctx.load(a, i + 1));
    });
    const auto ins = warpInstructionsOf(trace, 32, 0, 0, MemoryLayout(trace.arrays));
    ASSERT_EQ(ins.size(), 2u);
    EXPECT_EQ(ins[0].sectors, 5); // bytes 4..131: sectors 0..4
    EXPECT_EQ(ins[0].idealSectors, 4);
    EXPECT_EQ(ins[0].lines, 2);
}

TEST(MemoryModel, BroadcastIsOneSector)
{
    const LaunchConfig launch { { 1, 1, 1 }, { 32, 1, 1 } };
    const AccessTrace trace = runBody(launch, 64,
        [](EmuContext& ctx, const EmuArray& a, const EmuArray& c) { ctx.store(c, globalId(ctx), ctx.load(a, 5)); });
    const auto ins = warpInstructionsOf(trace, 32, 0, 0, MemoryLayout(trace.arrays));
    ASSERT_EQ(ins.size(), 2u);
    EXPECT_EQ(ins[0].sectors, 1);
    EXPECT_EQ(ins[0].distinctWords, 1);
    EXPECT_EQ(ins[0].idealSectors, 1);
}

TEST(MemoryModel, LoopVisitsOfOneSiteAreSeparateInstructions)
{
    const LaunchConfig launch { { 1, 1, 1 }, { 64, 1, 1 } };
    const AccessTrace trace = runBody(launch, 256, [](EmuContext& ctx, const EmuArray& a, const EmuArray& c) {
        float sum = 0.0f;
        for (int k = 0; k < 3; ++k)
            sum += ctx.load(a, k * 64 + globalId(ctx));
        ctx.store(c, globalId(ctx), sum);
    });
    ASSERT_EQ(trace.sites.size(), 2u); // one load call, one store call
    const auto ins = warpInstructionsOf(trace, 64, 0, 1, MemoryLayout(trace.arrays));
    ASSERT_EQ(ins.size(), 4u);
    for (uint32_t k = 0; k < 3; ++k) {
        EXPECT_EQ(ins[k].occurrence, k);
        EXPECT_EQ(ins[k].element[0], k * 64 + 32); // warp 1, lane 0
        EXPECT_EQ(ins[k].sectors, 4);
    }
}

// Hand count at 32 x 32 x 32 with 16 x 16 blocks: 4 blocks x 8 warps = 32 warps, K = 32.
// A warp is two rows of 16 threads (threadIdx.y = y0, y0 + 1).
TEST(MemoryModel, NaiveMatmulScattersWhatCoalescedPacks)
{
    const MatmulShape s { 32, 32, 32 };
    const MemoryReport naive = traceOf(TeachingKernel::MatmulNaive, s);
    // Naive: row = x (16 rows), col = y (2 adjacent columns). A[row*K+k]: 16 addresses 128 B
    // apart = 16 sectors; B[k*N+col]: 2 adjacent floats = 1 sector; C: 16 rows x 2 = 16 sectors.
    EXPECT_EQ(naive.global.load.requests, 32 * 2 * 32);
    EXPECT_EQ(naive.global.load.sectors, 32 * 32 * (16 + 1));
    EXPECT_EQ(naive.global.store.requests, 32);
    EXPECT_EQ(naive.global.store.sectors, 32 * 16);
    const MemoryReport coalesced = traceOf(TeachingKernel::MatmulCoalesced, s);
    // Coalesced: col = x (16 adjacent columns, 64 B = 2 sectors), row = y (2 rows). A: 2
    // addresses (one per row) = 2 sectors; B: 2 sectors; C: 2 rows x 64 B = 4 sectors.
    EXPECT_EQ(coalesced.global.load.requests, 32 * 2 * 32);
    EXPECT_EQ(coalesced.global.load.sectors, 32 * 32 * (2 + 2));
    EXPECT_EQ(coalesced.global.store.sectors, 32 * 4);
    EXPECT_DOUBLE_EQ(naive.global.load.sectorsPerRequest(), 8.5);
    EXPECT_DOUBLE_EQ(coalesced.global.load.sectorsPerRequest(), 2.0);
    EXPECT_TRUE(naive.hazards.empty());
    EXPECT_TRUE(coalesced.hazards.empty());
}

TEST(MemoryModel, TiledSharedAccessesAreConflictFree)
{
    const MemoryReport r = traceOf(TeachingKernel::MatmulTiled, { 32, 32, 32 });
    // Per k-tile each warp stores As and Bs once (32 consecutive words) and loads As[ty*16+k]
    // (2 words, 16 banks apart) and Bs[k*16+tx] (16 consecutive words) 16 times each.
    const int64_t warps = 32, tiles = 2;
    EXPECT_EQ(r.shared.storeRequests, warps * tiles * 2);
    EXPECT_EQ(r.shared.loadRequests, warps * tiles * 2 * 16);
    EXPECT_EQ(r.shared.loadWavefronts, r.shared.loadRequests);
    EXPECT_EQ(r.shared.storeWavefronts, r.shared.storeRequests);
    EXPECT_DOUBLE_EQ(r.shared.conflictDegree(), 1.0);
    EXPECT_TRUE(r.hazards.empty());
    EXPECT_EQ(r.barrierDivergenceCount, 0);
}

TEST(MemoryModel, ColumnReadOfASharedTileIsA32WayConflictAndPaddingRemovesIt)
{
    // A 32 x 32 tile written by rows and read by columns, then the same with a 33-float row.
    for (const int pitch : { 32, 33 }) {
        const LaunchConfig launch { { 1, 1, 1 }, { 32, 1, 1 } };
        std::vector<float> out(32 * 32);
        BlockEmulator emulator(launch, {});
        const EmuArray tile = emulator.addShared(QStringLiteral("tile"), 32 * pitch, 32, pitch);
        const EmuArray o = emulator.addArray(QStringLiteral("out"), out.data(), 32 * 32);
        ASSERT_EQ(emulator.run([&](EmuContext& ctx) {
            const long long x = ctx.threadIdx().x;
            for (int row = 0; row < 32; ++row)
                ctx.store(tile, row * pitch + x, float(row));
            ctx.syncthreads();
            for (int col = 0; col < 32; ++col)
                ctx.store(o, col * 32 + x, ctx.load(tile, x * pitch + col));
        }),
            BlockEmulator::Outcome::Finished);
        const AccessTrace trace = emulator.takeTrace();
        const MemoryReport r = analyseTrace(trace, launch);
        EXPECT_EQ(r.shared.storeRequests, 32);
        EXPECT_EQ(r.shared.storeWavefronts, 32) << pitch; // rows: one word per bank
        EXPECT_EQ(r.shared.loadRequests, 32);
        EXPECT_EQ(r.shared.loadWavefronts, pitch == 32 ? 32 * 32 : 32) << pitch;
        EXPECT_TRUE(r.hazards.empty());
    }
}

TEST(MemoryModel, TiledMatmulWithoutItsSecondBarrierRaces)
{
    const MatmulShape s { 32, 32, 32 };
    const LaunchConfig launch = matmulLaunch(TeachingKernel::MatmulTiled, s);
    std::vector<float> a, b, c(32 * 32);
    matmulPictureInputs(s, a, b);
    const auto run = [&](bool secondBarrier) {
        BlockEmulator emulator(launch, {});
        const EmuArray A = emulator.addArray(QStringLiteral("A"), a.data(), 32 * 32);
        const EmuArray B = emulator.addArray(QStringLiteral("B"), b.data(), 32 * 32);
        const EmuArray C = emulator.addArray(QStringLiteral("C"), c.data(), 32 * 32);
        const EmuArray As = emulator.addShared(QStringLiteral("As"), 256, 16);
        const EmuArray Bs = emulator.addShared(QStringLiteral("Bs"), 256, 16);
        // matmulTiled<16> with the barrier after the inner loop optional (a test-only variant).
        EXPECT_EQ(emulator.run([&](EmuContext& ctx) {
            const int tx = int(ctx.threadIdx().x), ty = int(ctx.threadIdx().y);
            const long long col = ctx.blockIdx().x * 16 + tx, row = ctx.blockIdx().y * 16 + ty;
            float sum = 0.0f;
            for (long long t = 0; t < 32; t += 16) {
                ctx.store(As, ty * 16 + tx, ctx.load(A, row * 32 + t + tx));
                ctx.store(Bs, ty * 16 + tx, ctx.load(B, (t + ty) * 32 + col));
                ctx.syncthreads();
                for (int k = 0; k < 16; ++k)
                    sum += ctx.load(As, ty * 16 + k) * ctx.load(Bs, k * 16 + tx);
                if (secondBarrier)
                    ctx.syncthreads();
            }
            ctx.store(C, row * 32 + col, sum);
        }),
            BlockEmulator::Outcome::Finished);
        return analyseTrace(emulator.takeTrace(), launch);
    };
    const MemoryReport racy = run(false);
    bool raw = false, war = false;
    for (const Hazard& h : racy.hazards) {
        EXPECT_TRUE(h.shared);
        EXPECT_NE(h.first.thread, h.second.thread);
        EXPECT_EQ(h.first.thread / 256, h.second.thread / 256); // same block
        raw |= h.kind == HazardKind::ReadAfterWrite;
        war |= h.kind == HazardKind::WriteAfterRead;
    }
    EXPECT_TRUE(raw);
    EXPECT_TRUE(war);
    EXPECT_GT(racy.hazardCount, 0);
    const MemoryReport correct = run(true);
    EXPECT_TRUE(correct.hazards.empty());
    EXPECT_EQ(correct.hazardCount, 0);
}

TEST(MemoryModel, BarrierReachedByHalfABlockIsReportedNotHung)
{
    const LaunchConfig launch { { 2, 1, 1 }, { 32, 1, 1 } };
    const AccessTrace trace = runBody(launch, 64, [](EmuContext& ctx, const EmuArray& a, const EmuArray& c) {
        const long long i = globalId(ctx);
        if (ctx.threadIdx().x < 16)
            ctx.syncthreads();
        ctx.store(c, i, ctx.load(a, i));
    });
    ASSERT_EQ(trace.barrierDivergenceCount, 2); // once per block
    const BarrierDivergence& d = trace.barrierDivergences[0];
    EXPECT_EQ(d.block, 0);
    EXPECT_EQ(d.arrived, 16);
    EXPECT_EQ(d.threads, 32);
    EXPECT_EQ(d.firstMissing, 16);
    EXPECT_TRUE(trace.sites[d.site].barrier);
    // Everyone still did their work.
    EXPECT_EQ(trace.accessCount(), 2 * 64);
}

TEST(MemoryModel, UnguardedWritesPastTheEndAreListed)
{
    MappingSetup setup;
    setup.kernel = TeachingKernel::VecAdd;
    setup.shape = { { 40, 1, 1 } };
    setup.launch = { { 1, 1, 1 }, { 64, 1, 1 } };
    setup.guard = false;
    const TraceOutcome out = traceKernel(setup);
    ASSERT_TRUE(out.report);
    EXPECT_EQ(out.report->outOfBoundsCount, 24 * 3); // 24 threads, two loads and a store each
    ASSERT_FALSE(out.report->outOfBounds.empty());
    EXPECT_EQ(out.report->outOfBounds.front().element, 40);
    EXPECT_EQ(out.report->outOfBounds.front().who.thread, 40);
    // Lanes out of bounds issue their addresses as on a GPU: warp 1's 32 lanes store 32 floats
    // (elements 32 to 63), 4 sectors, 24 of the lanes past the end.
    EXPECT_EQ(out.report->global.store.sectors, 4 + 4);
    EXPECT_EQ(out.report->global.store.lanes, 64);
    EXPECT_EQ(out.report->global.store.outOfBoundsLanes, 24);
    EXPECT_EQ(out.report->global.load.outOfBoundsLanes, 48);
}

TEST(MemoryModel, HugeTracesAreRefusedWithTheNumbers)
{
    MappingSetup setup;
    setup.kernel = TeachingKernel::MatmulNaive;
    setup.shape = shapeOf(MatmulShape { 4096, 4096, 4096 });
    setup.launch = kernelLaunch(setup.kernel, setup.shape, kMatmulTile);
    const auto error = validateTrace(setup);
    ASSERT_TRUE(error);
    EXPECT_TRUE(error->contains(QStringLiteral("400 million"))) << error->toStdString();
    setup.shape = shapeOf(MatmulShape { int64_t(1) << 40, int64_t(1) << 40, int64_t(1) << 40 });
    setup.launch = { { 1, 1, 1 }, { 16, 16, 1 } };
    EXPECT_TRUE(validateTrace(setup)); // saturating estimate, no overflow
    EXPECT_FALSE(traceKernel(setup).report);
}

TEST(MemoryModel, TransposeKernelsNaive32WayPaddedConflictFree)
{
    for (const TeachingKernel kernel : { TeachingKernel::TransposeNaive, TeachingKernel::TransposePadded }) {
        MappingSetup setup;
        setup.kernel = kernel;
        setup.shape = { { 64, 64, 1 } };
        setup.launch = kernelLaunch(kernel, setup.shape, kMatmulTile);
        const TraceOutcome out = traceKernel(setup);
        ASSERT_TRUE(out.report) << out.error.toStdString();
        const MemoryReport& r = *out.report;
        // 4 blocks x 8 warps, each warp one row of the 32 x 8 block: 4 tile rows in, 4 out.
        EXPECT_EQ(r.shared.storeRequests, 4 * 8 * 4);
        EXPECT_EQ(r.shared.storeWavefronts, r.shared.storeRequests); // rows of the tile: 32 banks
        EXPECT_EQ(r.shared.loadRequests, 4 * 8 * 4);
        const int degree = kernel == TeachingKernel::TransposeNaive ? 32 : 1;
        EXPECT_EQ(r.shared.loadWavefronts, degree * r.shared.loadRequests) << teachingKernelKey(kernel).toStdString();
        // Both read A by rows and write C by rows: 4 sectors a request.
        EXPECT_DOUBLE_EQ(r.global.load.sectorsPerRequest(), 4.0);
        EXPECT_DOUBLE_EQ(r.global.store.sectorsPerRequest(), 4.0);
        EXPECT_TRUE(r.hazards.empty());
        EXPECT_EQ(r.barrierDivergenceCount, 0);
    }
}

TEST(EmulatedTranspose, WritesATransposedAtOddSizes)
{
    for (const TeachingKernel kernel : { TeachingKernel::TransposeNaive, TeachingKernel::TransposePadded })
        for (const MatmulShape s : { MatmulShape { 1, 1, 1 }, MatmulShape { 33, 17, 1 }, MatmulShape { 5, 70, 1 } }) {
            std::vector<float> a, b;
            matmulPictureInputs(s, a, b, kernel);
            for (size_t i = 0; i < a.size(); ++i)
                a[i] = float(i);
            EmulationRequest request; // a transpose's sizes: the rows and columns of A
            request.kernel = kernel;
            request.shape = { { s.m, s.n, 1 } };
            request.inputs = { a };
            request.launch = kernelLaunch(kernel, request.shape, kMatmulTile);
            const EmulationRun run = emulateKernel(request);
            ASSERT_EQ(run.outcome, BlockEmulator::Outcome::Finished) << run.error.toStdString();
            for (int64_t r = 0; r < s.m; ++r)
                for (int64_t c = 0; c < s.n; ++c)
                    ASSERT_EQ(run.output[size_t(c * s.m + r)], a[size_t(r * s.n + c)]) << r << "," << c;
        }
}

// The numbers lessons 7 and 8 state, derived from the same launches (a lesson must be true).
TEST(MemoryModel, TheLessonsNumbersAreTheModels)
{
    const auto recorded = [](TeachingKernel kernel, KernelShape shape) {
        MappingSetup setup;
        setup.kernel = kernel;
        setup.shape = shape; // a matmul's M, K, N; a transpose's rows and columns of A
        setup.launch = kernelLaunch(kernel, shape, kMatmulTile);
        QString error;
        auto r = recordKernel(setup, nullptr, {}, &error);
        EXPECT_TRUE(r) << error.toStdString();
        return r;
    };
    const auto naive = recorded(TeachingKernel::MatmulNaive, { { 48, 48, 48 } });
    ASSERT_TRUE(naive);
    const MemoryLayout naiveLayout(naive->trace->arrays);
    const auto n0 = warpInstructionsOf(*naive->trace, 256, 0, 0, naiveLayout);
    EXPECT_EQ(naive->trace->arrays[n0[0].array].name, QStringLiteral("A"));
    EXPECT_EQ(n0[0].sectors, 16);
    EXPECT_EQ(n0[0].requestedBytes(), 64);
    EXPECT_EQ(n0[0].idealSectors, 2);
    EXPECT_EQ(qRound(100.0 * 64 / (16 * 32)), 13);
    EXPECT_EQ(naive->trace->arrays[n0[1].array].name, QStringLiteral("B"));
    EXPECT_EQ(n0[1].sectors, 1);
    EXPECT_EQ(naive->report.global.load.requests, 6912);
    EXPECT_EQ(naive->report.global.load.sectors, 58752);

    const auto coalesced = recorded(TeachingKernel::MatmulCoalesced, { { 48, 48, 48 } });
    ASSERT_TRUE(coalesced);
    const auto c0 = warpInstructionsOf(*coalesced->trace, 256, 0, 0, MemoryLayout(coalesced->trace->arrays));
    EXPECT_EQ(c0[0].sectors, 2); // A at 2 places
    EXPECT_EQ(c0[0].distinctWords, 2);
    EXPECT_EQ(c0[1].sectors, 2); // 16 neighbouring floats of B in each row
    EXPECT_EQ(c0[1].requestedBytes(), 64);
    EXPECT_EQ(coalesced->report.global.load.requests, 6912);
    EXPECT_EQ(coalesced->report.global.load.sectors, 13824);

    for (const TeachingKernel kernel : { TeachingKernel::TransposeNaive, TeachingKernel::TransposePadded }) {
        const auto t = recorded(kernel, { { 64, 64, 1 } });
        ASSERT_TRUE(t);
        const auto w2 = warpInstructionsOf(*t->trace, 256, 0, 2, MemoryLayout(t->trace->arrays));
        ASSERT_GE(w2.size(), 9u);
        for (const int store : { 1, 3, 5, 7 }) // instructions 2, 4, 6, 8: the row stores
            EXPECT_TRUE(w2[size_t(store)].write && w2[size_t(store)].shared && w2[size_t(store)].wavefronts == 1);
        EXPECT_TRUE(w2[8].shared && !w2[8].write); // instruction 9: the column read
        EXPECT_EQ(w2[8].wavefronts, kernel == TeachingKernel::TransposeNaive ? 32 : 1);
    }
}

namespace {
// The English and Chinese texts of a built-in lesson's step (1-based), joined.
QString lessonStepText(const char* id, int step)
{
    for (const Lesson& lesson : loadLessons().lessons)
        if (lesson.id == QLatin1String(id) && step <= int(lesson.steps.size())) {
            const LessonStep& s = lesson.steps[size_t(step - 1)];
            return s.text.text(QStringLiteral("en")) + QLatin1Char('\n') + s.text.text(QStringLiteral("zh_CN"));
        }
    return {};
}

std::optional<RecordedKernel> recordedLaunch(TeachingKernel kernel, KernelShape shape)
{
    MappingSetup setup;
    setup.kernel = kernel;
    setup.shape = shape;
    setup.launch = kernelLaunch(kernel, shape, kMatmulTile);
    QString error;
    auto r = recordKernel(setup, nullptr, {}, &error);
    EXPECT_TRUE(r) << error.toStdString();
    return r;
}

// Barriers thread 0 passed before its last access.
uint32_t barriersOfThreadZero(const AccessTrace& trace)
{
    uint32_t phase = 0;
    for (const MemoryAccess& a : trace.accessesOf(0))
        phase = std::max<uint32_t>(phase, a.phase);
    return phase;
}

void expectSays(const QString& text, const QString& number)
{
    EXPECT_TRUE(text.contains(number)) << "the lesson does not say " << number.toStdString() << ":\n"
                                       << text.toStdString();
}
} // namespace

// Lesson 9 (tiling), derived from the 64^3 launches it shows: the tiled kernel's first load of
// warp 0, its loads against the coalesced kernel's, each element of A's global reads, barriers.
TEST(LessonTruth, TilingLessonsNumbersAreTheModels)
{
    const auto tiled = recordedLaunch(TeachingKernel::MatmulTiled, { { 64, 64, 64 } });
    const auto coalesced = recordedLaunch(TeachingKernel::MatmulCoalesced, { { 64, 64, 64 } });
    ASSERT_TRUE(tiled && coalesced);
    const auto w0 = warpInstructionsOf(*tiled->trace, 256, 0, 0, MemoryLayout(tiled->trace->arrays));
    EXPECT_EQ(tiled->trace->arrays[w0[0].array].name, QStringLiteral("A"));
    EXPECT_EQ(w0[0].sectors, 4);
    EXPECT_EQ(w0[0].idealSectors, 4);
    expectSays(lessonStepText("shared-memory-tiling", 1), QStringLiteral("4 sectors"));
    const MemoryReport& t = tiled->report;
    const MemoryReport& c = coalesced->report;
    const QString step3 = lessonStepText("shared-memory-tiling", 3);
    for (const int64_t n : { t.global.load.requests, t.global.load.sectors, c.global.load.requests,
             c.global.load.sectors, t.shared.loadRequests })
        expectSays(step3, QString::number(n));
    EXPECT_EQ(c.global.load.sectors / t.global.load.sectors, 8);
    EXPECT_EQ(t.shared.loadWavefronts, t.shared.loadRequests) << "no bank conflict";
    // Global reads of one element of A (row 5, column 9), by either kernel.
    const auto readsOfA = [](const AccessTrace& trace) {
        int reads = 0;
        for (int64_t thread = 0; thread < trace.threadCount(); ++thread)
            for (const MemoryAccess& a : trace.accessesOf(thread))
                reads += trace.arrays[a.array].name == QLatin1String("A") && !a.write && a.element == 5 * 64 + 9;
        return reads;
    };
    EXPECT_EQ(readsOfA(*tiled->trace), 4);
    EXPECT_EQ(readsOfA(*coalesced->trace), 64);
    expectSays(step3, QStringLiteral("4 times"));
    EXPECT_EQ(barriersOfThreadZero(*tiled->trace), 8u); // 64 / 16 phases, two barriers each
}

// Lesson 10 (reduction), derived from its launch of 4096 elements: the instructions it shows,
// the lanes that add, the barriers.
TEST(LessonTruth, ReductionLessonsNumbersAreTheModels)
{
    const auto r = recordedLaunch(TeachingKernel::Reduce, { { 4096, 1, 1 } });
    ASSERT_TRUE(r);
    EXPECT_EQ(r->setup.launch.grid.x, 32);
    EXPECT_EQ(r->setup.launch.block.x, 128);
    EXPECT_EQ(r->report.global.store.requests, 32) << "one sum per block";
    const MemoryLayout layout(r->trace->arrays);
    const auto w0 = warpInstructionsOf(*r->trace, 128, 0, 0, layout);
    ASSERT_GE(w0.size(), 9u);
    // Instruction 4: the first step's read of partial[t + 64], 32 words in one pass.
    EXPECT_TRUE(w0[3].shared && !w0[3].write);
    EXPECT_EQ(w0[3].element[0], 64);
    EXPECT_EQ(w0[3].element[31], 95);
    EXPECT_EQ(w0[3].wavefronts, 1);
    // Instruction 9: the step s = 16, 16 lanes.
    EXPECT_EQ(w0[8].activeLanes(), 16);
    EXPECT_EQ(w0[8].element[0], 0);
    EXPECT_EQ(barriersOfThreadZero(*r->trace), 8u);
    expectSays(lessonStepText("reduction", 2), QStringLiteral("8 barriers"));
    expectSays(lessonStepText("reduction", 2), QStringLiteral("partial[64] to partial[95]"));
    expectSays(lessonStepText("reduction", 3), QStringLiteral("16 lanes read"));
    expectSays(lessonStepText("reduction", 1), QStringLiteral("32 blocks of 128 threads"));
}

// Lesson 11 (occupancy): each step's numbers from the occupancy model, for the what-if it sets.
TEST(LessonTruth, OccupancyLessonsNumbersAreTheModels)
{
    const auto sm90 = archLimitsFor(9, 0);
    ASSERT_TRUE(sm90);
    struct Step
    {
        int step;
        OccupancyInput input;
        OccupancyLimit limit;
        const char* says;
    };
    for (const Step& s : { Step { 1, { 256, 32, 2048 }, OccupancyLimit::Warps, "64 of 64 warps, 100 %" },
             Step { 2, { 256, 64, 2048 }, OccupancyLimit::Registers, "32 of 64 warps, 50 %, limited by registers" },
             Step { 2, { 256, 128, 2048 }, OccupancyLimit::Registers, "2 blocks fit, 25 %" },
             Step { 3, { 256, 32, 49152 }, OccupancyLimit::SharedMemory,
                 "4 blocks fit, 32 of 64 warps, 50 %, limited by shared memory" },
             Step { 4, { 32, 32, 0 }, OccupancyLimit::Blocks, "32 of 64 warps are used, 50 %" } }) {
        const Occupancy o = computeOccupancy(*sm90, s.input);
        EXPECT_EQ(o.limit, s.limit) << "step " << s.step;
        const QString text = lessonStepText("occupancy", s.step);
        expectSays(text, QString::fromUtf8(s.says));
        expectSays(text, QStringLiteral("%1 %").arg(qRound(100 * o.occupancy)));
        if (s.step != 2 || s.input.registersPerThread == 64)
            expectSays(text, QStringLiteral("%1 of %2 warps").arg(o.activeWarps).arg(o.maxWarps));
        expectSays(text, QStringLiteral("%1 block").arg(o.blocksPerSm));
    }
    EXPECT_EQ(computeOccupancy(*sm90, { 64, 32, 0 }).activeWarps, 64) << "blocks of 64 fill every warp slot";
    EXPECT_EQ(sm90->maxWarpsPerSm, 64);
    EXPECT_EQ(sm90->registersPerSm, 65536);
}

// The warptiled rung's memory, derived from its launch at 128^3 (one interior block, 8
// k-tiles): every global access a float4 (16 sectors a request: all of them needed), the
// swizzled transposed stores of A and the 128-bit reads conflict-free, the 128-bit stores of
// B 4 wavefronts (512 bytes cannot take fewer), and one barrier per k-tile with no race.
TEST(MemoryModel, WarptiledIsVectorisedAndConflictFree)
{
    MappingSetup setup;
    setup.kernel = TeachingKernel::MatmulWarptiled;
    setup.shape = shapeOf(MatmulShape { 128, 128, 128 });
    setup.launch = kernelLaunch(setup.kernel, setup.shape, kMatmulTile);
    const TraceOutcome out = traceKernel(setup);
    ASSERT_TRUE(out.report) << out.error.toStdString();
    const MemoryReport& r = *out.report;
    constexpr int warps = 8, tiles = 128 / Warptiled::BK;
    EXPECT_EQ(r.global.load.requests, warps * 2 * 2 * tiles); // A and B, 2 float4s each per k-tile
    EXPECT_DOUBLE_EQ(r.global.load.sectorsPerRequest(), 16.0);
    EXPECT_EQ(r.global.load.sectors, r.global.load.idealSectors);
    EXPECT_EQ(r.global.store.sectors, r.global.store.idealSectors);
    EXPECT_EQ(r.shared.loadRequests, warps * tiles * Warptiled::BK * 4); // 4 float4 reads per k
    EXPECT_EQ(r.shared.loadWavefronts, r.shared.loadRequests);
    const int64_t aStores = warps * tiles * 2 * 4, bStores = warps * tiles * 2;
    EXPECT_EQ(r.shared.storeRequests, aStores + bStores);
    EXPECT_EQ(r.shared.storeWavefronts, aStores + 4 * bStores);
    EXPECT_TRUE(r.hazards.empty());
    EXPECT_EQ(r.barrierDivergenceCount, 0);
    EXPECT_TRUE(r.outOfBounds.empty());
}

// The race check's per-address table: an address keeps its state through the interval however
// the table grows, a cleared table has no address left, and the same table serves the next one.
TEST(AddressTable, KeepsEachAddressThroughGrowthAndForgetsAllAtClear)
{
    AddressTable table;
    MemoryAccess accesses[3] {};
    for (int round = 0; round < 3; ++round) {
        table.clear();
        EXPECT_EQ(table.size(), 0u);
        const uint64_t count = 5000 + uint64_t(round) * 1000; // past several doublings
        for (uint64_t key = 0; key < count; ++key) {
            AddressState& s = table[(key % 3) << 48 ^ key * 7919];
            EXPECT_EQ(s.read, nullptr) << "a new address starts empty, even in a reused slot";
            s.read = &accesses[key % 3];
            s.found = uint8_t(key & 0xff);
        }
        EXPECT_EQ(table.size(), count);
        for (uint64_t key = 0; key < count; ++key) {
            const AddressState& s = table[(key % 3) << 48 ^ key * 7919];
            EXPECT_EQ(s.read, &accesses[key % 3]);
            EXPECT_EQ(s.found, uint8_t(key & 0xff));
        }
        EXPECT_EQ(table.size(), count) << "looking an address up again adds none";
    }
}
