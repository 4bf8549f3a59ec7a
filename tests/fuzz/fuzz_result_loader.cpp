// libFuzzer: a result file from anywhere must load or be refused, and whatever loads must
// chart without an infinite axis, a crash or undefined behaviour.
#include "bench/benchresult.h"
#include "charts/chartdata.h"

#include <QByteArray>
#include <QJsonDocument>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace {
void requireFinite(double v)
{
    if (!std::isnan(v) && !std::isfinite(v))
        std::abort(); // an infinite value reaches a chart axis
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QString error;
    const auto set
        = cvz::benchResultSetFromJson(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), &error);
    if (!set) {
        if (error.isEmpty())
            std::abort(); // a refusal always says why
        return 0;
    }
    const std::vector<cvz::ChartSource> sources { { QStringLiteral("a"), *set }, { QStringLiteral("b"), *set } };
    for (cvz::ChartMetric metric : { cvz::ChartMetric::TimeMs, cvz::ChartMetric::Gflops }) {
        for (const auto& series : cvz::buildBarChart(sources, metric).series)
            for (size_t i = 0; i < series.value.size(); ++i) {
                requireFinite(series.value[i]);
                requireFinite(series.q1[i]);
                requireFinite(series.q3[i]);
            }
        for (const auto& series : cvz::buildSweepChart(sources, metric).series)
            for (const auto& p : series.points)
                requireFinite(p.value);
    }
    cvz::buildStackedChart(sources);
    cvz::buildSpeedupChart(sources);
    // What was read writes back and reads again.
    QString again;
    if (!cvz::benchResultSetFromJson(QJsonDocument(cvz::toJson(*set)).toJson(), &again))
        std::abort();
    return 0;
}
