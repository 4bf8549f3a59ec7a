// The Thread Mapping picture as a textbook figure: numbered cells when they are large
// enough, warp rules, idle lanes, and blocks that stay evenly separated at 10^6 threads.
#include "mappingview/mappingrenderer.h"

#include <QApplication>
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
