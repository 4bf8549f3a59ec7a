#include "mappingsetup.h"

#include <QCoreApplication>
#include <tuple>

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
    p.setup.shape = shapeOf(kernelInfo(kernel).mapping, problem);
    p.setup.launch = launch;
    p.setup.guard = guard;
    return p;
}

MappingPreset traced(QString title, TeachingKernel kernel, KernelShape shape)
{
    MappingPreset p;
    p.title = std::move(title);
    p.setup.kernel = kernel;
    p.setup.shape = shape;
    p.setup.launch = kernelLaunch(kernel, shape, kMatmulTile);
    return p;
}
} // namespace

LaunchConfig fittedLaunch(TeachingKernel kernel, const KernelShape& shape, const Dim3& block)
{
    const TeachingKernelInfo& info = kernelInfo(kernel);
    if (info.traced())
        return kernelLaunch(kernel, shape, std::max<int64_t>(1, block.x));
    return { suggestGrid(info.mapping, problemOf(info.mapping, shape), block), block };
}

int64_t estimatedAccesses(const MappingSetup& setup)
{
    return kernelInfo(setup.kernel).accesses(setup.shape, setup.launch.totalThreads());
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
        if (const auto error = validateProblem(MappingKind::Linear1D, setup.problem()))
            return error;
        const LaunchConfig& l = setup.launch;
        if (l.grid.y != 1 || l.grid.z != 1 || l.block.y != 1 || l.block.z != 1)
            return Tr::tr("%1 indexes with blockIdx.x and threadIdx.x only: launch it with a 1D grid and a 1D block "
                          "(y = z = 1), got gridDim %2 and blockDim %3")
                .arg(teachingKernelKey(setup.kernel), toString(l.grid), toString(l.block));
        return validateMatmulLaunch(setup.kernel, setup.launch);
    }
    const TeachingKernelInfo& info = kernelInfo(setup.kernel);
    for (int i = 0; i < info.sizeCount(); ++i)
        if (setup.shape[i] < 1)
            return Tr::tr("%1 = %2; every matrix dimension must be at least 1")
                .arg(QCoreApplication::translate("cvz::TeachingKernels", info.sizes[i].label))
                .arg(setup.shape[i]);
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
        if (setup.shape[0] > kMaxPictureElements || accesses > kMaxTraceAccesses)
            return Tr::tr("n = %1 with %2 threads would record about %3 million memory accesses; the picture "
                          "follows at most %4 million and draws at most %5 elements. Choose a smaller n or grid.")
                .arg(setup.shape[0])
                .arg(totalThreadsText(setup.launch))
                .arg(double(accesses) / 1e6, 0, 'f', 0)
                .arg(kMaxTraceAccesses / 1000000)
                .arg(kMaxPictureElements);
    } else if (isTraced(setup.kernel)) {
        const MatmulShape s
            = isTranspose(setup.kernel) ? MatmulShape { setup.shape[0], setup.shape[1], 1 } : matmulOf(setup.shape);
        if (const auto error = validateTracedShape(setup))
            return error;
        // The picture holds A, B and C (a transpose's A and C): each within its budget, counted
        // saturating so that no size overflows the product.
        if (isMatmul(setup.kernel))
            for (const auto& [name, rows, cols] : { std::tuple { "A", s.m, s.k }, std::tuple { "B", s.k, s.n } })
                if (saturatingMul(rows, cols) > kMaxPictureElements)
                    return Tr::tr("%1 is %2 x %3 = %4 elements; the picture holds at most %5 in a matrix. Choose "
                                  "smaller matrices (up to about 128 x 128 x 128).")
                        .arg(QLatin1String(name))
                        .arg(rows)
                        .arg(cols)
                        .arg(double(saturatingMul(rows, cols)), 0, 'g', 4)
                        .arg(kMaxPictureElements);
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
        const ProblemShape problem = setup.problem();
        if (const auto error = validateProblem(kind, problem))
            return error;
        if (problem.elementCount(kind) > kMaxPictureElements)
            return Tr::tr("%1 elements are more than the picture draws (at most %2, one cell each); choose a "
                          "smaller problem, or use `cudaviz map` for the numbers")
                .arg(problem.elementCount(kind))
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
        traced(Tr::tr("Matmul, naive (uncoalesced): 48 x 48 x 48"), TeachingKernel::MatmulNaive, { { 48, 48, 48 } }),
        traced(Tr::tr("Matmul, coalesced: 48 x 48 x 48"), TeachingKernel::MatmulCoalesced, { { 48, 48, 48 } }),
        traced(Tr::tr("Matmul, shared-memory tiles: 48 x 48 x 48"), TeachingKernel::MatmulTiled, { { 48, 48, 48 } }),
        traced(Tr::tr("Matmul, warptiling: 256 x 256 x 64 (float4, double buffering)"), TeachingKernel::MatmulWarptiled,
            shapeOf(MatmulShape { 256, 256, 64 })),
        traced(Tr::tr("Transpose 64 x 64, shared tile (bank conflicts)"), TeachingKernel::TransposeNaive,
            { { 64, 64, 1 } }),
        traced(Tr::tr("Transpose 64 x 64, padded tile"), TeachingKernel::TransposePadded, { { 64, 64, 1 } }),
    };
    // Kernels the list above does not show offer their own preset, in course order.
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        if (!info.preset.title)
            continue;
        MappingPreset p;
        p.title = QCoreApplication::translate("cvz::TeachingKernels", info.preset.title);
        p.setup.kernel = info.id;
        p.setup.shape = info.preset.shape;
        p.setup.launch = fittedLaunch(info.id, info.preset.shape, info.preset.block);
        presets.push_back(std::move(p));
    }
    return presets;
}

} // namespace cvz
