#include "devicereport.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {
DeviceReport reportFrom(const char* path)
{
    const auto loaded = GpuModule::load(QString::fromUtf8(path));
    return collectDeviceReport(loaded.module.get(), loaded.failure);
}
} // namespace

TEST(DeviceReport, NoDriverIsAnAnswerWithTheCudaErrorName)
{
    const DeviceReport r = reportFrom(FAKE_GPU_NO_DRIVER_PATH);
    EXPECT_FALSE(r.cudaAvailable());
    EXPECT_EQ(r.availability.status, GpuStatus::NoDriver);
    EXPECT_EQ(r.availability.cudaError, 35);
    EXPECT_EQ(r.availability.cudaErrorName, QStringLiteral("cudaErrorInsufficientDriver"));
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("driver")));
    EXPECT_EQ(r.driverVersion, 0);
    EXPECT_EQ(r.runtimeVersion, 13000);
    EXPECT_TRUE(r.devices.empty());
}

TEST(DeviceReport, DriverWithoutDevice)
{
    const DeviceReport r = reportFrom(FAKE_GPU_NO_DEVICE_PATH);
    EXPECT_FALSE(r.cudaAvailable());
    EXPECT_EQ(r.availability.status, GpuStatus::NoDevice);
    EXPECT_EQ(r.availability.cudaError, 100);
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("cudaErrorNoDevice")));
    EXPECT_EQ(r.driverVersion, 13000);
}

TEST(DeviceReport, StickyErrorDisablesTheGpu)
{
    const DeviceReport r = reportFrom(FAKE_GPU_STICKY_PATH);
    EXPECT_FALSE(r.cudaAvailable());
    EXPECT_EQ(r.availability.status, GpuStatus::Disabled);
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("restart")));
}

TEST(DeviceReport, LoadFailureBecomesTheReason)
{
    const DeviceReport r = reportFrom(FAKE_GPU_WRONG_VERSION_PATH);
    EXPECT_FALSE(r.cudaAvailable());
    EXPECT_EQ(r.availability.status, GpuStatus::AbiMismatch);
    EXPECT_FALSE(r.availability.reason.isEmpty());
    EXPECT_FALSE(r.cpu.model.isEmpty()); // the CPU is always reported
}

TEST(DeviceReport, EveryDeviceIsListedWithItsProperties)
{
    const DeviceReport r = reportFrom(FAKE_GPU_TWO_DEVICES_PATH);
    ASSERT_TRUE(r.cudaAvailable());
    ASSERT_EQ(r.devices.size(), 2u);
    const GpuDeviceInfo& d = r.devices[1];
    EXPECT_EQ(d.index, 1);
    EXPECT_EQ(d.name, QStringLiteral("Fake GPU 1"));
    EXPECT_EQ(d.computeCapability(), QStringLiteral("9.0"));
    EXPECT_EQ(d.smCount, 132);
    EXPECT_EQ(d.totalMemoryBytes, 150ull << 30);
    EXPECT_EQ(d.maxGridDim[0], 2147483647);
    EXPECT_EQ(d.maxBlockDim[2], 64);
    EXPECT_EQ(d.warpSize, 32);
    EXPECT_EQ(d.pciBusId, QStringLiteral("0000:1a:00.0"));
    EXPECT_EQ(r.driverVersion, 13000);
    EXPECT_EQ(r.cublasVersion, 130001);
}

// A module claiming 10^6 devices used to hang the app asking each of them.
TEST(DeviceReport, AbsurdDeviceCountIsABrokenModuleNotAHang)
{
    const DeviceReport r = reportFrom(FAKE_GPU_MANY_DEVICES_PATH);
    EXPECT_FALSE(r.cudaAvailable());
    EXPECT_EQ(r.availability.status, GpuStatus::CudaError);
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("1000000"))) << r.availability.reason.toStdString();
    EXPECT_TRUE(r.devices.empty());
}
