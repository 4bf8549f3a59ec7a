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

int64_t estimatedAccesses(const MappingSetup& setup)
{
    const MatmulShape& s = setup.matmul;
    const int64_t threads = setup.launch.totalThreads();
    switch (setup.kernel) {
    case TeachingKernel::GridStride:
        return saturatingMul(3, setup.problem.n); // every element is visited once
    case TeachingKernel::MatmulNaive:
    case TeachingKernel::MatmulCoalesced:
        return saturatingMul(threads, saturatingAdd(saturatingMul(2, s.k), 1));
    case TeachingKernel::MatmulTiled: // per tile: 2 loads + 2 stores + 2 TILE loads; then C
        return saturatingMul(threads, saturatingAdd(saturatingMul(ceilDiv(s.k, kMatmulTile), 4 + 2 * kMatmulTile), 1));
    case TeachingKernel::MatmulTiled2D: // per slice: 2 x (2 loads + 2 stores) + BK (TM + TN); then TM TN
    {
        constexpr int perSlice = 8 + kernels::Tiled2D::BK * (kernels::Tiled2D::TM + kernels::Tiled2D::TN);
        constexpr int stores = kernels::Tiled2D::TM * kernels::Tiled2D::TN;
        return saturatingMul(
            threads, saturatingAdd(saturatingMul(ceilDiv(s.k, kernels::Tiled2D::BK), perSlice), stores));
    }
    case TeachingKernel::MatmulWarptiled: // per k-tile: 4 loads (float4 or 16 scalar) + 10 stores + BK x 4 reads
    {
        using W = kernels::Warptiled;
        constexpr int perTile = 2 * 16 + 2 * 5 + W::BK * (W::WMITER + W::WNITER); // the scalar edge path at most
        return saturatingMul(
            threads, saturatingAdd(saturatingMul(ceilDiv(s.k, W::BK) + 1, perTile), W::WM * W::WN / 32));
    }
    case TeachingKernel::TransposeNaive:
    case TeachingKernel::TransposePadded: // TILE / ROWS elements: load + store in, load + store out
        return saturatingMul(threads, 4 * kernels::Transpose::tile / kernels::Transpose::rows);
    default:
        return saturatingMul(threads, 3); // two loads and a store
    }
}

std::optional<QString> validateMatmulLaunch(TeachingKernel kernel, const LaunchConfig& launch)
{
    if (isTranspose(kernel) && !(launch.block == Dim3 { kernels::Transpose::tile, kernels::Transpose::rows, 1 }))
        return QCoreApplication::translate(
            "cvz::EmulatedKernels", "%1 needs blockDim %2x%3x1 (a block moves one %2 x %2 tile), got %4")
            .arg(teachingKernelKey(kernel))
            .arg(kernels::Transpose::tile)
            .arg(kernels::Transpose::rows)
            .arg(toString(launch.block));
    if (kernel == TeachingKernel::MatmulWarptiled && !(launch.block == Dim3 { kernels::Warptiled::threads, 1, 1 }))
        return QCoreApplication::translate(
            "cvz::EmulatedKernels", "%1 needs blockDim %2x1x1 (8 warps share the 128 x 128 tile), got %3")
            .arg(teachingKernelKey(kernel))
            .arg(kernels::Warptiled::threads)
            .arg(toString(launch.block));
    if ((kernel == TeachingKernel::MatmulTiled || kernel == TeachingKernel::MatmulTiled2D)
        && !(launch.block == Dim3 { kMatmulTile, kMatmulTile, 1 }))
        return QCoreApplication::translate(
            "cvz::EmulatedKernels", "%1 needs blockDim %2x%2x1 (its threads share the tile loads), got %3")
            .arg(teachingKernelKey(kernel))
            .arg(kMatmulTile)
            .arg(toString(launch.block));
    return std::nullopt;
}

std::optional<QString> validateTracedShape(const MappingSetup& setup)
{
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
    if (isTraced(setup.kernel)) {
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
    return {
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
}

} // namespace cvz
