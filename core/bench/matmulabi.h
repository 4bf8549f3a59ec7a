#pragma once

#include "benchmarkrunner.h"

#include <atomic>

namespace cvz {

// The one place a benchmark run becomes the GPU module's request, and its answer a result.
cvz_matmul_request toMatmulRequest(cvz_matmul_kernel kernel, const MatmulShape& shape, const float* a, const float* b,
    float* c, const BenchRequest& request, const std::atomic<bool>* cancel);

// Copies the module's timings into `r` without trusting them: at most CVZ_MAX_SAMPLES
// samples whatever sample_count says, and a negative time means "not measured".
void readMatmulResult(const cvz_matmul_result& result, BenchResult& r);

// The machine and build a run is measured on: CPU, threads, compiler, versions, and the
// GPU of `device` (or why there is none).
MachineInfo describeMachine(const DeviceReport& report, const BenchRequest& request);

} // namespace cvz
