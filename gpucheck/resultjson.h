// The check's output file, in the app's result format (cudaviz-bench-1), so `cudaviz chart`
// and the Charts page read it on any machine; the checks' verdicts ride along in "gpucheck".
#pragma once

#include "checks.h"

#include <string>
#include <vector>

namespace cvz {

struct MachineFacts
{
    std::string gpuName;
    std::string computeCapability; // "9.0"
    int driverVersion = 0, runtimeVersion = 0, cublasVersion = 0;
    int smCount = 0;
    uint64_t memoryBytes = 0;
};

struct Bandwidth
{
    std::string what; // "H2D pinned"
    double gbPerSecond = 0.0;
};

std::string resultJson(const MachineFacts& machine, const std::vector<MatmulRun>& runs,
    const std::vector<CheckVerdict>& verdicts, const std::vector<Bandwidth>& bandwidths);

} // namespace cvz
