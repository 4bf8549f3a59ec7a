#pragma once

#include "benchresult.h"

#include <QString>

namespace cvz {

// The plain-text table `cudaviz bench` prints: one line per result, and the machine.
QString benchResultsToText(const BenchResultSet& set);

} // namespace cvz
