#include "emulatedkernels.h"

#include "kernels/teachingkernels.h"

#include <QCoreApplication>

namespace cvz {

namespace {
struct KernelName
{
    TeachingKernel kernel;
    const char* key;
};
constexpr KernelName kNames[] = {
    { TeachingKernel::VecAdd, "vecadd" },
    { TeachingKernel::GridStride, "grid-stride" },
    { TeachingKernel::MatAdd, "matadd" },
    { TeachingKernel::Volume3D, "3d" },
    { TeachingKernel::MatmulNaive, "matmul-naive" },
    { TeachingKernel::MatmulCoalesced, "matmul-coalesced" },
    { TeachingKernel::MatmulTiled, "matmul-tiled" },
};

EmulationRun finish(BlockEmulator& emulator, BlockEmulator::Outcome outcome, std::vector<float> output)
{
    EmulationRun run;
    run.outcome = outcome;
    run.error = emulator.errorMessage();
    if (outcome == BlockEmulator::Outcome::Finished) {
        run.trace = emulator.takeTrace();
        run.output = std::move(output);
    }
    return run;
}
} // namespace

QString teachingKernelKey(TeachingKernel kernel)
{
    for (const KernelName& n : kNames)
        if (n.kernel == kernel)
            return QString::fromLatin1(n.key);
    return {};
}

std::optional<TeachingKernel> teachingKernelFromKey(const QString& key)
{
    for (const KernelName& n : kNames)
        if (key == QLatin1String(n.key))
            return n.kernel;
    return std::nullopt;
}

bool isMatmul(TeachingKernel kernel)
{
    return kernel == TeachingKernel::MatmulNaive || kernel == TeachingKernel::MatmulCoalesced
        || kernel == TeachingKernel::MatmulTiled || kernel == TeachingKernel::MatmulTiled2D;
}

MappingKind mappingKindOf(TeachingKernel kernel)
{
    switch (kernel) {
    case TeachingKernel::VecAdd:
        return MappingKind::Linear1D;
    case TeachingKernel::GridStride:
        return MappingKind::GridStride1D;
    case TeachingKernel::Volume3D:
        return MappingKind::Volume3D;
    default:
        return MappingKind::Matrix2D;
    }
}

LaunchConfig matmulLaunch(TeachingKernel kernel, const MatmulShape& s, int64_t side)
{
    if (kernel == TeachingKernel::MatmulTiled2D)
        return { { ceilDiv(s.n, kMatmulTile2D), ceilDiv(s.m, kMatmulTile2D), 1 }, { 16, 16, 1 } };
    if (kernel == TeachingKernel::MatmulTiled)
        side = kMatmulTile;
    LaunchConfig launch;
    launch.block = { side, side, 1 };
    if (kernel == TeachingKernel::MatmulNaive) // x runs down the rows of C
        launch.grid = { ceilDiv(s.m, side), ceilDiv(s.n, side), 1 };
    else // x runs along the columns of C
        launch.grid = { ceilDiv(s.n, side), ceilDiv(s.m, side), 1 };
    return launch;
}

std::optional<QString> validateMatmulLaunch(TeachingKernel kernel, const LaunchConfig& launch)
{
    if ((kernel == TeachingKernel::MatmulTiled || kernel == TeachingKernel::MatmulTiled2D)
        && !(launch.block == Dim3 { kMatmulTile, kMatmulTile, 1 }))
        return QCoreApplication::translate(
            "cvz::EmulatedKernels", "%1 needs blockDim %2x%2x1 (its threads share the tile loads), got %3")
            .arg(teachingKernelKey(kernel))
            .arg(kMatmulTile)
            .arg(launch.block.toString());
    return std::nullopt;
}

EmulationRun emulateMapping(const ThreadMapping& mapping, BlockEmulator::Options options)
{
    const ProblemShape& p = mapping.problem();
    const int64_t count = mapping.elementCount();
    std::vector<float> a(static_cast<size_t>(count)), b(static_cast<size_t>(count)),
        c(static_cast<size_t>(count), 0.0f);
    for (int64_t i = 0; i < count; ++i) {
        a[static_cast<size_t>(i)] = static_cast<float>(i);
        b[static_cast<size_t>(i)] = 1000.0f + static_cast<float>(i);
    }
    const int64_t rows = mapping.kind() == MappingKind::Matrix2D ? p.rows
        : mapping.kind() == MappingKind::Volume3D                ? p.ny * p.nz
                                                                 : 1;
    BlockEmulator emulator(mapping.launch(), std::move(options));
    const EmuArray ea = emulator.addArray(QStringLiteral("a"), a.data(), count, rows);
    const EmuArray eb = emulator.addArray(QStringLiteral("b"), b.data(), count, rows);
    const EmuArray ec = emulator.addArray(QStringLiteral("c"), c.data(), count, rows);
    const bool guard = mapping.guard();
    BlockEmulator::Outcome outcome {};
    switch (mapping.kind()) {
    case MappingKind::Linear1D:
        outcome = emulator.run([&](EmuContext& ctx) { kernels::vectorAdd(ctx, ea, eb, ec, p.n, guard); });
        break;
    case MappingKind::GridStride1D:
        outcome = emulator.run([&](EmuContext& ctx) { kernels::vectorAddGridStride(ctx, ea, eb, ec, p.n); });
        break;
    case MappingKind::Matrix2D:
        outcome = emulator.run([&](EmuContext& ctx) { kernels::matrixAdd(ctx, ea, eb, ec, p.rows, p.cols, guard); });
        break;
    case MappingKind::Volume3D:
        outcome = emulator.run([&](EmuContext& ctx) { kernels::volumeAdd(ctx, ea, eb, ec, p.nx, p.ny, p.nz, guard); });
        break;
    }
    return finish(emulator, outcome, std::move(c));
}

EmulationRun emulateMatmul(TeachingKernel kernel, const MatmulShape& s, const std::vector<float>& a,
    const std::vector<float>& b, const LaunchConfig& launch, BlockEmulator::Options options)
{
    std::vector<float> av = a, bv = b, c(static_cast<size_t>(s.m * s.n), 0.0f);
    BlockEmulator emulator(launch, std::move(options));
    const EmuArray A = emulator.addArray(QStringLiteral("A"), av.data(), s.m * s.k, s.m, s.k);
    const EmuArray B = emulator.addArray(QStringLiteral("B"), bv.data(), s.k * s.n, s.k, s.n);
    const EmuArray C = emulator.addArray(QStringLiteral("C"), c.data(), s.m * s.n, s.m, s.n);
    BlockEmulator::Outcome outcome {};
    switch (kernel) {
    case TeachingKernel::MatmulNaive:
        outcome = emulator.run([&](EmuContext& ctx) { kernels::matmulNaive(ctx, A, B, C, s.m, s.n, s.k); });
        break;
    case TeachingKernel::MatmulCoalesced:
        outcome = emulator.run([&](EmuContext& ctx) { kernels::matmulCoalesced(ctx, A, B, C, s.m, s.n, s.k); });
        break;
    case TeachingKernel::MatmulTiled: {
        const EmuArray As = emulator.addShared(QStringLiteral("As"), kMatmulTile * kMatmulTile, kMatmulTile);
        const EmuArray Bs = emulator.addShared(QStringLiteral("Bs"), kMatmulTile * kMatmulTile, kMatmulTile);
        outcome = emulator.run(
            [&](EmuContext& ctx) { kernels::matmulTiled<kMatmulTile>(ctx, A, B, C, s.m, s.n, s.k, As, Bs); });
        break;
    }
    case TeachingKernel::MatmulTiled2D: {
        const EmuArray As = emulator.addShared(QStringLiteral("As"), 8 * kMatmulTile2D, 8);
        const EmuArray Bs = emulator.addShared(QStringLiteral("Bs"), 8 * kMatmulTile2D, 8);
        outcome = emulator.run([&](EmuContext& ctx) { kernels::matmulTiled2D(ctx, A, B, C, s.m, s.n, s.k, As, Bs); });
        break;
    }
    default:
        EmulationRun run;
        run.outcome = BlockEmulator::Outcome::TooLarge;
        run.error = QStringLiteral("not a matmul kernel");
        return run;
    }
    return finish(emulator, outcome, std::move(c));
}

} // namespace cvz
