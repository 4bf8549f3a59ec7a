#include "gputest.h"

#include "bench/benchmarkrunner.h"
#include "emulator/emulatedkernels.h"
#include "memory/kernelresources.h"

using namespace cvz;

namespace {
DeviceReport reportWithModule()
{
    return collectDeviceReport(GpuModule::load(gpuModulePath()));
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
    EXPECT_EQ(report.module->gateway().matmul(req, result.get(), &err), CVZ_OUT_OF_MEMORY);
    EXPECT_NE(std::string(err.message).find("MiB"), std::string::npos) << err.message;
}

// TF32 and FP16 really engaged: on the same inputs their error against FP32 cuBLAS is the
// rounding their format predicts (above a quarter of the FP32 tolerance, within their own),
// where FP32 cuBLAS agrees with cpu-eigen to FP32 accuracy. A silent fallback to FP32 would
// pass every accuracy check and time FP32 under a TF32 label.
TEST(GpuMatmul, Tf32AndFp16ReallyEngage)
{
    CVZ_REQUIRE_GPU();
    const DeviceReport report = reportWithModule();
    BenchmarkRunner runner(report.module.get(), report);
    BenchRequest request;
    request.shapes = { { 512, 512, 1024 } };
    request.backends = { Backend::GpuCublas, Backend::GpuCublasTf32, Backend::GpuCublasFp16 };
    request.samples = 1;
    const BenchResultSet set = runner.run(request);
    ASSERT_EQ(set.results.size(), 3u);
    const double fp32Tolerance = tolerance(Backend::GpuCublas, 1024);
    EXPECT_LT(set.results[0].maxRelError.value_or(1), fp32Tolerance);
    for (size_t i = 1; i < 3; ++i) {
        const BenchResult& r = set.results[i];
        SCOPED_TRACE(backendKey(r.backend).toStdString());
        EXPECT_EQ(r.status, RunStatus::Ok) << r.message.toStdString();
        EXPECT_GT(r.maxRelError.value_or(0), fp32Tolerance / 4); // tests/core/test_tolerance.cpp derives this
        EXPECT_LT(r.maxRelError.value_or(1), tolerance(r.backend, 1024));
    }
}

TEST(GpuMatmul, TheL2FlushWritesTwiceTheL2)
{
    CVZ_REQUIRE_GPU();
    const DeviceReport report = reportWithModule();
    BenchmarkRunner runner(report.module.get(), report);
    BenchRequest request;
    request.shapes = { { 256, 256, 256 } };
    request.backends = { Backend::GpuCublas };
    const BenchResult flushed = runner.run(request).results.front();
    EXPECT_EQ(flushed.l2FlushBytes.value_or(-1), 2.0 * double(report.devices.front().l2CacheBytes));
    request.flushL2 = false;
    EXPECT_EQ(runner.run(request).results.front().l2FlushBytes.value_or(-1), 0.0);
}

// What the device runs uses what ptxas said at build time (the table the Memory tab's
// occupancy reads), for every teaching kernel, where the build has the device's architecture.
TEST(GpuKernels, DeviceAttributesMatchTheBuildTimeTable)
{
    CVZ_REQUIRE_GPU();
    const DeviceReport report = reportWithModule();
    const GpuDeviceInfo& d = report.devices.front();
    int compared = 0;
    for (int k = 0; k < kTeachingKernelCount; ++k) {
        const QString key = teachingKernelKey(TeachingKernel(k));
        cvz_kernel_attributes attributes {};
        cvz_error err {};
        ASSERT_EQ(report.module->gateway().kernelAttributes(0, key.toStdString(), &attributes, &err), CVZ_OK)
            << key.toStdString() << ": " << err.message;
        EXPECT_EQ(attributes.local_bytes, 0) << key.toStdString() << " spills";
        if (const auto table = compiledResourcesOf(key, d.ccMajor, d.ccMinor)) {
            EXPECT_EQ(attributes.registers, table->registers) << key.toStdString();
            EXPECT_EQ(attributes.static_shared_bytes, table->sharedBytes) << key.toStdString();
            ++compared;
        }
    }
    if (compared == 0)
        GTEST_SKIP() << "this build has no ptxas table for compute capability " << d.ccMajor << "." << d.ccMinor;
}
