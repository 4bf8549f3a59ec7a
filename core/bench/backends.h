#pragma once

#include "cudaviz_gpu_abi.h"

#include <QString>
#include <optional>
#include <vector>

namespace cvz {

// Every way cudaviz multiplies two float32 matrices, from slowest to fastest.
enum class Backend
{
    CpuNaive, // the textbook triple loop
    CpuEigen, // Eigen's blocked, vectorised GEMM, multithreaded
    CpuOpenBlas, // OpenBLAS's cblas_sgemm: the BLAS NumPy's wheels bundle (x86 PyTorch uses Intel's MKL)
    GpuNaive, // the teaching ladder (core/kernels/teachingkernels.h)...
    GpuCoalesced,
    GpuTiled,
    GpuTiled2D,
    GpuWarptiled, // ... up to its next rung: warptiling, float4, double buffering
    GpuCublas, // cublasSgemm, FP32, default math (no TF32)
    GpuCublasTf32, // tensor cores with TF32 inputs
    GpuCublasFp16, // FP16 inputs, FP32 accumulate (what autocast does)
};

QString backendKey(Backend backend); // "cpu-eigen", "gpu-cublas-tf32", ...
std::optional<Backend> backendFromKey(const QString& key);
std::vector<Backend> allBackends();
bool isGpu(Backend backend); // it runs in the GPU module
// The GPU module's kernel for a GPU backend; nothing for a CPU one (never a silent default).
std::optional<cvz_matmul_kernel> gpuKernel(Backend backend);
QString backendDescription(Backend backend); // translated, one line

// The largest max relative error (|got - want| / max|want|) a correct run can have: float32
// rounding grows with K; TF32 and FP16 round their inputs to 10 mantissa bits first.
double tolerance(Backend backend, long long k);

} // namespace cvz
