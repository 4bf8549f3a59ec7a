#pragma once

#include "benchresult.h"

#include <QString>

namespace cvz {

// What the note of a result says: why it failed or was skipped, or why its time is noisy
// (spread, or other programs taking the cores), in one sentence.
QString resultNote(const BenchResult& r);

// The result's GFLOP/s as a percentage of its machine's peak for it: the CPU's measured FP32
// peak for the threads it ran on, a GPU's theoretical peak for its precision (TF32, FP16
// tensor cores, else FP32). Nothing when the peak is not known.
std::optional<double> percentOfPeak(const MachineInfo& machine, const BenchResult& r);

// The plain-text table `cudaviz bench` prints: one line per result, and the machine.
QString benchResultsToText(const BenchResultSet& set);

} // namespace cvz
