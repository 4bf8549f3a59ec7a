#include "backends.h"

#include <QCoreApplication>
#include <cmath>

namespace cvz {

namespace {
// What rounds the inputs before the products, which sets the tolerance of a correct run.
enum class Precision
{
    Fp32, // float32 inputs and accumulation
    Reduced, // TF32 or FP16 inputs (10-bit mantissas), FP32 accumulation
};

// One row per backend: everything the app knows about it, in one place.
struct BackendRow
{
    Backend backend;
    const char* key;
    const char* description;
    std::optional<cvz_matmul_kernel> gpuKernel; // what the GPU module runs; none for CPU backends
    Precision precision;
};
const BackendRow kRows[] = {
    { Backend::CpuNaive, "cpu-naive", QT_TRANSLATE_NOOP("cvz::Backends", "CPU, textbook triple loop"), std::nullopt,
        Precision::Fp32 },
    { Backend::CpuEigen, "cpu-eigen", QT_TRANSLATE_NOOP("cvz::Backends", "CPU, Eigen (blocked, SIMD, threads)"),
        std::nullopt, Precision::Fp32 },
    { Backend::CpuOpenBlas, "cpu-openblas",
        QT_TRANSLATE_NOOP("cvz::Backends", "CPU, OpenBLAS sgemm (what NumPy and PyTorch use)"), std::nullopt,
        Precision::Fp32 },
    { Backend::GpuNaive, "gpu-naive", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, one thread per element (uncoalesced)"),
        CVZ_MM_NAIVE, Precision::Fp32 },
    { Backend::GpuCoalesced, "gpu-coalesced", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, coalesced"), CVZ_MM_COALESCED,
        Precision::Fp32 },
    { Backend::GpuTiled, "gpu-tiled", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, shared-memory tiles"), CVZ_MM_TILED,
        Precision::Fp32 },
    { Backend::GpuTiled2D, "gpu-tiled-2d",
        QT_TRANSLATE_NOOP("cvz::Backends", "GPU, tiles + register blocking (4x4 per thread)"), CVZ_MM_TILED_2D,
        Precision::Fp32 },
    { Backend::GpuCublas, "gpu-cublas", QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS SGEMM, FP32"), CVZ_MM_CUBLAS,
        Precision::Fp32 },
    { Backend::GpuCublasTf32, "gpu-cublas-tf32", QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS, TF32 tensor cores"),
        CVZ_MM_CUBLAS_TF32, Precision::Reduced },
    { Backend::GpuCublasFp16, "gpu-cublas-fp16",
        QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS, FP16 inputs, FP32 accumulate"), CVZ_MM_CUBLAS_FP16,
        Precision::Reduced },
};

const BackendRow* row(Backend backend)
{
    for (const BackendRow& r : kRows)
        if (r.backend == backend)
            return &r;
    return nullptr;
}
} // namespace

QString backendKey(Backend backend)
{
    const BackendRow* r = row(backend);
    return r ? QString::fromLatin1(r->key) : QString();
}

std::optional<Backend> backendFromKey(const QString& key)
{
    for (const BackendRow& r : kRows)
        if (key == QLatin1String(r.key))
            return r.backend;
    return std::nullopt;
}

std::vector<Backend> allBackends()
{
    std::vector<Backend> all;
    for (const BackendRow& r : kRows)
        all.push_back(r.backend);
    return all;
}

bool isGpu(Backend backend)
{
    return gpuKernel(backend).has_value();
}

std::optional<cvz_matmul_kernel> gpuKernel(Backend backend)
{
    const BackendRow* r = row(backend);
    return r ? r->gpuKernel : std::nullopt;
}

QString backendDescription(Backend backend)
{
    const BackendRow* r = row(backend);
    return r ? QCoreApplication::translate("cvz::Backends", r->description) : QString();
}

double tolerance(Backend backend, long long k)
{
    const BackendRow* r = row(backend);
    if (r && r->precision == Precision::Reduced)
        return 1e-2; // inputs rounded to 10-bit mantissas (2^-11 relative) before the products
    // float32 accumulation in different summation orders: the error grows like sqrt(K).
    return 2e-6 * std::sqrt(double(std::max(1LL, k))) + 1e-6;
}

} // namespace cvz
