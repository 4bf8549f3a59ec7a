#include "benchrequest.h"

#include "util/textwrap.h"
#include "util/wholenumber.h"

#include <QCoreApplication>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::BenchRequest)
};

bool inRange(const char* name, double value, double lowest, double highest, QString* error)
{
    if (value >= lowest && value <= highest)
        return true;
    *error = Tr::tr("%1 = %2 is out of range: it goes from %3 to %4")
                 .arg(QLatin1String(name))
                 .arg(value)
                 .arg(lowest)
                 .arg(highest);
    return false;
}

std::optional<long long> parseDimension(const QString& text, QString* error)
{
    QString why;
    const auto v = parseWholeNumber(text, &why);
    if (!v) {
        *error = !isWholeNumberText(text)
            ? why
            : Tr::tr("size %1 is out of range: sizes go from 1 to %2").arg(text.trimmed()).arg(kMaxMatmulDimension);
        return std::nullopt;
    }
    if (*v < 1 || *v > kMaxMatmulDimension) {
        *error = Tr::tr("size %1 is out of range: sizes go from 1 to %2").arg(*v).arg(kMaxMatmulDimension);
        return std::nullopt;
    }
    return *v;
}

} // namespace

std::optional<std::vector<MatmulShape>> parseSizes(const QString& text, QString* error)
{
    std::vector<MatmulShape> shapes;
    const QStringList parts = text.split(QLatin1Char(','), Qt::KeepEmptyParts);
    for (const QString& part : parts) {
        const auto v = parseDimension(part, error);
        if (!v)
            return std::nullopt;
        shapes.push_back({ *v, *v, *v });
    }
    return shapes;
}

std::optional<MatmulShape> parseShape(const QString& text, QString* error)
{
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 3) {
        *error = Tr::tr("shape '%1' is not MxKxN (for example 1024x512x256)").arg(text);
        return std::nullopt;
    }
    const auto m = parseDimension(parts[0], error);
    const auto k = m ? parseDimension(parts[1], error) : std::nullopt;
    const auto n = k ? parseDimension(parts[2], error) : std::nullopt;
    if (!n)
        return std::nullopt;
    return MatmulShape { *m, *n, *k };
}

std::optional<std::vector<Backend>> parseBackends(const QString& text, QString* error)
{
    std::vector<Backend> backends;
    for (const QString& part : text.split(QLatin1Char(','))) {
        const auto b = backendFromKey(part.trimmed());
        if (!b) {
            QStringList known;
            for (Backend each : allBackends())
                known << backendKey(each);
            *error = Tr::tr("unknown backend '%1' (choose from %2)")
                         .arg(quotedInput(part.trimmed()), known.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        backends.push_back(*b);
    }
    return backends;
}

std::vector<MatmulShape> defaultSweep()
{
    std::vector<MatmulShape> shapes;
    for (long long n = 64; n <= 4096; n *= 2)
        shapes.push_back({ n, n, n });
    return shapes;
}

std::optional<BenchRequest> buildBenchRequest(const BenchForm& form, QString* error)
{
    BenchRequest r;
    if (!form.sizes.trimmed().isEmpty()) {
        const auto sizes = parseSizes(form.sizes, error);
        if (!sizes)
            return std::nullopt;
        r.shapes = *sizes;
    }
    for (const QString& text : form.shapes) {
        if (text.trimmed().isEmpty())
            continue;
        const auto shape = parseShape(text.trimmed(), error);
        if (!shape)
            return std::nullopt;
        r.shapes.push_back(*shape);
    }
    if (r.shapes.empty()) {
        if (!form.defaultSweepWhenEmpty) {
            *error = Tr::tr("Enter at least one size.");
            return std::nullopt;
        }
        r.shapes = defaultSweep();
    }
    for (Backend b : form.backends)
        if (!(form.dropGpuBackends && isGpu(b)))
            r.backends.push_back(b);
    if (r.backends.empty()) {
        *error = Tr::tr("Choose at least one backend.");
        return std::nullopt;
    }
    if (!inRange("samples", form.samples, 1, CVZ_MAX_SAMPLES, error)
        || !inRange("threads", form.threads, 0, kMaxCpuThreads, error)
        || !inRange("device", form.device, 0, kMaxDeviceIndex, error)
        || !inRange("min-time", form.minTotalMs, 0, kMaxMinTotalMs, error))
        return std::nullopt;
    r.samples = form.samples;
    r.minTotalMs = form.minTotalMs;
    r.threads = form.threads;
    r.pinned = form.pinned;
    r.flushL2 = form.flushL2;
    r.device = form.device;
    return r;
}

} // namespace cvz
