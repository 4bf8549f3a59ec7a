#include "device/gpumodule.h"

#include <QFile>
#include <QTemporaryDir>
#include <cstddef>
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

namespace {

// The modules to damage: the real one where this build has it, and a fake of the same ABI.
QStringList modulesToDamage()
{
    QStringList paths { QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH) };
#if defined(CUDAVIZ_REAL_GPU_MODULE)
    paths << QStringLiteral(CUDAVIZ_REAL_GPU_MODULE);
#endif
    return paths;
}

const Elf64_Shdr* section(const QByteArray& elf, const char* wanted)
{
    Elf64_Ehdr header {};
    std::memcpy(&header, elf.constData(), sizeof header);
    const auto* sections = reinterpret_cast<const Elf64_Shdr*>(elf.constData() + header.e_shoff);
    const char* names = elf.constData() + sections[header.e_shstrndx].sh_offset;
    for (int k = 0; k < header.e_shnum; ++k)
        if (std::strcmp(names + sections[k].sh_name, wanted) == 0)
            return &sections[k];
    return nullptr;
}

// The file offset of an exported function.
qsizetype functionOffset(const QByteArray& elf, const char* name)
{
    const Elf64_Shdr* symbols = section(elf, ".dynsym");
    const Elf64_Shdr* strings = section(elf, ".dynstr");
    if (!symbols || !strings)
        return -1;
    Elf64_Ehdr header {};
    std::memcpy(&header, elf.constData(), sizeof header);
    for (size_t k = 0; k < symbols->sh_size / sizeof(Elf64_Sym); ++k) {
        Elf64_Sym s {};
        std::memcpy(&s, elf.constData() + symbols->sh_offset + k * sizeof s, sizeof s);
        if (std::strcmp(elf.constData() + strings->sh_offset + s.st_name, name) != 0)
            continue;
        for (int p = 0; p < header.e_phnum; ++p) {
            Elf64_Phdr segment {};
            std::memcpy(&segment, elf.constData() + header.e_phoff + p * sizeof segment, sizeof segment);
            if (segment.p_type == PT_LOAD && s.st_value >= segment.p_vaddr
                && s.st_value < segment.p_vaddr + segment.p_filesz)
                return qsizetype(s.st_value - segment.p_vaddr + segment.p_offset);
        }
    }
    return -1;
}

QString writeCopy(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return path;
}

} // namespace

// Two bytes of bad code where the app calls first used to kill `cudaviz devices` and the window
// at start (SIGILL, exit 132): a trial process takes that death now.
TEST(GpuModule, BadCodeIsDamagedNotACrash)
{
    for (const QString& module : modulesToDamage()) {
        QFile good(module);
        ASSERT_TRUE(good.open(QIODevice::ReadOnly));
        QByteArray bytes = good.readAll();
        const qsizetype at = functionOffset(bytes, CVZ_GPU_API_SYMBOL);
        ASSERT_GT(at, 0) << module.toStdString();
        bytes[at] = char(0x0f); // ud2: an illegal instruction
        bytes[at + 1] = char(0x0b);
        QTemporaryDir dir;
        const auto result = GpuModule::load(writeCopy(dir, QStringLiteral("ud2.so"), bytes));
        EXPECT_EQ(result.module, nullptr);
        EXPECT_EQ(result.failure.status, GpuStatus::ModuleDamaged) << module.toStdString();
        EXPECT_TRUE(result.failure.reason.contains(QStringLiteral("in a trial process ended that process with SIGILL")))
            << result.failure.reason.toStdString();
    }
}

// A relocation of another type than its section allows: ld.so's assertion used to end the app
// (exit 127).
TEST(GpuModule, ADamagedRelocationIsDamagedNotAnExit)
{
    for (const QString& module : modulesToDamage()) {
        QFile good(module);
        ASSERT_TRUE(good.open(QIODevice::ReadOnly));
        QByteArray bytes = good.readAll();
        const Elf64_Shdr* relocations = section(bytes, ".rela.dyn");
        ASSERT_NE(relocations, nullptr) << module.toStdString();
        const qsizetype info = qsizetype(relocations->sh_offset + offsetof(Elf64_Rela, r_info));
        Elf64_Xword value = 0;
        std::memcpy(&value, bytes.constData() + info, sizeof value);
        value = ELF64_R_INFO(ELF64_R_SYM(value), 0xfe); // no such relocation type
        std::memcpy(bytes.data() + info, &value, sizeof value);
        QTemporaryDir dir;
        const auto result = GpuModule::load(writeCopy(dir, QStringLiteral("reloc.so"), bytes));
        EXPECT_EQ(result.module, nullptr);
        EXPECT_EQ(result.failure.status, GpuStatus::ModuleDamaged) << module.toStdString();
        EXPECT_TRUE(
            result.failure.reason.contains(QStringLiteral("the dynamic loader gave up on it in a trial process")))
            << result.failure.reason.toStdString();
    }
}
