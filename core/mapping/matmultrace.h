#pragma once

#include "kernelscene.h"
#include "mappingsetup.h"

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace cvz {

// The matrices the picture multiplies: small integers (A: -3..3, B: -2..2), so every product
// and sum is exact in float and readable in a tooltip. A transpose's A is M x N (b stays empty).
void matmulPictureInputs(const MatmulShape& shape, std::vector<float>& a, std::vector<float>& b,
    TeachingKernel kernel = TeachingKernel::MatmulNaive);

// The input of a Vector kernel (a stencil, a reduction, a histogram): n small integers
// 0..kVectorPictureValues-1, so sums are exact and every value is a histogram's bin.
constexpr int kVectorPictureValues = 16;
std::vector<float> vectorPictureInputs(int64_t n);

// Runs the setup's kernel in the block emulator on the picture's inputs: matmulPictureInputs
// for the traced kernels (matmuls, transposes), emulateMapping's for the index kernels.
EmulationRun emulateSetup(const MappingSetup& setup, BlockEmulator::Options options, const ArraysReady& ready = {});

// Runs the setup's matmul kernel in the block emulator (every access recorded, at most
// kMaxTraceAccesses) and builds the scene the picture draws. Nothing when `cancel` was
// raised or the trace outgrew its budget; `error` then says which.
std::optional<KernelScene> traceMatmulScene(const MappingSetup& setup, const std::atomic<bool>* cancel,
    const std::function<void(int64_t blocksDone, int64_t blocks)>& progress, QString* error = nullptr);

} // namespace cvz
