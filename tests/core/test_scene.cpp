#include "mapping/animationcursor.h"
#include "mapping/kernelscene.h"
#include "mapping/kernelsource.h"
#include "mapping/matmultrace.h"

#include <QFile>
#include <gtest/gtest.h>
#include <set>

using namespace cvz;

TEST(ThreadLayout, FoldsOneDimensionalBlocksIntoWarps)
{
    const ThreadLayout layout({ { 4, 1, 1 }, { 256, 1, 1 } });
    EXPECT_EQ(layout.tileWidth(), 32);
    EXPECT_EQ(layout.tileHeight(), 8);
    // Thread 40 of block 0: warp 1, lane 8.
    const Cell c = layout.cellOf(40);
    EXPECT_EQ(c.x, 8);
    EXPECT_EQ(c.y, 1);
    EXPECT_EQ(layout.threadAt(c), 40);
    // Every thread has its own cell and maps back.
    for (int64_t t = 0; t < 1024; ++t)
        ASSERT_EQ(layout.threadAt(layout.cellOf(t)), t);
    EXPECT_EQ(layout.threadAt({ 32, 0 }), -1); // the gap after a tile
}

TEST(ThreadLayout, TwoAndThreeDimensionalBlocksRoundTrip)
{
    for (const LaunchConfig launch : { LaunchConfig { { 5, 7, 1 }, { 16, 16, 1 } },
             LaunchConfig { { 3, 3, 2 }, { 4, 4, 4 } }, LaunchConfig { { 4096, 1, 1 }, { 256, 1, 1 } } }) {
        const ThreadLayout layout(launch);
        for (int64_t t = 0; t < launch.totalThreads(); t += 7)
            ASSERT_EQ(layout.threadAt(layout.cellOf(t)), t);
        EXPECT_LE(layout.cellOf(launch.totalThreads() - 1).x, layout.width() - 1);
        EXPECT_LE(layout.cellOf(launch.totalThreads() - 1).y, layout.height() - 1);
    }
    const ThreadLayout big({ { 4096, 1, 1 }, { 256, 1, 1 } });
    EXPECT_GT(big.width(), big.height()); // wrapped to a landscape picture, not one long row
}

TEST(DataLayout, VectorMatrixAndVolumeRoundTrip)
{
    const DataLayout v = DataLayout::vector(1000, 1024);
    EXPECT_EQ(v.size(), 1000);
    EXPECT_EQ(v.capacity(), 1024);
    for (int64_t e = 0; e < 1024; ++e)
        ASSERT_EQ(v.elementAt(v.cellOf(e)), e);
    const DataLayout m = DataLayout::matrix(100, 70, 7000);
    EXPECT_EQ(m.width(), 70);
    EXPECT_EQ(m.height(), 100);
    EXPECT_EQ(m.cellOf(36 * 70 + 19).y, 36);
    const DataLayout vol = DataLayout::volume(10, 9, 8, 720);
    EXPECT_EQ(vol.height(), 9);
    EXPECT_EQ(vol.width(), 8 * 11 - 1);
    for (int64_t e = 0; e < 720; ++e)
        ASSERT_EQ(vol.elementAt(vol.cellOf(e)), e);
}

TEST(AnimationCursor, StepsByThreadWarpAndBlock)
{
    AnimationCursor cursor(1000, 256);
    cursor.stepForward();
    EXPECT_EQ(cursor.position(), 1);
    cursor.setMode(StepMode::Warp);
    EXPECT_EQ(cursor.position(), 0); // snapped to its warp
    EXPECT_EQ(cursor.count(), 32);
    cursor.stepForward();
    EXPECT_EQ(cursor.position(), 32);
    cursor.setMode(StepMode::Block);
    EXPECT_EQ(cursor.position(), 0);
    cursor.stepForward();
    cursor.stepForward();
    cursor.stepForward();
    EXPECT_EQ(cursor.position(), 768);
    EXPECT_EQ(cursor.count(), 232); // the last, partial block
    cursor.stepForward();
    EXPECT_TRUE(cursor.atEnd());
    EXPECT_EQ(cursor.count(), 0);
    cursor.stepBack();
    EXPECT_EQ(cursor.position(), 768);
    cursor.setMode(StepMode::Thread);
    cursor.seek(529);
    EXPECT_EQ(cursor.position(), 529);
    cursor.stepBack();
    EXPECT_EQ(cursor.position(), 528);
    cursor.seek(5000);
    EXPECT_TRUE(cursor.atEnd());
}

TEST(AnimationCursor, WarpsDoNotSpanBlocks)
{
    AnimationCursor cursor(96, 48); // blocks of 48: warps of 32 and 16
    cursor.setMode(StepMode::Warp);
    EXPECT_EQ(cursor.count(), 32);
    cursor.stepForward();
    EXPECT_EQ(cursor.count(), 16);
    cursor.stepForward();
    EXPECT_EQ(cursor.position(), 48);
}

TEST(KernelScene, MappingSceneMakesRoomForOutOfRangeWrites)
{
    const KernelScene guarded(ThreadMapping(MappingKind::Linear1D, { .n = 1000 }, { { 4, 1, 1 }, { 256, 1, 1 } }));
    EXPECT_EQ(guarded.arrays().front().layout.capacity(), 1000);
    const KernelScene bad(ThreadMapping(MappingKind::Linear1D, { .n = 1000 }, { { 4, 1, 1 }, { 256, 1, 1 } }, false));
    EXPECT_EQ(bad.arrays().front().layout.capacity(), 1024);
    EXPECT_EQ(bad.state(1023), ThreadState::OutOfRange);
    int writes = 0;
    bad.forEachAccess(1023, [&](int array, int64_t element, bool write, bool inRange) {
        EXPECT_EQ(array, 0);
        EXPECT_EQ(element, 1023);
        EXPECT_TRUE(write);
        EXPECT_FALSE(inRange);
        ++writes;
    });
    EXPECT_EQ(writes, 1);
}

TEST(KernelScene, MatmulTraceSceneKnowsWhoWritesC)
{
    const MatmulShape s { 20, 24, 17 };
    std::vector<float> a(20 * 17, 1.0f), b(17 * 24, 1.0f);
    const LaunchConfig launch = matmulLaunch(TeachingKernel::MatmulTiled, s);
    EmulationRun run = emulateMatmul(TeachingKernel::MatmulTiled, s, a, b, launch);
    ASSERT_EQ(run.outcome, BlockEmulator::Outcome::Finished);
    const KernelScene scene(TeachingKernel::MatmulTiled, shapeOf(s), launch, std::move(run.trace));
    ASSERT_EQ(scene.arrays().size(), 5u); // A, B, C, As, Bs
    EXPECT_TRUE(scene.arrays()[3].shared);
    // C[3][5] is written by block (0,0), thread (5,3) = tid 53.
    EXPECT_EQ(scene.ownerOf(2, 3 * 24 + 5), 53);
    EXPECT_EQ(scene.state(53), ThreadState::Active);
    // Thread (15, 15) of block (1, 1): col 31 >= 24, idle but it still loaded tiles.
    const int64_t edge = (1 + 1 * 2) * 256 + 255;
    EXPECT_EQ(scene.state(edge), ThreadState::Idle);
    const QStringList lines = scene.explain(53);
    EXPECT_EQ(lines[0], QStringLiteral("col = blockIdx.x * blockDim.x + threadIdx.x = 0 * 16 + 5 = 5"));
    EXPECT_TRUE(lines.join(QLatin1Char('\n')).contains(QStringLiteral("from shared memory")));
}

TEST(KernelSource, ExtractsTheKernelAndItsTaggedLines)
{
    const QString header
        = QStringLiteral("x\n// @kernel demo\nvoid f() {\n  int i = 1; // @index\n  if (i < n) // @guard\n"
                         "    c[i] = 0; // @write\n}\n// @end\n// @kernel other\n");
    const KernelSource s = extractKernelSource(header, QStringLiteral("demo"));
    ASSERT_EQ(s.lines.size(), 5);
    EXPECT_EQ(s.lines[1], QStringLiteral("  int i = 1;"));
    EXPECT_EQ(s.firstIndexLine, 1);
    EXPECT_EQ(s.guardLine, 2);
    EXPECT_EQ(s.writeLine, 3);
    EXPECT_TRUE(extractKernelSource(header, QStringLiteral("missing")).isEmpty());
}

TEST(KernelSource, EveryTeachingKernelIsEmbeddedWithItsTags)
{
    for (const char* key : { "vecadd", "grid-stride", "matadd", "3d", "matmul-naive", "matmul-coalesced",
             "matmul-tiled", "matmul-tiled-2d" }) {
        const KernelSource s = teachingKernelSource(QString::fromLatin1(key));
        EXPECT_FALSE(s.isEmpty()) << key;
        EXPECT_GE(s.firstIndexLine, 0) << key;
        EXPECT_GE(s.guardLine, 0) << key;
        EXPECT_GE(s.writeLine, 0) << key;
    }
}

// The matmul picture's trace runs in core: a scene for every thread, or nothing when cancelled.
TEST(MatmulTrace, SceneForEveryThreadOrNothingWhenCancelled)
{
    MappingSetup setup;
    setup.kernel = TeachingKernel::MatmulTiled;
    setup.shape = shapeOf(MatmulShape { 20, 18, 9 });
    setup.launch = kernelLaunch(setup.kernel, setup.shape, kMatmulTile);
    int64_t lastDone = 0;
    const auto scene = traceMatmulScene(setup, nullptr, [&](int64_t done, int64_t) { lastDone = done; });
    ASSERT_TRUE(scene.has_value());
    EXPECT_EQ(scene->threadCount(), setup.launch.totalThreads());
    EXPECT_EQ(lastDone, setup.launch.blockCount());
    std::vector<float> a, b;
    matmulPictureInputs(matmulOf(setup.shape), a, b);
    EXPECT_EQ(a.size(), size_t(20 * 9));
    EXPECT_EQ(b[6], -1.0f); // (6 % 5) - 2
    EXPECT_EQ(a[6], 3.0f); // (6 % 7) - 3
    const std::atomic<bool> cancelled { true };
    QString error;
    EXPECT_FALSE(traceMatmulScene(setup, &cancelled, {}, &error).has_value());
}

// The fast whole-picture path counts coordinates up instead of dividing them out: it must
// agree with the per-thread arithmetic everywhere, odd shapes and no guard included.
TEST(ThreadMapping, ForEachThreadAgreesWithThePerThreadArithmetic)
{
    ProblemShape p;
    p.n = 1000;
    p.rows = 37;
    p.cols = 29;
    p.nx = 7;
    p.ny = 5;
    p.nz = 3;
    const LaunchConfig launches[]
        = { { { 4, 1, 1 }, { 250, 1, 1 } }, { { 3, 5, 2 }, { 13, 9, 1 } }, { { 2, 2, 2 }, { 4, 3, 2 } } };
    for (const MappingKind kind :
        { MappingKind::Linear1D, MappingKind::GridStride1D, MappingKind::Matrix2D, MappingKind::Volume3D })
        for (const LaunchConfig& launch : launches)
            for (const bool guard : { true, false }) {
                const ThreadMapping m(kind, p, launch, guard);
                int64_t visited = 0, active = 0;
                m.forEachThread(0, m.threadCount(), [&](const ThreadVisit& v) {
                    ASSERT_EQ(v.globalId, visited);
                    EXPECT_EQ(v.state, m.state(v.globalId));
                    EXPECT_EQ(v.block, v.globalId / launch.threadsPerBlock());
                    EXPECT_EQ(v.tid, v.globalId % launch.threadsPerBlock());
                    int64_t first = -1;
                    m.forEachElement(v.globalId, [&first](int64_t e, bool) {
                        if (first < 0)
                            first = e;
                    });
                    EXPECT_EQ(v.element, first);
                    active += v.state == ThreadState::Active;
                    ++visited;
                });
                EXPECT_EQ(visited, m.threadCount());
                EXPECT_EQ(m.activeThreadCount(), active) << mappingKindKey(kind).toStdString();
                // From the middle too.
                int64_t next = m.threadCount() / 3;
                m.forEachThread(next, next + 50, [&](const ThreadVisit& v) { EXPECT_EQ(v.globalId, next++); });
            }
}

TEST(KernelScene, CountsIdleLanesOfPartlyFilledWarps)
{
    const ThreadMapping m(MappingKind::Linear1D, { .n = 1000 }, { { 4, 1, 1 }, { 250, 1, 1 } });
    const ThreadCounts c = KernelScene(m).counts();
    EXPECT_EQ(c.active, 1000);
    EXPECT_EQ(c.idle, 0); // 250 divides 1000: no thread is stopped by the guard...
    EXPECT_EQ(c.idleLanesPerBlock, 6); // ...yet each block runs 8 warps = 256 lanes for 250 threads
    EXPECT_EQ(c.idleLanes, 24);
    const ThreadLayout layout(m.launch());
    EXPECT_EQ(layout.idleLanesInTile(), 6);
    EXPECT_EQ(layout.threadAt({ 31, 7 }), -1); // lane 31 of the last warp: no thread
    EXPECT_EQ(layout.threadAt({ 25, 7 }), 249);
    EXPECT_EQ(KernelScene(ThreadMapping(MappingKind::Linear1D, { .n = 1024 }, { { 4, 1, 1 }, { 256, 1, 1 } }))
                  .counts()
                  .idleLanes,
        0);
}

TEST(Layouts, AOneDimensionalGridIsOneRowOfBlocksAndAVectorOneStrip)
{
    const ThreadLayout classroom({ { 4, 1, 1 }, { 4, 1, 1 } });
    EXPECT_EQ(classroom.height(), 1); // four blocks side by side
    EXPECT_EQ(classroom.width(), 4 * 4 + 3);
    const ThreadLayout wide({ { 4, 1, 1 }, { 256, 1, 1 } });
    EXPECT_EQ(wide.tilesPerRow(), 4);
    const ThreadLayout touching({ { 4096, 1, 1 }, { 256, 1, 1 } }, 3.0, 32, 0);
    EXPECT_EQ(touching.gap(), 0);
    for (int64_t t = 0; t < 4096 * 256; t += 997)
        ASSERT_EQ(touching.threadAt(touching.cellOf(t)), t);
    EXPECT_EQ(DataLayout::vector(16, 16).height(), 1);
    const DataLayout long1d = DataLayout::vector(1000, 1000);
    EXPECT_EQ(long1d.rowLength(), 64); // a round number: each row starts at a multiple of 64
    EXPECT_EQ(DataLayout::vector(1 << 20, 1 << 20).rowLength(), 2048);
}

// Lesson 4 and the kernels' comments say what one warp of each matmul reads; derive it from
// the emulator's own trace of the launch the lesson shows (48 x 48 x 48, 16 x 16 blocks).
TEST(LessonTruth, CoalescedAndNaiveWarpsReadWhatTheLessonSays)
{
    for (const TeachingKernel kernel : { TeachingKernel::MatmulCoalesced, TeachingKernel::MatmulNaive }) {
        MappingSetup setup;
        setup.kernel = kernel;
        setup.shape = shapeOf(MatmulShape { 48, 48, 48 });
        setup.launch = kernelLaunch(kernel, setup.shape, kMatmulTile);
        const auto scene = traceMatmulScene(setup, nullptr, {});
        ASSERT_TRUE(scene.has_value());
        std::set<int64_t> aRows, bCols, aAtFirstK, bAtFirstK;
        for (int64_t t = 0; t < 32; ++t) { // warp 0 of block 0
            int loads = 0;
            scene->forEachAccess(t, [&](int array, int64_t element, bool write, bool) {
                if (write)
                    return;
                const QString& name = scene->arrays()[size_t(array)].name;
                const bool firstK = loads++ < 2; // the loop reads A[row][k], then B[k][col]
                if (name == QStringLiteral("A")) {
                    aRows.insert(element / 48);
                    if (firstK)
                        aAtFirstK.insert(element);
                } else if (name == QStringLiteral("B")) {
                    bCols.insert(element % 48);
                    if (firstK)
                        bAtFirstK.insert(element);
                }
            });
        }
        if (kernel == TeachingKernel::MatmulCoalesced) {
            EXPECT_EQ(aRows.size(), 2u); // "2 rows of A"
            EXPECT_EQ(bCols.size(), 16u); // "16 neighbouring columns of B"
            EXPECT_EQ(aAtFirstK.size(), 2u); // one element of A per row: a broadcast
            ASSERT_EQ(bAtFirstK.size(), 16u);
            EXPECT_EQ(*bAtFirstK.rbegin() - *bAtFirstK.begin(), 15); // one 64-byte run
        } else {
            EXPECT_EQ(aRows.size(), 16u); // "16 rows of A"
            EXPECT_EQ(bCols.size(), 2u); // "only 2 columns of B"
            ASSERT_EQ(aAtFirstK.size(), 16u); // "A at 16 places K floats apart"
            for (auto it = std::next(aAtFirstK.begin()); it != aAtFirstK.end(); ++it)
                EXPECT_EQ(*it - *std::prev(it), 48);
            EXPECT_EQ(bAtFirstK.size(), 2u);
        }
    }
}

// Lesson 3: blocks of 256 leave 24 threads for the guard; blocks of 250 leave none, but 24 lanes.
TEST(LessonTruth, GuardAndIdleLaneNumbersOfLessonThree)
{
    const ThreadCounts by256
        = KernelScene(ThreadMapping(MappingKind::Linear1D, { .n = 1000 }, { { 4, 1, 1 }, { 256, 1, 1 } })).counts();
    EXPECT_EQ(by256.idle, 24);
    EXPECT_EQ(by256.idleLanes, 0);
    const ThreadCounts by250
        = KernelScene(ThreadMapping(MappingKind::Linear1D, { .n = 1000 }, { { 4, 1, 1 }, { 250, 1, 1 } })).counts();
    EXPECT_EQ(by250.idle, 0);
    EXPECT_EQ(by250.idleLanesPerBlock, 6);
    EXPECT_EQ(by250.idleLanes, 24);
}
