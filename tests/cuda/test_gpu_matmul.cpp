#include "gputest.h"

#include "bench/benchmarkrunner.h"

using namespace cvz;

namespace {
DeviceReport reportWithModule()
{
    return collectDeviceReport(GpuModule::load(test::gpuModulePath()));
}
} // namespace

TEST(GpuMatmul, EveryGpuBackendIsRightAtOddSizes)
{
    CVZ_REQUIRE_GPU();
    const DeviceReport report = reportWithModule();
    BenchmarkRunner runner(report.module.get(), report);
    BenchRequest request;
    request.shapes = { { 1, 1, 1 }, { 17, 17, 17 }, { 1000, 1000, 1000 }, { 1023, 1023, 1023 }, { 64, 80, 48 } };
    for (Backend b : allBackends())
        if (isGpu(b))
            request.backends.push_back(b);
    const BenchResultSet set = runner.run(request);
    ASSERT_EQ(set.results.size(), request.shapes.size() * request.backends.size());
    for (const BenchResult& r : set.results) {
        SCOPED_TRACE(backendKey(r.backend).toStdString() + " " + std::to_string(r.m));
        EXPECT_EQ(r.status, RunStatus::Ok) << r.message.toStdString();
        EXPECT_LE(r.maxRelError.value_or(1e30), tolerance(r.backend, r.k));
        EXPECT_GE(r.samplesMs.size(), 10u);
        EXPECT_GT(r.stats.median, 0);
        EXPECT_GE(r.h2dMs.value_or(-1), 0);
        EXPECT_GE(r.d2hMs.value_or(-1), 0);
        EXPECT_GT(r.firstRunMs.value_or(-1), 0);
    }
    EXPECT_FALSE(set.machine.gpuName.isEmpty());
}

TEST(GpuMatmul, PageableCopiesWorkToo)
{
    CVZ_REQUIRE_GPU();
    const DeviceReport report = reportWithModule();
    BenchmarkRunner runner(report.module.get(), report);
    BenchRequest request;
    request.shapes = { { 257, 129, 65 } };
    request.backends = { Backend::GpuCublas, Backend::GpuTiled2D };
    request.pinned = false;
    for (const BenchResult& r : runner.run(request).results) {
        EXPECT_EQ(r.status, RunStatus::Ok) << r.message.toStdString();
        EXPECT_FALSE(r.pinned);
    }
}

TEST(GpuMatmul, ImpossibleSizeIsRefusedBeforeAllocating)
{
    CVZ_REQUIRE_GPU();
    const DeviceReport report = reportWithModule();
    const GpuDeviceInfo& d = report.devices.front();
    // Three square float matrices that together exceed the free memory.
    const long long n = (long long)std::sqrt(double(d.freeMemoryBytes) / 4.0 / 3.0) + 1024;
    std::vector<float> tiny(1, 1.0f);
    cvz_matmul_request req {};
    req.kernel = CVZ_MM_CUBLAS;
    req.m = req.n = req.k = n;
    req.a = req.b = tiny.data();
    req.c = tiny.data();
    req.samples = 10;
    auto result = std::make_unique<cvz_matmul_result>();
    cvz_error err {};
    EXPECT_EQ(report.module->api().matmul(&req, result.get(), &err), CVZ_OUT_OF_MEMORY);
    EXPECT_NE(std::string(err.message).find("MiB"), std::string::npos) << err.message;
}
