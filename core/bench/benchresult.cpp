#include "benchresult.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>
#include <cmath>

#include "kernels/checkedmath.h"
#include "util/textwrap.h"

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::BenchResult)
};

// What a loaded number may be: finite and inside [lowest, highest]. A file from another
// machine is untrusted: 1e308 ms would make a chart axis infinite, a negative time is no time.
struct Plausible
{
    double lowest;
    double highest;
    double smallestPositive = 0; // a positive value below it is no measurement
};
const QString kResultFormat = QStringLiteral("cudaviz-bench-1");
constexpr Plausible kTimeMs { 0, 1e9, 1e-6 }; // from 1 ns to ~11 days (or 0: not measured)
constexpr Plausible kGflops { 0, 1e9 }; // up to an exaflop
constexpr Plausible kRelError { 0, 1e30 };
constexpr Plausible kDimension { 1, 1e6 };
constexpr qsizetype kMaxSamples = 100000;
constexpr qsizetype kMaxResults = 100000;

// The result's optional measurements: absent (null in JSON, empty in CSV) when not measured.
struct OptionalField
{
    const char* key;
    std::optional<double> BenchResult::*field;
    Plausible range;
};
const OptionalField kOptionalFields[] = {
    { "first_run_ms", &BenchResult::firstRunMs, kTimeMs },
    { "h2d_ms", &BenchResult::h2dMs, kTimeMs },
    { "d2h_ms", &BenchResult::d2hMs, kTimeMs },
    { "max_rel_error", &BenchResult::maxRelError, kRelError },
    { "threads", &BenchResult::threads, { 1, 1e6 } },
    { "cpu_share", &BenchResult::cpuShare, { 0, 1e3 } },
    { "load_average", &BenchResult::loadAverage, { 0, 1e6 } },
    { "l2_flush_bytes", &BenchResult::l2FlushBytes, { 0, 1e12 } },
};

// The keys of a result file that are not in a table below: written and read by these names.
constexpr const char* kFormatKey = "format";
constexpr const char* kMachineKey = "machine";
constexpr const char* kResultsKey = "results";
constexpr const char* kBackendKey = "backend";
constexpr const char* kMKey = "m";
constexpr const char* kKKey = "k";
constexpr const char* kNKey = "n";
constexpr const char* kSamplesMsKey = "samples_ms";
constexpr const char* kMedianMsKey = "median_ms";
constexpr const char* kMinMsKey = "min_ms";
constexpr const char* kMaxMsKey = "max_ms";
constexpr const char* kQ1MsKey = "q1_ms";
constexpr const char* kQ3MsKey = "q3_ms";
constexpr const char* kIqrMsKey = "iqr_ms";
constexpr const char* kCvKey = "cv";
constexpr const char* kNoisyKey = "noisy";
constexpr const char* kGflopsKey = "gflops";
constexpr const char* kKernelMsKey = "kernel_ms";
constexpr const char* kEndToEndMsKey = "end_to_end_ms";
constexpr const char* kPinnedKey = "pinned";
constexpr const char* kStatusKey = "status";
constexpr const char* kMessageKey = "message";

// The machine's fields: one row each, written and read from this table alone.
struct MachineText
{
    const char* key;
    QString& (*field)(MachineInfo&);
};
const MachineText kMachineText[] = {
    { "label", [](MachineInfo& m) -> QString& { return m.label; } },
    { "cpu_model", [](MachineInfo& m) -> QString& { return m.cpu.model; } },
    { "cpu_architecture", [](MachineInfo& m) -> QString& { return m.cpu.architecture; } },
    { "simd_level", [](MachineInfo& m) -> QString& { return m.cpu.simdLevel; } },
    { "eigen_simd", [](MachineInfo& m) -> QString& { return m.cpu.eigenSimd; } },
    { "compiler", [](MachineInfo& m) -> QString& { return m.compiler; } },
    { "eigen_version", [](MachineInfo& m) -> QString& { return m.eigenVersion; } },
    { "openblas", [](MachineInfo& m) -> QString& { return m.openblas; } },
    { "openmp_wait", [](MachineInfo& m) -> QString& { return m.openmpWait; } },
    { "qt_version", [](MachineInfo& m) -> QString& { return m.qtVersion; } },
    { "gpu_name", [](MachineInfo& m) -> QString& { return m.gpuName; } },
    { "compute_capability", [](MachineInfo& m) -> QString& { return m.computeCapability; } },
    { "gpu_reason", [](MachineInfo& m) -> QString& { return m.gpuReason; } },
    { "timestamp", [](MachineInfo& m) -> QString& { return m.timestamp; } },
};
struct MachineNumber
{
    const char* key;
    int& (*field)(MachineInfo&);
};
const MachineNumber kMachineNumbers[] = {
    { "cpu_logical_cores", [](MachineInfo& m) -> int& { return m.cpu.logicalCores; } },
    { "cpu_physical_cores", [](MachineInfo& m) -> int& { return m.cpu.physicalCores; } },
    { "cpu_threads", [](MachineInfo& m) -> int& { return m.cpuThreads; } },
    { "driver_version", [](MachineInfo& m) -> int& { return m.driverVersion; } },
    { "runtime_version", [](MachineInfo& m) -> int& { return m.runtimeVersion; } },
    { "cublas_version", [](MachineInfo& m) -> int& { return m.cublasVersion; } },
};
// The machine's ceilings: absent (null) when not known.
struct MachineCeiling
{
    const char* key;
    std::optional<double> MachineInfo::*field;
};
const MachineCeiling kMachineCeilings[] = {
    { "cpu_peak_gflops_one_core", &MachineInfo::cpuPeakGflopsOneCore },
    { "cpu_peak_gflops_all_cores", &MachineInfo::cpuPeakGflopsAllCores },
    { "cpu_bandwidth_gbs", &MachineInfo::cpuBandwidthGBs },
    { "gpu_peak_fp32_gflops", &MachineInfo::gpuPeakFp32Gflops },
    { "gpu_peak_tf32_gflops", &MachineInfo::gpuPeakTf32Gflops },
    { "gpu_peak_fp16_gflops", &MachineInfo::gpuPeakFp16Gflops },
    { "gpu_bandwidth_gbs", &MachineInfo::gpuBandwidthGBs },
};
constexpr Plausible kCeiling { 0, 1e12, 1e-3 };
constexpr qsizetype kMaxMachineText = 1000; // a label or reason, not a novel: it lands in chart legends

QJsonObject machineToJson(const MachineInfo& machine)
{
    MachineInfo& m = const_cast<MachineInfo&>(machine); // the accessors only read here
    QJsonObject o;
    for (const MachineText& t : kMachineText)
        o.insert(QLatin1String(t.key), t.field(m));
    for (const MachineNumber& n : kMachineNumbers)
        o.insert(QLatin1String(n.key), n.field(m));
    for (const MachineCeiling& c : kMachineCeilings)
        o.insert(QLatin1String(c.key), machine.*c.field ? QJsonValue(*(machine.*c.field)) : QJsonValue());
    return o;
}

// Fills `m` from the file's "machine" object; false (and `error`) for an oversized text.
bool machineFromJson(const QJsonObject& o, MachineInfo& m, QString* error)
{
    for (const MachineText& t : kMachineText) {
        const QString text = o.value(QLatin1String(t.key)).toString();
        if (text.size() > kMaxMachineText) {
            *error = Tr::tr("machine.%1 has %2 characters; at most %3 are read")
                         .arg(QLatin1String(t.key))
                         .arg(text.size())
                         .arg(kMaxMachineText);
            return false;
        }
        t.field(m) = text;
    }
    for (const MachineNumber& n : kMachineNumbers)
        n.field(m) = o.value(QLatin1String(n.key)).toInt();
    for (const MachineCeiling& c : kMachineCeilings) {
        const QJsonValue v = o.value(QLatin1String(c.key));
        if (v.isUndefined() || v.isNull())
            continue;
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < kCeiling.smallestPositive
            || v.toDouble() > kCeiling.highest) {
            *error = Tr::tr("machine.%1 must be a positive number up to %2")
                         .arg(QLatin1String(c.key))
                         .arg(kCeiling.highest, 0, 'g', 3);
            return false;
        }
        m.*c.field = v.toDouble();
    }
    return true;
}

QJsonValue orNull(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject resultToJson(const BenchResult& r)
{
    QJsonArray samples;
    for (double s : r.samplesMs)
        samples.append(s);
    const bool gpu = isGpu(r.backend);
    QJsonObject o {
        { QLatin1String(kBackendKey), backendKey(r.backend) },
        { QLatin1String(kMKey), double(r.m) },
        { QLatin1String(kKKey), double(r.k) },
        { QLatin1String(kNKey), double(r.n) },
        { QLatin1String(kSamplesMsKey), samples },
        { QLatin1String(kMedianMsKey), r.stats.median },
        { QLatin1String(kMinMsKey), r.stats.min },
        { QLatin1String(kMaxMsKey), r.stats.max },
        { QLatin1String(kQ1MsKey), r.stats.q1 },
        { QLatin1String(kQ3MsKey), r.stats.q3 },
        { QLatin1String(kIqrMsKey), r.stats.iqr() },
        { QLatin1String(kCvKey), r.stats.cv() },
        { QLatin1String(kNoisyKey), r.noisy() },
        { QLatin1String(kGflopsKey), r.gflops },
        { QLatin1String(kKernelMsKey), gpu && r.status == RunStatus::Ok ? QJsonValue(r.stats.median) : QJsonValue() },
        { QLatin1String(kEndToEndMsKey), r.status == RunStatus::Ok ? QJsonValue(r.endToEndMs()) : QJsonValue() },
        { QLatin1String(kPinnedKey), gpu ? QJsonValue(r.pinned) : QJsonValue() },
        { QLatin1String(kStatusKey), runStatusKey(r.status) },
        { QLatin1String(kMessageKey), r.message },
    };
    for (const OptionalField& f : kOptionalFields)
        o.insert(QLatin1String(f.key), orNull(r.*f.field));
    return o;
}

bool plausible(double v, Plausible range)
{
    return std::isfinite(v) && v >= range.lowest && v <= range.highest && !(v > 0 && v < range.smallestPositive);
}

QString rangeError(const QString& field, double v, Plausible range)
{
    if (v > 0 && v < range.smallestPositive)
        return Tr::tr("%1 = %2 is too small to be a measurement (at least %3, or 0)")
            .arg(field)
            .arg(v, 0, 'g', 6)
            .arg(range.smallestPositive, 0, 'g', 6);
    return Tr::tr("%1 = %2 is out of range: it must be a number from %3 to %4")
        .arg(field)
        .arg(v, 0, 'g', 6)
        .arg(range.lowest, 0, 'g', 6)
        .arg(range.highest, 0, 'g', 6);
}

// Reads a number; sets `error` (with the field's path) when it is missing, not a number or
// out of range. Absent optional fields give `fallback`.
double number(const QJsonObject& o, const char* key, const QString& path, QString* error, Plausible range,
    double fallback = -1, bool required = true)
{
    const QJsonValue v = o.value(QLatin1String(key));
    const QString field = path + QLatin1Char('.') + QLatin1String(key);
    if (v.isDouble()) {
        const double value = v.toDouble();
        if (plausible(value, range))
            return value;
        if (error->isEmpty())
            *error = rangeError(field, value, range);
        return fallback;
    }
    if ((v.isUndefined() || v.isNull()) && !required)
        return fallback;
    if (error->isEmpty())
        *error = v.isUndefined() ? Tr::tr("%1 is missing").arg(field) : Tr::tr("%1 is not a number").arg(field);
    return fallback;
}

// An optional number: absent or null is nothing, anything else must be plausible.
std::optional<double> optionalNumber(
    const QJsonObject& o, const char* key, const QString& path, QString* error, Plausible range)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    return number(o, key, path, error, range);
}

// A matrix dimension: a whole number in kDimension, read without an undefined cast.
long long dimension(const QJsonObject& o, const char* key, const QString& path, QString* error)
{
    const double v = number(o, key, path, error, kDimension, 1);
    const auto whole = wholeNumber(v);
    if (!whole && error->isEmpty())
        *error = Tr::tr("%1.%2 = %3 is not a whole number").arg(path, QLatin1String(key)).arg(v, 0, 'g', 17);
    return whole.value_or(1);
}
} // namespace

QString runStatusKey(RunStatus status)
{
    switch (status) {
    case RunStatus::Ok:
        return QStringLiteral("ok");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Skipped:
        return QStringLiteral("skipped");
    }
    return {};
}

BenchResultSet mergeResults(const BenchResultSet& earlier, const BenchResultSet& later)
{
    const auto same = [](const BenchResult& a, const BenchResult& b) {
        return a.backend == b.backend && a.m == b.m && a.n == b.n && a.k == b.k
            && (!isGpu(a.backend) || a.pinned == b.pinned);
    };
    BenchResultSet out;
    out.machine = later.machine;
    for (const BenchResult& e : earlier.results)
        if (std::none_of(later.results.begin(), later.results.end(), [&](const BenchResult& l) { return same(e, l); }))
            out.results.push_back(e);
    out.results.insert(out.results.end(), later.results.begin(), later.results.end());
    return out;
}

QJsonObject toJson(const BenchResultSet& set)
{
    QJsonArray results;
    for (const BenchResult& r : set.results)
        results.append(resultToJson(r));
    return QJsonObject { { QLatin1String(kFormatKey), kResultFormat },
        { QLatin1String(kMachineKey), machineToJson(set.machine) }, { QLatin1String(kResultsKey), results } };
}

QString toCsv(const BenchResultSet& set)
{
    QString text;
    QTextStream out(&text);
    out << "backend,m,k,n,samples,median_ms,min_ms,max_ms,iqr_ms,cv,noisy,gflops,first_run_ms,h2d_ms,kernel_ms,d2h_ms,"
           "end_to_end_ms,pinned,max_rel_error,threads,cpu_share,load_average,l2_flush_bytes,status,message\n";
    const auto num = [](std::optional<double> v) { return v && *v >= 0 ? QString::number(*v, 'g', 8) : QString(); };
    for (const BenchResult& r : set.results) {
        const bool gpu = isGpu(r.backend);
        QString message = r.message;
        message.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        out << backendKey(r.backend) << ',' << r.m << ',' << r.k << ',' << r.n << ',' << r.samplesMs.size() << ','
            << num(r.stats.median) << ',' << num(r.stats.min) << ',' << num(r.stats.max) << ',' << num(r.stats.iqr())
            << ',' << num(r.stats.cv()) << ',' << (r.noisy() ? "true" : "false") << ',' << num(r.gflops) << ','
            << num(r.firstRunMs) << ',' << num(r.h2dMs) << ','
            << (gpu && r.status == RunStatus::Ok ? num(r.stats.median) : QString()) << ',' << num(r.d2hMs) << ','
            << (r.status == RunStatus::Ok ? num(r.endToEndMs()) : QString()) << ','
            << (gpu ? (r.pinned ? "true" : "false") : "") << ',' << num(r.maxRelError) << ',' << num(r.threads) << ','
            << num(r.cpuShare) << ',' << num(r.loadAverage) << ',' << num(r.l2FlushBytes) << ','
            << runStatusKey(r.status) << ",\"" << message << "\"\n";
    }
    return text;
}

namespace {
// The checks of the whole file before its results: it is JSON, has a "results" list and a
// format this build reads.
bool readDocument(const QByteArray& json, QJsonDocument& doc, QString& e)
{
    QJsonParseError parse {};
    doc = QJsonDocument::fromJson(json, &parse);
    if (json.trimmed().isEmpty()) {
        e = Tr::tr("the file is empty");
        return false;
    }
    if (parse.error != QJsonParseError::NoError) {
        e = Tr::tr("not valid JSON at byte %1: %2").arg(parse.offset).arg(parse.errorString());
        return false;
    }
    if (!doc.isObject() || !doc.object().value(QLatin1String(kResultsKey)).isArray()) {
        e = Tr::tr("not a cudaviz result file: it has no \"results\" list");
        return false;
    }
    // "format" names the writer's version; a file without it predates the field.
    const QString format = doc.object().value(QLatin1String(kFormatKey)).toString(kResultFormat);
    if (format != kResultFormat) {
        const int formatVersion = format.startsWith(QStringLiteral("cudaviz-bench-")) ? format.mid(14).toInt() : 0;
        e = formatVersion > 1
            ? Tr::tr("the file is in format %1, written by a newer cudaviz; this one reads %2. Update cudaviz to "
                     "chart it.")
                  .arg(format, kResultFormat)
            : Tr::tr("not a cudaviz result file: its format is '%1', not %2").arg(format, kResultFormat);
        return false;
    }
    return true;
}

// False only when there are too many samples to read; a bad sample leaves its message in e.
bool readSamples(const QJsonObject& o, const QString& path, BenchResult& r, QString& e)
{
    const QJsonArray samples = o.value(QLatin1String(kSamplesMsKey)).toArray();
    if (samples.size() > kMaxSamples) {
        e = Tr::tr("%1.samples_ms has %2 samples, more than cudaviz reads (at most %3)")
                .arg(path)
                .arg(samples.size())
                .arg(kMaxSamples);
        return false;
    }
    for (qsizetype j = 0; j < samples.size() && e.isEmpty(); ++j) {
        const QJsonValue sample = samples.at(j);
        const QString field = QStringLiteral("%1.samples_ms[%2]").arg(path).arg(j);
        if (!sample.isDouble())
            e = Tr::tr("%1 is not a number").arg(field);
        else if (!plausible(sample.toDouble(), kTimeMs))
            e = rangeError(field, sample.toDouble(), kTimeMs);
        else
            r.samplesMs.push_back(sample.toDouble());
    }
    return true;
}

void readSummary(const QJsonObject& o, const QString& path, BenchResult& r, QString& e)
{
    const double median = number(o, kMedianMsKey, path, &e, kTimeMs);
    if (r.samplesMs.empty()) { // a file that keeps only the summary
        const double iqr = number(o, kIqrMsKey, path, &e, kTimeMs, 0, false);
        r.stats.median = r.stats.min = r.stats.max = r.stats.mean = median;
        r.stats.q1 = std::max(0.0, median - iqr / 2);
        r.stats.q3 = median + iqr / 2;
    }
    r.gflops = number(o, kGflopsKey, path, &e, kGflops, 0, false);
}

bool resultFromJson(const QJsonObject& o, const QString& path, BenchResult& r, QString& e)
{
    const auto backend = backendFromKey(o.value(QLatin1String(kBackendKey)).toString());
    if (!backend) {
        e = Tr::tr("%1.backend '%2' is not a known backend")
                .arg(path, quotedInput(o.value(QLatin1String(kBackendKey)).toString()));
        return false;
    }
    r.backend = *backend;
    r.m = dimension(o, kMKey, path, &e);
    r.k = dimension(o, kKKey, path, &e);
    r.n = dimension(o, kNKey, path, &e);
    const QString status = o.value(QLatin1String(kStatusKey)).toString();
    r.status = status == QStringLiteral("failed") ? RunStatus::Failed
        : status == QStringLiteral("skipped")     ? RunStatus::Skipped
                                                  : RunStatus::Ok;
    if (status != QStringLiteral("ok") && status != QStringLiteral("failed") && status != QStringLiteral("skipped")) {
        e = Tr::tr("%1.status must be ok, failed or skipped").arg(path);
        return false;
    }
    if (!readSamples(o, path, r, e))
        return false;
    r.stats = summarize(r.samplesMs);
    if (r.status == RunStatus::Ok)
        readSummary(o, path, r, e);
    for (const OptionalField& f : kOptionalFields)
        r.*f.field = optionalNumber(o, f.key, path, &e, f.range);
    r.pinned = o.value(QLatin1String(kPinnedKey)).toBool();
    r.message = o.value(QLatin1String(kMessageKey)).toString();
    return e.isEmpty();
}
} // namespace

std::optional<BenchResultSet> benchResultSetFromJson(const QByteArray& json, QString* error)
{
    QString scratch;
    QString& e = error ? *error : scratch;
    e.clear();
    QJsonDocument doc;
    if (!readDocument(json, doc, e))
        return std::nullopt;
    BenchResultSet set;
    const QJsonObject m = doc.object().value(QLatin1String(kMachineKey)).toObject();
    if (!machineFromJson(m, set.machine, &e))
        return std::nullopt;

    const QJsonArray results = doc.object().value(QLatin1String(kResultsKey)).toArray();
    if (results.size() > kMaxResults) {
        e = Tr::tr("%1 results are more than cudaviz reads from one file (at most %2)")
                .arg(results.size())
                .arg(kMaxResults);
        return std::nullopt;
    }
    for (qsizetype i = 0; i < results.size(); ++i) {
        const QString path = QStringLiteral("results[%1]").arg(i);
        if (!results.at(i).isObject()) {
            e = Tr::tr("%1 is not an object").arg(path);
            return std::nullopt;
        }
        BenchResult r;
        if (!resultFromJson(results.at(i).toObject(), path, r, e))
            return std::nullopt;
        set.results.push_back(std::move(r));
    }
    return set;
}

} // namespace cvz
