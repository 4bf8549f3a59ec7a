// Occupancy against the CUDA Occupancy Calculator's model, each case derived in its comment.
#include "buildinfo.h"
#include "memory/kernelresources.h"
#include "memory/occupancy.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {
Occupancy on(int major, int minor, int64_t threads, int registers, int64_t shared)
{
    const auto arch = archLimitsFor(major, minor);
    EXPECT_TRUE(arch);
    return computeOccupancy(*arch, { threads, registers, shared });
}
} // namespace

TEST(Occupancy, FullWhenNothingBinds)
{
    // sm_90: 64 warps per SM. 256 threads = 8 warps; 32 registers = 1024 per warp, 64 warps'
    // worth of the 65536; shared 0 + 1 KiB reserved. 8 blocks by warps and by registers.
    const Occupancy o = on(9, 0, 256, 32, 0);
    EXPECT_EQ(o.blocksPerSm, 8);
    EXPECT_EQ(o.activeWarps, 64);
    EXPECT_DOUBLE_EQ(o.occupancy, 1.0);
    EXPECT_EQ(o.limit, OccupancyLimit::Warps);
}

TEST(Occupancy, SixtyFourRegistersHalveIt)
{
    // 64 registers = 2048 per warp: 32 warps fit, 4 blocks of 8: 32 / 64 = 50 %.
    const Occupancy o = on(9, 0, 256, 64, 0);
    EXPECT_EQ(o.blocksPerSm, 4);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.5);
    EXPECT_EQ(o.limit, OccupancyLimit::Registers);
}

TEST(Occupancy, RegistersRoundUpPerWarpAndWarpsInFours)
{
    // 40 registers = 1280 per warp (a multiple of 256): 65536 / 1280 = 51 warps, in groups of
    // 4: 48, so 6 blocks of 8 warps: 48 / 64 = 75 %.
    const Occupancy o = on(9, 0, 256, 40, 0);
    EXPECT_EQ(o.registersPerWarp, 1280);
    EXPECT_EQ(o.blocksByRegisters, 6);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.75);
    EXPECT_EQ(o.limit, OccupancyLimit::Registers);
    // 33 registers round up to 1280 per warp as well (33 x 32 = 1056 -> 1280).
    EXPECT_EQ(on(9, 0, 256, 33, 0).registersPerWarp, 1280);
}

TEST(Occupancy, SharedMemoryBinds)
{
    // 48 KiB + 1 KiB reserved = 50176 bytes a block; 228 KiB = 233472 per SM: 4 blocks of 4
    // warps = 16 warps = 25 %.
    const Occupancy o = on(9, 0, 128, 32, 48 * 1024);
    EXPECT_EQ(o.sharedBytesPerBlock, 50176);
    EXPECT_EQ(o.blocksPerSm, 4);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.25);
    EXPECT_EQ(o.limit, OccupancyLimit::SharedMemory);
}

TEST(Occupancy, SmallBlocksRunOutOfBlockSlots)
{
    // One warp a block: 32 blocks (the SM's block slots) = 32 warps = 50 % on sm_90.
    const Occupancy o = on(9, 0, 32, 16, 0);
    EXPECT_EQ(o.blocksPerSm, 32);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.5);
    EXPECT_EQ(o.limit, OccupancyLimit::Blocks);
}

TEST(Occupancy, OtherArchitecturesHaveOtherLimits)
{
    // sm_86: 48 warps per SM; a block of 1024 threads is 32 warps, one fits: 67 %.
    const Occupancy ga = on(8, 6, 1024, 32, 0);
    EXPECT_EQ(ga.blocksPerSm, 1);
    EXPECT_NEAR(ga.occupancy, 32.0 / 48.0, 1e-12);
    EXPECT_EQ(ga.limit, OccupancyLimit::Warps);
    // sm_75: 32 warps per SM, no reserved shared memory, 256-byte shared units.
    const Occupancy tu = on(7, 5, 256, 32, 100);
    EXPECT_EQ(tu.sharedBytesPerBlock, 256);
    EXPECT_EQ(tu.blocksPerSm, 4);
    EXPECT_DOUBLE_EQ(tu.occupancy, 1.0);
}

TEST(Occupancy, ABlockThatCannotRunAtAllSaysWhy)
{
    // 255 registers x 1024 threads: 8192 per warp x 32 warps > 65536 per block.
    const Occupancy regs = on(9, 0, 1024, 255, 0);
    EXPECT_EQ(regs.blocksPerSm, 0);
    EXPECT_EQ(regs.limit, OccupancyLimit::Registers);
    const Occupancy smem = on(9, 0, 256, 32, 300 * 1024); // more than the 227 KiB opt-in
    EXPECT_EQ(smem.blocksPerSm, 0);
    EXPECT_EQ(smem.limit, OccupancyLimit::SharedMemory);
    EXPECT_EQ(on(9, 0, 2048, 32, 0).blocksPerSm, 0); // more threads than a block may have
}

TEST(Occupancy, CompiledResourcesComeFromPtxasWhenTheModuleIsBuilt)
{
    const auto& table = compiledKernelResources();
    if (!CUDAVIZ_HAVE_CUDA_MODULE) {
        EXPECT_TRUE(table.empty());
        GTEST_SKIP() << "built without the GPU module: no compiler numbers";
    }
    ASSERT_FALSE(table.empty()) << "the GPU module is built, so ptxas's numbers must be in the table";
    // Whatever architectures this build targets: the first one the table has.
    const int major = table.front().ccMajor, minor = table.front().ccMinor;
    const auto tiled = compiledResourcesOf(QStringLiteral("matmul-tiled"), major, minor);
    ASSERT_TRUE(tiled);
    EXPECT_EQ(tiled->sharedBytes, 2 * 16 * 16 * 4); // As and Bs
    EXPECT_GT(tiled->registers, 0);
    EXPECT_LE(tiled->registers, 255);
    const auto tiled2d = compiledResourcesOf(QStringLiteral("matmul-tiled-2d"), major, minor);
    ASSERT_TRUE(tiled2d);
    EXPECT_EQ(tiled2d->sharedBytes, 2 * 8 * 64 * 4);
    for (const char* key : { "vecadd", "grid-stride", "matadd", "3d", "matmul-naive", "matmul-coalesced",
             "transpose-naive", "transpose-padded" })
        EXPECT_TRUE(compiledResourcesOf(QLatin1String(key), major, minor)) << key;
    EXPECT_EQ(compiledResourcesOf(QStringLiteral("transpose-padded"), major, minor)->sharedBytes, 32 * 33 * 4);
}
