#include "device/archlimits.h"
#include "device/devicereport.h"
#include "fakesysfs.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {
// The report as a machine with this /sys and /dev would make it (default: a GPU on the PCI
// bus and no driver, the machine the no-driver fake module stands for).
DeviceReport reportFrom(const char* path, const FakeSysfs& sysfs = FakeSysfs().gpu())
{
    qputenv("CUDAVIZ_SYSFS_ROOT", sysfs.root().toUtf8());
    const auto loaded = GpuModule::load(QString::fromUtf8(path));
    DeviceReport report = collectDeviceReport(loaded.module.get(), loaded.failure);
    qunsetenv("CUDAVIZ_SYSFS_ROOT");
    return report;
}
} // namespace

// The three machines on which CUDA finds nothing, told apart by /sys and /dev.
TEST(DeviceReport, NoNvidiaGpuAtAllNeedsNothingInstalled)
{
    const DeviceReport r = reportFrom(FAKE_GPU_NO_DRIVER_PATH, FakeSysfs().otherCard());
    EXPECT_EQ(r.availability.situation, GpuSituation::NoNvidiaGpu);
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("no NVIDIA GPU"))) << r.availability.reason.toStdString();
    EXPECT_FALSE(r.availability.reason.contains(QStringLiteral("Install"))) << "nothing to install";
    EXPECT_TRUE(r.hardware.pciGpus.isEmpty());
}

TEST(DeviceReport, GpuWithoutDriverNamesTheDriverThisRuntimeNeeds)
{
    const DeviceReport r = reportFrom(FAKE_GPU_NO_DRIVER_PATH, FakeSysfs().gpu().otherCard());
    EXPECT_EQ(r.availability.situation, GpuSituation::DriverMissingOrOld);
    EXPECT_EQ(r.hardware.pciGpus, QStringList { QStringLiteral("0000:01:00.0") });
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("not loaded"))) << r.availability.reason.toStdString();
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("580.65.06"))) << "the fake runtime is CUDA 13.0";
}

TEST(DeviceReport, GpuWithAnOldDriverSaysWhichAndWhatIsNeeded)
{
    const DeviceReport r = reportFrom(FAKE_GPU_NO_DRIVER_PATH,
        FakeSysfs().gpu(QStringLiteral("0000:65:00.0"), "0x030200").driver("470.57.02").nodes());
    EXPECT_EQ(r.availability.situation, GpuSituation::DriverMissingOrOld);
    EXPECT_TRUE(r.hardware.deviceNodes);
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("470.57.02"))) << r.availability.reason.toStdString();
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("too old")));
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("580.65.06")));
}

TEST(DeviceReport, DriverAndGpuButNoCudaDevice)
{
    const DeviceReport r = reportFrom(FAKE_GPU_NO_DEVICE_PATH, FakeSysfs().gpu().driver("580.95.05"));
    EXPECT_EQ(r.availability.situation, GpuSituation::DriverWithoutDevice);
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("CUDA_VISIBLE_DEVICES")));
    EXPECT_TRUE(r.availability.reason.contains(QStringLiteral("no /dev/nvidia0")));
}

TEST(NvidiaHardware, MinimumDriversFollowCudasMinorVersionCompatibility)
{
    EXPECT_EQ(minimumDriverFor(13000), QStringLiteral("580.65.06"));
    EXPECT_EQ(minimumDriverFor(13020), QStringLiteral("580.65.06"));
    EXPECT_EQ(minimumDriverFor(12080), QStringLiteral("525.60.13"));
    EXPECT_TRUE(minimumDriverFor(0).isEmpty());
}

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

// CUDA's documented limits (CUDA C++ Programming Guide, Technical Specifications per Compute
// Capability) for two architectures a classroom meets: the A100 and a GeForce RTX 30.
TEST(ArchLimits, MatchCudasTablesForAmpere)
{
    const auto a100 = archLimitsFor(8, 0);
    ASSERT_TRUE(a100.has_value());
    EXPECT_EQ(a100->maxThreadsPerBlock, 1024);
    EXPECT_EQ(a100->maxBlockDim[2], 64);
    EXPECT_EQ(a100->maxGridDim[0], 2147483647);
    EXPECT_EQ(a100->maxGridDim[1], 65535);
    EXPECT_EQ(a100->maxThreadsPerSm(), 2048);
    EXPECT_EQ(a100->maxBlocksPerSm, 32);
    EXPECT_EQ(a100->registersPerSm, 65536);
    EXPECT_EQ(a100->sharedMemoryPerBlockOptInKiB, 163);
    EXPECT_EQ(a100->sharedMemoryPerSmKiB, 164);
    const auto rtx30 = archLimitsFor(8, 6);
    ASSERT_TRUE(rtx30.has_value());
    EXPECT_EQ(rtx30->maxThreadsPerSm(), 1536);
    EXPECT_EQ(rtx30->maxBlocksPerSm, 16);
    EXPECT_EQ(rtx30->sharedMemoryPerBlockOptInKiB, 99);
    EXPECT_EQ(rtx30->sharedMemoryPerSmKiB, 100);
    EXPECT_EQ(archLimitsTable().front().computeCapability(), QStringLiteral("7.5"));
    EXPECT_EQ(archLimitsTable().back().computeCapability(), QStringLiteral("12.0"));
    EXPECT_FALSE(archLimitsFor(6, 1).has_value());
}
