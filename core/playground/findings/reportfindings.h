// Which findings a finished run has: its report's races, out-of-bounds accesses, divergent
// barriers and warp calls, grouped and in order; each is put in words by findingwords.h.
#pragma once

#include "memory/memoryreport.h"
#include "playground/findings/finding.h"
#include "playground/protocol/programprotocol.h"
#include "playground/source/userlaunch.h"

#include <QList>
#include <vector>

namespace cvz {

// One per traced array of `trace`, from the buffers bound as `args`.
// `extents`: a whole program's launch's global arrays, in order, when it has no bound arguments.
std::vector<ElementScale> elementScales(
    const AccessTrace& trace, const QList<BoundArg>& args, const std::vector<ArrayExtent>& extents = {});

// The findings of a finished run's report (races, out-of-bounds accesses, divergent barriers).
QList<Finding> reportFindings(const MemoryReport& report, const AccessTrace& trace, const LaunchConfig& launch,
    const QList<BoundArg>& args, const std::vector<ArrayExtent>& extents = {});

} // namespace cvz
