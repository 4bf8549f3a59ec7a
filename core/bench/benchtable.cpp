#include "benchtable.h"
#include "util/chinesespacing.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>
#include <algorithm>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::BenchTable)
};

QString ms(std::optional<double> v)
{
    return !v || *v < 0 ? QStringLiteral("-") : QString::number(*v, 'f', *v < 10 ? 3 : 1);
}
} // namespace

std::optional<double> percentOfPeak(const MachineInfo& m, const BenchResult& r)
{
    if (r.status != RunStatus::Ok || !(r.gflops > 0))
        return std::nullopt;
    std::optional<double> peak;
    if (isGpu(r.backend)) {
        peak = r.backend == Backend::GpuCublasTf32 ? m.gpuPeakTf32Gflops
            : r.backend == Backend::GpuCublasFp16  ? m.gpuPeakFp16Gflops
                                                   : m.gpuPeakFp32Gflops;
    } else {
        // One core's peak per thread, up to the all-core peak: on an SMT machine as many threads
        // as physical cores already reach it (two hardware threads share one core's FMA units).
        const int threads = std::max(1, int(r.threads.value_or(m.cpuThreads)));
        if (threads == 1)
            peak = m.cpuPeakGflopsOneCore;
        else if (m.cpuPeakGflopsOneCore && m.cpuPeakGflopsAllCores)
            peak = std::min(*m.cpuPeakGflopsAllCores, *m.cpuPeakGflopsOneCore * threads);
        else
            peak = m.cpuPeakGflopsAllCores;
    }
    if (!peak || !(*peak > 0))
        return std::nullopt;
    return 100.0 * r.gflops / *peak;
}

QString resultNote(const BenchResult& r)
{
    if (!r.noisy())
        return r.message;
    QStringList why;
    if (r.stats.noisy())
        why << Tr::tr("IQR is %1% of the median").arg(100.0 * r.stats.iqr() / r.stats.median, 0, 'f', 0);
    if (r.contended()) {
        QString busy = Tr::tr("its %n thread(s) got %1% of their cores", nullptr, int(r.threads.value_or(1)))
                           .arg(100.0 * *r.cpuShare, 0, 'f', 0);
        if (r.loadAverage)
            busy += Tr::tr(" (1-minute load average %1, this benchmark's own threads included)")
                        .arg(*r.loadAverage, 0, 'f', 1);
        why << busy;
    }
    return Tr::tr("noisy: %1").arg(why.join(clauseSeparator()));
}

QString benchResultsToText(const BenchResultSet& set)
{
    QString text;
    QTextStream out(&text);
    const MachineInfo& m = set.machine;
    out << Tr::tr("CPU: %1, %2 threads for cpu-eigen, SIMD %3; %4")
               .arg(m.cpu.model)
               .arg(m.cpuThreads)
               .arg(m.cpu.simdLevel, m.compiler)
        << '\n';
    if (m.cpuPeakGflopsOneCore && m.cpuPeakGflopsAllCores && m.cpuBandwidthGBs)
        out << Tr::tr("CPU peak (measured): %1 GFLOP/s on one core, %2 on all cores; memory %3 GB/s (triad)")
                   .arg(*m.cpuPeakGflopsOneCore, 0, 'f', 0)
                   .arg(*m.cpuPeakGflopsAllCores, 0, 'f', 0)
                   .arg(*m.cpuBandwidthGBs, 0, 'f', 1)
            << '\n';
    if (const QString givenUp = simdGivenUp(m.cpu); !givenUp.isEmpty())
        out << givenUp << '\n';
    if (!m.openblas.isEmpty())
        out << Tr::tr("cpu-openblas: %1").arg(m.openblas) << '\n';
    out << (m.gpuName.isEmpty() ? Tr::tr("GPU: none (%1)").arg(m.gpuReason)
                                : Tr::tr("GPU: %1 (compute capability %2)").arg(m.gpuName, m.computeCapability))
        << "\n\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9  %10\n")
               .arg(Tr::tr("backend"), -16)
               .arg(Tr::tr("MxKxN"), -16)
               .arg(Tr::tr("median ms"), 10)
               .arg(Tr::tr("IQR ms"), 9)
               .arg(Tr::tr("GFLOP/s") + QStringLiteral(" ") + Tr::tr("%peak"), 15)
               .arg(Tr::tr("H2D ms"), 8)
               .arg(Tr::tr("D2H ms"), 8)
               .arg(Tr::tr("max rel err"), 11)
               .arg(Tr::tr("status"), -7)
               .arg(Tr::tr("note"));
    for (const BenchResult& r : set.results) {
        const bool ok = r.status == RunStatus::Ok;
        const std::optional<double> percent = percentOfPeak(m, r);
        const QString note = resultNote(r);
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9  %10\n")
                   .arg(backendKey(r.backend), -16)
                   .arg(QStringLiteral("%1x%2x%3").arg(r.m).arg(r.k).arg(r.n), -16)
                   .arg(ok ? ms(r.stats.median) : QStringLiteral("-"), 10)
                   .arg(ok ? ms(r.stats.iqr()) : QStringLiteral("-"), 9)
                   .arg((ok ? QString::number(r.gflops, 'f', 1) : QStringLiteral("-")) + QStringLiteral(" ")
                           + (percent ? QString::number(*percent, 'f', 0) + QLatin1Char('%') : QStringLiteral("-")),
                       15)
                   .arg(ms(r.h2dMs), 8)
                   .arg(ms(r.d2hMs), 8)
                   .arg(r.maxRelError ? QString::number(*r.maxRelError, 'e', 1) : QStringLiteral("-"), 11)
                   .arg(runStatusKey(r.status), -7)
                   .arg(note);
    }
    return text;
}

} // namespace cvz
