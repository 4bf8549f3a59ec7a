#include "gpumodule.h"

#include <QFile>
#include <QTemporaryDir>
#include <cstring>
#include <elf.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

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
    EXPECT_EQ(result.failure.status, GpuStatus::ModuleDamaged);
    EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("broken.so"))) << result.failure.reason.toStdString();
    EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("not an ELF"))) << result.failure.reason.toStdString();
}

// A truncated module used to kill every command with SIGBUS inside the dynamic loader.
TEST(GpuModule, TruncatedModuleIsDamagedNotACrash)
{
    QFile good(QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
    ASSERT_TRUE(good.open(QIODevice::ReadOnly));
    const QByteArray bytes = good.readAll();
    QTemporaryDir dir;
    for (const qsizetype keep : { qsizetype(100), bytes.size() / 2, bytes.size() - 1 }) {
        const QString path = dir.filePath(QStringLiteral("cut-%1.so").arg(keep));
        QFile cut(path);
        ASSERT_TRUE(cut.open(QIODevice::WriteOnly));
        cut.write(bytes.left(keep));
        cut.close();
        const auto result = GpuModule::load(path);
        EXPECT_EQ(result.module, nullptr);
        EXPECT_EQ(result.failure.status, GpuStatus::ModuleDamaged) << keep;
        EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("cut short"))) << result.failure.reason.toStdString();
        EXPECT_FALSE(result.failure.reason.contains(QStringLiteral("cuBLAS"))) << "no hint about missing libraries";
    }
}

// Without section headers only the program headers say where the file must reach: a file
// cut inside a loadable segment is caught there too (that is what the loader would map).
TEST(GpuModule, ModuleCutInsideASegmentIsDamaged)
{
    QFile good(QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
    ASSERT_TRUE(good.open(QIODevice::ReadOnly));
    QByteArray bytes = good.readAll();
    Elf64_Ehdr header {};
    std::memcpy(&header, bytes.constData(), sizeof header);
    header.e_shoff = 0;
    header.e_shnum = 0;
    std::memcpy(bytes.data(), &header, sizeof header);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("noshdr.so"));
    QFile cut(path);
    ASSERT_TRUE(cut.open(QIODevice::WriteOnly));
    cut.write(bytes.left(bytes.size() / 2));
    cut.close();
    const auto result = GpuModule::load(path);
    EXPECT_EQ(result.module, nullptr);
    EXPECT_EQ(result.failure.status, GpuStatus::ModuleDamaged);
    EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("a segment ends at byte")))
        << result.failure.reason.toStdString();
}

// A FIFO used to hang the loader forever.
TEST(GpuModule, FifoIsNotAModule)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fifo.so"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    const auto result = GpuModule::load(path);
    EXPECT_EQ(result.module, nullptr);
    EXPECT_EQ(result.failure.status, GpuStatus::ModuleDamaged);
    EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("not a regular file")));
}

TEST(GpuModule, RightVersionWithoutATableSaysSoNotVersionMismatch)
{
    const auto result = GpuModule::load(QStringLiteral(FAKE_GPU_NULL_API_PATH));
    EXPECT_EQ(result.module, nullptr);
    EXPECT_EQ(result.failure.status, GpuStatus::AbiMismatch);
    EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("function table is missing")))
        << result.failure.reason.toStdString();
    EXPECT_FALSE(result.failure.reason.contains(QStringLiteral("needs version")))
        << result.failure.reason.toStdString();
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
    EXPECT_TRUE(result.module->gateway().loaded());
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
             GpuStatus::ModuleLoadFailed, GpuStatus::ModuleDamaged, GpuStatus::NotAModule, GpuStatus::AbiMismatch,
             GpuStatus::NoDriver, GpuStatus::NoDevice, GpuStatus::CudaError, GpuStatus::Disabled })
        keys.insert(gpuStatusKey(s));
    EXPECT_EQ(keys.size(), 11);
}
