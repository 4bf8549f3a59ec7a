// Pictures and animations for slides: legible numbers (read back by OCR), the requested
// frames at the requested size, decodable by Qt, and nothing left behind on failure.
#include "export/animationencoder.h"
#include "export/mappingexport.h"
#include "export/mappingexportdialog.h"
#include "mappingview/mappingrenderer.h"
#include "uitesthelpers.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QMovie>
#include <QProcess>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
MappingExport vecadd(int64_t n, int64_t blockX, int64_t thread = 0)
{
    MappingExport what;
    const ThreadMapping m(MappingKind::Linear1D, { .n = n }, { { ceilDiv(n, blockX), 1, 1 }, { blockX, 1, 1 } });
    what.scene = KernelScene(m);
    what.cursor = AnimationCursor(m.threadCount(), blockX);
    what.cursor.seek(thread);
    return what;
}

// The cells' numbers as ink on white, side by side: what OCR reads best.
QImage inkStrip(const QImage& picture, const std::vector<QRectF>& cells)
{
    const int gap = 24;
    int width = gap, height = 0;
    for (const QRectF& c : cells) {
        width += int(c.width()) + gap;
        height = std::max(height, int(c.height()) + 2 * gap);
    }
    QImage strip(width, height, QImage::Format_RGB32);
    strip.fill(Qt::white);
    int x = gap;
    for (const QRectF& c : cells) {
        const QRect r = c.toRect().adjusted(4, 4, -4, -4); // inside the borders
        QHash<QRgb, int> counts;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int px = r.left(); px <= r.right(); ++px)
                ++counts[picture.pixel(px, y)];
        QRgb fill = 0;
        int most = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            if (it.value() > most)
                most = it.value(), fill = it.key();
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int px = r.left(); px <= r.right(); ++px)
                if (std::abs(qGray(picture.pixel(px, y)) - qGray(fill)) > 60)
                    strip.setPixel(x + px - r.left(), gap + y - r.top(), qRgb(0, 0, 0));
        x += int(c.width()) + gap;
    }
    return strip;
}

QStringList ocrDigits(const QImage& image, const QString& dir)
{
    const QString path = QDir(dir).filePath(QStringLiteral("ocr.png"));
    image.save(path);
    QProcess tesseract;
    tesseract.start(QStringLiteral("tesseract"),
        { path, QStringLiteral("-"), QStringLiteral("--psm"), QStringLiteral("7"), QStringLiteral("-c"),
            QStringLiteral("tessedit_char_whitelist=0123456789") });
    if (!tesseract.waitForFinished(60000))
        return { QStringLiteral("tesseract did not finish") };
    return QString::fromUtf8(tesseract.readAllStandardOutput()).simplified().split(QLatin1Char(' '));
}
} // namespace

// The classroom picture a lecturer exports: every threadIdx and element index readable.
TEST(MappingExport, SixteenThreadPictureIsLegibleToOcr)
{
    ASSERT_FALSE(QStandardPaths::findExecutable(QStringLiteral("tesseract")).isEmpty())
        << "tesseract-ocr is installed by scripts/test (scripts/common.sh)";
    QTemporaryDir dir;
    const MappingExport what = vecadd(16, 4, 16); // the whole launch has run: no highlight covers a number
    const QString path = dir.filePath(QStringLiteral("vecadd16.png"));
    QString error;
    ASSERT_TRUE(exportMappingPicture(what, path, &error)) << error.toStdString();
    const QImage written(path);
    ASSERT_EQ(written.size(), QSize(1280, 720));

    // The same picture drawn here, to know where the cells are.
    MappingRenderer renderer;
    renderer.setScene(what.scene);
    renderer.setProgress(what.cursor.position());
    renderer.setHighlight(what.cursor.first(), what.cursor.count());
    const QImage drawn = renderer.renderImage(what.size, mappingExportFont(what.size));
    ASSERT_EQ(drawn.convertToFormat(QImage::Format_RGB32), written.convertToFormat(QImage::Format_RGB32));

    std::vector<QRectF> threads, elements;
    QStringList threadIdx, indices;
    for (int t = 0; t < 16; ++t) {
        threads.push_back(renderer.threadCellRect(t));
        threadIdx << QString::number(t % 4);
        elements.push_back(renderer.elementCellRect(0, t));
        indices << QString::number(t);
    }
    EXPECT_EQ(ocrDigits(inkStrip(written, threads), dir.path()), threadIdx);
    EXPECT_EQ(ocrDigits(inkStrip(written, elements), dir.path()), indices);
}

TEST(MappingExport, SvgIsVectorAndTitledInPlainText)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("vecadd16.svg"));
    QString error;
    ASSERT_TRUE(exportMappingPicture(vecadd(16, 4, 3), path, &error)) << error.toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    EXPECT_TRUE(svg.contains("<title>cudaviz: thread mapping of vecadd</title>"));
    EXPECT_FALSE(svg.contains("<image")) << "numbered cells are rectangles, not a scaled bitmap";
    EXPECT_TRUE(svg.contains(">13<")) << "element 13 is text";
}

class AnimationExportTest : public ::testing::TestWithParam<const char*>
{
};

TEST_P(AnimationExportTest, HasTheRequestedFramesAndSizeAndDecodesWithQt)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("vecadd.%1").arg(QLatin1String(GetParam())));
    MappingExport what = vecadd(1024, 256);
    what.cursor.setMode(StepMode::Warp);
    what.size = QSize(640, 360);
    MappingAnimationOptions options;
    options.frames = 12;
    options.stepsPerSecond = 5;
    int reported = 0;
    QString error;
    ASSERT_TRUE(exportMappingAnimation(
        what, options, path,
        [&](int done, int total) {
            EXPECT_EQ(total, 12);
            reported = done;
            return true;
        },
        &error))
        << error.toStdString();
    EXPECT_EQ(reported, 12);
    QImageReader reader(path);
    ASSERT_TRUE(reader.canRead()) << reader.errorString().toStdString();
    EXPECT_TRUE(reader.supportsAnimation());
    EXPECT_EQ(reader.imageCount(), 12);
    EXPECT_EQ(reader.size(), QSize(640, 360));
    int frames = 0;
    QImage last;
    while (reader.canRead() && frames < 100) {
        const QImage frame = reader.read();
        if (frame.isNull())
            break;
        EXPECT_EQ(frame.size(), QSize(640, 360));
        EXPECT_NE(frame, last) << "every frame is a new step";
        EXPECT_EQ(reader.nextImageDelay(), 200) << "5 steps per second, frame " << frames;
        last = frame;
        ++frames;
    }
    EXPECT_EQ(frames, 12);
    if (QLatin1String(GetParam()) == QLatin1String("gif")) {
        QMovie movie(path);
        EXPECT_TRUE(movie.isValid());
        EXPECT_EQ(movie.frameCount(), 12);
    }
}

TEST_P(AnimationExportTest, CancelAndBadPathsLeaveNothingBehind)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cancelled.%1").arg(QLatin1String(GetParam())));
    MappingExport what = vecadd(1024, 256);
    what.size = QSize(320, 180);
    MappingAnimationOptions options;
    options.frames = 20;
    QString error;
    EXPECT_FALSE(exportMappingAnimation(
        what, options, path, [](int done, int) { return done < 5; }, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("cancelled"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(path));
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/a.%1").arg(QLatin1String(GetParam())));
    EXPECT_FALSE(exportMappingAnimation(what, options, missing, {}, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    // Over the budget: refused with the numbers before any work.
    options.frames = MappingExport::kMaxFrames + 1;
    EXPECT_FALSE(exportMappingAnimation(what, options, path, {}, &error));
    EXPECT_TRUE(error.contains(QString::number(MappingExport::kMaxFrames))) << error.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Formats, AnimationExportTest, ::testing::Values("gif", "webp"));

TEST(MappingExport, SizesAreParsedAndBounded)
{
    QString error;
    EXPECT_EQ(parseExportSize(QStringLiteral("1920x1080"), &error), QSize(1920, 1080));
    EXPECT_FALSE(parseExportSize(QStringLiteral("1920"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("WIDTHxHEIGHT")));
    EXPECT_FALSE(parseExportSize(QStringLiteral("100000x100000"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("7680")));
    EXPECT_FALSE(parseExportSize(QStringLiteral("99999999999999999999x2"), &error));
}

class MappingExportDialogTest : public IsolatedTest
{
};

// File > Export animation: the dialog's numbers reach the file; the work runs off the GUI thread.
TEST_F(MappingExportDialogTest, ExportsWhatTheDialogSays)
{
    QTemporaryDir dir;
    MappingExportDialog dialog(MappingExportDialog::Kind::Animation, vecadd(1024, 256));
    dialog.findChild<QLineEdit*>(QStringLiteral("exportPath"))->setText(dir.filePath(QStringLiteral("a.webp")));
    dialog.findChild<QSpinBox*>(QStringLiteral("exportFrames"))->setValue(5);
    dialog.findChild<QSpinBox*>(QStringLiteral("exportWidth"))->setValue(320);
    dialog.findChild<QSpinBox*>(QStringLiteral("exportHeight"))->setValue(180);
    EXPECT_TRUE(
        dialog.findChild<QLabel*>(QStringLiteral("exportSummary"))->text().startsWith(QStringLiteral("5 frames")));
    const QString message = dialog.run();
    EXPECT_TRUE(message.startsWith(QStringLiteral("Saved"))) << message.toStdString();
    QImageReader reader(dir.filePath(QStringLiteral("a.webp")));
    EXPECT_EQ(reader.imageCount(), 5);
    EXPECT_EQ(reader.size(), QSize(320, 180));
}
