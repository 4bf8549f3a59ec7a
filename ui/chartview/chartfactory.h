#pragma once

#include "charts/chartdata.h"
#include "chartstyle.h"

#include <QString>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace cvz {

// Turns chart data (core) into QCharts. The caller owns the chart.
QChart* makeChart(ChartKind kind, ChartMetric metric, const std::vector<ChartSource>& sources, const ChartStyle& style);

// The names of the data series a chart shows (not the whiskers or markers), in order.
QStringList chartSeriesNames(const QChart* chart);
// The caption under the chart ("No CUDA GPU found — CPU only..."), empty when none.
QString chartCaption(const QChart* chart);

} // namespace cvz
