#include "mapping/threadmapping.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {
ThreadMapping linear(int64_t n, int64_t grid, int64_t block, bool guard = true)
{
    return ThreadMapping(MappingKind::Linear1D, { .n = n }, { { grid, 1, 1 }, { block, 1, 1 } }, guard);
}
std::vector<int64_t> elems(const ThreadMapping& m, int64_t id)
{
    return m.record(id).elements;
}
} // namespace

TEST(ThreadMapping, Linear1DHandComputed)
{
    const ThreadMapping m = linear(1000, 4, 256);
    const ThreadRecord r = m.record(2 * 256 + 17);
    EXPECT_EQ(r.blockIdx, (Dim3 { 2, 0, 0 }));
    EXPECT_EQ(r.threadIdx, (Dim3 { 17, 0, 0 }));
    EXPECT_EQ(r.tid, 17);
    EXPECT_EQ(r.warp, 0);
    EXPECT_EQ(r.lane, 17);
    EXPECT_EQ(r.globalId, 529);
    EXPECT_EQ(r.elements, std::vector<int64_t> { 529 });
    EXPECT_TRUE(r.active());
    const QStringList lines = m.explain(529);
    EXPECT_EQ(lines.first(), QStringLiteral("i = blockIdx.x * blockDim.x + threadIdx.x = 2 * 256 + 17 = 529"));
}

TEST(ThreadMapping, NotAMultipleOfTheBlockLeavesIdleThreads)
{
    const ThreadMapping m = linear(1000, 4, 256);
    EXPECT_EQ(m.threadCount(), 1024);
    int idle = 0;
    for (int64_t t = 0; t < m.threadCount(); ++t)
        idle += m.state(t) == ThreadState::Idle;
    EXPECT_EQ(idle, 24);
    EXPECT_EQ(m.state(999), ThreadState::Active);
    EXPECT_EQ(m.state(1000), ThreadState::Idle);
    EXPECT_TRUE(elems(m, 1000).empty());
    const ThreadRecord r = m.record(3 * 256 + 40); // warp 1 of the last block
    EXPECT_EQ(r.warp, 1);
    EXPECT_EQ(r.lane, 8);
}

TEST(ThreadMapping, SmallerThanOneBlock)
{
    const ThreadMapping m = linear(10, 1, 32);
    EXPECT_EQ(m.state(9), ThreadState::Active);
    for (int t = 10; t < 32; ++t)
        EXPECT_EQ(m.state(t), ThreadState::Idle) << t;
}

TEST(ThreadMapping, NoGuardWritesPastN)
{
    const ThreadMapping m = linear(1000, 4, 256, false);
    EXPECT_EQ(m.state(1000), ThreadState::OutOfRange);
    EXPECT_EQ(elems(m, 1023), std::vector<int64_t> { 1023 });
    EXPECT_TRUE(m.explain(1023).join(QLatin1Char('\n')).contains(QStringLiteral("out of bounds")));
}

TEST(ThreadMapping, Matrix2DRowMajor)
{
    // 100 x 70 matrix, 16x16 blocks: grid 5 x 7.
    ProblemShape p;
    p.rows = 100;
    p.cols = 70;
    const ThreadMapping m(MappingKind::Matrix2D, p, { { 5, 7, 1 }, { 16, 16, 1 } });
    // Block (1, 2), thread (3, 4): col = 16 + 3 = 19, row = 32 + 4 = 36.
    const int64_t id = (1 + 2 * 5) * 256 + (3 + 4 * 16);
    const ThreadRecord r = m.record(id);
    EXPECT_EQ(r.blockIdx, (Dim3 { 1, 2, 0 }));
    EXPECT_EQ(r.threadIdx, (Dim3 { 3, 4, 0 }));
    EXPECT_EQ(r.tid, 67);
    EXPECT_EQ(r.warp, 2);
    EXPECT_EQ(r.lane, 3);
    EXPECT_EQ(r.elements, std::vector<int64_t> { 36 * 70 + 19 });
    // col 70..79 in the last column of blocks are idle.
    const int64_t past = (4 + 0 * 5) * 256 + (6 + 0 * 16); // col = 64 + 6 = 70
    EXPECT_EQ(m.state(past), ThreadState::Idle);
    EXPECT_EQ(m.ownerOf(36 * 70 + 19), id);
}

TEST(ThreadMapping, Matrix2DNoGuardAliasesIntoTheNextRow)
{
    ProblemShape p;
    p.rows = 4;
    p.cols = 3;
    const ThreadMapping m(MappingKind::Matrix2D, p, { { 1, 1, 1 }, { 4, 4, 1 } }, false);
    // Thread (3, 0): col 3 is past the row; without a guard it writes element 3 = (1, 0).
    EXPECT_EQ(m.state(3), ThreadState::OutOfRange);
    EXPECT_EQ(elems(m, 3), std::vector<int64_t> { 3 });
}

TEST(ThreadMapping, Volume3D)
{
    ProblemShape p;
    p.nx = 10;
    p.ny = 9;
    p.nz = 8;
    const ThreadMapping m(MappingKind::Volume3D, p, { { 3, 3, 2 }, { 4, 4, 4 } });
    // Block (2, 1, 1), thread (1, 2, 3): x = 9, y = 6, z = 7.
    const int64_t block = 2 + 1 * 3 + 1 * 9;
    const int64_t tid = 1 + 2 * 4 + 3 * 16;
    const ThreadRecord r = m.record(block * 64 + tid);
    EXPECT_EQ(r.tid, 57);
    EXPECT_EQ(r.elements, std::vector<int64_t> { (7 * 9 + 6) * 10 + 9 });
    EXPECT_EQ(m.ownerOf((7 * 9 + 6) * 10 + 9), block * 64 + tid);
    // x = 10 is outside.
    EXPECT_EQ(m.state((2 + 0 + 0) * 64 + 2), ThreadState::Idle);
}

TEST(ThreadMapping, GridStrideVisitsEveryStride)
{
    const ThreadMapping m(MappingKind::GridStride1D, { .n = 10000 }, { { 4, 1, 1 }, { 256, 1, 1 } });
    EXPECT_TRUE(m.guard()); // the loop condition is the guard, always
    const std::vector<int64_t> e = elems(m, 17);
    ASSERT_EQ(e.size(), 10u); // 17, 1041, ..., 9233 (< 10000)
    EXPECT_EQ(e[0], 17);
    EXPECT_EQ(e[1], 17 + 1024);
    EXPECT_EQ(e.back(), 17 + 9 * 1024);
    EXPECT_EQ(elems(m, 1023).size(), 9u); // 1023 + 9*1024 = 10239 >= 10000
    EXPECT_EQ(m.ownerOf(17 + 5 * 1024), 17);
    // Every element is visited exactly once.
    std::vector<int> visits(10000, 0);
    for (int64_t t = 0; t < m.threadCount(); ++t)
        m.forEachElement(t, [&](int64_t i, bool) { ++visits[static_cast<size_t>(i)]; });
    EXPECT_EQ(std::count(visits.begin(), visits.end(), 1), 10000);
}

TEST(ThreadMapping, GridStrideWithMoreThreadsThanElements)
{
    const ThreadMapping m(MappingKind::GridStride1D, { .n = 100 }, { { 1, 1, 1 }, { 128, 1, 1 } });
    EXPECT_EQ(m.state(99), ThreadState::Active);
    EXPECT_EQ(m.state(100), ThreadState::Idle);
    EXPECT_TRUE(elems(m, 127).empty());
}

TEST(ThreadMapping, OwnerOfUncoveredElementIsNobody)
{
    const ThreadMapping m = linear(1000, 2, 256); // grid too small: covers 512 elements
    EXPECT_EQ(m.ownerOf(511), 511);
    EXPECT_EQ(m.ownerOf(512), -1);
    EXPECT_EQ(m.ownerOf(-1), -1);
}
