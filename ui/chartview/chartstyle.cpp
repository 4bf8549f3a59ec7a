#include "chartstyle.h"

#include "mappingview/mappingpalette.h"

#include <algorithm>

#include "charts/seriescolours.h"

#include <iterator>

namespace cvz {

QColor ChartStyle::backendColour(Backend backend) const
{
    return QColor(QRgb(backendRgb(backend, dark)));
}

QColor ChartStyle::background() const
{
    return QColor(QRgb(backgroundRgb(dark)));
}

QColor ChartStyle::seriesColour(const SeriesColours& colours, Backend backend, int machine)
{
    return QColor(QRgb(colours.colour(backend, machine)));
}

Qt::PenStyle ChartStyle::machineDash(int machine)
{
    static const Qt::PenStyle dashes[]
        = { Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine };
    return dashes[machine % int(std::size(dashes))];
}

QFont ChartStyle::font(double scale, bool bold) const
{
    QFont f;
    f.setPointSizeF(basePointSize * scale);
    f.setBold(bold);
    return f;
}

int presentedChartPoints(int screenHeight)
{
    // A point is 4/3 px at 96 dpi: 0.75 * base pt = 0.75 * base * 4/3 px = base px.
    return std::max(18, MappingPalette::minimumTextPixels(screenHeight));
}

} // namespace cvz
