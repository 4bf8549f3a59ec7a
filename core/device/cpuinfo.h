#pragma once

#include <QString>
#include <QStringList>

namespace cvz {

// What the CPU side of a comparison runs on. Every benchmark result records it.
struct CpuInfo
{
    QString model; // "AMD EPYC 7B13", or the architecture when the model is unknown
    QString architecture; // QSysInfo::currentCpuArchitecture(): "x86_64", "arm64", ...
    int logicalCores = 0; // hardware threads the OS offers
    int physicalCores = 0; // 0 when it cannot be told
    QString simdLevel; // best vector extension the CPU supports: "AVX-512", "AVX2 + FMA", "NEON", ...
    QStringList simdFeatures; // every extension detected, oldest first
    QString eigenSimd; // the instruction sets Eigen was compiled to use
};

CpuInfo detectCpu();

// What a portable build gave up on this CPU: empty when Eigen was compiled for the CPU's best
// vector extension; otherwise a sentence naming both and what to do (cpu-openblas chooses its
// kernel at run time and keeps the full speed).
QString simdGivenUp(const CpuInfo& cpu);

// Parsers for /proc/cpuinfo, separate so that tests can feed them known text.
QString parseCpuModel(const QString& procCpuinfo);
int parsePhysicalCores(const QString& procCpuinfo);

// The best level named in a feature list such as {"SSE4.2", "AVX", "AVX2", "FMA"}.
QString simdLevelFromFeatures(const QStringList& features);

} // namespace cvz
