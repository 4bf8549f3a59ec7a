#include "seriescolours.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <numbers>

namespace cvz {

namespace {
double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double labF(double t)
{
    constexpr double e = 216.0 / 24389.0, k = 24389.0 / 27.0;
    return t > e ? std::cbrt(t) : (k * t + 16.0) / 116.0;
}

double degrees(double radians)
{
    return radians * 180.0 / std::numbers::pi;
}

double radians(double degrees)
{
    return degrees * std::numbers::pi / 180.0;
}

// Further colours for a second machine's series, in the order they are tried: dark and mid tones
// that read on white and on the dark theme's background.
constexpr uint32_t kExtraColours[] = { 0x999933, 0x006400, 0x705010, 0x661100, 0x8c564b, 0xe15759, 0x01665e, 0x7f3b08,
    0x882255, 0xa0a020, 0x332288, 0xaa3377, 0xc51b7d, 0x8073ac, 0xee6677, 0x20a0a0, 0x004488 };
} // namespace

Lab labOf(uint32_t rgb)
{
    const double r = linear(double((rgb >> 16) & 0xff) / 255.0);
    const double g = linear(double((rgb >> 8) & 0xff) / 255.0);
    const double b = linear(double(rgb & 0xff) / 255.0);
    const double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    const double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    const double fx = labF(x), fy = labF(y), fz = labF(z);
    return { 116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz) };
}

// Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
// Supplementary Test Data, and Mathematical Observations" (2005), with kL = kC = kH = 1.
double ciede2000(const Lab& x, const Lab& y)
{
    const double c1 = std::hypot(x.a, x.b), c2 = std::hypot(y.a, y.b);
    const double cMean = (c1 + c2) / 2.0;
    const double c7 = std::pow(cMean, 7.0);
    const double g = 0.5 * (1.0 - std::sqrt(c7 / (c7 + std::pow(25.0, 7.0))));
    const double a1 = (1.0 + g) * x.a, a2 = (1.0 + g) * y.a;
    const double c1p = std::hypot(a1, x.b), c2p = std::hypot(a2, y.b);
    const auto hue = [](double b, double a) {
        if (a == 0.0 && b == 0.0)
            return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0.0 ? h + 360.0 : h;
    };
    const double h1 = hue(x.b, a1), h2 = hue(y.b, a2);
    const double dL = y.l - x.l, dC = c2p - c1p;
    double dh = 0.0;
    if (c1p * c2p != 0.0) {
        dh = h2 - h1;
        if (dh > 180.0)
            dh -= 360.0;
        else if (dh < -180.0)
            dh += 360.0;
    }
    const double dH = 2.0 * std::sqrt(c1p * c2p) * std::sin(radians(dh / 2.0));
    const double lMean = (x.l + y.l) / 2.0, cpMean = (c1p + c2p) / 2.0;
    double hMean = h1 + h2;
    if (c1p * c2p != 0.0) {
        if (std::abs(h1 - h2) <= 180.0)
            hMean = (h1 + h2) / 2.0;
        else
            hMean = h1 + h2 < 360.0 ? (h1 + h2 + 360.0) / 2.0 : (h1 + h2 - 360.0) / 2.0;
    }
    const double t = 1.0 - 0.17 * std::cos(radians(hMean - 30.0)) + 0.24 * std::cos(radians(2.0 * hMean))
        + 0.32 * std::cos(radians(3.0 * hMean + 6.0)) - 0.20 * std::cos(radians(4.0 * hMean - 63.0));
    const double dTheta = 30.0 * std::exp(-std::pow((hMean - 275.0) / 25.0, 2.0));
    const double cp7 = std::pow(cpMean, 7.0);
    const double rc = 2.0 * std::sqrt(cp7 / (cp7 + std::pow(25.0, 7.0)));
    const double l50 = (lMean - 50.0) * (lMean - 50.0);
    const double sl = 1.0 + 0.015 * l50 / std::sqrt(20.0 + l50);
    const double sc = 1.0 + 0.045 * cpMean;
    const double sh = 1.0 + 0.015 * cpMean * t;
    const double rt = -std::sin(radians(2.0 * dTheta)) * rc;
    const double ql = dL / sl, qc = dC / sc, qh = dH / sh;
    return std::sqrt(ql * ql + qc * qc + qh * qh + rt * qc * qh);
}

double ciede2000(uint32_t x, uint32_t y)
{
    return ciede2000(labOf(x), labOf(y));
}

uint32_t backgroundRgb(bool dark)
{
    return dark ? 0x1e1e1e : 0xffffff;
}

uint32_t backendRgb(Backend backend, bool dark)
{
    // In Backend's order. The CPU in cool colours, the GPU ladder in the warm and green ones, the
    // reduced-precision cuBLAS runs in black (white on the dark theme) and grey.
    static constexpr uint32_t palette[] = {
        0x56b4e9, // cpu-naive (Okabe–Ito sky blue)
        0x0072b2, // cpu-eigen (Okabe–Ito blue)
        0x107070, // cpu-openblas (dark teal)
        0xe69f00, // gpu-naive (Okabe–Ito orange)
        0x6a3d9a, // gpu-coalesced (purple)
        0x009e73, // gpu-tiled (Okabe–Ito bluish green)
        0xcc79a7, // gpu-tiled-2d (Okabe–Ito reddish purple)
        0xb2182b, // gpu-warptiled (crimson)
        0xd55e00, // gpu-cublas (Okabe–Ito vermillion)
        0x303030, // gpu-cublas-tf32 (near black)
        0x999999, // gpu-cublas-fp16 (grey)
    };
    static_assert(std::size(palette) == size_t(Backend::GpuCublasFp16) + 1, "one colour per backend");
    if (dark && backend == Backend::GpuCublasTf32)
        return 0xeeeeee;
    return palette[static_cast<size_t>(backend)];
}

SeriesColours::SeriesColours(const std::vector<std::pair<Backend, int>>& series, bool dark)
    : m_dark(dark)
{
    std::vector<uint32_t> used;
    std::vector<Backend> firstMachine;
    for (const auto& [backend, machine] : series)
        if (machine == 0 && std::find(firstMachine.begin(), firstMachine.end(), backend) == firstMachine.end()) {
            firstMachine.push_back(backend);
            used.push_back(backendRgb(backend, dark));
        }
    // Candidates for the other machines: the extra colours, then the colours of backends that are
    // not on this chart.
    std::vector<uint32_t> candidates(std::begin(kExtraColours), std::end(kExtraColours));
    for (Backend b : allBackends())
        if (std::find(firstMachine.begin(), firstMachine.end(), b) == firstMachine.end())
            candidates.push_back(backendRgb(b, dark));
    const uint32_t background = backgroundRgb(dark);
    for (const auto& [backend, machine] : series) {
        if (machine == 0 || colour(backend, machine) != 0xffffffffu)
            continue;
        // The first candidate far enough from every colour on the chart; past them (a chart with
        // more series than distinct colours), the farthest.
        uint32_t best = candidates.front();
        double bestDistance = -1.0;
        for (uint32_t c : candidates) {
            double nearest = ciede2000(c, background);
            for (uint32_t u : used)
                nearest = std::min(nearest, ciede2000(c, u));
            if (nearest >= kMinSeriesDifference) {
                best = c;
                break;
            }
            if (nearest > bestDistance) {
                bestDistance = nearest;
                best = c;
            }
        }
        used.push_back(best);
        m_entries.push_back({ backend, machine, best });
    }
}

uint32_t SeriesColours::colour(Backend backend, int machine) const
{
    if (machine == 0)
        return backendRgb(backend, m_dark);
    for (const Entry& e : m_entries)
        if (e.backend == backend && e.machine == machine)
            return e.rgb;
    return 0xffffffffu; // not among the series the chart was made with
}

} // namespace cvz
