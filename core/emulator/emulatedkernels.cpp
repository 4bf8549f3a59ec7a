#include "emulatedkernels.h"

#include "kernels/teachingkernels.h"

#include <QCoreApplication>

namespace cvz {

namespace {
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
    return QString::fromLatin1(teachingKernelName(kernel));
}

std::optional<TeachingKernel> teachingKernelFromKey(const QString& key)
{
    for (int k = 0; k <= int(kLastTeachingKernel); ++k)
        if (key == QLatin1String(teachingKernelName(TeachingKernel(k))))
            return TeachingKernel(k);
    return std::nullopt;
}

EmulationRun emulateMapping(MappingKind kind, const ProblemShape& p, const LaunchConfig& launch, bool guard,
    BlockEmulator::Options options, const ArraysReady& ready)
{
    const int64_t count = p.elementCount(kind);
    std::vector<float> a(static_cast<size_t>(count)), b(static_cast<size_t>(count)),
        c(static_cast<size_t>(count), 0.0f);
    for (int64_t i = 0; i < count; ++i) {
        a[static_cast<size_t>(i)] = static_cast<float>(i);
        b[static_cast<size_t>(i)] = 1000.0f + static_cast<float>(i);
    }
    const int64_t rows = kind == MappingKind::Matrix2D ? p.rows : kind == MappingKind::Volume3D ? p.ny * p.nz : 1;
    BlockEmulator emulator(launch, std::move(options));
    const EmuArray ea = emulator.addArray(QStringLiteral("a"), a.data(), count, rows);
    const EmuArray eb = emulator.addArray(QStringLiteral("b"), b.data(), count, rows);
    const EmuArray ec = emulator.addArray(QStringLiteral("c"), c.data(), count, rows);
    if (ready)
        ready(emulator.arrays());
    BlockEmulator::Outcome outcome {};
    switch (kind) {
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
    const std::vector<float>& b, const LaunchConfig& launch, BlockEmulator::Options options, const ArraysReady& ready)
{
    std::vector<float> av = a, bv = b, c(static_cast<size_t>(s.m * s.n), 0.0f);
    BlockEmulator emulator(launch, std::move(options));
    if (isTranspose(kernel)) { // C (n x m) = A (m x n) transposed; b is not used
        if (av.size() < size_t(s.m * s.n)) {
            EmulationRun refused;
            refused.outcome = BlockEmulator::Outcome::TooLarge;
            refused.error = QStringLiteral("transpose: A must hold M x N floats");
            return refused;
        }
        constexpr int tile = kernels::Transpose::tile;
        const EmuArray A = emulator.addArray(QStringLiteral("A"), av.data(), s.m * s.n, s.m, s.n);
        const EmuArray C = emulator.addArray(QStringLiteral("C"), c.data(), s.m * s.n, s.n, s.m);
        const bool padded = kernel == TeachingKernel::TransposePadded;
        const int pitch = padded ? tile + 1 : tile;
        const EmuArray T = emulator.addShared(QStringLiteral("tile"), tile * pitch, tile, pitch);
        if (ready)
            ready(emulator.arrays());
        const BlockEmulator::Outcome outcome = padded
            ? emulator.run([&](EmuContext& ctx) { kernels::transposePadded(ctx, A, C, s.m, s.n, T); })
            : emulator.run([&](EmuContext& ctx) { kernels::transposeNaive(ctx, A, C, s.m, s.n, T); });
        return finish(emulator, outcome, std::move(c));
    }
    const EmuArray A = emulator.addArray(QStringLiteral("A"), av.data(), s.m * s.k, s.m, s.k);
    const EmuArray B = emulator.addArray(QStringLiteral("B"), bv.data(), s.k * s.n, s.k, s.n);
    const EmuArray C = emulator.addArray(QStringLiteral("C"), c.data(), s.m * s.n, s.m, s.n);
    // The shared tiles are added per kernel below; the arrays are complete when the run starts.
    const auto runBody = [&](const auto& body) {
        if (ready)
            ready(emulator.arrays());
        return emulator.run(body);
    };
    BlockEmulator::Outcome outcome {};
    switch (kernel) {
    case TeachingKernel::MatmulNaive:
        outcome = runBody([&](EmuContext& ctx) { kernels::matmulNaive(ctx, A, B, C, s.m, s.n, s.k); });
        break;
    case TeachingKernel::MatmulCoalesced:
        outcome = runBody([&](EmuContext& ctx) { kernels::matmulCoalesced(ctx, A, B, C, s.m, s.n, s.k); });
        break;
    case TeachingKernel::MatmulTiled: {
        const EmuArray As = emulator.addShared(QStringLiteral("As"), kMatmulTile * kMatmulTile, kMatmulTile);
        const EmuArray Bs = emulator.addShared(QStringLiteral("Bs"), kMatmulTile * kMatmulTile, kMatmulTile);
        outcome
            = runBody([&](EmuContext& ctx) { kernels::matmulTiled<kMatmulTile>(ctx, A, B, C, s.m, s.n, s.k, As, Bs); });
        break;
    }
    case TeachingKernel::MatmulTiled2D: {
        constexpr int slice = kernels::Tiled2D::BK * kMatmulTile2D; // BK x BM (A, transposed) and BK x BN (B)
        const EmuArray As = emulator.addShared(QStringLiteral("As"), slice, kernels::Tiled2D::BK);
        const EmuArray Bs = emulator.addShared(QStringLiteral("Bs"), slice, kernels::Tiled2D::BK);
        outcome = runBody([&](EmuContext& ctx) { kernels::matmulTiled2D(ctx, A, B, C, s.m, s.n, s.k, As, Bs); });
        break;
    }
    case TeachingKernel::MatmulWarptiled: {
        using W = kernels::Warptiled;
        // Two buffers of the k-tile each: A transposed (BK rows of BM), B (BK rows of BN).
        const EmuArray As = emulator.addShared(QStringLiteral("As"), W::buffers * W::BK * W::BM, W::buffers * W::BK);
        const EmuArray Bs = emulator.addShared(QStringLiteral("Bs"), W::buffers * W::BK * W::BN, W::buffers * W::BK);
        outcome = runBody([&](EmuContext& ctx) { kernels::matmulWarptiled(ctx, A, B, C, s.m, s.n, s.k, As, Bs); });
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
