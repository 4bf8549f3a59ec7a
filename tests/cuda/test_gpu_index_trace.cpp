#include "gputest.h"

#include "mapping/threadmapping.h"

#include <vector>

using namespace cvz;

namespace {
struct TraceCase
{
    const char* name;
    MappingKind kind;
    ProblemShape problem;
    LaunchConfig launch;
};

cvz_index_kind abiKind(MappingKind kind)
{
    switch (kind) {
    case MappingKind::Linear1D:
        return CVZ_INDEX_LINEAR_1D;
    case MappingKind::Matrix2D:
        return CVZ_INDEX_MATRIX_2D;
    case MappingKind::Volume3D:
        return CVZ_INDEX_VOLUME_3D;
    case MappingKind::GridStride1D:
        return CVZ_INDEX_GRID_STRIDE_1D;
    }
    return CVZ_INDEX_LINEAR_1D;
}

std::vector<TraceCase> cases()
{
    ProblemShape matrix, volume;
    matrix.rows = 100;
    matrix.cols = 70;
    volume.nx = 10;
    volume.ny = 9;
    volume.nz = 8;
    return {
        { "vecadd_1000_by_256", MappingKind::Linear1D, { .n = 1000 }, { { 4, 1, 1 }, { 256, 1, 1 } } },
        { "vecadd_smaller_than_a_block", MappingKind::Linear1D, { .n = 10 }, { { 1, 1, 1 }, { 32, 1, 1 } } },
        { "vecadd_2d_block", MappingKind::Linear1D, { .n = 100 }, { { 2, 1, 1 }, { 64, 2, 1 } } },
        { "matadd_100x70", MappingKind::Matrix2D, matrix, { { 5, 7, 1 }, { 16, 16, 1 } } },
        { "volume_10x9x8", MappingKind::Volume3D, volume, { { 3, 3, 2 }, { 4, 4, 4 } } },
        { "grid_stride_10000", MappingKind::GridStride1D, { .n = 10000 }, { { 4, 1, 1 }, { 256, 1, 1 } } },
        { "vecadd_million", MappingKind::Linear1D, { .n = 1000000 }, { { 4096, 1, 1 }, { 256, 1, 1 } } },
    };
}
} // namespace

TEST(GpuIndexTrace, EveryThreadMatchesCoresMapping)
{
    CVZ_REQUIRE_GPU();
    const auto loaded = GpuModule::load(gpuModulePath());
    ASSERT_NE(loaded.module, nullptr);
    for (const TraceCase& c : cases()) {
        SCOPED_TRACE(c.name);
        const ThreadMapping mapping(c.kind, c.problem, c.launch);
        std::vector<cvz_index_record> records;
        const int64_t problem[3] = { c.kind == MappingKind::Matrix2D ? c.problem.rows
                : c.kind == MappingKind::Volume3D                    ? c.problem.nx
                                                                     : c.problem.n,
            c.kind == MappingKind::Matrix2D ? c.problem.cols : c.problem.ny, c.problem.nz };
        const cvz_launch launch { { c.launch.grid.x, c.launch.grid.y, c.launch.grid.z },
            { c.launch.block.x, c.launch.block.y, c.launch.block.z } };
        cvz_error err {};
        ASSERT_EQ(loaded.module->gateway().indexTrace(0, abiKind(c.kind), problem, launch, &records, &err), CVZ_OK)
            << err.message;
        ASSERT_EQ(int64_t(records.size()), mapping.threadCount());
        int64_t mismatches = 0;
        for (int64_t t = 0; t < mapping.threadCount() && mismatches < 5; ++t) {
            const ThreadRecord want = mapping.record(t);
            const cvz_index_record& got = records[static_cast<size_t>(t)];
            const bool same = got.block[0] == want.blockIdx.x && got.block[1] == want.blockIdx.y
                && got.block[2] == want.blockIdx.z && got.thread[0] == want.threadIdx.x
                && got.thread[1] == want.threadIdx.y && got.thread[2] == want.threadIdx.z
                && got.store_count == static_cast<int64_t>(want.elements.size())
                && got.first_element == (want.elements.empty() ? -1 : want.elements.front());
            if (!same) {
                ++mismatches;
                ADD_FAILURE() << "thread " << t << ": GPU block (" << got.block[0] << "," << got.block[1] << ","
                              << got.block[2] << ") thread (" << got.thread[0] << "," << got.thread[1] << ","
                              << got.thread[2] << ") first " << got.first_element << " count " << got.store_count;
            }
        }
    }
}

// A grid past CUDA's gridDim.y limit is refused with the numbers by the gateway, and the
// module's own check refuses it too (it is not cast to unsigned and launched).
TEST(GpuIndexTrace, LaunchesPastTheDeviceLimitsAreRefused)
{
    CVZ_REQUIRE_GPU();
    const auto loaded = GpuModule::load(gpuModulePath());
    ASSERT_NE(loaded.module, nullptr);
    const int64_t problem[3] = { 10, 1, 1 };
    const cvz_launch launch { { 1, 65536, 1 }, { 32, 1, 1 } };
    std::vector<cvz_index_record> records;
    cvz_error err {};
    EXPECT_EQ(loaded.module->gateway().indexTrace(0, CVZ_INDEX_MATRIX_2D, problem, launch, &records, &err),
        CVZ_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err.message).find("gridDim.y = 65536"), std::string::npos) << err.message;
    EXPECT_TRUE(records.empty());
}
