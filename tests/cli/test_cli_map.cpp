#include "clirunner.h"

#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
QJsonObject mapJson(const QStringList& args)
{
    const CliResult r
        = runCudaviz(QStringList { QStringLiteral("map") } + args + QStringList { QStringLiteral("--json") });
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    return doc.object();
}

QJsonArray ints(std::initializer_list<int> values)
{
    QJsonArray a;
    for (int v : values)
        a.append(v);
    return a;
}
} // namespace

TEST(CliMap, VectorAddJsonHasEveryThread)
{
    const QJsonObject json
        = mapJson({ QStringLiteral("--n"), QStringLiteral("1000"), QStringLiteral("--block"), QStringLiteral("256") });
    EXPECT_EQ(json.value(QStringLiteral("grid")).toArray(), ints({ 4, 1, 1 }));
    EXPECT_EQ(json.value(QStringLiteral("block")).toArray(), ints({ 256, 1, 1 }));
    const QJsonArray threads = json.value(QStringLiteral("threads")).toArray();
    ASSERT_EQ(threads.size(), 1024);
    const QJsonObject t = threads.at(529).toObject();
    EXPECT_EQ(t.value(QStringLiteral("block")).toArray(), ints({ 2, 0, 0 }));
    EXPECT_EQ(t.value(QStringLiteral("thread")).toArray(), ints({ 17, 0, 0 }));
    EXPECT_EQ(t.value(QStringLiteral("tid")).toInt(), 17);
    EXPECT_EQ(t.value(QStringLiteral("warp")).toInt(), 0);
    EXPECT_EQ(t.value(QStringLiteral("lane")).toInt(), 17);
    EXPECT_EQ(t.value(QStringLiteral("global_id")).toInt(), 529);
    EXPECT_EQ(t.value(QStringLiteral("elements")).toArray(), ints({ 529 }));
    EXPECT_TRUE(t.value(QStringLiteral("active")).toBool());
    EXPECT_FALSE(threads.at(1000).toObject().value(QStringLiteral("active")).toBool(true));
    EXPECT_TRUE(threads.at(1000).toObject().value(QStringLiteral("elements")).toArray().isEmpty());
}

TEST(CliMap, NoGuardListsTheOutOfRangeWrites)
{
    const QJsonObject json = mapJson({ QStringLiteral("--n"), QStringLiteral("1000"), QStringLiteral("--block"),
        QStringLiteral("256"), QStringLiteral("--no-guard") });
    const QJsonObject t = json.value(QStringLiteral("threads")).toArray().at(1023).toObject();
    EXPECT_EQ(t.value(QStringLiteral("elements")).toArray(), ints({ 1023 }));
    EXPECT_FALSE(t.value(QStringLiteral("active")).toBool(true));
    EXPECT_TRUE(t.value(QStringLiteral("out_of_range")).toBool());
}

TEST(CliMap, MatrixGridStrideAnd3D)
{
    const QJsonObject m = mapJson(
        { QStringLiteral("--kernel"), QStringLiteral("matadd"), QStringLiteral("--rows"), QStringLiteral("100"),
            QStringLiteral("--cols"), QStringLiteral("70"), QStringLiteral("--block"), QStringLiteral("16,16") });
    EXPECT_EQ(m.value(QStringLiteral("grid")).toArray(), ints({ 5, 7, 1 }));
    const int id = (1 + 2 * 5) * 256 + (3 + 4 * 16);
    EXPECT_EQ(
        m.value(QStringLiteral("threads")).toArray().at(id).toObject().value(QStringLiteral("elements")).toArray(),
        ints({ 36 * 70 + 19 }));

    const QJsonObject g = mapJson(
        { QStringLiteral("--kernel"), QStringLiteral("grid-stride"), QStringLiteral("--n"), QStringLiteral("10000"),
            QStringLiteral("--grid"), QStringLiteral("4"), QStringLiteral("--block"), QStringLiteral("256") });
    const QJsonArray e
        = g.value(QStringLiteral("threads")).toArray().at(17).toObject().value(QStringLiteral("elements")).toArray();
    ASSERT_EQ(e.size(), 10);
    EXPECT_EQ(e.at(1).toInt(), 17 + 1024);

    const QJsonObject v = mapJson({ QStringLiteral("--kernel"), QStringLiteral("3d"), QStringLiteral("--nx"),
        QStringLiteral("10"), QStringLiteral("--ny"), QStringLiteral("9"), QStringLiteral("--nz"), QStringLiteral("8"),
        QStringLiteral("--block"), QStringLiteral("4,4,4") });
    EXPECT_EQ(v.value(QStringLiteral("grid")).toArray(), ints({ 3, 3, 2 }));
}

// A traced kernel runs in the emulator, as on the page: each thread lists what it writes.
TEST(CliMap, TracedKernelsListTheElementsEachThreadWrites)
{
    const QJsonObject t = mapJson({ QStringLiteral("--kernel"), QStringLiteral("transpose-naive"),
        QStringLiteral("--rows"), QStringLiteral("64"), QStringLiteral("--cols"), QStringLiteral("64") });
    EXPECT_EQ(t.value(QStringLiteral("sizes")).toArray(), ints({ 64, 64 }));
    EXPECT_EQ(t.value(QStringLiteral("grid")).toArray(), ints({ 2, 2, 1 }));
    EXPECT_EQ(t.value(QStringLiteral("block")).toArray(), ints({ 32, 8, 1 }));
    EXPECT_EQ(t.value(QStringLiteral("output")).toString(), QStringLiteral("C"));
    const QJsonArray threads = t.value(QStringLiteral("threads")).toArray();
    ASSERT_EQ(threads.size(), 4 * 256);
    // Thread (1, 0) of block (0, 0) writes column 0 of C's rows 1, 9, 17, 25 (C is 64 x 64):
    // the tile's column tx = 1 goes to C's row 1 + 8j, column 0.
    const QJsonObject first = threads.at(1).toObject();
    EXPECT_EQ(first.value(QStringLiteral("elements")).toArray(), ints({ 1, 513, 1025, 1537 }));
    EXPECT_TRUE(first.value(QStringLiteral("writes")).toBool());

    // The reduction: one thread of each block writes its block's sum.
    const CliResult r = runCudaviz({ QStringLiteral("map"), QStringLiteral("--kernel"), QStringLiteral("reduce"),
        QStringLiteral("-n"), QStringLiteral("300") });
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("3 threads write to it, 381 write nothing"))) << r.out.toStdString();

    // A matmul's shape, MxKxN: C is 20 x 18, a 16 x 16 block a tile of it.
    const QJsonObject m = mapJson({ QStringLiteral("--kernel"), QStringLiteral("matmul-tiled"),
        QStringLiteral("--shape"), QStringLiteral("20x9x18") });
    EXPECT_EQ(m.value(QStringLiteral("sizes")).toArray(), ints({ 20, 9, 18 }));
    EXPECT_EQ(m.value(QStringLiteral("grid")).toArray(), ints({ 2, 2, 1 }));
    EXPECT_EQ(
        m.value(QStringLiteral("threads")).toArray().at(17).toObject().value(QStringLiteral("elements")).toArray(),
        ints({ 1 * 18 + 1 }));
}

TEST(CliMap, InvalidInputExitsTwoWithTheMessage)
{
    const struct
    {
        QStringList args;
        const char* message;
    } cases[] = {
        { { QStringLiteral("--n"), QStringLiteral("10"), QStringLiteral("--block"), QStringLiteral("32,32,2") },
            "blockDim 32x32x2 = 2048 threads; a block holds at most 1024" },
        { { QStringLiteral("--n"), QStringLiteral("10"), QStringLiteral("--block"), QStringLiteral("2000") },
            "a block holds at most 1024" },
        { { QStringLiteral("--n"), QStringLiteral("-1") }, "n = -1; the problem size must be at least 1" },
        { { QStringLiteral("--n"), QStringLiteral("abc") }, "'abc' is not a whole number" },
        { { QStringLiteral("--n"), QStringLiteral("10"), QStringLiteral("--grid"), QStringLiteral("1,70000") },
            "gridDim.y = 70000" },
        { { QStringLiteral("--kernel"), QStringLiteral("matadd"), QStringLiteral("--rows"), QStringLiteral("100000"),
              QStringLiteral("--cols"), QStringLiteral("100000") },
            "choose a smaller size" },
        { { QStringLiteral("--kernel"), QStringLiteral("nope"), QStringLiteral("--n"), QStringLiteral("1") },
            "unknown kernel 'nope'" },
        { { QStringLiteral("--kernel"), QStringLiteral("matadd"), QStringLiteral("--rows"), QStringLiteral("3") },
            "matadd needs --cols" },
        { { QStringLiteral("--kernel"), QStringLiteral("vecadd"), QStringLiteral("-n"), QStringLiteral("3"),
              QStringLiteral("--shape"), QStringLiteral("4x4x4") },
            "--shape does not apply to vecadd" },
        { { QStringLiteral("--kernel"), QStringLiteral("matmul-naive"), QStringLiteral("--shape"),
              QStringLiteral("4096x4096x4096") },
            "million" },
        { { QStringLiteral("--kernel"), QStringLiteral("matmul-tiled"), QStringLiteral("--no-guard") },
            "cannot run without its guard" },
        // Few accesses, but an A of 8e13 floats: refused before anything is allocated.
        { { QStringLiteral("--kernel"), QStringLiteral("matmul-naive"), QStringLiteral("--shape"),
              QStringLiteral("16777216x5000000x1"), QStringLiteral("--grid"), QStringLiteral("1"),
              QStringLiteral("--block"), QStringLiteral("1") },
            "the picture holds at most 16777216 in a matrix" },
    };
    for (const auto& c : cases) {
        const CliResult r = runCudaviz(QStringList { QStringLiteral("map") } + c.args);
        EXPECT_EQ(r.exitCode, 2) << c.message;
        EXPECT_TRUE(r.err.contains(QString::fromLatin1(c.message))) << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty());
    }
}

// The picture and the animations for slides, from the command line, headless.
TEST(CliMap, DrawsPicturesAndAnimations)
{
    QTemporaryDir dir;
    const CliResult r = runCudaviz({ QStringLiteral("map"), QStringLiteral("-n"), QStringLiteral("16"),
        QStringLiteral("--block"), QStringLiteral("4"), QStringLiteral("--png"), dir.filePath(QStringLiteral("p.png")),
        QStringLiteral("--svg"), dir.filePath(QStringLiteral("p.svg")), QStringLiteral("--gif"),
        dir.filePath(QStringLiteral("a.gif")), QStringLiteral("--webp"), dir.filePath(QStringLiteral("a.webp")),
        QStringLiteral("--frames"), QStringLiteral("6"), QStringLiteral("--size"), QStringLiteral("800x450") });
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(QImage(dir.filePath(QStringLiteral("p.png"))).size(), QSize(800, 450));
    EXPECT_TRUE(QFileInfo(dir.filePath(QStringLiteral("p.svg"))).size() > 0);
    for (const char* name : { "a.gif", "a.webp" }) {
        QImageReader reader(dir.filePath(QLatin1String(name)));
        EXPECT_EQ(reader.imageCount(), 6) << name;
        EXPECT_EQ(reader.size(), QSize(800, 450)) << name;
    }
}

// --slide: the kernel's title in a band above the picture and a caption in a band under it. The
// bands are where the plain picture has its first and last rows; the slide's are ink there.
TEST(CliMap, ASlideHasATitleAboveThePictureAndACaptionUnderIt)
{
    QTemporaryDir dir;
    const auto draw = [&](const char* name, const QStringList& extra) {
        const CliResult r = runCudaviz(
            QStringList { QStringLiteral("map"), QStringLiteral("--kernel"), QStringLiteral("transpose-naive"),
                QStringLiteral("--rows"), QStringLiteral("64"), QStringLiteral("--cols"), QStringLiteral("64"),
                QStringLiteral("--thread"), QStringLiteral("300"), QStringLiteral("--png"),
                dir.filePath(QLatin1String(name)), QStringLiteral("--size"), QStringLiteral("1280x720") }
            + extra);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return QImage(dir.filePath(QLatin1String(name)));
    };
    const QImage plain = draw("plain.png", {});
    const QImage slide
        = draw("slide.png", { QStringLiteral("--slide"), QStringLiteral("--caption"), QString(2000, u'x') });
    ASSERT_EQ(slide.size(), QSize(1280, 720));
    ASSERT_EQ(plain.size(), slide.size());
    EXPECT_NE(plain, slide);
    // Dark ink in the caption's band, left, where the plain picture's legend is not so low.
    const auto darkIn = [](const QImage& image, const QRect& band) {
        int dark = 0;
        for (int y = band.top(); y <= band.bottom(); ++y)
            for (int x = band.left(); x <= band.right(); ++x)
                dark += qGray(image.pixel(x, y)) < 100;
        return dark;
    };
    const QRect captionBand(0, 700, 600, 18);
    EXPECT_GT(darkIn(slide, captionBand), 50) << "the caption, a 2000-letter one elided to one line";
    EXPECT_GT(darkIn(slide, QRect(0, 0, 600, 30)), darkIn(plain, QRect(0, 0, 600, 30))) << "a larger title";
}

// A slide's picture stands in the middle of the frame when its panels leave room at the sides:
// a naive matmul's three square matrices and its square grid are limited by the slide's height.
// The ink between the title and the caption has as much room on its left as on its right.
TEST(CliMap, ASlideCentresAPictureLimitedByItsHeight)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slide.png"));
    const CliResult r = runCudaviz({ QStringLiteral("map"), QStringLiteral("--kernel"), QStringLiteral("matmul-naive"),
        QStringLiteral("--slide"), QStringLiteral("--presentation"), QStringLiteral("--size"),
        QStringLiteral("1920x1080"), QStringLiteral("--png"), path });
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QImage slide(path);
    ASSERT_EQ(slide.size(), QSize(1920, 1080));
    const QRgb background = slide.pixel(slide.width() - 1, slide.height() / 2);
    int left = slide.width(), right = -1;
    for (int y = slide.height() * 15 / 100; y < slide.height() * 85 / 100; ++y)
        for (int x = 0; x < slide.width(); ++x)
            if (slide.pixel(x, y) != background) {
                left = std::min(left, x);
                right = std::max(right, x);
            }
    const int leftRoom = left, rightRoom = slide.width() - 1 - right;
    EXPECT_NEAR(leftRoom, rightRoom, slide.width() / 50) << "ink from x = " << left << " to " << right;
    EXPECT_GT(right - left, slide.width() * 3 / 4) << "the picture spans most of the frame";
}
