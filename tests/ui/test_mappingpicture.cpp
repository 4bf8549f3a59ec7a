// The Thread Mapping picture as a textbook figure: numbered cells when they are large
// enough, warp rules, idle lanes, and blocks that stay evenly separated at 10^6 threads.
#include "mappingview/mappingrenderer.h"

#include <QApplication>
#include <algorithm>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
KernelScene vecadd(int64_t n, int64_t gridX, int64_t blockX)
{
    return KernelScene(ThreadMapping(MappingKind::Linear1D, { .n = n }, { { gridX, 1, 1 }, { blockX, 1, 1 } }));
}

QRgb at(const QImage& image, const QPointF& p)
{
    return image.pixel(p.toPoint());
}
} // namespace

TEST(MappingPicture, ASmallLaunchNumbersEveryThreadAndElement)
{
    MappingRenderer renderer;
    renderer.setScene(vecadd(16, 4, 4));
    renderer.setProgress(13);
    renderer.setHighlight(13, 1);
    const QImage image = renderer.renderImage(QSize(1280, 720), QApplication::font());
    EXPECT_TRUE(renderer.numbersShown());
    EXPECT_EQ(renderer.blockGap(), 1);
    EXPECT_GE(renderer.threadCellPixels(), 40.0);
    EXPECT_GE(renderer.dataCellPixels(0), 40.0);
    // A number is drawn in the cell: its centre row holds text-coloured pixels, not only fill.
    const QRectF cell = renderer.threadCellRect(2);
    const QRgb fill = at(image, cell.topLeft() + QPointF(3, 3));
    int other = 0;
    for (int x = int(cell.left()) + 2; x < int(cell.right()) - 2; ++x)
        other += image.pixel(x, int(cell.center().y())) != fill;
    EXPECT_GT(other, 2) << "thread 2 shows its threadIdx.x";
}

// Cells too small for their numbers on a projector: a lens beside the current thread shows
// its block and the threadIdx of it and its neighbours, at the projector's text size.
TEST(MappingPicture, ALensNumbersTheCurrentThreadAndItsNeighboursWhenCellsAreSmall)
{
    MappingRenderer renderer;
    renderer.setScene(vecadd(1000, 4, 256));
    renderer.setMinimumTextPixels(MappingPalette::minimumTextPixels(1080));
    renderer.setProgress(529);
    renderer.setHighlight(529, 1); // block 2, threadIdx.x 17
    renderer.renderImage(QSize(1200, 700), QApplication::font());
    EXPECT_FALSE(renderer.numbersShown()) << "24 px numbers do not fit these cells";
    QStringList lens;
    for (const auto& text : renderer.drawnTexts()) {
        EXPECT_GE(text.pixels, 24) << text.text.toStdString();
        if (text.overlay)
            lens << text.text;
    }
    EXPECT_TRUE(
        lens.contains(QStringLiteral("blockIdx.x = 2, threadIdx.x:")) || lens.contains(QStringLiteral("threadIdx.x:")))
        << lens.join(QLatin1Char(' ')).toStdString();
    for (const char* neighbour : { "16", "17", "18" })
        EXPECT_TRUE(lens.contains(QLatin1String(neighbour))) << neighbour;
    // In a window, numbers that fit are drawn in the cells and no lens is needed.
    renderer.setScene(vecadd(16, 4, 4));
    renderer.setMinimumTextPixels(0);
    renderer.setProgress(13);
    renderer.setHighlight(13, 1);
    renderer.renderImage(QSize(1200, 700), QApplication::font());
    ASSERT_TRUE(renderer.numbersShown());
    for (const auto& text : renderer.drawnTexts())
        EXPECT_TRUE(!text.overlay || text.text == QLatin1String("1")) << "no lens: " << text.text.toStdString();
}

// Stepping by warp makes a whole block the current step: its cells are framed, not filled, so
// every thread keeps its number (in the GIF too, which draws the same picture).
TEST(MappingPicture, AWarpAtATimeKeepsEveryThreadsNumber)
{
    MappingRenderer renderer;
    renderer.setScene(vecadd(16, 4, 4));
    renderer.setProgress(12);
    renderer.setHighlight(12, 4); // block 3, all in warp 0
    const QImage image = renderer.renderImage(QSize(1280, 720), QApplication::font());
    ASSERT_TRUE(renderer.numbersShown());
    const QRgb current = MappingPalette().current.rgb();
    for (int64_t t = 12; t < 16; ++t) {
        const QRectF cell = renderer.threadCellRect(t);
        EXPECT_NE(at(image, cell.center() + QPointF(0, cell.height() / 4)), current) << "thread " << t << " is filled";
        const QRgb fill = at(image, cell.topLeft() + QPointF(cell.width() / 4, cell.height() / 4));
        int other = 0;
        for (int x = int(cell.left()) + 6; x < int(cell.right()) - 6; ++x)
            other += image.pixel(x, int(cell.center().y())) != fill;
        EXPECT_GT(other, 2) << "thread " << t << " shows its threadIdx.x";
    }
}

TEST(MappingPicture, AMillionThreadsHaveEvenBlockLinesAndNoNumbers)
{
    MappingRenderer renderer;
    renderer.setScene(vecadd(1 << 20, 4096, 256));
    const QImage image = renderer.renderImage(QSize(1280, 720), QApplication::font());
    EXPECT_FALSE(renderer.numbersShown());
    EXPECT_EQ(renderer.blockGap(), 0) << "a one-cell gap would alias at this zoom";
    // Every boundary between horizontally neighbouring blocks is one line of background colour.
    const MappingPalette palette;
    const QRectF first = renderer.threadCellRect(0);
    const QRectF next = renderer.threadCellRect(256); // thread 0 of block 1, to the right
    ASSERT_GT(next.left(), first.left());
    const int boundary = int(next.left());
    int lines = 0;
    for (int x = boundary - 1; x <= boundary + 1; ++x)
        lines += image.pixel(x, int(first.top()) + 1) == palette.background.rgb();
    EXPECT_EQ(lines, 1);
}

TEST(MappingPicture, WarpsAreSeparatedByARule)
{
    MappingRenderer renderer;
    renderer.setScene(vecadd(64, 1, 64)); // one block, two warps: two rows of 32
    const QImage image = renderer.renderImage(QSize(1920, 1080), QApplication::font());
    ASSERT_GE(renderer.threadCellPixels(), 10.0);
    const QRectF upper = renderer.threadCellRect(5), lower = renderer.threadCellRect(37);
    ASSERT_NEAR(lower.top(), upper.bottom() + 1, 1.0);
    const MappingPalette palette;
    EXPECT_EQ(at(image, QPointF(upper.center().x(), lower.top())), palette.warpRule.rgb());
    // Neighbours in one warp are separated by a thin cell border only.
    const QRectF right = renderer.threadCellRect(6);
    EXPECT_NE(at(image, QPointF(right.left(), right.center().y())), palette.warpRule.rgb());
}

TEST(MappingPicture, IdleLanesOfAPartlyFilledWarpAreDrawn)
{
    MappingRenderer renderer;
    renderer.setScene(vecadd(1000, 4, 250));
    const QImage image = renderer.renderImage(QSize(1920, 1080), QApplication::font());
    const QRectF last = renderer.threadCellRect(249); // lane 25 of warp 7
    const double cell = renderer.threadCellPixels();
    const MappingPalette palette;
    for (int lane = 26; lane < 32; ++lane) {
        const QPointF centre = last.center() + QPointF(cell * (lane - 25), 0);
        EXPECT_EQ(at(image, centre), palette.idleLane.rgb()) << "lane " << lane;
    }
}

// The incremental painter (patched cells, one-pass scrubs) must show exactly what a fresh
// picture at the same step shows, after any walk forward and back, for every kind of scene.
TEST(MappingPicture, IncrementalProgressMatchesAFreshPicture)
{
    ProblemShape matrix;
    matrix.rows = 3;
    matrix.cols = 3;
    ProblemShape volume;
    volume.nx = 5;
    volume.ny = 3;
    volume.nz = 2;
    const std::vector<KernelScene> scenes = {
        vecadd(40, 3, 16),
        KernelScene(ThreadMapping(MappingKind::Matrix2D, matrix, { { 2, 1, 1 }, { 4, 4, 1 } }, false)), // two writers
        KernelScene(ThreadMapping(MappingKind::GridStride1D, { .n = 100 }, { { 2, 1, 1 }, { 8, 1, 1 } })),
        KernelScene(ThreadMapping(MappingKind::Volume3D, volume, { { 2, 2, 1 }, { 4, 2, 2 } }, false)),
        vecadd(100000, 400, 256), // large enough for the one-pass path
    };
    const QSize size(640, 360);
    const QFont font = QApplication::font();
    for (size_t i = 0; i < scenes.size(); ++i) {
        const KernelScene& scene = scenes[i];
        MappingRenderer walked;
        walked.setScene(scene);
        walked.renderImage(size, font);
        const int64_t n = scene.threadCount();
        for (const int64_t to : std::vector<int64_t> { n / 2, n / 2 + 3, 1, n, n - 5, 7, 0, n / 3 }) {
            walked.setProgress(to);
            walked.setHighlight(to, 1);
            const QImage incremental = walked.renderImage(size, font);
            MappingRenderer fresh;
            fresh.setScene(scene);
            fresh.setProgress(to);
            fresh.setHighlight(to, 1);
            const QImage expected = fresh.renderImage(size, font);
            if (incremental != expected) {
                incremental.save(QStringLiteral("/tmp/inc-%1-%2.png").arg(i).arg(to));
                expected.save(QStringLiteral("/tmp/exp-%1-%2.png").arg(i).arg(to));
            }
            EXPECT_TRUE(incremental == expected) << "scene " << i << ", progress " << to;
        }
    }
}

// Playing a million-thread launch patches cells at the tiles' edges: the block lines stay.
TEST(MappingPicture, BlockLinesSurvivePlaying)
{
    MappingRenderer renderer;
    renderer.setScene(vecadd(1 << 20, 4096, 256));
    renderer.renderImage(QSize(1280, 720), QApplication::font());
    renderer.setProgress(300); // threads 256.. of block 1: its first column touches the line
    const QImage image = renderer.renderImage(QSize(1280, 720), QApplication::font());
    ASSERT_EQ(renderer.blockGap(), 0);
    const QRectF cell = renderer.threadCellRect(256);
    EXPECT_EQ(image.pixel(int(cell.left()), int(cell.center().y())), MappingPalette().background.rgb());
}

// A volume of a million 1 x 1 slices: every k-th slice is named, and none past the picture's
// edge, so a frame stays a few dozen labels however many slices there are.
TEST(MappingPicture, AVolumeOfAMillionSlicesNamesEveryKthSlice)
{
    ProblemShape thin;
    thin.nz = 1 << 20;
    MappingRenderer renderer;
    renderer.setScene(KernelScene(ThreadMapping(MappingKind::Volume3D, thin, { { 1, 1, 4096 }, { 1, 1, 256 } })));
    renderer.renderImage(QSize(1920, 1080), QApplication::font());
    const auto texts = renderer.drawnTexts();
    EXPECT_LT(texts.size(), 100u);
    EXPECT_TRUE(
        std::any_of(texts.begin(), texts.end(), [](const auto& t) { return t.text == QLatin1String("z = 0"); }));
}
