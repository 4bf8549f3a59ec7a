#include "clicommon.h"

#include "bench/ceilings.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::CommandLine)
};

void print(const CpuCeilings& c, bool json)
{
    if (json) {
        out() << QJsonDocument(
            QJsonObject { { QStringLiteral("cpu_model"), c.cpuModel }, { QStringLiteral("threads"), c.threads },
                { QStringLiteral("instructions"), c.instructions },
                { QStringLiteral("peak_gflops_one_core"), c.peakGflopsOneCore },
                { QStringLiteral("peak_gflops_all_cores"), c.peakGflopsAllCores },
                { QStringLiteral("bandwidth_gbs"), c.bandwidthGBs }, { QStringLiteral("measured_at"), c.measuredAt } })
                     .toJson(QJsonDocument::Indented);
        return;
    }
    out() << Tr::tr("CPU: %1 (%2 threads), measured %3").arg(c.cpuModel).arg(c.threads).arg(c.measuredAt) << '\n'
          << Tr::tr("FP32 peak (%1 FMA loop): %2 GFLOP/s on one core, %3 GFLOP/s on all cores")
                 .arg(c.instructions)
                 .arg(c.peakGflopsOneCore, 0, 'f', 1)
                 .arg(c.peakGflopsAllCores, 0, 'f', 1)
          << '\n'
          << Tr::tr("Memory bandwidth (triad a = b + s*c, 3 x %1 MiB): %2 GB/s")
                 .arg(kTriadArrayBytes >> 20)
                 .arg(c.bandwidthGBs, 0, 'f', 1)
          << '\n';
}
} // namespace

int runPeaks(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Show this CPU's measured peaks (FP32 FMA GFLOP/s, memory GB/s), the "
                                            "roofs of the roofline chart; --measure measures them (about 3 s)."));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print JSON instead of text."));
    const QCommandLineOption measure(
        QStringLiteral("measure"), Tr::tr("Measure now (again), and keep the numbers for this machine."));
    parser.addOption(json);
    parser.addOption(measure);
    if (const auto done = parseCommand(parser, args))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return usageError(Tr::tr("peaks takes no arguments, got '%1'").arg(parser.positionalArguments().first()),
            helpFor(parser, args.first()));
    const CpuInfo cpu = detectCpu();
    std::optional<CpuCeilings> ceilings = parser.isSet(measure) ? std::nullopt : cachedCpuCeilings(cpu);
    if (!ceilings && !parser.isSet(measure)) {
        err() << Tr::tr("This machine's peaks have not been measured yet: run 'cudaviz peaks --measure' (about 3 s), "
                        "or use the Devices page.")
              << '\n';
        return 1;
    }
    if (!ceilings) {
        QString error;
        ceilings = measureCpuCeilings(nullptr, {}, &error);
        if (!ceilings)
            return commandError(QStringLiteral("peaks"), error);
        if (!saveCpuCeilings(*ceilings, &error))
            err() << Tr::tr("cudaviz: peaks: measured, but not kept: %1").arg(error) << '\n';
    }
    print(*ceilings, parser.isSet(json));
    out().flush();
    return 0;
}

} // namespace cvz
