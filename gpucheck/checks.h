// The checks cudaviz-gpucheck runs through the GPU module's ABI, each with a verdict.
#pragma once

#include "cudaviz_gpu_abi.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cvz::gpucheck {

struct Verdict
{
    std::string name; // "index trace: vecadd n=1000 block 256"
    bool passed = false;
    std::string detail; // what was found (the first mismatch, the error, the numbers)
};

struct Shape
{
    int64_t m = 1, k = 1, n = 1;
};

// One timed or checked matmul run, in the app's result terms.
struct MatmulRun
{
    int kernel = 0; // cvz_matmul_kernel
    Shape shape;
    bool pinned = true;
    std::vector<double> samplesMs;
    double firstRunMs = 0, h2dMs = 0, d2hMs = 0;
    double maxRelError = -1; // against the double-precision reference; -1 when not compared
    bool ok = false;
    std::string message;
};

const char* backendKey(int kernel); // "gpu-naive", ... as the app's result files name them
constexpr int kBackendCount = 7; // CVZ_MM_NAIVE .. CVZ_MM_CUBLAS_FP16

// Every thread's blockIdx, threadIdx and first stored element from the GPU against the same
// teaching kernel body run on the host (core/kernels/teachingkernels.h).
Verdict checkIndexTrace(const cvz_gpu_api& api, int device, cvz_index_kind kind, const int64_t problem[3],
    const cvz_launch& launch, const std::string& name);

// A matmul on random inputs in [-1, 1] against a double-precision reference, within a bound
// derived from the format's precision and K (|error| <= gamma * sum_k |a||b|).
Verdict checkMatmul(const cvz_gpu_api& api, int device, int kernel, Shape shape, bool pinned, MatmulRun* run);

// A matmul far larger than any device's memory must be refused with CVZ_OUT_OF_MEMORY
// before anything is allocated or copied.
Verdict checkOutOfMemoryRefusal(const cvz_gpu_api& api, int device);

// Times one backend at n x n x n (samples after a warm-up); the result carries the copies' times too.
MatmulRun timeMatmul(const cvz_gpu_api& api, int device, int kernel, int64_t n, bool pinned, int samples);

double median(std::vector<double> values);
double quantile(std::vector<double> values, double q);

} // namespace cvz::gpucheck
