// Walks the whole teaching-kernel catalog: every entry is complete and consistent, and every
// kernel launches, emulates to the right result, explains a thread, shows plain CUDA with its
// highlighted lines, and traces its memory traffic within its own access estimate.
#include "bench/backends.h"
#include "emulator/emulatedkernels.h"
#include "mapping/cudasource.h"
#include "mapping/mappingform.h"
#include "mapping/mappingsetup.h"
#include "mapping/matmultrace.h"
#include "memory/kerneltrace.h"
#include "memory/ladder.h"

#include <QCoreApplication>
#include <gtest/gtest.h>
#include <set>

using namespace cvz;

namespace {
// A small setup of the kernel, read the way the page, the CLI and lessons read theirs: sizes
// that are no multiple of a block, warp or tile, by the keys the catalog names them with.
MappingSetup smallSetup(const TeachingKernelInfo& info)
{
    const std::map<QString, QString> sizes { { QStringLiteral("n"), QStringLiteral("1000") },
        { QStringLiteral("rows"), QStringLiteral("37") }, { QStringLiteral("cols"), QStringLiteral("45") },
        { QStringLiteral("nx"), QStringLiteral("9") }, { QStringLiteral("ny"), QStringLiteral("7") },
        { QStringLiteral("nz"), QStringLiteral("5") }, { QStringLiteral("shape"), QStringLiteral("37x21x45") } };
    MappingForm form;
    form.kernel = QString::fromLatin1(info.key);
    for (const QString& key : sizeKeysOf(info))
        form.sizes[key] = sizes.at(key);
    if (info.mapping == MappingKind::GridStride1D)
        form.grid = Dim3 { 2, 1, 1 }; // fewer threads than elements: the loop must cover them
    QString error;
    const std::optional<MappingSetup> setup = buildMappingSetup(form, &error);
    EXPECT_TRUE(setup.has_value()) << error.toStdString();
    return setup.value_or(MappingSetup {});
}

// What a Vector kernel must compute from its input, by the kernel's own definition.
std::vector<float> vectorReference(const MappingSetup& s, const std::vector<float>& in)
{
    const std::string key = kernelInfo(s.kernel).key;
    const int64_t n = s.shape[0];
    std::vector<float> out;
    if (key == "stencil1d") { // 7 neighbours, 0 past either end
        for (int64_t i = 0; i < n; ++i) {
            float sum = 0.0f;
            for (int64_t j = i - 3; j <= i + 3; ++j)
                sum += j >= 0 && j < n ? in[size_t(j)] : 0.0f;
            out.push_back(sum);
        }
    } else if (key == "reduce") { // one sum per block of the launch
        out.assign(size_t(s.launch.grid.x), 0.0f);
        for (int64_t i = 0; i < n; ++i)
            out[size_t(i / s.launch.block.x)] += in[size_t(i)];
    } else if (key == "histogram") { // a count per value
        out.assign(size_t(kVectorPictureValues), 0.0f);
        for (float v : in)
            out[size_t(v)] += 1.0f;
    } else {
        ADD_FAILURE() << "no reference for the Vector kernel " << key << ": add one here";
    }
    return out;
}

// What the kernel must compute: c = a + b for the index kernels, A * B, A transposed.
std::vector<float> reference(const MappingSetup& s, const std::vector<float>& a, const std::vector<float>& b)
{
    const TeachingKernelInfo& info = kernelInfo(s.kernel);
    const MatmulShape m
        = info.family == KernelFamily::Transpose ? MatmulShape { s.shape[0], s.shape[1], 1 } : matmulOf(s.shape);
    std::vector<float> c;
    if (info.family == KernelFamily::Vector)
        return vectorReference(s, vectorPictureInputs(s.shape[0]));
    if (info.family == KernelFamily::Matmul) {
        c.assign(size_t(m.m * m.n), 0.0f);
        for (int64_t i = 0; i < m.m; ++i)
            for (int64_t j = 0; j < m.n; ++j) {
                double sum = 0;
                for (int64_t k = 0; k < m.k; ++k)
                    sum += double(a[size_t(i * m.k + k)]) * double(b[size_t(k * m.n + j)]);
                c[size_t(i * m.n + j)] = float(sum);
            }
    } else if (info.family == KernelFamily::Transpose) {
        c.assign(size_t(m.m * m.n), 0.0f);
        for (int64_t i = 0; i < m.m; ++i)
            for (int64_t j = 0; j < m.n; ++j)
                c[size_t(j * m.m + i)] = a[size_t(i * m.n + j)];
    } else {
        const int64_t count = s.problem().elementCount(info.mapping);
        for (int64_t i = 0; i < count; ++i)
            c.push_back(float(i) + 1000.0f + float(i)); // emulateMapping's a = i, b = 1000 + i
    }
    return c;
}
} // namespace

TEST(Catalog, EveryEntryIsCompleteAndItsKeyIsUnique)
{
    // One file per kernel: the catalog lists every file of core/kernels/teaching/ compiled in.
    EXPECT_EQ(kTeachingKernelCount, teachingKernelFiles().size());
    std::set<std::string> keys, titles;
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        SCOPED_TRACE(info.key);
        EXPECT_TRUE(keys.insert(info.key).second) << "two kernels share a key";
        EXPECT_TRUE(titles.insert(info.title).second) << "two kernels share a title";
        EXPECT_EQ(&kernelInfo(info.id), &info);
        EXPECT_EQ(teachingKernelFromKey(QString::fromLatin1(info.key)), info.id);
        ASSERT_NE(info.accesses, nullptr);
        EXPECT_EQ(info.traced(), info.launch != nullptr) << "a traced kernel says how it is launched";
        const bool anyBlock = info.block == Dim3 { 0, 0, 0 };
        EXPECT_EQ(anyBlock, info.blockReason == nullptr) << "a fixed block says why";
        for (int f = 0; f < info.sizeCount(); ++f)
            EXPECT_NE(info.sizes[f].key == nullptr, info.shapeKey == nullptr)
                << "each size has a key, or the shape key gives them all";
        EXPECT_FALSE(sizeKeysOf(info).isEmpty());
        if (info.guardSwitch) {
            EXPECT_EQ(info.family, KernelFamily::Index) << "only an index kernel's guard can be switched off";
        }
        // Every text is translated (the i18n tests check the .ts; here: it is marked for it).
        EXPECT_FALSE(QCoreApplication::translate("cvz::TeachingKernels", info.title).isEmpty());
    }
}

TEST(Catalog, EveryKernelShowsPlainCudaWithItsHighlightedLines)
{
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        SCOPED_TRACE(info.key);
        const KernelSource source = teachingCudaSource(QString::fromLatin1(info.key));
        ASSERT_FALSE(source.isEmpty());
        EXPECT_TRUE(source.lines.join(QLatin1Char('\n')).contains(QLatin1String("__global__ void")));
        EXPECT_GE(source.firstIndexLine, 0);
        EXPECT_GE(source.guardLine, 0);
        EXPECT_GE(source.writeLine, 0);
        EXPECT_FALSE(teachingKernelFile(QString::fromLatin1(info.key)).isEmpty());
    }
}

TEST(Catalog, EveryKernelLaunchesEmulatesExplainsAndTraces)
{
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        SCOPED_TRACE(info.key);
        const MappingSetup setup = smallSetup(info);
        ASSERT_FALSE(validateSetup(setup).has_value()) << validateSetup(setup)->toStdString();

        std::vector<float> a, b;
        if (info.family == KernelFamily::Matmul)
            matmulPictureInputs(matmulOf(setup.shape), a, b, info.id);
        if (info.family == KernelFamily::Transpose)
            matmulPictureInputs({ setup.shape[0], setup.shape[1], 1 }, a, b, info.id);
        const EmulationRun run = emulateSetup(setup, {});
        ASSERT_EQ(run.outcome, BlockEmulator::Outcome::Finished) << run.error.toStdString();
        const std::vector<float> want = reference(setup, a, b);
        ASSERT_EQ(run.output.size(), want.size());
        for (size_t e = 0; e < want.size(); ++e)
            ASSERT_FLOAT_EQ(run.output[e], want[e]) << "element " << e;
        EXPECT_LE(int64_t(run.trace.accessCount()), estimatedAccesses(setup)) << "the estimate is an upper bound";
        EXPECT_GE(run.trace.arrayIndex(QLatin1String(info.output)), 0) << "emulate() names its output " << info.output;

        const KernelScene scene = info.traced()
            ? KernelScene(info.id, setup.shape, setup.launch, run.trace)
            : KernelScene(ThreadMapping(info.mapping, setup.problem(), setup.launch, setup.guard));
        EXPECT_GE(scene.explain(0).size(), 2);

        const TraceOutcome traced = traceKernel(setup);
        ASSERT_TRUE(traced.report.has_value()) << traced.error.toStdString();
        EXPECT_GT(traced.report->global.load.requests, 0);
        EXPECT_GT(traced.report->global.store.requests, 0);
    }
}

// The ladder dialog's rows come from the entries that name a bench backend, in course order.
TEST(Catalog, TheLadderIsEveryKernelWithABenchBackend)
{
    std::vector<std::string> keys;
    for (const TeachingKernel kernel : ladderKernels()) {
        const TeachingKernelInfo& info = kernelInfo(kernel);
        keys.push_back(info.key);
        const auto backend = backendFromKey(QString::fromLatin1(info.benchBackend));
        ASSERT_TRUE(backend.has_value()) << info.benchBackend << " is not a backend";
        EXPECT_EQ(ladderBackend(kernel), *backend);
        EXPECT_EQ(info.family, KernelFamily::Matmul);
    }
    EXPECT_EQ(keys,
        (std::vector<std::string> {
            "matmul-naive", "matmul-coalesced", "matmul-tiled", "matmul-tiled-2d", "matmul-warptiled" }));
}
