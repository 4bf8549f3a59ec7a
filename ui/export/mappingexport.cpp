#include "mappingexport.h"

#include "animationencoder.h"
#include "mapping/launchconfig.h"
#include "mappingview/mappingpalette.h"
#include "mappingview/mappingrenderer.h"
#include "util/fileio.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <cmath>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::MappingExport)
};

void prepare(MappingRenderer& renderer, const MappingExport& what)
{
    renderer.setPalette(what.presentation ? MappingPalette::presentation() : MappingPalette());
    renderer.setMinimumTextPixels(what.presentation ? MappingPalette::minimumTextPixels(what.size.height()) : 0);
    renderer.setDecorations(what.arrows, what.lens);
    renderer.setCentred(what.slide);
    renderer.setScene(what.scene);
}

void showStep(MappingRenderer& renderer, const AnimationCursor& cursor)
{
    renderer.setProgress(cursor.position());
    renderer.setHighlight(cursor.first(), cursor.count());
}
} // namespace

QString slideTitle(const MappingExport& what)
{
    const TeachingKernelInfo& info = kernelInfo(what.scene.kernel());
    return info.title ? QCoreApplication::translate("cvz::TeachingKernels", info.title) : QString::fromLatin1(info.key);
}

QString launchCaption(const MappingExport& what)
{
    const LaunchConfig& l = what.scene.launch();
    return Tr::tr("%1<<<%2, %3>>>, the step of thread %4")
        .arg(QString::fromLatin1(kernelInfo(what.scene.kernel()).key), toString(l.grid), toString(l.block))
        .arg(what.cursor.first());
}

namespace {
// Title, picture and caption, in bands of the frame: the picture keeps the room between them.
struct SlideBands
{
    QRect title, picture, caption;
    QFont titleFont, captionFont;
};

SlideBands slideBands(const QSize& size)
{
    SlideBands b;
    b.titleFont = mappingExportFont(size);
    b.titleFont.setPixelSize(std::max(16, size.height() / 24));
    b.titleFont.setBold(true);
    b.captionFont = mappingExportFont(size);
    const int margin = std::max(4, size.height() / 60);
    const int titleHeight = QFontMetrics(b.titleFont).height() + 2 * margin;
    const int captionHeight = QFontMetrics(b.captionFont).height() + 2 * margin;
    b.title = QRect(margin, 0, size.width() - 2 * margin, titleHeight);
    b.caption = QRect(margin, size.height() - captionHeight, size.width() - 2 * margin, captionHeight);
    b.picture = QRect(0, titleHeight, size.width(), size.height() - titleHeight - captionHeight);
    return b;
}

void paintSlideText(QPainter& painter, const MappingExport& what, const SlideBands& b)
{
    painter.setPen(what.presentation ? MappingPalette::presentation().text : MappingPalette().text);
    painter.setFont(b.titleFont);
    painter.drawText(b.title, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(b.titleFont).elidedText(slideTitle(what), Qt::ElideRight, b.title.width()));
    painter.setFont(b.captionFont);
    const QString caption = what.caption.isEmpty() ? launchCaption(what) : what.caption;
    painter.drawText(b.caption, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(b.captionFont).elidedText(caption.simplified(), Qt::ElideRight, b.caption.width()));
}

QImage renderSlide(MappingRenderer& renderer, const MappingExport& what)
{
    const SlideBands b = slideBands(what.size);
    QImage image(what.size, QImage::Format_RGB32);
    image.fill(what.presentation ? MappingPalette::presentation().background : MappingPalette().background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.drawImage(b.picture.topLeft(), renderer.renderImage(b.picture.size(), mappingExportFont(what.size)));
    paintSlideText(painter, what, b);
    return image;
}
} // namespace

QFont mappingExportFont(const QSize& size)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(std::max(12, size.height() / 45));
    return font;
}

std::optional<QSize> parseExportSize(const QString& text, QString* error)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d{1,6})\\s*[xX×]\\s*(\\d{1,6})\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch()) {
        *error = Tr::tr("'%1' is not a size; write WIDTHxHEIGHT, for example 1920x1080").arg(text);
        return std::nullopt;
    }
    const QSize size(m.captured(1).toInt(), m.captured(2).toInt());
    if (const auto why = validateExportSize(size)) {
        *error = *why;
        return std::nullopt;
    }
    return size;
}

std::optional<QString> validateExportSize(const QSize& size)
{
    const QSize lo = MappingExport::kMinSize, hi = MappingExport::kMaxSize;
    if (size.width() < lo.width() || size.height() < lo.height() || size.width() > hi.width()
        || size.height() > hi.height())
        return Tr::tr("%1 x %2 pixels: a picture is between %3 x %4 and %5 x %6")
            .arg(size.width())
            .arg(size.height())
            .arg(lo.width())
            .arg(lo.height())
            .arg(hi.width())
            .arg(hi.height());
    return std::nullopt;
}

std::optional<QString> validateAnimation(const QSize& size, const MappingAnimationOptions& options)
{
    if (const auto why = validateExportSize(size))
        return why;
    if (options.frames < 1 || options.frames > MappingExport::kMaxFrames)
        return Tr::tr("%1 frames: an animation has 1 to %2").arg(options.frames).arg(MappingExport::kMaxFrames);
    if (!(options.stepsPerSecond >= 0.1 && options.stepsPerSecond <= 50))
        return Tr::tr("%1 steps per second: choose 0.1 to 50 (GIF viewers show at most 50 frames a second)")
            .arg(options.stepsPerSecond);
    if (options.loops < 0 || options.loops > 1000)
        return Tr::tr("%1 loops: choose 0 (forever) to 1000").arg(options.loops);
    const int64_t pixels = int64_t(options.frames) * size.width() * size.height();
    if (pixels > MappingExport::kMaxAnimationPixels)
        return Tr::tr("%1 frames of %2 x %3 pixels are %4 million pixels to encode, more than the budget of %5 "
                      "million; choose fewer frames or a smaller size")
            .arg(options.frames)
            .arg(size.width())
            .arg(size.height())
            .arg(pixels / 1'000'000)
            .arg(MappingExport::kMaxAnimationPixels / 1'000'000);
    return std::nullopt;
}

bool exportMappingPicture(
    const MappingExport& what, const QString& path, QString* error, const std::function<bool()>& cancelled)
{
    const auto stop = [&] {
        if (!cancelled || !cancelled())
            return false;
        *error = Tr::tr("cancelled: nothing was written");
        return true;
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QStringLiteral("png") && suffix != QStringLiteral("svg")) {
        *error = Tr::tr("%1: a picture is saved as .png or .svg").arg(path);
        return false;
    }
    if (const auto why = validateExportSize(what.size)) {
        *error = *why;
        return false;
    }
    if (!checkOutputPath(path, error))
        return false;
    if (stop())
        return false;
    MappingRenderer renderer;
    prepare(renderer, what);
    showStep(renderer, what.cursor);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QStringLiteral("png")) {
        const QImage image
            = what.slide ? renderSlide(renderer, what) : renderer.renderImage(what.size, mappingExportFont(what.size));
        if (!image.save(&buffer, "PNG")) {
            *error = Tr::tr("%1: the PNG encoder failed").arg(path);
            return false;
        }
    } else {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(what.size);
        svg.setViewBox(QRect(QPoint(0, 0), what.size));
        svg.setTitle(Tr::tr("cudaviz: thread mapping of %1").arg(teachingKernelKey(what.scene.kernel())));
        QPainter painter(&svg);
        if (what.slide) {
            const SlideBands b = slideBands(what.size);
            paintSlideText(painter, what, b);
            painter.translate(b.picture.topLeft());
            renderer.renderVector(painter, b.picture.size(), mappingExportFont(what.size));
        } else {
            renderer.renderVector(painter, what.size, mappingExportFont(what.size));
        }
        painter.end();
    }
    buffer.close();
    if (stop())
        return false;
    return writeOutputFile(path, bytes, error);
}

int animationFrameCount(const MappingExport& what, const MappingAnimationOptions& options)
{
    AnimationCursor cursor = what.cursor;
    int frames = 1;
    while (frames < options.frames && !cursor.atEnd()) {
        cursor.stepForward();
        ++frames;
    }
    return frames;
}

bool exportMappingAnimation(const MappingExport& what, const MappingAnimationOptions& options, const QString& path,
    const std::function<bool(int, int)>& progress, QString* error)
{
    const auto format = animationFormatForPath(path);
    if (!format) {
        *error = Tr::tr("%1: an animation is saved as .gif or .webp").arg(path);
        return false;
    }
    if (const auto why = validateAnimation(what.size, options)) {
        *error = *why;
        return false;
    }
    if (!checkOutputPath(path, error))
        return false;
    const int total = animationFrameCount(what, options);
    const int duration = int(std::lround(1000.0 / options.stepsPerSecond));
    auto encoder = makeAnimationEncoder(*format, what.size, options.loops);
    MappingRenderer renderer;
    prepare(renderer, what);
    const QFont font = mappingExportFont(what.size);
    AnimationCursor cursor = what.cursor;
    for (int frame = 0; frame < total; ++frame) {
        if (progress && !progress(frame, total)) {
            *error = Tr::tr("cancelled: nothing was written");
            return false;
        }
        if (frame > 0)
            cursor.stepForward();
        showStep(renderer, cursor);
        if (!encoder->addFrame(renderer.renderImage(what.size, font), duration, error))
            return false;
    }
    const auto bytes = encoder->finish(error);
    if (!bytes)
        return false;
    if (progress)
        progress(total, total);
    return writeOutputFile(path, *bytes, error);
}

} // namespace cvz
