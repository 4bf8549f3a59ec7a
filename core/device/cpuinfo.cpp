#include "cpuinfo.h"

#include <QCoreApplication>

#include <Eigen/Core>
#include <QFile>
#include <QSet>
#include <QSysInfo>
#include <thread>
#include <utility>

namespace cvz {

namespace {

QString readProcCpuinfo()
{
    QFile file(QStringLiteral("/proc/cpuinfo"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll());
}

// "key : value" lines; returns the trimmed value when the key matches.
bool splitField(const QString& line, const QString& key, QString* value)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    if (colon < 0 || line.left(colon).trimmed() != key)
        return false;
    *value = line.mid(colon + 1).trimmed();
    return true;
}

QStringList detectSimdFeatures()
{
    QStringList features;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
    const std::pair<const char*, bool> checks[] = {
        { "SSE2", __builtin_cpu_supports("sse2") },
        { "SSE4.1", __builtin_cpu_supports("sse4.1") },
        { "SSE4.2", __builtin_cpu_supports("sse4.2") },
        { "AVX", __builtin_cpu_supports("avx") },
        { "AVX2", __builtin_cpu_supports("avx2") },
        { "FMA", __builtin_cpu_supports("fma") },
        { "AVX-512F", __builtin_cpu_supports("avx512f") },
    };
    for (const auto& [name, supported] : checks)
        if (supported)
            features << QString::fromLatin1(name);
#elif defined(__aarch64__)
    features << QStringLiteral("NEON"); // mandatory on AArch64
#endif
    return features;
}

} // namespace

QString parseCpuModel(const QString& procCpuinfo)
{
    // x86 says "model name"; many ARM kernels say "Model" or only "Hardware".
    const QString keys[] = { QStringLiteral("model name"), QStringLiteral("Model"), QStringLiteral("Hardware") };
    const QStringList lines = procCpuinfo.split(QLatin1Char('\n'));
    for (const QString& key : keys) {
        QString value;
        for (const QString& line : lines)
            if (splitField(line, key, &value) && !value.isEmpty())
                return value.simplified();
    }
    return {};
}

int parsePhysicalCores(const QString& procCpuinfo)
{
    // Unique (physical id, core id) pairs; a VM that hides them gives 0 ("unknown").
    QSet<QString> cores;
    QString physicalId;
    QString value;
    for (const QString& line : procCpuinfo.split(QLatin1Char('\n'))) {
        if (splitField(line, QStringLiteral("physical id"), &value))
            physicalId = value;
        else if (splitField(line, QStringLiteral("core id"), &value))
            cores.insert(physicalId + QLatin1Char('/') + value);
    }
    return static_cast<int>(cores.size());
}

QString simdLevelFromFeatures(const QStringList& features)
{
    if (features.contains(QStringLiteral("AVX-512F")))
        return QStringLiteral("AVX-512");
    if (features.contains(QStringLiteral("AVX2")))
        return features.contains(QStringLiteral("FMA")) ? QStringLiteral("AVX2 + FMA") : QStringLiteral("AVX2");
    for (const char* level : { "AVX", "SSE4.2", "SSE4.1", "SSE2", "NEON" })
        if (features.contains(QString::fromLatin1(level)))
            return QString::fromLatin1(level);
    return QStringLiteral("none");
}

CpuInfo detectCpu()
{
    CpuInfo info;
    const QString text = readProcCpuinfo();
    info.architecture = QSysInfo::currentCpuArchitecture();
    info.model = parseCpuModel(text);
    if (info.model.isEmpty())
        info.model = info.architecture;
    info.logicalCores = static_cast<int>(std::thread::hardware_concurrency());
    info.physicalCores = parsePhysicalCores(text);
    info.simdFeatures = detectSimdFeatures();
    info.simdLevel = simdLevelFromFeatures(info.simdFeatures);
    info.eigenSimd = QString::fromLatin1(Eigen::SimdInstructionSetsInUse());
    return info;
}

QString simdGivenUp(const CpuInfo& cpu)
{
    // Eigen 3.4 names AVX2 only in its AVX-512 list: an AVX2 build says "AVX SSE, SSE2, ...".
    // So "AVX" stands for AVX or AVX2 here, and only a missing level is reported.
    const bool cpuAvx512 = cpu.simdLevel == QStringLiteral("AVX-512");
    const bool cpuAvx2 = cpuAvx512 || cpu.simdLevel.startsWith(QStringLiteral("AVX2"));
    const bool eigenAvx512 = cpu.eigenSimd.contains(QStringLiteral("AVX512"));
    const bool eigenAvx = cpu.eigenSimd.contains(QStringLiteral("AVX"));
    if (!((cpuAvx512 && !eigenAvx512) || (cpuAvx2 && !eigenAvx)))
        return {};
    return QCoreApplication::translate("cvz::CpuInfo",
        "Eigen in this build uses %1, not this CPU's %2 (a portable build, or a compiler older than the CPU), so "
        "cpu-eigen runs below the CPU's speed. cpu-openblas chooses its kernel at run time and is not affected; "
        "build with -DCUDAVIZ_NATIVE=ON and a compiler that knows this CPU for a full-speed cpu-eigen.")
        .arg(cpu.eigenSimd.section(QStringLiteral(", "), 0, 0), cpu.simdLevel);
}

} // namespace cvz
