#pragma once

#include "bench/backends.h"

#include <QColor>
#include <QFont>

namespace cvz {

class SeriesColours;

// Colours and fonts for charts that read from the back of a classroom and survive
// colour blindness (Okabe–Ito), in a light and a dark variant.
struct ChartStyle
{
    bool dark = false;
    int basePointSize = 13; // axis labels; titles are larger
    double lineScale = 1.0; // presentation mode draws thicker lines

    QColor backendColour(Backend backend) const; // a first machine's series (charts/seriescolours.h)
    // A series of the chart `colours` was made for: a further machine's has a colour of its own.
    static QColor seriesColour(const SeriesColours& colours, Backend backend, int machine);
    static Qt::PenStyle machineDash(int machine); // solid for the first machine, then dashes and dots
    QColor background() const;
    QColor foreground() const { return dark ? QColor(0xee, 0xee, 0xee) : QColor(0x20, 0x20, 0x20); }
    QColor grid() const { return dark ? QColor(0x44, 0x44, 0x44) : QColor(0xdd, 0xdd, 0xdd); }
    QFont font(double scale = 1.0, bool bold = false) const;
};

// The base size of a presented chart: its smallest text (the value labels, 3/4 of the base) at
// the projector minimum (MappingPalette::minimumTextPixels) of a screen `screenHeight` lines high.
int presentedChartPoints(int screenHeight);

} // namespace cvz
