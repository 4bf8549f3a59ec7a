// The checks cudaviz-gpucheck runs through the GPU module's ABI, each with a verdict.
#pragma once

#include "cudaviz_gpu_abi.h"
#include "gpu/gateway.h"
#include "launchgeometry.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cvz {

struct CheckVerdict
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
    int64_t l2FlushBytes = 0; // what the module overwrote before each sample (0: L2 left warm)
    bool ok = false;
    std::string message;
};

const char* abiBackendKey(int kernel); // "gpu-naive", ... as the app's result files name them
constexpr int kBackendCount = 8; // CVZ_MM_NAIVE .. CVZ_MM_WARPTILED

// Every thread's blockIdx, threadIdx and first stored element from the GPU against the same
// teaching kernel body run on the host (core/kernels/teachingkernels.h).
CheckVerdict checkIndexTrace(const Gateway& gateway, int device, cvz_index_kind kind, const int64_t problem[3],
    const cvz_launch& launch, const std::string& name);

// A matmul on random inputs in [-1, 1] against a double-precision reference, within a bound
// derived from the format's precision and K (|error| <= gamma * sum_k |a||b|).
CheckVerdict checkMatmul(const Gateway& gateway, int device, int kernel, Shape shape, bool pinned, MatmulRun* run);

// TF32 and FP16 really engaged: on the same inputs (K = 1025) their worst error against the
// double reference, relative to sum_k |a||b|, is above the reduced format's roundoff / 32,
// where FP32's stays orders of magnitude below it (a silent fallback to FP32 would pass
// every accuracy check, and time FP32 under a TF32 label).
CheckVerdict checkReducedPrecisionEngaged(const Gateway& gateway, int device, int kernel);

// A product taller than 65535 tiles is refused before launching ("more than the 65535
// blocks ... along grid y"), not failed with "invalid configuration".
CheckVerdict checkTallProductRefusal(const Gateway& gateway, int device);

// What the device's copy of a teaching kernel uses (cudaFuncGetAttributes): registers,
// shared and local memory, the SASS version. Passes when it has no local memory (no spills).
CheckVerdict checkKernelAttributes(const Gateway& gateway, int device, const char* kernelKey);

// A traced teaching kernel (a transpose, the stencil, the reduction, the histogram) run on
// the GPU with the catalog's launch for these sizes, its output compared element by element
// with the same body run on the host (hostrun.h) on the same inputs.
CheckVerdict checkTeachingKernel(
    const Gateway& gateway, int device, TeachingKernel kernel, const KernelShape& shape, int64_t blockSide);

// A matmul far larger than any device's memory must be refused with CVZ_OUT_OF_MEMORY
// before anything is allocated or copied.
CheckVerdict checkOutOfMemoryRefusal(const Gateway& gateway, int device);

// Times one backend at n x n x n (samples after a warm-up); the result carries the copies' times too.
MatmulRun timeMatmul(const Gateway& gateway, int device, int kernel, int64_t n, bool pinned, int samples);

// Runs gpu-naive, gpu-coalesced, gpu-tiled, gpu-tiled-2d and gpu-warptiled once each at n x n x n on
// inputs of ones, the L2 left alone: the launches ncu counts (each kernel runs three times: the
// first run, the warm-up and one sample). False when one failed (said on stderr).
bool profileLadder(const Gateway& gateway, int device, int64_t n);

double sampleMedian(std::vector<double> values);
double sampleQuantile(std::vector<double> values, double q);

} // namespace cvz
