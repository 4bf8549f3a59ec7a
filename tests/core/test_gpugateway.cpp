// The GPU gateway (core/gpu/gateway.h) through the stand-in modules: the process-wide state
// after a sticky error, a busy device, launches past CUDA's limits, gpu-naive's refusal and
// the L2 flush, all without a GPU.
#include "bench/benchmarkrunner.h"
#include "bench/gpunaive.h"
#include "device/devicereport.h"
#include "device/devicereportformat.h"
#include "gpu/gateway.h"

#include <QJsonArray>
#include <QJsonObject>
#include <atomic>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

struct Fake
{
    explicit Fake(const char* behaviour)
    {
        qputenv("CUDAVIZ_FAKE_GPU", behaviour);
        forgetStickyErrorForTests();
        const auto loaded = GpuModule::load(QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
        module = loaded.module;
        report = collectDeviceReport(loaded);
    }
    ~Fake()
    {
        qunsetenv("CUDAVIZ_FAKE_GPU");
        setStickyListener({});
        forgetStickyErrorForTests();
    }
    std::shared_ptr<const GpuModule> module;
    DeviceReport report;
};

BenchResult runOne(const Fake& fake, Backend backend, MatmulShape shape, BenchRequest request = {})
{
    BenchmarkRunner runner(fake.module.get(), fake.report); // a new runner, as the Benchmark page makes per run
    request.shapes = { shape };
    request.backends = { backend };
    BenchResultSet set = runner.run(request);
    return set.results.empty() ? BenchResult {} : set.results.front();
}

} // namespace

TEST(GpuGateway, AStickyErrorTurnsTheGpuOffForTheWholeProcess)
{
    Fake fake("sticky-tiled");
    ASSERT_TRUE(fake.report.cudaAvailable());
    std::atomic<int> heard { 0 };
    std::string heardName;
    setStickyListener([&](const StickyError& e) {
        ++heard;
        heardName = e.name;
    });

    const BenchResult tiled = runOne(fake, Backend::GpuTiled, { 16, 16, 16 });
    EXPECT_EQ(tiled.status, RunStatus::Failed);
    EXPECT_TRUE(tiled.message.contains(QStringLiteral("cudaErrorIllegalAddress"))) << tiled.message.toStdString();
    EXPECT_EQ(heard.load(), 1);
    EXPECT_EQ(heardName, "cudaErrorIllegalAddress");

    // Another runner (the next Benchmark run) no longer asks the module: the GPU is off.
    const BenchResult cublas = runOne(fake, Backend::GpuCublas, { 16, 16, 16 });
    EXPECT_EQ(cublas.status, RunStatus::Skipped);
    EXPECT_TRUE(cublas.message.contains(QStringLiteral("disabled until cudaviz restarts")))
        << cublas.message.toStdString();

    // And every page that asks for the devices hears it too.
    const DeviceReport after = collectDeviceReport(fake.module.get());
    EXPECT_FALSE(after.cudaAvailable());
    EXPECT_EQ(after.availability.status, GpuStatus::Disabled);
    EXPECT_TRUE(after.availability.reason.contains(QStringLiteral("cudaErrorIllegalAddress")))
        << after.availability.reason.toStdString();
    EXPECT_EQ(heard.load(), 1); // once, however often it is met again
}

TEST(GpuGateway, ABusyDeviceIsReportedAloneAndTheOthersStayUsable)
{
    Fake fake("busy-1");
    ASSERT_EQ(fake.report.devices.size(), 2u);
    EXPECT_TRUE(fake.report.cudaAvailable());
    EXPECT_TRUE(fake.report.devices[0].usable());
    const GpuDeviceInfo& busy = fake.report.devices[1];
    EXPECT_FALSE(busy.usable());
    EXPECT_EQ(busy.cudaError, 46);
    EXPECT_TRUE(busy.problem.contains(QStringLiteral("exclusive-process"))) << busy.problem.toStdString();
    EXPECT_EQ(busy.name, QStringLiteral("Fake GPU 1")); // its properties are still listed
    const QJsonObject json = deviceReportToJson(fake.report);
    EXPECT_FALSE(
        json.value(QStringLiteral("devices")).toArray().at(1).toObject().value(QStringLiteral("usable")).toBool());

    BenchRequest onBusy;
    onBusy.device = 1;
    const BenchResult r = runOne(fake, Backend::GpuCublas, { 8, 8, 8 }, onBusy);
    EXPECT_EQ(r.status, RunStatus::Skipped);
    EXPECT_TRUE(r.message.contains(QStringLiteral("cudaErrorDevicesUnavailable"))) << r.message.toStdString();
    EXPECT_EQ(runOne(fake, Backend::GpuCublas, { 8, 8, 8 }).status, RunStatus::Ok); // device 0
}

TEST(GpuGateway, WhenEveryDeviceIsBusyTheGpuIsUnavailableWithEachReason)
{
    Fake fake("busy-all");
    EXPECT_FALSE(fake.report.cudaAvailable());
    EXPECT_EQ(fake.report.devices.size(), 2u);
    EXPECT_TRUE(fake.report.availability.reason.contains(QStringLiteral("GPU 0")));
    EXPECT_TRUE(fake.report.availability.reason.contains(QStringLiteral("GPU 1")));
    EXPECT_TRUE(fake.report.availability.reason.contains(QStringLiteral("exclusive-process")));
}

// Only the device's limits are asked of the module: the trace kernel never runs.
TEST(GpuGateway, TraceLaunchesPastTheDeviceLimitsAreRefusedBeforeTheKernelRuns)
{
    Fake fake("");
    const Gateway& gateway = fake.module->gateway();
    const int64_t problem[3] = { 1000, 1, 1 };
    struct Case
    {
        cvz_launch launch;
        const char* expected;
    };
    const Case cases[] = {
        { { { 1, 65536, 1 }, { 32, 1, 1 } }, "gridDim.y = 65536 exceeds this GPU's limit of 65535" },
        { { { int64_t(1) << 40, 1, 1 }, { 256, 1, 1 } }, "gridDim.x = 1099511627776 exceeds" },
        { { { 1, 1, 1 }, { 2048, 1, 1 } }, "blockDim.x = 2048 exceeds this GPU's limit of 1024" },
        { { { 1, 1, 1 }, { 64, 32, 1 } }, "a block of 2048 threads exceeds this GPU's limit of 1024" },
        { { { 1, 1, 1 }, { 0, 1, 1 } }, "each must be at least 1" },
        { { { 2147483647, 2, 1 }, { 1024, 1, 1 } }, "an index trace records at most 16777216" },
    };
    for (const Case& c : cases) {
        std::vector<cvz_index_record> records(3);
        cvz_error err {};
        EXPECT_EQ(gateway.indexTrace(0, CVZ_INDEX_LINEAR_1D, problem, c.launch, &records, &err), CVZ_INVALID_ARGUMENT);
        EXPECT_NE(std::string(err.message).find(c.expected), std::string::npos) << err.message;
        EXPECT_TRUE(records.empty());
    }
    // Within the limits the module is asked (the fake runs no kernels and says so).
    std::vector<cvz_index_record> records;
    cvz_error err {};
    EXPECT_EQ(gateway.indexTrace(0, CVZ_INDEX_LINEAR_1D, problem, { { 4, 1, 1 }, { 256, 1, 1 } }, &records, &err),
        CVZ_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err.message).find("fake module runs no kernels"), std::string::npos) << err.message;
}

// m = 65535 x 32 + 1 rows need 65536 blocks along y for gpu-tiled: refused with the reason
// before anything is made; cuBLAS tiles the same shape itself and runs.
TEST(GpuGateway, ATallProductPastGridYIsRefusedNotLaunched)
{
    Fake fake("");
    const MatmulShape tall { 65535 * 32 + 1, 1, 1 };
    const BenchResult tiled = runOne(fake, Backend::GpuTiled, tall);
    EXPECT_EQ(tiled.status, RunStatus::Skipped);
    EXPECT_TRUE(tiled.message.contains(QStringLiteral("65535 blocks"))) << tiled.message.toStdString();
    EXPECT_TRUE(tiled.message.contains(QStringLiteral("grid y"))) << tiled.message.toStdString();
    EXPECT_EQ(runOne(fake, Backend::GpuCublas, tall).status, RunStatus::Ok);
}

TEST(GpuGateway, GpuNaiveIsRefusedByTimingItsFirstRows)
{
    Fake fake("naive-10gflops"); // the fake's gpu-naive reports the times of a 10 GFLOP/s kernel
    // 2048 x 4096 x 2048 is 34.4 GFLOP: 3.4 s a launch at 10 GFLOP/s, over the 2 s limit.
    const BenchResult slow = runOne(fake, Backend::GpuNaive, { 2048, 2048, 4096 });
    EXPECT_EQ(slow.status, RunStatus::Skipped);
    EXPECT_TRUE(slow.message.contains(QStringLiteral("about 3.4 s"))) << slow.message.toStdString();
    EXPECT_TRUE(slow.message.contains(QStringLiteral("10.0 GFLOP/s"))) << slow.message.toStdString();
    // 512^3 takes 27 ms: it runs (and fails the check, as the fake's naive answers zeros).
    const BenchResult quick = runOne(fake, Backend::GpuNaive, { 512, 512, 512 });
    EXPECT_EQ(quick.status, RunStatus::Failed);
    EXPECT_TRUE(quick.message.contains(QStringLiteral("wrong result"))) << quick.message.toStdString();
}

TEST(GpuNaive, SizesNoLaunchCouldFinishAreRefusedWithoutRunning)
{
    // 65536^3 at an H200's ~67 TFLOP/s FP32 peak is 8.4 s at the very least.
    const auto bound = gpuNaiveRefusedUnprobed({ 65536, 65536, 65536 }, 66900);
    ASSERT_TRUE(bound.has_value());
    EXPECT_NEAR(bound->seconds, 8.4, 0.1);
    EXPECT_TRUE(gpuNaiveRefusalMessage(*bound, { 65536, 65536, 65536 }).contains(QStringLiteral("even at")));
    EXPECT_FALSE(gpuNaiveRefusedUnprobed({ 4096, 4096, 4096 }, 66900).has_value());
    EXPECT_FALSE(gpuNaiveRefusedUnprobed({ 65536, 65536, 65536 }, 0).has_value()); // unknown peak: probe
    // The probe stays small at any size: ~0.25 s even at 1 % of the peak, whole warps.
    EXPECT_EQ(gpuNaiveProbeRows({ 65536, 65536, 65536 }, 66900), 19);
    EXPECT_EQ(gpuNaiveProbeRows({ 4096, 4096, 4096 }, 66900), 4096);
    EXPECT_EQ(gpuNaiveProbeRows({ 100000, 16384, 16384 }, 66900) % 32, 0);
}

TEST(GpuGateway, TheL2FlushIsAskedByDefaultAndRecorded)
{
    Fake fake("");
    const BenchResult flushed = runOne(fake, Backend::GpuCublas, { 16, 16, 16 });
    EXPECT_EQ(flushed.l2FlushBytes.value_or(-1), double(2 * (60ll << 20)));
    BenchRequest warm;
    warm.flushL2 = false;
    const BenchResult notFlushed = runOne(fake, Backend::GpuCublas, { 16, 16, 16 }, warm);
    EXPECT_EQ(notFlushed.l2FlushBytes.value_or(-1), 0.0);
    EXPECT_FALSE(runOne(fake, Backend::CpuEigen, { 16, 16, 16 }).l2FlushBytes.has_value());
}

// The device's own numbers for a kernel (cudaFuncGetAttributes through the module): the fake
// knows matmul-tiled only, and says so for any other name.
TEST(GpuGateway, KernelAttributesComeFromTheModule)
{
    Fake fake("");
    const Gateway& gateway = fake.module->gateway();
    cvz_kernel_attributes attributes {};
    cvz_error err {};
    ASSERT_EQ(gateway.kernelAttributes(0, "matmul-tiled", &attributes, &err), CVZ_OK) << err.message;
    EXPECT_EQ(attributes.registers, 40);
    EXPECT_EQ(attributes.static_shared_bytes, 2048);
    EXPECT_EQ(gateway.kernelAttributes(0, "no-such-kernel", &attributes, &err), CVZ_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err.message).find("no-such-kernel"), std::string::npos) << err.message;
}

// A product the GPU cannot hold is refused from the probe's free memory before the inputs and
// the CPU reference are made (10000^3 would cost a 2 TFLOP reference first).
TEST(GpuGateway, AProductTooBigForTheGpuIsRefusedBeforeItsReferenceIsComputed)
{
    Fake fake("small-memory");
    const BenchResult r = runOne(fake, Backend::GpuCublas, { 10000, 10000, 10000 });
    EXPECT_EQ(r.status, RunStatus::Skipped);
    EXPECT_TRUE(r.message.contains(QStringLiteral("needs 1264 MiB of GPU memory"))) << r.message.toStdString();
    EXPECT_TRUE(r.message.contains(QStringLiteral("1024 MiB free"))) << r.message.toStdString();
}

// A broken module that leaves its error text without the terminating NUL is read only up to
// the arrays' ends (the sanitizer build would catch a read past them).
TEST(GpuGateway, ErrorTextWithoutItsNulIsCutAtTheArraysEnd)
{
    Fake fake("unterminated");
    const BenchResult r = runOne(fake, Backend::GpuCublas, { 8, 8, 8 });
    EXPECT_EQ(r.status, RunStatus::Failed);
    EXPECT_TRUE(
        r.message.contains(QString(63, QLatin1Char('n')) + QStringLiteral(": ") + QString(511, QLatin1Char('x'))))
        << r.message.size();
    EXPECT_FALSE(r.message.contains(QString(64, QLatin1Char('n'))));
}
