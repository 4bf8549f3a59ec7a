// Every finding put in words, in both languages: one function per kind, from the data that
// detected it (a hazard, an out-of-bounds group, a helper's abnormal end ...).
#pragma once

#include "memory/memoryreport.h"
#include "playground/findings/finding.h"
#include "playground/protocol/runprotocol.h"
#include "playground/source/usercompiler.h"
#include "util/subprocess.h"

#include <map>
#include <optional>
#include <vector>

namespace cvz {

// What the words of a trace's finding refer to.
struct FindingContext
{
    const AccessTrace& trace;
    const LaunchConfig& launch;
    const std::vector<ElementScale>& scales; // one per traced array
    int siteLine(uint16_t site) const; // 0 when unknown
};

QString lineText(int line); // "line 12", "line unknown"
// Each finding's message spaced as Chinese where it is Chinese (util/chinesespacing.h): the parts a
// message is put together from are translated one by one.
void tidyMessages(QList<Finding>& findings);
QString damagedText(); // the helper's result cannot be trusted

// A line that reads, changes and writes one element in two threads (bins[b]++): a lost update.
Finding updateRaceFinding(const Hazard& h, const FindingContext& c);
Finding raceFinding(const Hazard& h, const FindingContext& c);
// Said once per run, on its first race: the values a race leaves here are not a GPU's.
void addRaceValuesNote(Finding& firstRace);
Finding outOfBoundsFinding(const OutOfBoundsGroup& g, const FindingContext& c);
Finding barrierFinding(const BarrierDivergence& d, const FindingContext& c);
Finding warpFinding(const WarpProblem& p, int64_t problems, const FindingContext& c);
Finding misalignedFinding(const MisalignedAccess& m, int line, const AccessTrace& trace, const LaunchConfig& launch);

// The finding of a helper that ended with a CVZ-TIMEOUT or CVZ-CRASH line (`lines` from sourceLines).
Finding abnormalFinding(
    const AbnormalEnd& end, const std::map<uint64_t, int>& lines, const LaunchConfig& launch, double timeout);
// CUDA 8's warp intrinsics without a mask (__shfl_down, __ballot ...), which the playground's
// header marks deprecated: one finding per intrinsic and line of the compiler's `warnings`; and
// the calls of texture references (CUDA 12 removed them), marked the same: one finding per call.
QList<Finding> legacyWarpFindings(const QList<Diagnostic>& warnings);

// The finding of a helper that ended without writing its result or such a line (killed, timed out,
// ended by the kernel, or a result past any request's size: `resultTruncated`), if it did.
std::optional<Finding> runnerEndFinding(const SubprocessResult& r, bool resultTruncated, double timeout);

} // namespace cvz
