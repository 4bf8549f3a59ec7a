#include "mappingsetup.h"

#include <QCoreApplication>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::MappingPresets)
};

MappingPreset preset(QString title, TeachingKernel kernel, ProblemShape problem, LaunchConfig launch, bool guard = true)
{
    MappingPreset p;
    p.title = std::move(title);
    p.setup.kernel = kernel;
    p.setup.problem = problem;
    p.setup.launch = launch;
    p.setup.guard = guard;
    return p;
}

MappingPreset matmul(QString title, TeachingKernel kernel, MatmulShape shape)
{
    MappingPreset p;
    p.title = std::move(title);
    p.setup.kernel = kernel;
    p.setup.matmul = shape;
    p.setup.launch = matmulLaunch(kernel, shape);
    return p;
}
} // namespace

std::array<int64_t, 3> kernelSizes(const MappingSetup& s)
{
    const TeachingKernelInfo& info = kernelInfo(s.kernel);
    if (info.family == KernelFamily::Matmul)
        return { s.matmul.m, s.matmul.n, s.matmul.k };
    if (info.family == KernelFamily::Transpose)
        return { s.matmul.m, s.matmul.n, 1 };
    if (info.family == KernelFamily::Vector)
        return { s.problem.n, 1, 1 };
    switch (info.mapping) {
    case MappingKind::Matrix2D:
        return { s.problem.rows, s.problem.cols, 1 };
    case MappingKind::Volume3D:
        return { s.problem.nx, s.problem.ny, s.problem.nz };
    case MappingKind::Linear1D:
    case MappingKind::GridStride1D:
        break;
    }
    return { s.problem.n, 1, 1 };
}

void setKernelSizes(MappingSetup& s, const std::array<int64_t, 3>& v)
{
    const TeachingKernelInfo& info = kernelInfo(s.kernel);
    if (info.family == KernelFamily::Matmul || info.family == KernelFamily::Transpose) {
        s.matmul = { v[0], v[1], info.family == KernelFamily::Transpose ? 1 : v[2] }; // a transpose's A is M x N
        return;
    }
    if (info.family == KernelFamily::Vector) {
        s.problem.n = v[0];
        return;
    }
    switch (info.mapping) {
    case MappingKind::Matrix2D:
        s.problem.rows = v[0];
        s.problem.cols = v[1];
        break;
    case MappingKind::Volume3D:
        s.problem.nx = v[0];
        s.problem.ny = v[1];
        s.problem.nz = v[2];
        break;
    case MappingKind::Linear1D:
    case MappingKind::GridStride1D:
        s.problem.n = v[0];
        break;
    }
}

int64_t estimatedAccesses(const MappingSetup& setup)
{
    return kernelInfo(setup.kernel).accesses(setup.matmul, setup.problem, setup.launch.totalThreads());
}

std::optional<QString> validateMatmulLaunch(TeachingKernel kernel, const LaunchConfig& launch)
{
    const TeachingKernelInfo& info = kernelInfo(kernel);
    if (info.block == Dim3 { 0, 0, 0 } || launch.block == info.block)
        return std::nullopt;
    return QCoreApplication::translate("cvz::EmulatedKernels", "%1 needs blockDim %2 (%3), got %4")
        .arg(teachingKernelKey(kernel), toString(info.block),
            QCoreApplication::translate("cvz::TeachingKernels", info.blockReason), toString(launch.block));
}

std::optional<QString> validateTracedShape(const MappingSetup& setup)
{
    if (kernelInfo(setup.kernel).family == KernelFamily::Vector) {
        if (const auto error = validateProblem(MappingKind::Linear1D, setup.problem))
            return error;
        const LaunchConfig& l = setup.launch;
        if (l.grid.y != 1 || l.grid.z != 1 || l.block.y != 1 || l.block.z != 1)
            return Tr::tr("%1 indexes with blockIdx.x and threadIdx.x only: launch it with a 1D grid and a 1D block "
                          "(y = z = 1), got gridDim %2 and blockDim %3")
                .arg(teachingKernelKey(setup.kernel), toString(l.grid), toString(l.block));
        return validateMatmulLaunch(setup.kernel, setup.launch);
    }
    const MatmulShape& s = setup.matmul;
    for (const auto& [name, value] : { std::pair { "M", s.m }, std::pair { "N", s.n }, std::pair { "K", s.k } })
        if (value < 1)
            return Tr::tr("%1 = %2; every matrix dimension must be at least 1").arg(QLatin1String(name)).arg(value);
    return validateMatmulLaunch(setup.kernel, setup.launch);
}

std::optional<QString> validateSetup(const MappingSetup& setup, const DeviceLimits& limits)
{
    if (const auto error = validateLaunch(setup.launch, limits))
        return error;
    if (kernelInfo(setup.kernel).family == KernelFamily::Vector) {
        if (const auto error = validateTracedShape(setup))
            return error;
        const int64_t accesses = estimatedAccesses(setup);
        if (setup.problem.n > kMaxPictureElements || accesses > kMaxTraceAccesses)
            return Tr::tr("n = %1 with %2 threads would record about %3 million memory accesses; the picture "
                          "follows at most %4 million and draws at most %5 elements. Choose a smaller n or grid.")
                .arg(setup.problem.n)
                .arg(totalThreadsText(setup.launch))
                .arg(double(accesses) / 1e6, 0, 'f', 0)
                .arg(kMaxTraceAccesses / 1000000)
                .arg(kMaxPictureElements);
    } else if (isTraced(setup.kernel)) {
        const MatmulShape& s = setup.matmul;
        if (const auto error = validateTracedShape(setup))
            return error;
        // Every load and store is recorded: estimate before running, from the kernel's loops.
        const int64_t accesses = estimatedAccesses(setup);
        if (s.m > kMaxPictureThreads / s.n || accesses > kMaxTraceAccesses)
            return Tr::tr("%1 x %2 x %3 would record about %4 million memory accesses; the picture follows at most %5 "
                          "million. Choose smaller matrices (up to about 128 x 128 x 128).")
                .arg(s.m)
                .arg(s.k)
                .arg(s.n)
                .arg(double(accesses) / 1e6, 0, 'f', 0)
                .arg(kMaxTraceAccesses / 1000000);
    } else {
        const MappingKind kind = mappingKindOf(setup.kernel);
        if (const auto error = validateProblem(kind, setup.problem))
            return error;
        if (setup.problem.elementCount(kind) > kMaxPictureElements)
            return Tr::tr("%1 elements are more than the picture draws (at most %2, one cell each); choose a "
                          "smaller problem, or use `cudaviz map` for the numbers")
                .arg(setup.problem.elementCount(kind))
                .arg(kMaxPictureElements);
    }
    if (setup.launch.totalThreads() > kMaxPictureThreads)
        return Tr::tr("%1 threads are more than the picture can follow (at most %2); choose a smaller grid or block")
            .arg(totalThreadsText(setup.launch))
            .arg(kMaxPictureThreads);
    return std::nullopt;
}

std::vector<MappingPreset> mappingPresets()
{
    ProblemShape matrix, volume;
    matrix.rows = 100;
    matrix.cols = 70;
    volume.nx = 10;
    volume.ny = 9;
    volume.nz = 8;
    std::vector<MappingPreset> presets {
        preset(Tr::tr("Vector add: n = 1000, block 256"), TeachingKernel::VecAdd, { .n = 1000 },
            { { 4, 1, 1 }, { 256, 1, 1 } }),
        preset(Tr::tr("Why if (i < n): n = 1000, block 256, no guard"), TeachingKernel::VecAdd, { .n = 1000 },
            { { 4, 1, 1 }, { 256, 1, 1 } }, false),
        preset(Tr::tr("Tiny: n = 10, one block of 32"), TeachingKernel::VecAdd, { .n = 10 },
            { { 1, 1, 1 }, { 32, 1, 1 } }),
        preset(Tr::tr("Classroom: n = 16, 4 blocks of 4"), TeachingKernel::VecAdd, { .n = 16 },
            { { 4, 1, 1 }, { 4, 1, 1 } }),
        preset(Tr::tr("Idle lanes: n = 1000, block 250"), TeachingKernel::VecAdd, { .n = 1000 },
            { { 4, 1, 1 }, { 250, 1, 1 } }),
        preset(
            Tr::tr("Matrix 100 x 70, block 16 x 16"), TeachingKernel::MatAdd, matrix, { { 5, 7, 1 }, { 16, 16, 1 } }),
        preset(Tr::tr("Grid-stride: n = 10000 with 4 blocks"), TeachingKernel::GridStride, { .n = 10000 },
            { { 4, 1, 1 }, { 256, 1, 1 } }),
        preset(Tr::tr("3D volume 10 x 9 x 8, block 4 x 4 x 4"), TeachingKernel::Volume3D, volume,
            { { 3, 3, 2 }, { 4, 4, 4 } }),
        preset(Tr::tr("One million threads: 4096 blocks x 256"), TeachingKernel::VecAdd, { .n = 1 << 20 },
            { { 4096, 1, 1 }, { 256, 1, 1 } }),
        matmul(Tr::tr("Matmul, naive (uncoalesced): 48 x 48 x 48"), TeachingKernel::MatmulNaive, { 48, 48, 48 }),
        matmul(Tr::tr("Matmul, coalesced: 48 x 48 x 48"), TeachingKernel::MatmulCoalesced, { 48, 48, 48 }),
        matmul(Tr::tr("Matmul, shared-memory tiles: 48 x 48 x 48"), TeachingKernel::MatmulTiled, { 48, 48, 48 }),
        matmul(Tr::tr("Matmul, warptiling: 256 x 256 x 64 (float4, double buffering)"), TeachingKernel::MatmulWarptiled,
            { 256, 256, 64 }),
        matmul(
            Tr::tr("Transpose 64 x 64, shared tile (bank conflicts)"), TeachingKernel::TransposeNaive, { 64, 64, 1 }),
        matmul(Tr::tr("Transpose 64 x 64, padded tile"), TeachingKernel::TransposePadded, { 64, 64, 1 }),
    };
    // Kernels the list above does not show offer their own preset, in course order.
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        if (!info.preset.title)
            continue;
        MappingPreset p;
        p.title = QCoreApplication::translate("cvz::TeachingKernels", info.preset.title);
        p.setup.kernel = info.id;
        setKernelSizes(p.setup, { info.preset.sizes[0], info.preset.sizes[1], info.preset.sizes[2] });
        p.setup.launch = tracedLaunch(info.id, p.setup.matmul, p.setup.problem, info.preset.block.x);
        if (!info.traced())
            p.setup.launch = { suggestGrid(info.mapping, p.setup.problem, info.preset.block), info.preset.block };
        presets.push_back(std::move(p));
    }
    return presets;
}

} // namespace cvz
