#pragma once

#include "charts/chartdata.h"

#include <optional>
#include <vector>

namespace cvz {

// The most a result file may weigh: `bench --json` writes about 2 KB per result.
constexpr qint64 kMaxResultFileBytes = qint64(64) << 20;

// Reads a `bench --json` file (from any machine, so untrusted: size, values and ranges are
// checked); `error` names the file and what is wrong with it.
std::optional<BenchResultSet> readResultFile(const QString& path, QString* error);

// The same as a chart source, labelled by its machine (made unique among `existing`).
std::optional<ChartSource> loadChartSource(
    const QString& path, const std::vector<ChartSource>& existing, QString* error);

} // namespace cvz
