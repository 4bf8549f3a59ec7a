#pragma once

#include "benchresult.h"

#include <QString>

namespace cvz {

// What the note of a result says: why it failed or was skipped, or why its time is noisy
// (spread, or other programs taking the cores), in one sentence.
QString resultNote(const BenchResult& r);

// The plain-text table `cudaviz bench` prints: one line per result, and the machine.
QString benchResultsToText(const BenchResultSet& set);

} // namespace cvz
