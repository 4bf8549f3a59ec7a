#include "benchrequest.h"

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
} // namespace

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
    r.device = form.device;
    return r;
}

} // namespace cvz
