#include "launchconfig.h"

#include "device/devicereport.h"

#include <QCoreApplication>
#include <algorithm>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::LaunchConfig)
};
const char* const kAxis[3] = { "x", "y", "z" };

int64_t component(const Dim3& d, int axis)
{
    return axis == 0 ? d.x : axis == 1 ? d.y : d.z;
}

// `count` as text, or "about <approx>" when it saturated at kSaturatedCount.
QString approximateCountText(int64_t count, double approx)
{
    if (count < kSaturatedCount)
        return QString::number(count);
    return Tr::tr("about %1").arg(approx, 0, 'g', 3);
}
} // namespace

QString toString(const Dim3& d)
{
    return QStringLiteral("%1x%2x%3").arg(d.x).arg(d.y).arg(d.z);
}

QString coordText(const Dim3& d)
{
    return QStringLiteral("(%1, %2, %3)").arg(d.x).arg(d.y).arg(d.z);
}

QString countText(const Dim3& d)
{
    return approximateCountText(d.count(), d.approxCount());
}

QString totalThreadsText(const LaunchConfig& launch)
{
    return approximateCountText(launch.totalThreads(), launch.grid.approxCount() * launch.block.approxCount());
}

DeviceLimits DeviceLimits::fromDevice(const GpuDeviceInfo& device)
{
    DeviceLimits limits;
    limits.maxThreadsPerBlock = device.maxThreadsPerBlock;
    for (int i = 0; i < 3; ++i) {
        limits.maxBlockDim[static_cast<size_t>(i)] = device.maxBlockDim[static_cast<size_t>(i)];
        limits.maxGridDim[static_cast<size_t>(i)] = device.maxGridDim[static_cast<size_t>(i)];
    }
    limits.warpSize = device.warpSize;
    return limits;
}

std::optional<QString> validateLaunch(const LaunchConfig& launch, const DeviceLimits& limits)
{
    for (int axis = 0; axis < 3; ++axis) {
        if (component(launch.block, axis) < 1)
            return Tr::tr("blockDim.%1 = %2; every dimension of a block needs at least 1 thread")
                .arg(QLatin1String(kAxis[axis]))
                .arg(component(launch.block, axis));
        if (component(launch.grid, axis) < 1)
            return Tr::tr("gridDim.%1 = %2; every dimension of a grid needs at least 1 block")
                .arg(QLatin1String(kAxis[axis]))
                .arg(component(launch.grid, axis));
    }
    // The total first: "2048 threads in a block" is the lesson, whichever axis carries them.
    if (launch.block.count() > limits.maxThreadsPerBlock)
        return Tr::tr("blockDim %1 = %2 threads; a block holds at most %3")
            .arg(toString(launch.block))
            .arg(countText(launch.block))
            .arg(limits.maxThreadsPerBlock);
    for (int axis = 0; axis < 3; ++axis) {
        const int64_t maxBlock = limits.maxBlockDim[static_cast<size_t>(axis)];
        if (component(launch.block, axis) > maxBlock)
            return Tr::tr("blockDim.%1 = %2; a block is at most %3 threads along %1")
                .arg(QLatin1String(kAxis[axis]))
                .arg(component(launch.block, axis))
                .arg(maxBlock);
    }
    for (int axis = 0; axis < 3; ++axis) {
        const int64_t maxGrid = limits.maxGridDim[static_cast<size_t>(axis)];
        if (component(launch.grid, axis) > maxGrid)
            return Tr::tr("gridDim.%1 = %2; a grid is at most %3 blocks along %1")
                .arg(QLatin1String(kAxis[axis]))
                .arg(component(launch.grid, axis))
                .arg(maxGrid);
    }
    return std::nullopt;
}

std::optional<QString> validateProblem(MappingKind kind, const ProblemShape& p, int64_t maxElements)
{
    const auto atLeastOne = [](const char* name, int64_t value) -> std::optional<QString> {
        if (value < 1)
            return Tr::tr("%1 = %2; the problem size must be at least 1").arg(QLatin1String(name)).arg(value);
        return std::nullopt;
    };
    std::optional<QString> error;
    switch (kind) {
    case MappingKind::Linear1D:
    case MappingKind::GridStride1D:
        error = atLeastOne("n", p.n);
        break;
    case MappingKind::Matrix2D:
        if (!(error = atLeastOne("rows", p.rows)))
            error = atLeastOne("cols", p.cols);
        break;
    case MappingKind::Volume3D:
        if (!(error = atLeastOne("nx", p.nx)) && !(error = atLeastOne("ny", p.ny)))
            error = atLeastOne("nz", p.nz);
        break;
    }
    if (error)
        return error;
    // Divide instead of multiplying so that 100000 x 100000 x 100000 cannot overflow.
    const int64_t a = kind == MappingKind::Matrix2D ? p.rows : kind == MappingKind::Volume3D ? p.nx : p.n;
    const int64_t b = kind == MappingKind::Matrix2D ? p.cols : kind == MappingKind::Volume3D ? p.ny : 1;
    const int64_t c = kind == MappingKind::Volume3D ? p.nz : 1;
    if (a > maxElements / b || a * b > maxElements / c)
        return Tr::tr("the problem has more than %1 elements; choose a smaller size").arg(maxElements);
    return std::nullopt;
}

Dim3 suggestGrid(MappingKind kind, const ProblemShape& p, const Dim3& block, int smCount)
{
    const int64_t bx = std::max<int64_t>(1, block.x), by = std::max<int64_t>(1, block.y),
                  bz = std::max<int64_t>(1, block.z);
    switch (kind) {
    case MappingKind::Linear1D:
        return { ceilDiv(std::max<int64_t>(1, p.n), bx), 1, 1 };
    case MappingKind::GridStride1D: {
        // A grid-stride loop needs no full cover: a few blocks per SM keep the GPU busy.
        const int64_t cover = ceilDiv(std::max<int64_t>(1, p.n), bx);
        return { smCount > 0 ? std::min<int64_t>(cover, 4 * int64_t(smCount)) : cover, 1, 1 };
    }
    case MappingKind::Matrix2D:
        return { ceilDiv(std::max<int64_t>(1, p.cols), bx), ceilDiv(std::max<int64_t>(1, p.rows), by), 1 };
    case MappingKind::Volume3D:
        return { ceilDiv(std::max<int64_t>(1, p.nx), bx), ceilDiv(std::max<int64_t>(1, p.ny), by),
            ceilDiv(std::max<int64_t>(1, p.nz), bz) };
    }
    return {};
}

} // namespace cvz
