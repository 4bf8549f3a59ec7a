#include "gpumodule.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

TEST(GpuModule, EmptyPathMeansTheModuleWasNotBuilt)
{
    const auto result = GpuModule::load(QString());
    EXPECT_EQ(result.module, nullptr);
    EXPECT_EQ(result.failure.status, GpuStatus::ModuleNotBuilt);
    EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("CUDAVIZ_ENABLE_CUDA")));
}

TEST(GpuModule, MissingFileIsReportedWithItsPath)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cudaviz_cuda.so"));
    const auto result = GpuModule::load(path);
    EXPECT_EQ(result.module, nullptr);
    EXPECT_EQ(result.failure.status, GpuStatus::ModuleMissing);
    EXPECT_TRUE(result.failure.reason.contains(path)) << result.failure.reason.toStdString();
}

TEST(GpuModule, UnloadableFileCarriesTheLoadersMessage)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.so"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("this is not an ELF shared object");
    file.close();
    const auto result = GpuModule::load(path);
    EXPECT_EQ(result.module, nullptr);
    EXPECT_EQ(result.failure.status, GpuStatus::ModuleLoadFailed);
    // The dynamic loader's own words (e.g. "invalid ELF header") travel to the user.
    EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("broken.so"))) << result.failure.reason.toStdString();
}

TEST(GpuModule, LibraryWithoutTheAbiIsNotAModule)
{
    const auto result = GpuModule::load(QStringLiteral(FAKE_GPU_NOT_A_MODULE_PATH));
    EXPECT_EQ(result.module, nullptr);
    EXPECT_EQ(result.failure.status, GpuStatus::NotAModule);
    EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("cvz_gpu_get_api")));
}

TEST(GpuModule, WrongAbiVersionIsRefusedWithBothNumbers)
{
    const auto result = GpuModule::load(QStringLiteral(FAKE_GPU_WRONG_VERSION_PATH));
    EXPECT_EQ(result.module, nullptr);
    EXPECT_EQ(result.failure.status, GpuStatus::AbiMismatch);
    EXPECT_TRUE(result.failure.reason.contains(QString::number(CVZ_GPU_ABI_VERSION + 41)));
    EXPECT_TRUE(result.failure.reason.contains(QString::number(CVZ_GPU_ABI_VERSION)));
}

TEST(GpuModule, MatchingModuleLoads)
{
    const auto result = GpuModule::load(QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
    ASSERT_NE(result.module, nullptr);
    EXPECT_EQ(result.module->api().abi_version, CVZ_GPU_ABI_VERSION);
    EXPECT_EQ(result.module->path(), QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
}

TEST(GpuModule, EnvironmentVariableOverridesTheDefaultPath)
{
    qputenv("CUDAVIZ_GPU_MODULE", "/somewhere/else.so");
    EXPECT_EQ(GpuModule::defaultPath(), QStringLiteral("/somewhere/else.so"));
    qunsetenv("CUDAVIZ_GPU_MODULE");
}

TEST(GpuModule, StatusKeysAreDistinct)
{
    QSet<QString> keys;
    for (GpuStatus s : { GpuStatus::Available, GpuStatus::ModuleNotBuilt, GpuStatus::ModuleMissing,
             GpuStatus::ModuleLoadFailed, GpuStatus::NotAModule, GpuStatus::AbiMismatch, GpuStatus::NoDriver,
             GpuStatus::NoDevice, GpuStatus::CudaError, GpuStatus::Disabled })
        keys.insert(gpuStatusKey(s));
    EXPECT_EQ(keys.size(), 10);
}
