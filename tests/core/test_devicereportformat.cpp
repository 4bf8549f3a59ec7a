#include "device/devicereportformat.h"

#include <QJsonArray>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
DeviceReport reportFrom(const char* path)
{
    const auto loaded = GpuModule::load(QString::fromUtf8(path));
    return collectDeviceReport(loaded.module.get(), loaded.failure);
}
} // namespace

TEST(DeviceReportFormat, NoGpuJsonHasTheReasonAndTheCpu)
{
    const QJsonObject json = deviceReportToJson(reportFrom(FAKE_GPU_NO_DRIVER_PATH));
    EXPECT_FALSE(json.value(QStringLiteral("cuda_available")).toBool(true));
    EXPECT_EQ(json.value(QStringLiteral("status")).toString(), QStringLiteral("no_driver"));
    EXPECT_FALSE(json.value(QStringLiteral("reason")).toString().isEmpty());
    EXPECT_EQ(json.value(QStringLiteral("cuda_error_name")).toString(), QStringLiteral("cudaErrorInsufficientDriver"));
    EXPECT_EQ(json.value(QStringLiteral("driver_version")).toInt(-1), 0);
    EXPECT_EQ(json.value(QStringLiteral("runtime_version")).toInt(), 13000);
    EXPECT_TRUE(json.value(QStringLiteral("devices")).toArray().isEmpty());
    const QJsonObject cpu = json.value(QStringLiteral("cpu")).toObject();
    EXPECT_FALSE(cpu.value(QStringLiteral("model")).toString().isEmpty());
    EXPECT_GE(cpu.value(QStringLiteral("logical_cores")).toInt(), 1);
    EXPECT_FALSE(cpu.value(QStringLiteral("simd_level")).toString().isEmpty());
}

TEST(DeviceReportFormat, DeviceJsonHasEveryField)
{
    const QJsonObject json = deviceReportToJson(reportFrom(FAKE_GPU_TWO_DEVICES_PATH));
    EXPECT_TRUE(json.value(QStringLiteral("cuda_available")).toBool());
    const QJsonArray devices = json.value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2);
    const QJsonObject d = devices.at(0).toObject();
    for (const char* key : { "index", "name", "compute_capability", "sm_count", "total_memory_bytes",
             "free_memory_bytes", "clock_rate_khz", "memory_bus_width_bits", "max_threads_per_block", "max_block_dim",
             "max_grid_dim", "warp_size", "shared_memory_per_block_bytes" })
        EXPECT_TRUE(d.contains(QString::fromLatin1(key))) << key;
    EXPECT_EQ(d.value(QStringLiteral("compute_capability")).toString(), QStringLiteral("9.0"));
    EXPECT_EQ(d.value(QStringLiteral("total_memory_bytes")).toDouble(), double(150ull << 30));
    EXPECT_EQ(d.value(QStringLiteral("max_grid_dim")).toArray().at(0).toDouble(), 2147483647.0);
    EXPECT_EQ(d.value(QStringLiteral("max_block_dim")).toArray().at(2).toInt(), 64);
}

TEST(DeviceReportFormat, TextSaysExpectedWhenThereIsNoGpu)
{
    const QString text = deviceReportToText(reportFrom(FAKE_GPU_NO_DEVICE_PATH));
    EXPECT_TRUE(text.contains(QStringLiteral("No CUDA GPU found")));
    EXPECT_TRUE(text.contains(QStringLiteral("expected")));
    EXPECT_TRUE(text.contains(QStringLiteral("cudaErrorNoDevice")));
}

TEST(DeviceReportFormat, TextListsEveryDevice)
{
    const QString text = deviceReportToText(reportFrom(FAKE_GPU_TWO_DEVICES_PATH));
    EXPECT_TRUE(text.contains(QStringLiteral("Fake GPU 0")));
    EXPECT_TRUE(text.contains(QStringLiteral("Fake GPU 1")));
    EXPECT_TRUE(text.contains(QStringLiteral("2147483647 x 65535 x 65535")));
    EXPECT_TRUE(text.contains(QStringLiteral("CUDA driver 13.0, runtime 13.0, cuBLAS 13.0.1")));
}

TEST(DeviceReportFormat, BytesUseBinaryUnits)
{
    EXPECT_EQ(formatBytes(512), QStringLiteral("512 B"));
    EXPECT_EQ(formatBytes(48 * 1024), QStringLiteral("48.0 KiB"));
    EXPECT_EQ(formatBytes(150ull << 30), QStringLiteral("150.0 GiB"));
}
