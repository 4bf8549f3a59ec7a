// The one reading of a launch (MappingForm -> MappingSetup) that the Thread Mapping form,
// `cudaviz trace` and lessons share: presets survive it, defaults come from the catalog, and
// every bad field is named as its reader writes it.
#include "mapping/mappingform.h"

#include <gtest/gtest.h>

using namespace cvz;

namespace {
// A setup written back as a form, the way a reader would give it.
MappingForm formOf(const MappingSetup& setup)
{
    const TeachingKernelInfo& info = kernelInfo(setup.kernel);
    MappingForm form;
    form.kernel = QString::fromLatin1(info.key);
    QStringList parts;
    for (int i = 0; i < info.sizeCount(); ++i)
        parts << QString::number(setup.shape[i]);
    if (info.shapeKey)
        form.sizes[QString::fromLatin1(info.shapeKey)] = parts.join(QLatin1Char('x'));
    else
        for (int i = 0; i < info.sizeCount(); ++i)
            form.sizes[QString::fromLatin1(info.sizes[i].key)] = parts[i];
    form.grid = setup.launch.grid;
    form.block = setup.launch.block;
    if (info.guardSwitch)
        form.guard = setup.guard;
    return form;
}

QString errorOf(const MappingForm& form)
{
    QString error;
    EXPECT_FALSE(buildMappingSetup(form, &error).has_value()) << form.kernel.toStdString();
    return error;
}

MappingForm formFor(const char* kernel, std::map<QString, QString> sizes)
{
    MappingForm form;
    form.kernel = QString::fromLatin1(kernel);
    form.sizes = std::move(sizes);
    return form;
}
} // namespace

TEST(MappingForm, EveryPresetReadsBackAsItself)
{
    for (const MappingPreset& preset : mappingPresets()) {
        SCOPED_TRACE(preset.title.toStdString());
        QString error;
        const auto read = buildMappingSetup(formOf(preset.setup), &error);
        ASSERT_TRUE(read.has_value()) << error.toStdString();
        EXPECT_EQ(read->kernel, preset.setup.kernel);
        EXPECT_EQ(read->shape, preset.setup.shape);
        EXPECT_EQ(read->launch.grid, preset.setup.launch.grid);
        EXPECT_EQ(read->launch.block, preset.setup.launch.block);
        EXPECT_EQ(read->guard, preset.setup.guard);
    }
}

TEST(MappingForm, WithoutAGridTheKernelsOwnLaunchFitsTheSizes)
{
    for (const MappingPreset& preset : mappingPresets()) {
        if (kernelInfo(preset.setup.kernel).mapping == MappingKind::GridStride1D)
            continue; // its presets choose fewer blocks than elements on purpose
        SCOPED_TRACE(preset.title.toStdString());
        MappingForm form = formOf(preset.setup);
        form.grid.reset();
        const auto read = buildMappingSetup(form, nullptr);
        ASSERT_TRUE(read.has_value());
        EXPECT_EQ(read->launch.grid, preset.setup.launch.grid) << "every preset's grid is the one that fits";
    }
}

TEST(MappingForm, DefaultsComeFromTheCatalog)
{
    // The usual block: the one a kernel is written for, its preset's, or one per mapping.
    EXPECT_EQ(usualBlock(TeachingKernel::MatmulTiled), (Dim3 { 16, 16, 1 }));
    EXPECT_EQ(usualBlock(TeachingKernel::TransposeNaive), (Dim3 { 32, 8, 1 }));
    EXPECT_EQ(usualBlock(TeachingKernel::VecAdd), (Dim3 { 256, 1, 1 }));
    EXPECT_EQ(usualBlock(TeachingKernel::MatAdd), (Dim3 { 16, 16, 1 }));
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        SCOPED_TRACE(info.key);
        const Dim3 block = usualBlock(info.id);
        EXPECT_TRUE((info.block == Dim3 { 0, 0, 0 }) || block == info.block);
        EXPECT_LE(block.count(), 1024);
    }
    // A matmul without its shape: 64 x 64 x 64 when the reader asks for a default (the CLI).
    MappingForm form = formFor("matmul-tiled", {});
    EXPECT_TRUE(errorOf(form).contains(QStringLiteral("matmul-tiled needs --shape")));
    form.defaultShapeWhenMissing = true;
    const auto read = buildMappingSetup(form, nullptr);
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->shape, (KernelShape { { 64, 64, 64 } }));
    EXPECT_EQ(read->launch.grid, (Dim3 { 4, 4, 1 }));
    // "MxKxN", the order the app writes a matmul in everywhere.
    const auto mkn = buildMappingSetup(
        formFor("matmul-naive", { { QStringLiteral("shape"), QStringLiteral("20x9x18") } }), nullptr);
    ASSERT_TRUE(mkn.has_value());
    EXPECT_EQ(matmulOf(mkn->shape).m, 20);
    EXPECT_EQ(matmulOf(mkn->shape).k, 9);
    EXPECT_EQ(matmulOf(mkn->shape).n, 18);
}

TEST(MappingForm, TheSizeKeysAreTheCatalogs)
{
    EXPECT_EQ(mappingSizeKeys(),
        (QStringList { QStringLiteral("n"), QStringLiteral("rows"), QStringLiteral("cols"), QStringLiteral("nx"),
            QStringLiteral("ny"), QStringLiteral("nz"), QStringLiteral("shape") }));
    EXPECT_EQ(kernelsTaking(QStringLiteral("rows")), QStringLiteral("matadd, transpose-naive, transpose-padded"));
}

TEST(MappingForm, EveryBadFieldIsNamedAsItsReaderWritesIt)
{
    const QString unknown = errorOf(formFor("nope", {}));
    EXPECT_TRUE(unknown.startsWith(QStringLiteral("--kernel: unknown kernel 'nope'"))) << unknown.toStdString();
    EXPECT_TRUE(unknown.contains(QStringLiteral("histogram"))) << "it lists the kernels there are";

    MappingForm form = formFor(
        "vecadd", { { QStringLiteral("n"), QStringLiteral("10") }, { QStringLiteral("rows"), QStringLiteral("3") } });
    EXPECT_EQ(errorOf(form), QStringLiteral("--rows does not apply to vecadd"));
    form.fieldPrefix = QStringLiteral("show.");
    EXPECT_EQ(errorOf(form), QStringLiteral("show.rows does not apply to vecadd"));

    EXPECT_EQ(errorOf(formFor("matadd", { { QStringLiteral("rows"), QStringLiteral("3") } })),
        QStringLiteral("matadd needs --cols"));
    EXPECT_TRUE(errorOf(formFor("vecadd", { { QStringLiteral("n"), QStringLiteral("abc") } }))
                    .startsWith(QStringLiteral("--n: ")));
    EXPECT_TRUE(errorOf(formFor("vecadd", { { QStringLiteral("n"), QStringLiteral("99999999999999999999") } }))
                    .contains(QStringLiteral("too large")));
    EXPECT_TRUE(errorOf(formFor("vecadd", { { QStringLiteral("n"), QStringLiteral("0") } }))
                    .contains(QStringLiteral("at least 1")));
    EXPECT_TRUE(errorOf(formFor("matmul-naive", { { QStringLiteral("shape"), QStringLiteral("4x4") } }))
                    .contains(QStringLiteral("'4x4' is not MxKxN: 3 sizes")));
    EXPECT_TRUE(errorOf(formFor("matmul-naive", { { QStringLiteral("shape"), QStringLiteral("0x4x4") } }))
                    .contains(QStringLiteral("at least 1")));
    EXPECT_TRUE(errorOf(
        formFor("transpose-naive",
            { { QStringLiteral("rows"), QStringLiteral("-2") }, { QStringLiteral("cols"), QStringLiteral("4") } }))
                    .contains(QStringLiteral("at least 1")));

    // A guard only an index kernel's body can drop.
    form = formFor("matmul-tiled", { { QStringLiteral("shape"), QStringLiteral("32x32x32") } });
    form.guard = false;
    EXPECT_TRUE(errorOf(form).contains(QStringLiteral("cannot run without its guard")));

    // A grid is derived from the block: a zero is refused first (it would divide by it).
    form = formFor("histogram", { { QStringLiteral("n"), QStringLiteral("100") } });
    form.block = Dim3 { 0, 1, 1 };
    EXPECT_TRUE(errorOf(form).contains(QStringLiteral("at least 1")));
    // A kernel for any square block derives its grid from blockDim.x: a 16 x 8 block needs a grid.
    form = formFor("matmul-naive", { { QStringLiteral("shape"), QStringLiteral("32x32x32") } });
    form.block = Dim3 { 16, 8, 1 };
    EXPECT_TRUE(errorOf(form).contains(QStringLiteral("give --grid too")));
    form.grid = Dim3 { 2, 4, 1 };
    EXPECT_TRUE(buildMappingSetup(form, nullptr).has_value());
    // A kernel written for one block keeps the wrong one, for validateSetup to explain.
    form = formFor("matmul-tiled", { { QStringLiteral("shape"), QStringLiteral("32x32x32") } });
    form.block = Dim3 { 8, 8, 1 };
    const auto wrong = buildMappingSetup(form, nullptr);
    ASSERT_TRUE(wrong.has_value());
    const auto why = validateSetup(*wrong);
    ASSERT_TRUE(why.has_value());
    EXPECT_TRUE(why->contains(QStringLiteral("16x16x1"))) << why->toStdString();
}
