#include "ladder.h"

#include "kernelresources.h"

namespace cvz {

std::vector<TeachingKernel> ladderKernels()
{
    std::vector<TeachingKernel> kernels;
    for (int i = 0; i < kTeachingKernelCount; ++i)
        if (kernelAt(i).benchBackend)
            kernels.push_back(kernelAt(i).id);
    return kernels;
}

Backend ladderBackend(TeachingKernel kernel)
{
    const char* key = kernelInfo(kernel).benchBackend;
    return backendFromKey(QString::fromLatin1(key ? key : "gpu-naive")).value_or(Backend::GpuNaive);
}

std::vector<LadderMeasurement> ladderMeasurements(
    Backend backend, const MatmulShape& shape, const std::vector<ChartSource>& sources)
{
    std::vector<LadderMeasurement> out;
    for (const ChartSource& source : sources)
        for (const BenchResult& r : source.set.results)
            if (r.backend == backend && r.status == RunStatus::Ok && r.m == shape.m && r.n == shape.n && r.k == shape.k)
                out.push_back({ source.label, r.stats.median, r.gflops });
    return out;
}

std::optional<Occupancy> ladderOccupancy(
    TeachingKernel kernel, const MatmulShape& shape, const ArchLimits& arch, int* registers, int64_t* sharedBytes)
{
    const auto compiled = compiledResourcesOf(teachingKernelKey(kernel), arch.ccMajor, arch.ccMinor);
    if (!compiled)
        return std::nullopt;
    *registers = compiled->registers;
    *sharedBytes = compiled->sharedBytes;
    return computeOccupancy(
        arch, { matmulLaunch(kernel, shape).threadsPerBlock(), compiled->registers, compiled->sharedBytes });
}

} // namespace cvz
