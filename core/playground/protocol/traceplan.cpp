#include "traceplan.h"

#include <algorithm>

namespace cvz {

QString traceModeName(TraceMode mode)
{
    switch (mode) {
    case TraceMode::All:
        return QStringLiteral("all");
    case TraceMode::Sample:
        return QStringLiteral("sample");
    case TraceMode::None:
        return QStringLiteral("none");
    case TraceMode::Auto:
        break;
    }
    return QStringLiteral("auto");
}

std::optional<TraceMode> traceModeFromName(const QString& name)
{
    for (TraceMode m : { TraceMode::Auto, TraceMode::All, TraceMode::Sample, TraceMode::None })
        if (traceModeName(m) == name)
            return m;
    return std::nullopt;
}

QString fastEngineOffName(FastEngineOff off)
{
    switch (off) {
    case FastEngineOff::NotBuilt:
        return QStringLiteral("not_built");
    case FastEngineOff::StaticVariable:
        return QStringLiteral("static_variable");
    case FastEngineOff::NotLoadable:
        return QStringLiteral("not_loadable");
    case FastEngineOff::NoTwin:
        return QStringLiteral("no_twin");
    case FastEngineOff::LibraryName:
        return QStringLiteral("library_name");
    case FastEngineOff::No:
        break;
    }
    return QString();
}

std::vector<int64_t> traceSampleBlocks(const Dim3& grid, int randomBlocks, uint64_t seed)
{
    const int64_t gx = std::max<int64_t>(grid.x, 1), gy = std::max<int64_t>(grid.y, 1),
                  gz = std::max<int64_t>(grid.z, 1);
    const int64_t blocks = grid.count(); // CUDA's largest grid, (2^31 - 1) x 65535 x 65535, fits
    std::vector<int64_t> out { 0, gx - 1, (gy - 1) * gx, (gz - 1) * gx * gy, blocks - 1 };
    // splitmix64: a stated seed gives the same blocks on every machine.
    uint64_t state = seed;
    for (int k = 0; k < randomBlocks && blocks > 1; ++k) {
        uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        out.push_back(int64_t((z ^ (z >> 31)) % uint64_t(blocks)));
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace cvz
