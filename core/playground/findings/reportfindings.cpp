#include "playground/findings/reportfindings.h"

#include "playground/findings/findingwords.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace cvz {

namespace {

// A line that reads, changes and writes one element in two threads at once (bins[b]++,
// sum += x): its write-write race and its read-write races are one lost update.
std::set<std::pair<uint16_t, int>> lostUpdates(const MemoryReport& report, const FindingContext& c)
{
    std::set<std::pair<uint16_t, int>> updates; // array, line
    for (const Hazard& h : report.hazards) {
        const int first = c.siteLine(h.first.site), second = c.siteLine(h.second.site);
        if (h.kind == HazardKind::WriteAfterWrite || first != second)
            continue;
        for (const Hazard& w : report.hazards)
            if (w.kind == HazardKind::WriteAfterWrite && w.array == h.array && c.siteLine(w.first.site) == first
                && c.siteLine(w.second.site) == first)
                updates.insert({ h.array, first });
    }
    return updates;
}

// One finding per hazard, but a lost update once per array and line.
void raceFindings(const MemoryReport& report, const FindingContext& c, QList<Finding>& out)
{
    const std::set<std::pair<uint16_t, int>> updates = lostUpdates(report, c);
    std::set<std::pair<uint16_t, int>> told;
    const qsizetype firstRace = out.size();
    for (const Hazard& h : report.hazards) {
        const int first = c.siteLine(h.first.site), second = c.siteLine(h.second.site);
        if (first == second && updates.count({ h.array, first })) {
            if (told.insert({ h.array, first }).second)
                out.push_back(updateRaceFinding(h, c));
            continue;
        }
        out.push_back(raceFinding(h, c));
    }
    if (out.size() > firstRace)
        addRaceValuesNote(out[firstRace]);
}

// Out-of-bounds accesses, one finding per line and array: the first thread, the range of
// elements and how many accesses (a missing guard makes a few hundred of each).
void outOfBoundsFindings(const MemoryReport& report, const FindingContext& c, QList<Finding>& out)
{
    std::vector<OutOfBoundsGroup> groups = report.outOfBoundsGroups;
    std::sort(groups.begin(), groups.end(), [](const OutOfBoundsGroup& a, const OutOfBoundsGroup& b) {
        return std::tie(a.site, a.array, a.write) < std::tie(b.site, b.array, b.write);
    });
    for (const OutOfBoundsGroup& g : groups)
        out.push_back(outOfBoundsFinding(g, c));
}

} // namespace

std::vector<ElementScale> elementScales(
    const AccessTrace& trace, const QList<BoundArg>& args, const std::vector<ArrayExtent>& extents)
{
    std::vector<ElementScale> out;
    size_t global = 0;
    for (const TracedArray& a : trace.arrays) {
        ElementScale e { 4, a.size };
        if (!a.shared && global < extents.size()) {
            e.bytes = extents[global].elementBytes;
            e.length = extents[global].length;
        }
        if (!a.shared)
            ++global;
        for (const BoundArg& b : args)
            if (!a.shared && b.isBuffer && b.name == a.name) {
                e.bytes = elementBytes(b.type);
                e.length = b.bytes.size() / e.bytes;
            }
        out.push_back(e);
    }
    return out;
}

QList<Finding> reportFindings(const MemoryReport& report, const AccessTrace& trace, const LaunchConfig& launch,
    const QList<BoundArg>& args, const std::vector<ArrayExtent>& extents)
{
    QList<Finding> out;
    const std::vector<ElementScale> scales = elementScales(trace, args, extents);
    const FindingContext c { trace, launch, scales };
    raceFindings(report, c, out);
    outOfBoundsFindings(report, c, out);
    for (const BarrierDivergence& d : report.barrierDivergences)
        out.push_back(barrierFinding(d, c));
    for (const WarpProblem& p : trace.warpProblems)
        out.push_back(warpFinding(p, trace.warpProblemCount, c));
    return out;
}

} // namespace cvz
