#include "backends.h"

#include <QCoreApplication>
#include <cmath>

namespace cvz {

namespace {
struct BackendName
{
    Backend backend;
    const char* key;
    const char* description;
};
const BackendName kNames[] = {
    { Backend::CpuNaive, "cpu-naive", QT_TRANSLATE_NOOP("cvz::Backends", "CPU, textbook triple loop") },
    { Backend::CpuEigen, "cpu-eigen", QT_TRANSLATE_NOOP("cvz::Backends", "CPU, Eigen (blocked, SIMD, threads)") },
    { Backend::GpuNaive, "gpu-naive", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, one thread per element (uncoalesced)") },
    { Backend::GpuCoalesced, "gpu-coalesced", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, coalesced") },
    { Backend::GpuTiled, "gpu-tiled", QT_TRANSLATE_NOOP("cvz::Backends", "GPU, shared-memory tiles") },
    { Backend::GpuTiled2D, "gpu-tiled-2d",
        QT_TRANSLATE_NOOP("cvz::Backends", "GPU, tiles + register blocking (4x4 per thread)") },
    { Backend::GpuCublas, "gpu-cublas", QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS SGEMM, FP32") },
    { Backend::GpuCublasTf32, "gpu-cublas-tf32", QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS, TF32 tensor cores") },
    { Backend::GpuCublasFp16, "gpu-cublas-fp16",
        QT_TRANSLATE_NOOP("cvz::Backends", "cuBLAS, FP16 inputs, FP32 accumulate") },
};
} // namespace

QString backendKey(Backend backend)
{
    for (const BackendName& n : kNames)
        if (n.backend == backend)
            return QString::fromLatin1(n.key);
    return {};
}

std::optional<Backend> backendFromKey(const QString& key)
{
    for (const BackendName& n : kNames)
        if (key == QLatin1String(n.key))
            return n.backend;
    return std::nullopt;
}

std::vector<Backend> allBackends()
{
    std::vector<Backend> all;
    for (const BackendName& n : kNames)
        all.push_back(n.backend);
    return all;
}

bool isGpu(Backend backend)
{
    return backend != Backend::CpuNaive && backend != Backend::CpuEigen;
}

QString backendDescription(Backend backend)
{
    for (const BackendName& n : kNames)
        if (n.backend == backend)
            return QCoreApplication::translate("cvz::Backends", n.description);
    return {};
}

double tolerance(Backend backend, long long k)
{
    const double root = std::sqrt(double(std::max(1LL, k)));
    (void)root;
    switch (backend) {
    case Backend::GpuCublasTf32:
    case Backend::GpuCublasFp16:
        return 1e-2; // inputs rounded to 10-bit mantissas (2^-11 relative) before the products
    default:
        return 2e-6 * root + 1e-6; // float32 accumulation, different summation orders
    }
}

} // namespace cvz
