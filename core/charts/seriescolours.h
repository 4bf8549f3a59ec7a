// The colours of a chart's series: one per backend (Okabe–Ito where it has enough, colour-blind
// safe), every two of them at least kMinSeriesDifference apart in CIEDE2000, the difference the
// eye reads as "another colour" at a glance. A second machine's series take further colours
// chosen to stay as far from every colour on the chart, so that a compared machine's cpu-eigen is
// not a fourth shade of blue.
#pragma once

#include "bench/backends.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace cvz {

constexpr double kMinSeriesDifference = 20.0;

struct Lab
{
    double l = 0, a = 0, b = 0;
};

Lab labOf(uint32_t rgb); // 0xRRGGBB in sRGB, to CIELAB under D65
double ciede2000(const Lab& x, const Lab& y);
double ciede2000(uint32_t x, uint32_t y);

uint32_t backgroundRgb(bool dark);
// The backend's own colour (a first machine's series).
uint32_t backendRgb(Backend backend, bool dark);

class SeriesColours
{
public:
    // `series`: every (backend, machine index) the chart draws, in any order.
    SeriesColours(const std::vector<std::pair<Backend, int>>& series, bool dark);
    uint32_t colour(Backend backend, int machine) const;

private:
    struct Entry
    {
        Backend backend;
        int machine;
        uint32_t rgb;
    };
    std::vector<Entry> m_entries;
    bool m_dark = false;
};

} // namespace cvz
