// The one caller of the GPU module's ABI. Plain C++: the app (through GpuModule and the
// device report), the benchmark, the tests and the Qt-free cudaviz-gpucheck all go through
// it, so that what it checks and remembers holds for every one of them.
#pragma once

#include "cudaviz_gpu_abi.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cvz {

// The first unrecoverable CUDA error a module met, from any caller. The CUDA runtime inside the
// module (linked statically, one per process) has lost its context, so after it the GPU stays
// off until the app restarts. The app loads one module, so this is the process's GPU state;
// keyed by module, tests that load several stand-in modules in one process stay apart.
struct StickyError
{
    int32_t cudaError = 0;
    std::string name; // "cudaErrorIllegalAddress"
    std::string message; // the failed call and file:line
};

// The state of the module whose function table is `api`: the sticky error when one happened.
std::optional<StickyError> stickyError(const cvz_gpu_api* api);
// Called once, on the thread that met it, when the first sticky error is recorded (the app
// refreshes every page from there). Replaces any earlier listener; an empty one removes it.
void setStickyListener(std::function<void(const StickyError&)> listener);
// Tests that provoke a sticky error through a fake module start from a clean state.
void forgetStickyErrorForTests();

// One matmul request: C = A x B, A m x k and B k x n on the host, `samples` timed runs after
// the warm-up, staged through pinned or pageable memory, the L2 flushed before each sample or
// not. The app (core/bench/matmulabi) and cudaviz-gpucheck both build theirs here.
cvz_matmul_request matmulRequest(int32_t device, int32_t kernel, int64_t m, int64_t n, int64_t k, const float* a,
    const float* b, float* c, int32_t samples, bool pinned, bool flushL2);

// An index trace keeps one 40-byte record per thread on the device and the host: more
// threads than this (16.7 million, 640 MiB of records each side) are refused.
constexpr int64_t kMaxTraceThreads = int64_t(1) << 24;

// Why `launch` cannot run on a device with these limits (CUDA's own: block and grid
// dimensions, threads per block), "" when it can. Sizes are checked before anything is
// multiplied, so no input can wrap.
std::string launchProblem(const cvz_launch& launch, const cvz_device_info& device);

class Gateway
{
public:
    // `api` from loadModule; null for a build or machine without a module.
    explicit Gateway(const cvz_gpu_api* api = nullptr);

    bool loaded() const { return m_api != nullptr; }
    // The module's sticky error, when one happened (through any gateway on the same module).
    std::optional<StickyError> stickyError() const { return cvz::stickyError(m_api); }

    // The ABI's calls, each turned into CVZ_STICKY_ERROR (with the first such error) once a
    // sticky error happened anywhere in the process, without touching the module again.
    cvz_status probe(cvz_probe_result* out, cvz_error* err) const;
    cvz_status deviceInfo(int32_t index, cvz_device_info* out, cvz_error* err) const;
    cvz_status matmul(const cvz_matmul_request& request, cvz_matmul_result* result, cvz_error* err) const;
    cvz_status kernelAttributes(
        int32_t device, const std::string& kernelKey, cvz_kernel_attributes* out, cvz_error* err) const;

    // Runs an index kernel and returns every thread's record (launch order). The launch is
    // checked against the device's limits and kMaxTraceThreads first: a refusal is
    // CVZ_INVALID_ARGUMENT with the numbers, before anything is allocated.
    cvz_status indexTrace(int32_t device, cvz_index_kind kind, const int64_t problem[3], const cvz_launch& launch,
        std::vector<cvz_index_record>* out, cvz_error* err) const;

    // Runs a traced teaching kernel on given data (cvz_gpu_api::run_kernel): one vector per
    // input, the output resized to outputCount and filled.
    cvz_status runKernel(int32_t device, const std::string& kernelKey, const int64_t sizes[3], const cvz_launch& launch,
        const std::vector<std::vector<float>>& inputs, int64_t outputCount, std::vector<float>* output,
        cvz_error* err) const;

private:
    const cvz_gpu_api* m_api;
};

} // namespace cvz
