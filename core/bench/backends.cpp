#include "backends.h"

#include "gpu/precision.h"

#include <QCoreApplication>
#include <cmath>

namespace cvz {

namespace {
// One row per backend: everything the app knows about it, in one place.
struct BackendRow
{
    Backend backend;
    const char* key;
    const char* description;
    std::optional<cvz_matmul_kernel> gpuKernel; // what the GPU module runs; none for CPU backends
};
const BackendRow kRows[] = {
    { Backend::CpuNaive, "cpu-naive", QT_TRANSLATE_NOOP("cvz::Backends", "CPU, textbook triple loop"), std::nullopt },
    { Backend::CpuEigen, "cpu-eigen", QT_TRANSLATE_NOOP("cvz::Backends", "CPU, Eigen (blocked, SIMD, threads)"),
        std::nullopt },
    { Backend::CpuOpenBlas, "cpu-openblas",
        QT_TRANSLATE_NOOP("cvz::Backends", "CPU, OpenBLAS sgemm (the BLAS NumPy's wheels bundle)"), std::nullopt },
    { Backend::GpuNaive, "gpu-naive", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, one thread per element (uncoalesced)"),
        CVZ_MM_NAIVE },
    { Backend::GpuCoalesced, "gpu-coalesced", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, coalesced"), CVZ_MM_COALESCED },
    { Backend::GpuTiled, "gpu-tiled", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, shared-memory tiles"), CVZ_MM_TILED },
    { Backend::GpuTiled2D, "gpu-tiled-2d",
        QT_TRANSLATE_NOOP("cvz::Backends", "GPU, tiles + register blocking (4x4 per thread)"), CVZ_MM_TILED_2D },
    { Backend::GpuWarptiled, "gpu-warptiled",
        QT_TRANSLATE_NOOP("cvz::Backends", "GPU, warptiling: 128x128 tiles, float4, double buffering"),
        CVZ_MM_WARPTILED },
    { Backend::GpuCublas, "gpu-cublas", QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS SGEMM, FP32"), CVZ_MM_CUBLAS },
    { Backend::GpuCublasTf32, "gpu-cublas-tf32", QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS, TF32 tensor cores"),
        CVZ_MM_CUBLAS_TF32 },
    { Backend::GpuCublasFp16, "gpu-cublas-fp16",
        QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS, FP16 inputs, FP32 accumulate"), CVZ_MM_CUBLAS_FP16 },
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
    const std::optional<cvz_matmul_kernel> kernel = gpuKernel(backend);
    return matmulTolerance(kernel ? int32_t(*kernel) : int32_t(CVZ_MM_CUBLAS), k); // CPU backends: FP32
}

} // namespace cvz
