// cudaviz trace: the memory traffic of one launch, from the emulator (docs/memory-model.md).
#include "clicommon.h"
#include "mappingoptions.h"

#include "device/archlimits.h"
#include "mapping/threadmapping.h"
#include "memory/kernelresources.h"
#include "memory/kerneltrace.h"
#include "memory/occupancy.h"
#include "memory/sitesource.h"
#include "util/wholenumber.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cvz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::TraceCommand)
};

// --per-warp lists every warp instruction: bounded so that the listing stays readable (about
// 60 MB of JSON; the instructions are kept until the report's line numbers are known).
constexpr int64_t kMaxPerWarpInstructions = 150'000;

struct Coordinates
{
    Dim3 block, thread;
};

Coordinates coordinatesOf(const LaunchConfig& launch, int64_t globalThread)
{
    const int64_t perBlock = launch.threadsPerBlock();
    const int64_t b = globalThread / perBlock, t = globalThread % perBlock;
    const Dim3& g = launch.grid;
    const Dim3& d = launch.block;
    return { { b % g.x, (b / g.x) % g.y, b / (g.x * g.y) }, { t % d.x, (t / d.x) % d.y, t / (d.x * d.y) } };
}

// What the occupancy is computed from, and where each number came from.
struct OccupancyInputs
{
    const ArchLimits* arch = nullptr;
    std::optional<int> registers;
    QString registersSource; // "ptxas", "option"
    int64_t sharedBytes = 0;
    QString sharedSource; // "ptxas", "trace"
};

QString jsonString(const QString& s)
{
    QString e = s;
    e.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + e + QLatin1Char('"');
}

class Printer
{
public:
    Printer(const MappingSetup& setup, const MemoryReport& report)
        : m_setup(setup)
        , m_report(report)
        , m_key(teachingKernelKey(setup.kernel))
        , m_sites(m_key, report.sites)
    { }

    int line(uint16_t site) const { return m_sites.line(site); }
    QString code(uint16_t site) const { return m_sites.at(site).code; }
    QString point(const AccessPoint& p) const
    {
        const Coordinates c = coordinatesOf(m_setup.launch, p.thread);
        return QStringLiteral("{\"block\":%1,\"thread\":%2,\"line\":%3}")
            .arg(jsonDim(c.block), jsonDim(c.thread))
            .arg(line(p.site));
    }
    static QString traffic(const GlobalTraffic& t)
    {
        return QStringLiteral(
            "\"load_requests\":%1,\"load_sectors\":%2,\"store_requests\":%3,\"store_sectors\":%4,"
            "\"load_ideal_sectors\":%5,\"store_ideal_sectors\":%6,\"load_lines\":%7,"
            "\"store_lines\":%8,\"load_lanes\":%9,\"store_lanes\":%10,\"load_out_of_bounds_lanes\":%11,"
            "\"store_out_of_bounds_lanes\":%12")
            .arg(t.load.requests)
            .arg(t.load.sectors)
            .arg(t.store.requests)
            .arg(t.store.sectors)
            .arg(t.load.idealSectors)
            .arg(t.store.idealSectors)
            .arg(t.load.lines)
            .arg(t.store.lines)
            .arg(t.load.lanes)
            .arg(t.store.lanes)
            .arg(t.load.outOfBoundsLanes)
            .arg(t.store.outOfBoundsLanes);
    }

    QString json(const std::optional<Occupancy>& occupancy, const OccupancyInputs& in, double seconds) const
    {
        const MemoryReport& r = m_report;
        QString o = QStringLiteral("{\"kernel\":%1,\"grid\":%2,\"block\":%3,\"guard\":%4,")
                        .arg(jsonString(m_key), jsonDim(m_setup.launch.grid), jsonDim(m_setup.launch.block),
                            m_setup.guard ? QStringLiteral("true") : QStringLiteral("false"));
        if (isMatmul(m_setup.kernel))
            o += QStringLiteral("\"shape\":{\"m\":%1,\"k\":%2,\"n\":%3},")
                     .arg(matmulOf(m_setup.shape).m)
                     .arg(matmulOf(m_setup.shape).k)
                     .arg(matmulOf(m_setup.shape).n);
        o += QStringLiteral("\"accesses\":%1,\"warp_instructions\":%2,\"seconds\":%3,")
                 .arg(r.accesses)
                 .arg(r.warpInstructions)
                 .arg(seconds, 0, 'f', 3);
        o += trafficJson();
        o += QStringLiteral("\"by_line\":[");
        o += byLineJson();
        o += QStringLiteral("],\"races\":[");
        o += racesJson();
        o += QStringLiteral("],\"race_count\":%1,\"out_of_bounds\":[").arg(r.hazardCount);
        o += outOfBoundsJson();
        o += QStringLiteral("],\"out_of_bounds_count\":%1,\"barrier_divergence\":[").arg(r.outOfBoundsCount);
        o += barrierDivergenceJson();
        o += QStringLiteral("],\"barrier_divergence_count\":%1,").arg(r.barrierDivergenceCount);
        o += QStringLiteral("\"occupancy\":") + occupancyJson(occupancy, in);
        return o;
    }

    static QString occupancyJson(const std::optional<Occupancy>& occ, const OccupancyInputs& in)
    {
        const QString arch = QStringLiteral("sm_%1%2").arg(in.arch->ccMajor).arg(in.arch->ccMinor);
        if (!occ)
            return QStringLiteral("{\"arch\":\"%1\",\"registers\":null,\"shared_bytes\":%2,\"note\":%3}")
                .arg(arch)
                .arg(in.sharedBytes)
                .arg(jsonString(QStringLiteral("built without the GPU module: give --registers")));
        return QStringLiteral("{\"arch\":\"%1\",\"registers\":%2,\"registers_from\":\"%3\",\"shared_bytes\":%4,"
                              "\"shared_from\":\"%5\",\"blocks_per_sm\":%6,\"active_warps\":%7,\"max_warps\":%8,"
                              "\"occupancy\":%9,\"limit\":\"%10\"}")
            .arg(arch)
            .arg(*in.registers)
            .arg(in.registersSource)
            .arg(in.sharedBytes)
            .arg(in.sharedSource)
            .arg(occ->blocksPerSm)
            .arg(occ->activeWarps)
            .arg(occ->maxWarps)
            .arg(occ->occupancy, 0, 'g', 6)
            .arg(QLatin1String(occupancyLimitKey(occ->limit)));
    }

    QString text(const std::optional<Occupancy>& occ, const OccupancyInputs& in, double seconds) const
    {
        const MemoryReport& r = m_report;
        QString o = Tr::tr("%1: gridDim %2, blockDim %3; %4 accesses in %5 warp instructions (traced in %6 s)")
                        .arg(m_key, toString(m_setup.launch.grid), toString(m_setup.launch.block))
                        .arg(r.accesses)
                        .arg(r.warpInstructions)
                        .arg(seconds, 0, 'f', 2)
            + QLatin1Char('\n');
        const auto row = [](const QString& what, const Traffic& t) {
            return Tr::tr("  %1: %2 requests, %3 sectors (%4 per request; ideal %5), efficiency %6 %")
                       .arg(what)
                       .arg(t.requests)
                       .arg(t.sectors)
                       .arg(t.sectorsPerRequest(), 0, 'f', 2)
                       .arg(t.idealSectors)
                       .arg(100.0 * t.efficiency(), 0, 'f', 0)
                + (t.outOfBoundsLanes > 0
                        ? Tr::tr("; %n lane(s) of them out of bounds, counted: a GPU issues their addresses too",
                            nullptr, int(std::min<int64_t>(t.outOfBoundsLanes, INT32_MAX)))
                        : QString())
                + QLatin1Char('\n');
        };
        o += Tr::tr("Global memory (32-byte sectors):") + QLatin1Char('\n');
        o += row(Tr::tr("loads"), r.global.load) + row(Tr::tr("stores"), r.global.store);
        if (r.shared.requests() > 0)
            o += Tr::tr("Shared memory: %1 loads in %2 wavefronts, %3 stores in %4 wavefronts (conflict degree %5)")
                     .arg(r.shared.loadRequests)
                     .arg(r.shared.loadWavefronts)
                     .arg(r.shared.storeRequests)
                     .arg(r.shared.storeWavefronts)
                     .arg(r.shared.conflictDegree(), 0, 'f', 2)
                + QLatin1Char('\n');
        o += byLineText();
        o += Tr::tr("Races: %1; out-of-bounds accesses: %2; divergent barriers: %3")
                 .arg(r.hazardCount)
                 .arg(r.outOfBoundsCount)
                 .arg(r.barrierDivergenceCount)
            + QLatin1Char('\n');
        for (const Hazard& h : r.hazards)
            o += Tr::tr("  %1 on %2 (%3): thread %4 (line %5) then thread %6 (line %7), %8 times")
                     .arg(QLatin1String(hazardKindKey(h.kind)), r.arrays[h.array].name,
                         h.shared ? Tr::tr("shared") : Tr::tr("global"))
                     .arg(h.first.thread)
                     .arg(line(h.first.site))
                     .arg(h.second.thread)
                     .arg(line(h.second.site))
                     .arg(h.count)
                + QLatin1Char('\n');
        o += occupancyText(occ, in);
        return o;
    }

private:
    // "global" (in all and by buffer) and "shared", each with its comma.
    QString trafficJson() const
    {
        const MemoryReport& r = m_report;
        QString o = QStringLiteral("\"global\":{") + traffic(r.global) + QStringLiteral(",\"by_buffer\":{");
        bool first = true;
        for (size_t a = 0; a < r.arrays.size(); ++a) {
            if (r.arrays[a].shared)
                continue;
            o += (first ? QString() : QStringLiteral(",")) + jsonString(r.arrays[a].name) + QStringLiteral(":{")
                + traffic(r.globalByArray[a]) + QLatin1Char('}');
            first = false;
        }
        o += QStringLiteral("}},");
        o += QStringLiteral("\"shared\":{\"load_requests\":%1,\"load_wavefronts\":%2,\"store_requests\":%3,"
                            "\"store_wavefronts\":%4},")
                 .arg(r.shared.loadRequests)
                 .arg(r.shared.loadWavefronts)
                 .arg(r.shared.storeRequests)
                 .arg(r.shared.storeWavefronts);
        return o;
    }

    // The elements of "by_line", without the brackets.
    QString byLineJson() const
    {
        const MemoryReport& r = m_report;
        QString o;
        bool first = true;
        for (const SiteTraffic& s : r.bySite) {
            o += (first ? QString() : QStringLiteral(","))
                + QStringLiteral("\n{\"line\":%1,\"code\":%2,").arg(line(s.site)).arg(jsonString(code(s.site)))
                + QStringLiteral("\"buffer\":%1,\"space\":\"%2\",\"write\":%3,")
                      .arg(jsonString(r.arrays[s.array].name),
                          s.shared ? QStringLiteral("shared") : QStringLiteral("global"),
                          s.write ? QStringLiteral("true") : QStringLiteral("false"));
            if (s.shared)
                o += QStringLiteral("\"requests\":%1,\"wavefronts\":%2}")
                         .arg(s.sharedTraffic.requests())
                         .arg(s.sharedTraffic.wavefronts());
            else
                o += QStringLiteral("\"requests\":%1,\"sectors\":%2,\"ideal_sectors\":%3,\"lines\":%4}")
                         .arg(s.global.requests)
                         .arg(s.global.sectors)
                         .arg(s.global.idealSectors)
                         .arg(s.global.lines);
            first = false;
        }
        return o;
    }

    // The elements of "races", without the brackets.
    QString racesJson() const
    {
        const MemoryReport& r = m_report;
        QString o;
        bool first = true;
        for (const Hazard& h : r.hazards) {
            o += (first ? QString() : QStringLiteral(","))
                + QStringLiteral("\n{\"kind\":\"%1\",\"space\":\"%2\",\"buffer\":%3,\"address\":%4,\"first\":%5,"
                                 "\"second\":%6,\"count\":%7}")
                      .arg(QLatin1String(hazardKindKey(h.kind)),
                          h.shared ? QStringLiteral("shared") : QStringLiteral("global"),
                          jsonString(r.arrays[h.array].name))
                      .arg(h.address)
                      .arg(point(h.first), point(h.second))
                      .arg(h.count);
            first = false;
        }
        return o;
    }

    // The elements of "out_of_bounds", without the brackets.
    QString outOfBoundsJson() const
    {
        const MemoryReport& r = m_report;
        QString o;
        bool first = true;
        for (const OutOfBoundsAccess& b : r.outOfBounds) {
            const Coordinates c = coordinatesOf(m_setup.launch, b.who.thread);
            o += (first ? QString() : QStringLiteral(","))
                + QStringLiteral("\n{\"buffer\":%1,\"index\":%2,\"block\":%3,\"thread\":%4,\"line\":%5,\"write\":%6}")
                      .arg(jsonString(r.arrays[b.array].name))
                      .arg(b.element)
                      .arg(jsonDim(c.block), jsonDim(c.thread))
                      .arg(line(b.who.site))
                      .arg(b.write ? QStringLiteral("true") : QStringLiteral("false"));
            first = false;
        }
        return o;
    }

    // The elements of "barrier_divergence", without the brackets.
    QString barrierDivergenceJson() const
    {
        const MemoryReport& r = m_report;
        QString o;
        bool first = true;
        for (const BarrierDivergence& d : r.barrierDivergences) {
            const Coordinates c = coordinatesOf(m_setup.launch, d.block * m_setup.launch.threadsPerBlock());
            o += (first ? QString() : QStringLiteral(","))
                + QStringLiteral("\n{\"block\":%1,\"line\":%2,\"arrived\":%3,\"threads\":%4,\"mixed_barriers\":%5}")
                      .arg(jsonDim(c.block))
                      .arg(line(d.site))
                      .arg(d.arrived)
                      .arg(d.threads)
                      .arg(d.mixedSites ? QStringLiteral("true") : QStringLiteral("false"));
            first = false;
        }
        return o;
    }

    // "By line:" and a line for each access in the source.
    QString byLineText() const
    {
        const MemoryReport& r = m_report;
        QString o = Tr::tr("By line:") + QLatin1Char('\n');
        for (const SiteTraffic& s : r.bySite) {
            const QString where
                = QStringLiteral("  %1 %2 %3 (line %4): ")
                      .arg(s.write ? Tr::tr("store") : Tr::tr("load"), r.arrays[s.array].name, code(s.site))
                      .arg(line(s.site));
            o += where
                + (s.shared ? Tr::tr("%1 requests, %2 wavefronts")
                                  .arg(s.sharedTraffic.requests())
                                  .arg(s.sharedTraffic.wavefronts())
                            : Tr::tr("%1 requests, %2 sectors/request")
                                  .arg(s.global.requests)
                                  .arg(s.global.sectorsPerRequest(), 0, 'f', 2))
                + QLatin1Char('\n');
        }
        return o;
    }

    static QString occupancyText(const std::optional<Occupancy>& occ, const OccupancyInputs& in)
    {
        QString o;
        const QString arch = QStringLiteral("sm_%1%2").arg(in.arch->ccMajor).arg(in.arch->ccMinor);
        if (occ)
            o += Tr::tr("Occupancy on %1: %2 registers (%3), %4 bytes shared (%5): %6 blocks per SM, %7 of %8 warps "
                        "= %9 %, limited by %10")
                     .arg(arch)
                     .arg(*in.registers)
                     .arg(in.registersSource)
                     .arg(in.sharedBytes)
                     .arg(in.sharedSource)
                     .arg(occ->blocksPerSm)
                     .arg(occ->activeWarps)
                     .arg(occ->maxWarps)
                     .arg(100.0 * occ->occupancy, 0, 'f', 0)
                     .arg(QLatin1String(occupancyLimitKey(occ->limit)))
                + QLatin1Char('\n');
        else
            o += Tr::tr("Occupancy on %1: unknown registers per thread (this build has no GPU module); give "
                        "--registers N")
                     .arg(arch)
                + QLatin1Char('\n');
        return o;
    }

    const MappingSetup& m_setup;
    const MemoryReport& m_report;
    QString m_key;
    SiteLocator m_sites;
};

QString instructionJson(const WarpInstruction& ins, const Printer& printer, const MemoryLayout& layout,
    const std::vector<TracedArray>& arrays)
{
    QStringList lanes;
    for (int l = 0; l < kWarpSize; ++l) {
        const uint32_t bit = 1u << l;
        lanes << (ins.laneMask & bit ? QString::number(layout.address(ins.array, ins.element[size_t(l)]))
                                     : QStringLiteral("null"));
    }
    return QStringLiteral("{\"block\":%1,\"warp\":%2,\"site\":%3,\"line\":%4,\"occurrence\":%5,\"buffer\":%6,"
                          "\"write\":%7,\"active_lanes\":%8,\"addresses\":[%9],\"sectors\":%10,\"lines\":%11,"
                          "\"ideal_sectors\":%12,\"wavefronts\":%13,\"out_of_bounds_lanes\":%14}")
        .arg(ins.block)
        .arg(ins.warp)
        .arg(ins.site)
        .arg(printer.line(ins.site))
        .arg(ins.occurrence)
        .arg(jsonString(arrays[ins.array].name))
        .arg(ins.write ? QStringLiteral("true") : QStringLiteral("false"))
        .arg(ins.activeLanes())
        .arg(lanes.join(QLatin1Char(',')))
        .arg(ins.sectors)
        .arg(ins.lines)
        .arg(ins.idealSectors)
        .arg(ins.wavefronts)
        .arg(ins.outOfBoundsLanes());
}

int fail(const QString& message)
{
    return commandError(QStringLiteral("trace"), message);
}

// The architecture named "sm_XY", or null when there is none such.
const ArchLimits* archNamed(const QString& name)
{
    static const QRegularExpression archPattern(QStringLiteral("^sm_(\\d+)$"));
    const QRegularExpressionMatch m = archPattern.match(name);
    const ArchLimits* limits = nullptr;
    if (m.hasMatch()) {
        const int cc = m.captured(1).toInt();
        for (const ArchLimits& a : archLimitsTable())
            if (a.ccMajor * 10 + a.ccMinor == cc)
                limits = &a;
    }
    return limits;
}

// The registers per thread from --registers or else from ptxas; the error message when the
// option's value is out of range.
std::optional<QString> readRegisters(const QCommandLineParser& parser, const QCommandLineOption& registers,
    const std::optional<KernelResources>& compiled, OccupancyInputs* in)
{
    if (parser.isSet(registers)) {
        QString why;
        const auto r = parseWholeNumber(parser.value(registers), &why);
        if (!r || *r < 1 || *r > in->arch->maxRegistersPerThread)
            return Tr::tr("--registers must be 1 to %1").arg(in->arch->maxRegistersPerThread);
        in->registers = int(*r);
        in->registersSource = QStringLiteral("option");
    } else if (compiled) {
        in->registers = compiled->registers;
        in->registersSource = QStringLiteral("ptxas");
    }
    return std::nullopt;
}

// Traces the launch and prints the report (with --per-warp, every warp instruction too).
int traceAndPrint(const MappingSetup& setup, OccupancyInputs in, const std::optional<KernelResources>& compiled,
    bool json, bool perWarp)
{
    std::function<void(const WarpInstruction&)> sink;
    std::vector<WarpInstruction> kept;
    if (perWarp)
        sink = [&](const WarpInstruction& ins) { kept.push_back(ins); };
    const TraceOutcome traced = traceKernel(setup, nullptr, {}, sink);
    if (!traced.report)
        return fail(traced.error);
    const MemoryReport& report = *traced.report;
    int64_t staticShared = 0;
    for (const TracedArray& a : report.arrays)
        if (a.shared)
            staticShared += a.size * kElementBytes;
    in.sharedBytes = compiled ? compiled->sharedBytes : staticShared;
    in.sharedSource = compiled ? QStringLiteral("ptxas") : QStringLiteral("trace");
    std::optional<Occupancy> occupancy;
    if (in.registers)
        occupancy = computeOccupancy(*in.arch, { setup.launch.threadsPerBlock(), *in.registers, in.sharedBytes });
    const Printer printer(setup, report);
    if (!json) {
        out() << printer.text(occupancy, in, traced.seconds);
        return 0;
    }
    QString text = printer.json(occupancy, in, traced.seconds);
    if (perWarp) {
        const MemoryLayout instructionLayout(report.arrays);
        text += QStringLiteral(",\"warp_instruction_list\":[");
        for (size_t i = 0; i < kept.size(); ++i)
            text += (i ? QStringLiteral(",\n") : QStringLiteral("\n"))
                + instructionJson(kept[i], printer, instructionLayout, report.arrays);
        text += QLatin1Char(']');
    }
    out() << text << "}\n";
    return 0;
}

} // namespace

int runTrace(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Count the memory traffic of one launch, exactly, by running the kernel in the CPU emulator: 32-byte "
               "sectors per warp instruction, shared-memory wavefronts (bank conflicts), races, out-of-bounds "
               "accesses, divergent barriers and occupancy. See docs/memory-model.md.\n"
               "Budget: at most %1 million accesses in all and %2 million in one block.")
            .arg(kMaxTraceTotalAccesses / 1'000'000)
            .arg(kMaxTraceBlockAccesses / 1'000'000));
    // --kernel, the sizes the catalog names, --grid, --block, --no-guard.
    const MappingOptions launch;
    const QCommandLineOption arch(QStringLiteral("arch"),
        Tr::tr("Architecture for occupancy: sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_100 or sm_120 (default "
               "sm_90)."),
        QStringLiteral("sm_XY"), QStringLiteral("sm_90"));
    const QCommandLineOption registers(QStringLiteral("registers"),
        Tr::tr("Registers per thread for occupancy (default: what ptxas gave the kernel)."), QStringLiteral("R"));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the report as JSON."));
    const QCommandLineOption perWarp(QStringLiteral("per-warp"),
        Tr::tr("With --json: list every warp instruction (at most %1 of them).").arg(kMaxPerWarpInstructions));
    launch.addTo(parser);
    parser.addOptions({ arch, registers, json, perWarp });
    if (const auto done = parseCommand(parser, args))
        return *done;
    const QString usage = helpFor(parser, args.first());
    if (!parser.positionalArguments().isEmpty())
        return usageError(Tr::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()), usage);

    QString why;
    const auto built = launch.read(parser, &why);
    if (!built)
        return fail(why);
    const MappingSetup& setup = *built;
    const TeachingKernel kernelId = setup.kernel;

    const ArchLimits* limits = archNamed(parser.value(arch));
    if (!limits)
        return usageError(Tr::tr("unknown architecture '%1'").arg(parser.value(arch)), usage);
    OccupancyInputs in;
    in.arch = limits;
    const auto compiled = compiledResourcesOf(teachingKernelKey(kernelId), limits->ccMajor, limits->ccMinor);
    if (const auto error = readRegisters(parser, registers, compiled, &in))
        return fail(*error);
    if (parser.isSet(perWarp) && !parser.isSet(json))
        return usageError(Tr::tr("--per-warp needs --json"), usage);
    if (const auto error = validateTrace(setup))
        return fail(*error);
    // A full warp turns 32 accesses into one instruction; a block of fewer threads, fewer.
    const int64_t instructions = ceilDiv(
        estimatedAccesses(setup), std::min<int64_t>(32, std::max<int64_t>(1, setup.launch.threadsPerBlock())));
    if (parser.isSet(perWarp) && instructions > kMaxPerWarpInstructions)
        return fail(Tr::tr("--per-warp would list about %1 warp instructions; it lists at most %2. Choose a smaller "
                           "problem.")
                        .arg(instructions)
                        .arg(kMaxPerWarpInstructions));
    return traceAndPrint(setup, in, compiled, parser.isSet(json), parser.isSet(perWarp));
}

} // namespace cvz
