#include "gputest.h"

#include "device/devicereportformat.h"

using namespace cvz;

TEST(GpuDevices, ModuleLoadsEvenWithoutAGpu)
{
    const auto loaded = GpuModule::load(gpuModulePath());
    // Loading needs only the CUDA libraries, not a driver: on a GPU-less machine the probe,
    // not the loader, says why.
    ASSERT_NE(loaded.module, nullptr) << loaded.failure.reason.toStdString();
    const DeviceReport& report = realGpuReport();
    EXPECT_GT(report.runtimeVersion, 12000);
    EXPECT_GT(report.cublasVersion, 0);
    if (!report.cudaAvailable()) {
        EXPECT_TRUE(
            report.availability.status == GpuStatus::NoDriver || report.availability.status == GpuStatus::NoDevice)
            << report.availability.reason.toStdString();
    }
}

TEST(GpuDevices, EveryDeviceHasSaneProperties)
{
    CVZ_REQUIRE_GPU();
    const DeviceReport& report = realGpuReport();
    // CUDA's minor-version compatibility: a 13.x runtime runs on any 13.y driver.
    EXPECT_TRUE(
        report.driverVersion >= report.runtimeVersion || report.driverVersion / 1000 == report.runtimeVersion / 1000)
        << "driver " << report.driverVersion << ", runtime " << report.runtimeVersion;
    for (const GpuDeviceInfo& d : report.devices) {
        SCOPED_TRACE(d.name.toStdString());
        EXPECT_FALSE(d.name.isEmpty());
        EXPECT_GE(d.ccMajor * 10 + d.ccMinor, 75); // CUDA 13 supports sm_75 and newer
        EXPECT_GT(d.smCount, 0);
        EXPECT_GT(d.totalMemoryBytes, 1ull << 30);
        EXPECT_GT(d.freeMemoryBytes, 0u);
        EXPECT_LE(d.freeMemoryBytes, d.totalMemoryBytes);
        EXPECT_GT(d.clockRateKHz, 100000);
        EXPECT_GT(d.memoryBusWidthBits, 0);
        EXPECT_EQ(d.maxThreadsPerBlock, 1024);
        EXPECT_EQ(d.maxBlockDim[0], 1024);
        EXPECT_EQ(d.maxBlockDim[2], 64);
        EXPECT_EQ(d.maxGridDim[0], 2147483647);
        EXPECT_EQ(d.maxGridDim[1], 65535);
        EXPECT_EQ(d.warpSize, 32);
        EXPECT_GE(d.sharedMemoryPerBlockBytes, 48u * 1024u);
    }
    std::cout << deviceReportToText(report).toStdString();
}
