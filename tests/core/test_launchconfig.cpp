#include "mapping/launchconfig.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {
std::string check(Dim3 grid, Dim3 block, const DeviceLimits& limits = {})
{
    const auto error = validateLaunch({ grid, block }, limits);
    return error ? error->toStdString() : std::string();
}
} // namespace

TEST(LaunchConfig, ValidLaunchesPass)
{
    EXPECT_EQ(check({ 4, 1, 1 }, { 256, 1, 1 }), "");
    EXPECT_EQ(check({ 2147483647, 65535, 65535 }, { 1024, 1, 1 }), "");
    EXPECT_EQ(check({ 1, 1, 1 }, { 16, 16, 4 }), "");
    EXPECT_EQ(check({ 1, 1, 1 }, { 1, 1, 64 }), "");
}

TEST(LaunchConfig, TooManyThreadsNamesTheProduct)
{
    EXPECT_EQ(check({ 1, 1, 1 }, { 32, 32, 2 }), "blockDim 32x32x2 = 2048 threads; a block holds at most 1024");
    EXPECT_EQ(check({ 1, 1, 1 }, { 2000, 1, 1 }), "blockDim 2000x1x1 = 2000 threads; a block holds at most 1024");
}

TEST(LaunchConfig, PerAxisBlockLimits)
{
    EXPECT_EQ(check({ 1, 1, 1 }, { 1, 1, 65 }), "blockDim.z = 65; a block is at most 64 threads along z");
    DeviceLimits odd; // a device may report smaller limits than CUDA's maximum
    odd.maxBlockDim = { 512, 512, 64 };
    EXPECT_EQ(check({ 1, 1, 1 }, { 1, 600, 1 }, odd), "blockDim.y = 600; a block is at most 512 threads along y");
}

TEST(LaunchConfig, GridLimits)
{
    EXPECT_EQ(check({ 2147483648LL, 1, 1 }, { 1, 1, 1 }),
        "gridDim.x = 2147483648; a grid is at most 2147483647 blocks along x");
    EXPECT_EQ(check({ 1, 65536, 1 }, { 1, 1, 1 }), "gridDim.y = 65536; a grid is at most 65535 blocks along y");
    EXPECT_EQ(check({ 1, 1, 70000 }, { 1, 1, 1 }), "gridDim.z = 70000; a grid is at most 65535 blocks along z");
}

TEST(LaunchConfig, EveryDimensionAtLeastOne)
{
    EXPECT_EQ(check({ 1, 1, 1 }, { 0, 1, 1 }), "blockDim.x = 0; every dimension of a block needs at least 1 thread");
    EXPECT_EQ(check({ 1, -3, 1 }, { 1, 1, 1 }), "gridDim.y = -3; every dimension of a grid needs at least 1 block");
}

TEST(LaunchConfig, ProblemValidation)
{
    EXPECT_FALSE(validateProblem(MappingKind::Linear1D, { .n = 1000 }));
    EXPECT_EQ(validateProblem(MappingKind::Linear1D, { .n = -1 })->toStdString(),
        "n = -1; the problem size must be at least 1");
    ProblemShape m;
    m.rows = 100;
    m.cols = 0;
    EXPECT_EQ(
        validateProblem(MappingKind::Matrix2D, m)->toStdString(), "cols = 0; the problem size must be at least 1");
    m.rows = 100000;
    m.cols = 100000;
    ASSERT_TRUE(validateProblem(MappingKind::Matrix2D, m));
    EXPECT_NE(validateProblem(MappingKind::Matrix2D, m)->indexOf(QStringLiteral("smaller")), -1);
    ProblemShape v;
    v.nx = v.ny = v.nz = 100000; // would overflow a naive product check
    EXPECT_TRUE(validateProblem(MappingKind::Volume3D, v));
}

TEST(LaunchConfig, SuggestGridRoundsUp)
{
    EXPECT_EQ(suggestGrid(MappingKind::Linear1D, { .n = 1000 }, { 256, 1, 1 }), (Dim3 { 4, 1, 1 }));
    EXPECT_EQ(suggestGrid(MappingKind::Linear1D, { .n = 1024 }, { 256, 1, 1 }), (Dim3 { 4, 1, 1 }));
    EXPECT_EQ(suggestGrid(MappingKind::Linear1D, { .n = 1 }, { 256, 1, 1 }), (Dim3 { 1, 1, 1 }));
    ProblemShape m;
    m.rows = 100;
    m.cols = 70;
    EXPECT_EQ(suggestGrid(MappingKind::Matrix2D, m, { 16, 16, 1 }), (Dim3 { 5, 7, 1 }));
    ProblemShape v;
    v.nx = 10;
    v.ny = 9;
    v.nz = 8;
    EXPECT_EQ(suggestGrid(MappingKind::Volume3D, v, { 4, 4, 4 }), (Dim3 { 3, 3, 2 }));
    EXPECT_EQ(suggestGrid(MappingKind::GridStride1D, { .n = 1000000 }, { 256, 1, 1 }, 132), (Dim3 { 528, 1, 1 }));
}
