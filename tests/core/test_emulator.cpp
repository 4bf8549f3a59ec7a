#include "emulator/emulatedkernels.h"
#include "mapping/mappingsetup.h"
#include "mapping/threadmapping.h"

#include <Eigen/Core>
#include <bit>
#include <gtest/gtest.h>
#include <random>
#include <set>

using namespace cvz;

namespace {
using RowMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

std::vector<float> randomMatrix(int64_t rows, int64_t cols, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> v(static_cast<size_t>(rows * cols));
    for (float& x : v)
        x = dist(rng);
    return v;
}

double maxRelativeError(const std::vector<float>& got, const RowMatrix& want)
{
    double worst = 0.0;
    const double scale = std::max(1e-6, static_cast<double>(want.cwiseAbs().maxCoeff()));
    for (Eigen::Index i = 0; i < want.size(); ++i)
        worst = std::max(worst, std::abs(static_cast<double>(got[static_cast<size_t>(i)]) - want.data()[i]) / scale);
    return worst;
}

struct MatmulCase
{
    TeachingKernel kernel;
    MatmulShape shape;
};

class EmulatedMatmul : public ::testing::TestWithParam<MatmulCase>
{
};
} // namespace

TEST_P(EmulatedMatmul, MatchesEigen)
{
    const auto [kernel, s] = GetParam();
    const std::vector<float> a = randomMatrix(s.m, s.k, 1), b = randomMatrix(s.k, s.n, 2);
    const RowMatrix want
        = Eigen::Map<const RowMatrix>(a.data(), s.m, s.k) * Eigen::Map<const RowMatrix>(b.data(), s.k, s.n);
    const EmulationRun run = emulateMatmul(kernel, s, a, b, matmulLaunch(kernel, s));
    ASSERT_EQ(run.outcome, BlockEmulator::Outcome::Finished) << run.error.toStdString();
    EXPECT_LT(maxRelativeError(run.output, want), 1e-5);
    // Every element of C is written exactly once, by the thread the mapping names.
    const int c = run.trace.arrayIndex(QStringLiteral("C"));
    std::vector<int> writes(static_cast<size_t>(s.m * s.n), 0);
    for (const MemoryAccess& access : run.trace.all()) {
        if (access.array == c && access.write) {
            ASSERT_FALSE(access.outOfBounds);
            for (int w = 0; w < access.width; ++w) // a float4 store writes 4 elements
                ++writes[static_cast<size_t>(access.element + w)];
        }
    }
    EXPECT_EQ(std::count(writes.begin(), writes.end(), 1), s.m * s.n);
}

INSTANTIATE_TEST_SUITE_P(Sizes, EmulatedMatmul, ::testing::ValuesIn([] {
    std::vector<MatmulCase> cases;
    for (TeachingKernel k :
        { TeachingKernel::MatmulNaive, TeachingKernel::MatmulCoalesced, TeachingKernel::MatmulTiled }) {
        for (int64_t n : { 1, 7, 16, 33 })
            cases.push_back({ k, { n, n, n } });
        cases.push_back({ k, { 64, 80, 48 } }); // 64x48 times 48x80: non-square
    }
    // The warptiled rung: edge tiles (scalar, guarded), interior tiles (float4, no checks), K
    // and N not whole float4s, a partial last k-tile, and the GPU check's odd shapes (M x N x K).
    for (const MatmulShape s : { MatmulShape { 1, 1, 1 }, MatmulShape { 17, 17, 17 }, MatmulShape { 33, 65, 17 },
             MatmulShape { 1, 4097, 3 }, MatmulShape { 4099, 1, 129 }, MatmulShape { 128, 128, 128 },
             MatmulShape { 256, 128, 40 }, MatmulShape { 257, 260, 64 }, MatmulShape { 130, 131, 129 } })
        cases.push_back({ TeachingKernel::MatmulWarptiled, s });
    return cases;
}()),
    [](const ::testing::TestParamInfo<MatmulCase>& param) {
        const MatmulShape& s = param.param.shape;
        QString name = teachingKernelKey(param.param.kernel) + QStringLiteral("_%1x%2x%3").arg(s.m).arg(s.k).arg(s.n);
        return name.replace(QLatin1Char('-'), QLatin1Char('_')).toStdString();
    });

TEST(Emulator, TiledKernelReallyWaitsAtTheBarrier)
{
    // In phase 0 every thread stores its tile element; in phase 1 it reads others'. If the
    // barrier did not hold, some shared read would come before the matching write.
    const MatmulShape s { 32, 32, 32 };
    const auto a = randomMatrix(32, 32, 3), b = randomMatrix(32, 32, 4);
    const EmulationRun run
        = emulateMatmul(TeachingKernel::MatmulTiled, s, a, b, matmulLaunch(TeachingKernel::MatmulTiled, s));
    ASSERT_EQ(run.outcome, BlockEmulator::Outcome::Finished);
    const int as = run.trace.arrayIndex(QStringLiteral("As"));
    ASSERT_GE(as, 0);
    for (int64_t t = 0; t < run.trace.threadCount(); ++t) {
        for (const MemoryAccess& access : run.trace.accessesOf(t)) {
            if (access.array == as) {
                EXPECT_EQ(access.phase % 2, access.write ? 0u : 1u) << "thread " << t;
            }
        }
    }
    // Each thread takes part in K / TILE = 2 tile steps: 2 shared stores, 2 * 16 shared loads per array.
    int sharedLoads = 0;
    for (const MemoryAccess& access : run.trace.accessesOf(5))
        sharedLoads += access.array == as && !access.write;
    EXPECT_EQ(sharedLoads, 32);
}

TEST(Emulator, TiledKernelRefusesOtherBlockShapes)
{
    EXPECT_TRUE(validateMatmulLaunch(TeachingKernel::MatmulTiled, { { 1, 1, 1 }, { 32, 8, 1 } }));
    EXPECT_FALSE(validateMatmulLaunch(TeachingKernel::MatmulTiled, { { 1, 1, 1 }, { 16, 16, 1 } }));
    EXPECT_FALSE(validateMatmulLaunch(TeachingKernel::MatmulNaive, { { 1, 1, 1 }, { 32, 8, 1 } }));
}

// The emulator runs the kernel bodies; the mapping is the arithmetic the animation draws.
// They must agree on every thread's writes, for every kind, with and without the guard.
class EmulatorVsMapping : public ::testing::TestWithParam<std::tuple<MappingKind, bool>>
{
};

TEST_P(EmulatorVsMapping, WritesAreExactlyTheMappedElements)
{
    const auto [kind, guard] = GetParam();
    ProblemShape p;
    p.n = 1000;
    p.rows = 37;
    p.cols = 21;
    p.nx = 9;
    p.ny = 5;
    p.nz = 3;
    const Dim3 block = kind == MappingKind::Matrix2D ? Dim3 { 8, 8, 1 }
        : kind == MappingKind::Volume3D              ? Dim3 { 4, 4, 2 }
                                                     : Dim3 { 256, 1, 1 };
    const Dim3 grid = kind == MappingKind::GridStride1D ? Dim3 { 2, 1, 1 } : suggestGrid(kind, p, block);
    const ThreadMapping mapping(kind, p, { grid, block }, guard);
    const EmulationRun run = emulateMapping(mapping.kind(), mapping.problem(), mapping.launch(), mapping.guard());
    ASSERT_EQ(run.outcome, BlockEmulator::Outcome::Finished);
    const int c = run.trace.arrayIndex(QStringLiteral("c"));
    int64_t outOfBoundsWrites = 0;
    for (int64_t t = 0; t < mapping.threadCount(); ++t) {
        std::vector<int64_t> written;
        for (const MemoryAccess& access : run.trace.accessesOf(t))
            if (access.array == c && access.write) {
                written.push_back(access.element);
                outOfBoundsWrites += access.outOfBounds;
            }
        ASSERT_EQ(written, mapping.record(t).elements) << "thread " << t;
    }
    // Without the guard, exactly the writes past the end are flagged (2D/3D overhangs may
    // also alias inside the array, which is flagged by the mapping's OutOfRange state).
    int64_t expected = 0;
    for (int64_t t = 0; t < mapping.threadCount(); ++t)
        mapping.forEachElement(t, [&](int64_t e, bool) { expected += e >= mapping.elementCount(); });
    EXPECT_EQ(outOfBoundsWrites, expected);
    if (kind == MappingKind::Linear1D && !guard) {
        EXPECT_EQ(outOfBoundsWrites, 24); // 1024 threads for 1000 elements
    }
    // The results are right wherever a thread was meant to write.
    for (int64_t i = 0; i < mapping.elementCount(); i += 7) {
        if (mapping.ownerOf(i) >= 0 && (guard || kind == MappingKind::Linear1D)) {
            EXPECT_EQ(run.output[static_cast<size_t>(i)], 1000.0f + 2.0f * static_cast<float>(i)) << i;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(AllKinds, EmulatorVsMapping,
    ::testing::Combine(::testing::Values(MappingKind::Linear1D, MappingKind::GridStride1D, MappingKind::Matrix2D,
                           MappingKind::Volume3D),
        ::testing::Bool()));

TEST(Emulator, CancelStopsBetweenBlocks)
{
    std::atomic<bool> cancel { false };
    BlockEmulator::Options options;
    options.cancel = &cancel;
    int64_t seen = 0;
    options.progress = [&](int64_t done, int64_t) {
        seen = done;
        if (done == 3)
            cancel = true;
    };
    const ThreadMapping mapping(MappingKind::Linear1D, { .n = 100000 }, { { 391, 1, 1 }, { 256, 1, 1 } });
    const EmulationRun run
        = emulateMapping(mapping.kind(), mapping.problem(), mapping.launch(), mapping.guard(), options);
    EXPECT_EQ(run.outcome, BlockEmulator::Outcome::Cancelled);
    EXPECT_EQ(seen, 3);
}

TEST(Emulator, TraceCapGivesAMessage)
{
    BlockEmulator::Options options;
    options.maxAccesses = 1000;
    const ThreadMapping mapping(MappingKind::Linear1D, { .n = 10000 }, { { 40, 1, 1 }, { 256, 1, 1 } });
    const EmulationRun run
        = emulateMapping(mapping.kind(), mapping.problem(), mapping.launch(), mapping.guard(), options);
    EXPECT_EQ(run.outcome, BlockEmulator::Outcome::TooLarge);
    EXPECT_TRUE(run.error.contains(QStringLiteral("smaller problem")));
}

// A block the trace leaves out still runs, and its out-of-bounds accesses are still recorded: the
// sample of a large launch finds a missing guard in any block.
TEST(Emulator, AnUntracedBlockRecordsOnlyItsOutOfBoundsAccesses)
{
    BlockEmulator::Options options;
    options.traceBlock = [](int64_t block) { return block < 2; };
    // 40 blocks of 256 threads over 10000 elements, no guard: threads 10000..10239 of block 39 are past the end.
    const ThreadMapping mapping(MappingKind::Linear1D, { .n = 10000 }, { { 40, 1, 1 }, { 256, 1, 1 } });
    const EmulationRun run = emulateMapping(mapping.kind(), mapping.problem(), mapping.launch(), false, options);
    ASSERT_EQ(run.outcome, BlockEmulator::Outcome::Finished);
    int64_t traced = 0, outOfBounds = 0;
    for (const MemoryAccess& a : run.trace.all()) {
        const int64_t block = a.thread / 256;
        EXPECT_TRUE(block < 2 || (block == 39 && a.outOfBounds)) << "thread " << a.thread;
        traced += block < 2;
        outOfBounds += a.outOfBounds != 0;
    }
    EXPECT_GT(traced, 2 * 256 - 1); // every thread of blocks 0 and 1 accessed memory
    EXPECT_GE(outOfBounds, 240); // each of the 240 threads past the end at least once
    std::set<int32_t> pastTheEnd;
    for (const MemoryAccess& a : run.trace.all())
        if (a.outOfBounds)
            pastTheEnd.insert(a.thread);
    EXPECT_EQ(pastTheEnd.size(), 240u);
    EXPECT_EQ(*pastTheEnd.begin(), 10000);
    // The untraced blocks ran: the output is the one of a run traced whole.
    const EmulationRun whole = emulateMapping(mapping.kind(), mapping.problem(), mapping.launch(), false);
    EXPECT_EQ(run.output, whole.output);
    EXPECT_GT(whole.trace.accessCount(), 10 * run.trace.accessCount());
}

// Every kernel has a key, and every key finds its kernel (matmul-tiled-2d was missing once).
TEST(TeachingKernels, EveryKernelHasAKeyThatFindsIt)
{
    for (TeachingKernel k : { TeachingKernel::VecAdd, TeachingKernel::GridStride, TeachingKernel::MatAdd,
             TeachingKernel::Volume3D, TeachingKernel::MatmulNaive, TeachingKernel::MatmulCoalesced,
             TeachingKernel::MatmulTiled, TeachingKernel::MatmulTiled2D, TeachingKernel::MatmulWarptiled }) {
        ASSERT_FALSE(teachingKernelKey(k).isEmpty()) << int(k);
        EXPECT_EQ(teachingKernelFromKey(teachingKernelKey(k)), k) << teachingKernelKey(k).toStdString();
    }
}

// One definition of each matmul launch (launchgeometry.h): its blocks cover C exactly as
// the kernel bodies assume, for every kernel and odd sizes. The CUDA module launches with the
// same function, so the GPU and the emulator cannot disagree.
TEST(TeachingKernels, MatmulLaunchesCoverCAsTheBodiesAssume)
{
    for (const MatmulShape s : { MatmulShape { 1, 1, 1 }, MatmulShape { 17, 17, 17 }, MatmulShape { 33, 65, 17 },
             MatmulShape { 1, 4097, 3 }, MatmulShape { 4099, 1, 129 } }) {
        for (TeachingKernel k : { TeachingKernel::MatmulNaive, TeachingKernel::MatmulCoalesced,
                 TeachingKernel::MatmulTiled, TeachingKernel::MatmulTiled2D, TeachingKernel::MatmulWarptiled }) {
            const LaunchConfig l = matmulLaunch(k, s);
            const bool warp = k == TeachingKernel::MatmulWarptiled;
            const int64_t perThread = k == TeachingKernel::MatmulTiled2D ? Tiled2D::TM : 1;
            const int64_t rowsCovered = warp
                ? l.grid.y * kMatmulTileWarp
                : (k == TeachingKernel::MatmulNaive ? l.grid.x * l.block.x : l.grid.y * l.block.y) * perThread;
            const int64_t colsCovered = warp
                ? l.grid.x * kMatmulTileWarp
                : (k == TeachingKernel::MatmulNaive ? l.grid.y * l.block.y : l.grid.x * l.block.x) * perThread;
            EXPECT_GE(rowsCovered, s.m);
            EXPECT_LT(rowsCovered - s.m,
                warp                                     ? kMatmulTileWarp
                    : k == TeachingKernel::MatmulTiled2D ? kMatmulTile2D
                                                         : kMatmulTile);
            EXPECT_GE(colsCovered, s.n);
            EXPECT_FALSE(validateMatmulLaunch(k, l).has_value());
        }
    }
    EXPECT_EQ(matmulLaunch(TeachingKernel::MatmulTiled2D, { 64, 64, 8 }).block.count(), Tiled2D::threads);
}

// The recorder writes an access as three words (accessWords): each field reads back what it was given,
// at its limits too, and the lock a released spin lock marks later starts at 0.
TEST(AccessTrace, TheRecordersWordsAreTheFieldsItNames)
{
    const MemoryAccess a
        = std::bit_cast<MemoryAccess>(accessWords(-5, -7, 9, true, false, 11, 4, true, 99, 0xabcdef, 6));
    EXPECT_EQ(a.element, -5);
    EXPECT_EQ(a.thread, -7);
    EXPECT_EQ(a.array, 9);
    EXPECT_EQ(a.write, 1);
    EXPECT_EQ(a.outOfBounds, 0);
    EXPECT_EQ(a.site, 11);
    EXPECT_EQ(a.width, 4);
    EXPECT_EQ(a.atomic, 1);
    EXPECT_EQ(a.warpInterval, 99);
    EXPECT_EQ(a.phase, 0xabcdefu);
    EXPECT_EQ(a.lock, 0u);
    EXPECT_EQ(a.byteMask, 6u);
    const MemoryAccess b = std::bit_cast<MemoryAccess>(
        accessWords(INT64_MAX, INT32_MAX, 0xffff, false, true, 0xffff, 1, false, 0xff, 0x1ffffff, 0xff));
    EXPECT_EQ(b.element, INT64_MAX);
    EXPECT_EQ(b.thread, INT32_MAX);
    EXPECT_EQ(b.array, 0xffff);
    EXPECT_EQ(b.write, 0);
    EXPECT_EQ(b.outOfBounds, 1);
    EXPECT_EQ(b.site, 0xffff);
    EXPECT_EQ(b.width, 1);
    EXPECT_EQ(b.atomic, 0);
    EXPECT_EQ(b.warpInterval, 0x7f); // modulo 128, as the field keeps it
    EXPECT_EQ(b.phase, 0xffffffu); // modulo 2^24
    EXPECT_EQ(b.lock, 0u);
    EXPECT_EQ(b.byteMask, 0xfu);
}

TEST(AccessTrace, AHugeLaunchWithFewAccessesIsIndexedByItsAccesses)
{
    // 10^8 threads, two of which read: the index holds two threads, not 10^8 offsets.
    std::vector<MemoryAccess> accesses(3);
    accesses[0].thread = 99'999'999;
    accesses[0].element = 7;
    accesses[1].thread = 5;
    accesses[2].thread = 99'999'999;
    accesses[2].element = 8;
    AccessTrace trace;
    trace.assign(std::move(accesses), 100'000'000);
    EXPECT_EQ(trace.threadCount(), 100'000'000);
    ASSERT_EQ(trace.accessesOf(99'999'999).size(), 2u);
    EXPECT_EQ(trace.accessesOf(99'999'999)[0].element, 7); // program order kept
    EXPECT_EQ(trace.accessesOf(99'999'999)[1].element, 8);
    EXPECT_EQ(trace.accessesOf(5).size(), 1u);
    EXPECT_TRUE(trace.accessesOf(6).empty());
    EXPECT_EQ(trace.all()[0].thread, 5);
}
