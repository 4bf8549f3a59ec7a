#include "resultfile.h"

#include "util/fileio.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ResultFile)
};
} // namespace

std::optional<BenchResultSet> readResultFile(const QString& path, QString* error)
{
    const auto contents = readInputFile(path, kMaxResultFileBytes, error);
    if (!contents)
        return std::nullopt;
    QString why;
    auto set = benchResultSetFromJson(*contents, &why);
    if (!set)
        *error = Tr::tr("%1: %2").arg(path, why);
    return set;
}

std::optional<ChartSource> loadChartSource(
    const QString& path, const std::vector<ChartSource>& existing, QString* error)
{
    auto set = readResultFile(path, error);
    if (!set)
        return std::nullopt;
    ChartSource source;
    source.label = set->machine.label.isEmpty() ? QFileInfo(path).baseName() : set->machine.label;
    // Two files from one machine still need two names in the legend.
    for (const ChartSource& other : existing)
        if (other.label == source.label)
            source.label += QStringLiteral(" (%1)").arg(QFileInfo(path).fileName());
    source.set = std::move(*set);
    return source;
}

} // namespace cvz
