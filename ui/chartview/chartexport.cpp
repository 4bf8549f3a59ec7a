#include "chartexport.h"

#include "util/fileio.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextDocumentFragment>
#include <memory>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ChartExport)
};

void render(QGraphicsScene& scene, QPaintDevice* device, const QSize& size)
{
    QPainter painter(device);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(0, 0, painter.device()->width(), painter.device()->height()),
        QRectF(QPointF(0, 0), QSizeF(size)));
}
} // namespace

ChartStyle exportStyle(const ChartStyle& style, const QSize& size)
{
    // Fonts grow with the picture: at 1080 lines the value labels (0.75 of the base) are 18 pt,
    // 24 px at the 96 dpi the export draws at; never smaller than the style on screen.
    ChartStyle scaled = style;
    scaled.basePointSize = std::max(style.basePointSize, size.height() / 45);
    scaled.lineScale = std::max(style.lineScale, size.height() / 720.0);
    return scaled;
}

std::optional<QSize> parseImageSize(const QString& text)
{
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 2)
        return std::nullopt;
    bool okW = false, okH = false;
    const int w = parts[0].toInt(&okW), h = parts[1].toInt(&okH);
    if (!okW || !okH || w < 16 || h < 16 || w > 16384 || h > 16384)
        return std::nullopt;
    return QSize(w, h);
}

bool chartPathValid(const QString& path, QString* error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QStringLiteral("png") && suffix != QStringLiteral("svg") && suffix != QStringLiteral("pdf")) {
        *error = Tr::tr("cannot export to '%1': use a .png, .svg or .pdf file name").arg(path.left(200));
        return false;
    }
    return true;
}

bool exportChart(ChartKind kind, ChartMetric metric, const std::vector<ChartSource>& sources, const ChartStyle& style,
    const QString& path, const ChartExportOptions& options, QString* error)
{
    if (!chartPathValid(path, error))
        return false;
    const QString suffix = QFileInfo(path).suffix().toLower();
    QGraphicsScene scene;
    QChart* chart = makeChart(kind, metric, sources, exportStyle(style, options.size));
    scene.addItem(chart); // the scene owns it now
    chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(options.size)));
    scene.setSceneRect(chart->geometry());

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QStringLiteral("png")) {
        QImage image(options.size * options.scale, QImage::Format_ARGB32_Premultiplied);
        image.fill(style.background());
        render(scene, &image, options.size);
        image.save(&buffer, "PNG");
    } else if (suffix == QStringLiteral("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(options.size);
        svg.setViewBox(QRect(QPoint(0, 0), options.size));
        // The chart's title is rich text (a caption in a <span>); the SVG's <title> is plain text.
        const QString caption = chartCaption(chart);
        svg.setTitle(
            QTextDocumentFragment::fromHtml(chart->title()).toPlainText().replace(QLatin1Char('\n'), QLatin1Char(' ')));
        svg.setDescription(caption);
        render(scene, &svg, options.size);
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setPageSize(QPageSize(QSizeF(options.size), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(72);
        render(scene, &pdf, options.size);
    }
    buffer.close();
    if (bytes.isEmpty()) {
        *error = Tr::tr("could not draw the chart for %1").arg(path);
        return false;
    }
    return writeOutputFile(path, bytes, error);
}

} // namespace cvz
