#include "chartdata.h"

#include "bench/laddertraffic.h"
#include "bench/stats.h"

#include <QRegularExpression>

#include <QCoreApplication>
#include <cmath>
#include <map>
#include <set>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ChartData)
};

struct SizeKey
{
    long long m, k, n;
    bool operator<(const SizeKey& o) const
    {
        const double a = double(m) * double(k) * double(n), b = double(o.m) * double(o.k) * double(o.n);
        return a != b ? a < b : std::tie(m, k, n) < std::tie(o.m, o.k, o.n);
    }
};

QString sizeLabel(const SizeKey& s)
{
    if (s.m == s.k && s.k == s.n)
        return QString::number(s.m) + QChar(0x00B3); // "1024³"; not arg(): ³ counts as a digit
    return QStringLiteral("%1×%2×%3").arg(s.m).arg(s.k).arg(s.n);
}

double effectiveSize(const BenchResult& r)
{
    return std::cbrt(double(r.m) * double(r.k) * double(r.n));
}

QString seriesName(Backend b, const QString& machine, bool several)
{
    return several ? QStringLiteral("%1 · %2").arg(backendKey(b), compactMachineLabel(machine)) : backendKey(b);
}

} // namespace

DisplayUnit timeUnit(double smallestMs, double largestMs)
{
    if (largestMs > 0 && largestMs < 1.0)
        return { 1000.0, QStringLiteral("µs") };
    if (smallestMs >= 1000.0)
        return { 0.001, QStringLiteral("s") };
    return { 1.0, QStringLiteral("ms") };
}

DisplayUnit throughputUnit(double largestGflops)
{
    if (largestGflops >= 10000.0)
        return { 0.001, QStringLiteral("TFLOP/s") };
    return { 1.0, QStringLiteral("GFLOP/s") };
}

QString compactMachineLabel(const QString& label)
{
    // CPU model strings carry marks and words a legend does not need: "Intel(R) Xeon(R)
    // Platinum 8480+ Processor" reads as "Intel Xeon Platinum 8480+".
    static const QRegularExpression noise(
        QStringLiteral("\\((R|TM|tm|r)\\)|\\b(CPU|Processor|[0-9]+-Core)\\b|@\\s*[0-9.]+\\s*GHz"));
    QString compact = label;
    compact.remove(noise);
    compact = compact.simplified();
    return compact.isEmpty() ? label.simplified() : compact;
}

namespace {

QString machineLabel(const ChartSource& s)
{
    return !s.label.isEmpty()            ? s.label
        : !s.set.machine.label.isEmpty() ? s.set.machine.label
                                         : s.set.machine.cpu.model;
}

bool anyGpu(const std::vector<ChartSource>& sources)
{
    for (const ChartSource& s : sources)
        for (const BenchResult& r : s.set.results)
            if (isGpu(r.backend) && r.status == RunStatus::Ok)
                return true;
    return false;
}

QString noGpuCaption()
{
    return Tr::tr("No CUDA GPU found — CPU only. This is expected, not a failure.");
}

QString gpuReasons(const std::vector<ChartSource>& sources)
{
    QStringList reasons;
    for (const ChartSource& s : sources)
        if (!s.set.machine.gpuReason.isEmpty())
            reasons << QStringLiteral("%1: %2").arg(machineLabel(s), s.set.machine.gpuReason);
    return reasons.join(QLatin1Char('\n'));
}

// Backends in the fixed order, per machine, that have at least one ok result.
template <class F> void forEachSeries(const std::vector<ChartSource>& sources, F&& f)
{
    const bool several = sources.size() > 1;
    for (const ChartSource& source : sources)
        for (Backend b : allBackends()) {
            std::vector<const BenchResult*> ok;
            for (const BenchResult& r : source.set.results)
                if (r.backend == b && r.status == RunStatus::Ok)
                    ok.push_back(&r);
            if (!ok.empty())
                f(source, b, seriesName(b, machineLabel(source), several), ok);
        }
}

void appendCaption(QString& caption, const QString& more)
{
    if (!more.isEmpty())
        caption += (caption.isEmpty() ? QString() : QStringLiteral("\n")) + more; // a line each
}

double metricValue(const BenchResult& r, ChartMetric metric, double SampleStats::*field)
{
    const double ms = r.stats.*field;
    if (metric == ChartMetric::TimeMs)
        return ms;
    return gflops(matmulFlops(r.m, r.n, r.k), ms);
}
} // namespace

QString chartKindKey(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Bars:
        return QStringLiteral("bars");
    case ChartKind::Stacked:
        return QStringLiteral("stacked");
    case ChartKind::Sweep:
        return QStringLiteral("sweep");
    case ChartKind::Speedup:
        return QStringLiteral("speedup");
    case ChartKind::Roofline:
        return QStringLiteral("roofline");
    }
    return {};
}

std::optional<ChartKind> chartKindFromKey(const QString& key)
{
    for (ChartKind k :
        { ChartKind::Bars, ChartKind::Stacked, ChartKind::Sweep, ChartKind::Speedup, ChartKind::Roofline })
        if (chartKindKey(k) == key)
            return k;
    return std::nullopt;
}

BarChartData buildBarChart(const std::vector<ChartSource>& sources, ChartMetric metric)
{
    BarChartData data;
    data.title = metric == ChartMetric::TimeMs ? Tr::tr("C = A × B: median time per backend")
                                               : Tr::tr("C = A × B: throughput per backend");
    data.yTitle = metric == ChartMetric::TimeMs ? Tr::tr("Median %1") : Tr::tr("%1 (from the median)");
    std::set<SizeKey> sizes;
    for (const ChartSource& s : sources)
        for (const BenchResult& r : s.set.results)
            if (r.status == RunStatus::Ok)
                sizes.insert({ r.m, r.k, r.n });
    std::vector<SizeKey> ordered(sizes.begin(), sizes.end());
    for (const SizeKey& s : ordered)
        data.categories << sizeLabel(s);
    forEachSeries(sources,
        [&](const ChartSource& source, Backend b, const QString& name, const std::vector<const BenchResult*>& ok) {
            BarSeriesData series;
            series.name = name;
            series.backend = b;
            series.machine = machineLabel(source);
            for (const SizeKey& s : ordered) {
                const BenchResult* hit = nullptr;
                for (const BenchResult* r : ok)
                    if (r->m == s.m && r->k == s.k && r->n == s.n)
                        hit = r;
                series.value.push_back(hit ? metricValue(*hit, metric, &SampleStats::median) : NAN);
                series.noisy.push_back(hit && hit->noisy());
                // GFLOP/s is inversely proportional to time: the fast quartile is the high one.
                series.q1.push_back(hit
                        ? metricValue(*hit, metric, metric == ChartMetric::TimeMs ? &SampleStats::q1 : &SampleStats::q3)
                        : NAN);
                series.q3.push_back(hit
                        ? metricValue(*hit, metric, metric == ChartMetric::TimeMs ? &SampleStats::q3 : &SampleStats::q1)
                        : NAN);
            }
            data.series.push_back(std::move(series));
        });
    data.cpuOnly = !anyGpu(sources);
    if (data.cpuOnly) {
        data.caption = noGpuCaption();
        data.captionTooltip = gpuReasons(sources);
    }
    appendCaption(data.caption, noisyFootnote(sources));
    return data;
}

StackedChartData buildStackedChart(const std::vector<ChartSource>& sources)
{
    StackedChartData data;
    data.title = Tr::tr("Where the time goes: copies to the GPU, the kernel, copies back");
    const bool several = sources.size() > 1;
    for (const ChartSource& source : sources) {
        std::vector<const BenchResult*> ok;
        for (const BenchResult& r : source.set.results)
            if (r.status == RunStatus::Ok)
                ok.push_back(&r);
        std::stable_sort(ok.begin(), ok.end(), [](const BenchResult* a, const BenchResult* b) {
            return SizeKey { a->m, a->k, a->n } < SizeKey { b->m, b->k, b->n };
        });
        for (const BenchResult* r : ok) {
            StackedBar bar;
            bar.category = QStringLiteral("%1 · %2").arg(
                sizeLabel({ r->m, r->k, r->n }), seriesName(r->backend, machineLabel(source), several));
            bar.h2d = r->h2dMs.value_or(0);
            bar.kernel = r->stats.median;
            bar.d2h = r->d2hMs.value_or(0);
            data.bars.push_back(bar);
        }
    }
    data.cpuOnly = !anyGpu(sources);
    if (data.cpuOnly)
        data.caption = noGpuCaption();
    return data;
}

LineChartData buildSweepChart(const std::vector<ChartSource>& sources, ChartMetric metric)
{
    LineChartData data;
    data.title = metric == ChartMetric::TimeMs ? Tr::tr("Time against size (GPU: end to end, copies included)")
                                               : Tr::tr("GFLOP/s against size (GPU: end to end, copies included)");
    data.yTitle = metric == ChartMetric::TimeMs ? Tr::tr("Time (%1, log)") : Tr::tr("%1 (log)");
    data.kind = metric == ChartMetric::TimeMs ? LineChartData::Kind::Time : LineChartData::Kind::Throughput;
    forEachSeries(sources,
        [&](const ChartSource& source, Backend b, const QString& name, const std::vector<const BenchResult*>& ok) {
            LineSeriesData series;
            series.name = name;
            series.backend = b;
            series.machine = machineLabel(source);
            for (const BenchResult* r : ok) {
                const double ms = r->endToEndMs();
                series.points.push_back({ effectiveSize(*r),
                    metric == ChartMetric::TimeMs ? ms : gflops(matmulFlops(r->m, r->n, r->k), ms), r->noisy() });
            }
            std::sort(series.points.begin(), series.points.end(),
                [](const LinePoint& lhs, const LinePoint& rhs) { return lhs.size < rhs.size; });
            data.series.push_back(std::move(series));
        });
    // The crossover: the first machine's cpu-eigen against its fastest-at-the-top GPU line.
    const LineSeriesData* cpu = nullptr;
    for (const LineSeriesData& s : data.series)
        if (s.backend == Backend::CpuEigen && !cpu)
            cpu = &s;
    if (cpu && metric == ChartMetric::TimeMs) {
        for (const LineSeriesData& s : data.series) {
            if (!isGpu(s.backend) || s.machine != cpu->machine)
                continue;
            if (const auto at = findCrossover(cpu->points, s.points);
                at && (!data.crossover || *at < data.crossover->size))
                data.crossover = Crossover { *at, s.name, cpu->name };
        }
    }
    data.cpuOnly = !anyGpu(sources);
    if (data.cpuOnly)
        data.caption = noGpuCaption();
    appendCaption(data.caption, noisyFootnote(sources));
    return data;
}

LineChartData buildSpeedupChart(const std::vector<ChartSource>& sources)
{
    LineChartData data;
    data.title = Tr::tr("Speed-up over cpu-eigen on the same machine (end to end)");
    data.yTitle = Tr::tr("× faster than cpu-eigen (log)");
    data.kind = LineChartData::Kind::Ratio;
    data.referenceLine = 1.0;
    const LineChartData times = buildSweepChart(sources, ChartMetric::TimeMs);
    for (const LineSeriesData& s : times.series) {
        const LineSeriesData* cpu = nullptr;
        for (const LineSeriesData& c : times.series)
            if (c.backend == Backend::CpuEigen && c.machine == s.machine)
                cpu = &c;
        if (!cpu || s.backend == Backend::CpuEigen)
            continue;
        LineSeriesData speedup { s.name, s.backend, s.machine, {} };
        for (const LinePoint& p : s.points)
            for (const LinePoint& c : cpu->points)
                if (std::abs(c.size - p.size) < 1e-6 && p.value > 0)
                    speedup.points.push_back({ p.size, c.value / p.value, p.noisy || c.noisy });
        if (!speedup.points.empty())
            data.series.push_back(std::move(speedup));
    }
    data.crossover = times.crossover;
    data.cpuOnly = times.cpuOnly;
    data.caption = times.caption;
    return data;
}

std::optional<double> findCrossover(const std::vector<LinePoint>& cpu, const std::vector<LinePoint>& gpu)
{
    for (const LinePoint& g : gpu)
        for (const LinePoint& c : cpu)
            if (std::abs(c.size - g.size) < 1e-6 && g.value < c.value)
                return g.size;
    return std::nullopt;
}

} // namespace cvz

namespace cvz {

QString noisyFootnote(const std::vector<ChartSource>& sources)
{
    int noisy = 0;
    for (const ChartSource& s : sources)
        for (const BenchResult& r : s.set.results)
            noisy += r.noisy() ? 1 : 0;
    if (noisy == 0)
        return {};
    // Short, so the chart's caption line keeps it whole; the table's note says which and why.
    return Tr::tr("Dashed outline or ring: %n noisy result(s) (wide spread or busy cores).", nullptr, noisy);
}

double minimumIntensity(long long m, long long n, long long k, int inputBytes)
{
    const double bytes
        = double(inputBytes) * (double(m) * double(k) + double(k) * double(n)) + 4.0 * double(m) * double(n);
    return bytes > 0 ? matmulFlops(m, n, k) / bytes : 0;
}

RooflineChartData buildRooflineChart(const std::vector<ChartSource>& sources)
{
    RooflineChartData data;
    data.title = Tr::tr("Roofline: how close each backend comes to the machine's limits");
    QStringList missing;
    for (const ChartSource& source : sources) {
        const MachineInfo& m = source.set.machine;
        const QString machine = machineLabel(source);
        const QString who = sources.size() > 1 ? QStringLiteral(" · ") + machine : QString();
        if (m.cpuPeakGflopsAllCores && m.cpuBandwidthGBs)
            data.roofs.push_back({ Tr::tr("CPU roof, measured: %1 GFLOP/s, %2 GB/s%3")
                                       .arg(*m.cpuPeakGflopsAllCores, 0, 'f', 0)
                                       .arg(*m.cpuBandwidthGBs, 0, 'f', 1)
                                       .arg(who),
                machine, false, false, *m.cpuPeakGflopsAllCores, *m.cpuBandwidthGBs });
        else
            missing << machine;
        if (m.cpuPeakGflopsOneCore && m.cpuBandwidthGBs && m.cpu.logicalCores > 1) {
            Roof one { Tr::tr("CPU, one core, measured: %1 GFLOP/s%2").arg(*m.cpuPeakGflopsOneCore, 0, 'f', 0).arg(who),
                machine, false, false, *m.cpuPeakGflopsOneCore, *m.cpuBandwidthGBs };
            one.oneCore = true;
            data.roofs.push_back(one);
        }
        if (m.gpuPeakFp32Gflops && m.gpuBandwidthGBs) {
            data.roofs.push_back({ Tr::tr("GPU FP32 roof, theoretical: %1 TFLOP/s, %2 GB/s%3")
                                       .arg(*m.gpuPeakFp32Gflops / 1e3, 0, 'f', 1)
                                       .arg(*m.gpuBandwidthGBs, 0, 'f', 0)
                                       .arg(who),
                machine, true, true, *m.gpuPeakFp32Gflops, *m.gpuBandwidthGBs });
            if (m.gpuPeakTf32Gflops)
                data.roofs.push_back({ Tr::tr("GPU TF32 tensor roof, theoretical: %1 TFLOP/s%2")
                                           .arg(*m.gpuPeakTf32Gflops / 1e3, 0, 'f', 1)
                                           .arg(who),
                    machine, true, true, *m.gpuPeakTf32Gflops, *m.gpuBandwidthGBs });
            if (m.gpuPeakFp16Gflops)
                data.roofs.push_back({ Tr::tr("GPU FP16 tensor roof, theoretical: %1 TFLOP/s%2")
                                           .arg(*m.gpuPeakFp16Gflops / 1e3, 0, 'f', 1)
                                           .arg(who),
                    machine, true, true, *m.gpuPeakFp16Gflops, *m.gpuBandwidthGBs });
        }
    }
    forEachSeries(sources,
        [&](const ChartSource& source, Backend b, const QString& name, const std::vector<const BenchResult*>& ok) {
            RooflineSeries series { name, b, machineLabel(source), {} };
            for (const BenchResult* r : ok)
                if (r->gflops > 0) {
                    RooflinePoint p { minimumIntensity(r->m, r->n, r->k, b == Backend::GpuCublasFp16 ? 2 : 4),
                        r->gflops, r->noisy(), sizeLabel({ r->m, r->k, r->n }), std::nullopt };
                    if (const auto bytes = ladderTrafficBytes(b, r->m, r->n, r->k); bytes && *bytes > 0) {
                        p.tracedIntensity = matmulFlops(r->m, r->n, r->k) / *bytes;
                        data.traced = true;
                    }
                    series.points.push_back(p);
                }
            std::sort(series.points.begin(), series.points.end(),
                [](const RooflinePoint& lhs, const RooflinePoint& rhs) { return lhs.intensity < rhs.intensity; });
            if (!series.points.empty())
                data.series.push_back(std::move(series));
        });
    if (!missing.isEmpty())
        data.caption = Tr::tr("No measured CPU roof for %1: measure it on the Devices page (or run cudaviz peaks), "
                              "then benchmark again.")
                           .arg(missing.join(QStringLiteral(", ")));
    if (data.traced)
        appendCaption(data.caption,
            Tr::tr("Triangles: our ladder kernels at the traffic their warps request (32-byte sectors the emulator "
                   "counts, before any cache), left of the product's minimum traffic (circles)."));
    appendCaption(data.caption, noisyFootnote(sources));
    return data;
}

} // namespace cvz
