#include "device/cpuinfo.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {
// Two sockets, two cores each, hyper-threaded: 8 logical, 4 physical.
QString twoSocketCpuinfo()
{
    QString text;
    int processor = 0;
    for (int socket = 0; socket < 2; ++socket)
        for (int thread = 0; thread < 2; ++thread)
            for (int core = 0; core < 2; ++core)
                text += QStringLiteral("processor\t: %1\nmodel name\t: Intel(R) Xeon(R)  Gold 6140 CPU @ 2.30GHz\n"
                                       "physical id\t: %2\ncore id\t\t: %3\n\n")
                            .arg(processor++)
                            .arg(socket)
                            .arg(core);
    return text;
}
} // namespace

TEST(CpuInfo, ParsesX86ModelName)
{
    EXPECT_EQ(parseCpuModel(twoSocketCpuinfo()), QStringLiteral("Intel(R) Xeon(R) Gold 6140 CPU @ 2.30GHz"));
}

TEST(CpuInfo, ParsesArmModel)
{
    EXPECT_EQ(parseCpuModel(QStringLiteral("processor : 0\nBogoMIPS : 108.00\nModel : Raspberry Pi 4 Model B\n")),
        QStringLiteral("Raspberry Pi 4 Model B"));
}

TEST(CpuInfo, UnknownModelIsEmpty)
{
    EXPECT_TRUE(parseCpuModel(QStringLiteral("processor : 0\n")).isEmpty());
}

TEST(CpuInfo, CountsPhysicalCoresAcrossSockets)
{
    EXPECT_EQ(parsePhysicalCores(twoSocketCpuinfo()), 4);
}

TEST(CpuInfo, HiddenTopologyGivesZero)
{
    EXPECT_EQ(parsePhysicalCores(QStringLiteral("processor : 0\n")), 0);
}

TEST(CpuInfo, SimdLevelPicksTheBest)
{
    EXPECT_EQ(simdLevelFromFeatures(
                  { QStringLiteral("SSE2"), QStringLiteral("AVX"), QStringLiteral("AVX2"), QStringLiteral("FMA") }),
        QStringLiteral("AVX2 + FMA"));
    EXPECT_EQ(simdLevelFromFeatures({ QStringLiteral("SSE2"), QStringLiteral("AVX2"), QStringLiteral("AVX-512F") }),
        QStringLiteral("AVX-512"));
    EXPECT_EQ(simdLevelFromFeatures({ QStringLiteral("SSE2"), QStringLiteral("SSE4.2") }), QStringLiteral("SSE4.2"));
    EXPECT_EQ(simdLevelFromFeatures({ QStringLiteral("NEON") }), QStringLiteral("NEON"));
    EXPECT_EQ(simdLevelFromFeatures({}), QStringLiteral("none"));
}

TEST(CpuInfo, DetectsThisMachine)
{
    const CpuInfo cpu = detectCpu();
    EXPECT_FALSE(cpu.model.isEmpty());
    EXPECT_FALSE(cpu.architecture.isEmpty());
    EXPECT_GE(cpu.logicalCores, 1);
    EXPECT_GE(cpu.logicalCores, cpu.physicalCores);
    EXPECT_FALSE(cpu.simdLevel.isEmpty());
    EXPECT_FALSE(cpu.eigenSimd.isEmpty());
#if defined(__x86_64__)
    EXPECT_TRUE(cpu.simdFeatures.contains(QStringLiteral("SSE2"))); // part of x86-64 itself
#endif
}

TEST(CpuInfo, APortableBuildSaysWhatItGaveUp)
{
    CpuInfo cpu;
    cpu.simdLevel = QStringLiteral("AVX-512");
    cpu.eigenSimd = QStringLiteral("SSE, SSE2");
    const QString note = simdGivenUp(cpu);
    EXPECT_TRUE(note.contains(QStringLiteral("AVX-512"))) << qPrintable(note);
    EXPECT_TRUE(note.contains(QStringLiteral("SSE"))) << qPrintable(note);
    EXPECT_TRUE(note.contains(QStringLiteral("cpu-openblas"))) << qPrintable(note);
    cpu.eigenSimd = QStringLiteral("AVX512, FMA, AVX2, AVX, SSE, SSE2");
    EXPECT_TRUE(simdGivenUp(cpu).isEmpty());
    // What Eigen 3.4 really says for an AVX2 build: no "AVX2" in it. Nothing was given up.
    cpu.simdLevel = QStringLiteral("AVX2 + FMA");
    cpu.eigenSimd = QStringLiteral("AVX SSE, SSE2, SSE3, SSSE3, SSE4.1, SSE4.2");
    EXPECT_TRUE(simdGivenUp(cpu).isEmpty());
    cpu.eigenSimd = QStringLiteral("SSE, SSE2");
    EXPECT_FALSE(simdGivenUp(cpu).isEmpty());
    // GCC 12 on a Zen 4: -march=native is znver3, AVX2 only, on an AVX-512 CPU.
    cpu.simdLevel = QStringLiteral("AVX-512");
    cpu.eigenSimd = QStringLiteral("AVX SSE, SSE2, SSE3, SSSE3, SSE4.1, SSE4.2");
    EXPECT_FALSE(simdGivenUp(cpu).isEmpty());
    cpu.simdLevel = QStringLiteral("NEON");
    cpu.eigenSimd = QStringLiteral("ARM NEON");
    EXPECT_TRUE(simdGivenUp(cpu).isEmpty());
}
