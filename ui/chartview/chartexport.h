#pragma once

#include "chartfactory.h"

#include <QSize>

namespace cvz {

struct ChartExportOptions
{
    QSize size { 1920, 1080 }; // in pixels (PNG) or points (SVG, PDF)
    double scale = 1.0; // PNG only: 2 gives a 3840x2160 image of the same layout
};

// Draws the chart afresh at the requested size and writes PNG, SVG or PDF (by the file's
// suffix) atomically: the whole file, or nothing and a message in `error`.
bool exportChart(ChartKind kind, ChartMetric metric, const std::vector<ChartSource>& sources, const ChartStyle& style,
    const QString& path, const ChartExportOptions& options, QString* error);

// Whether `path` names a chart file exportChart can write (a .png, .svg or .pdf name); the
// message otherwise. Checked before a benchmark runs, not after.
bool chartPathValid(const QString& path, QString* error);

// The style a chart of this size is drawn in: fonts and lines scaled to the picture, so an
// export reads on a slide (value labels 24 px at 1920x1080).
ChartStyle exportStyle(const ChartStyle& style, const QSize& size);

// "1920x1080" -> QSize; nothing for anything else (or a side outside 16..16384).
std::optional<QSize> parseImageSize(const QString& text);

} // namespace cvz
