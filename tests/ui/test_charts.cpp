#include "charts/seriescolours.h"
#include "chartview/chartexport.h"
#include "chartview/chartfactory.h"
#include "chartview/chartspage.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QJsonDocument>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QXmlStreamReader>
#include <gtest/gtest.h>
#include <set>

using namespace cvz;

namespace {
BenchResult result(Backend b, long long n, double ms, double h2d = -1, double d2h = -1)
{
    BenchResult r;
    r.backend = b;
    r.m = r.n = r.k = n;
    r.samplesMs = { ms, ms * 1.05, ms * 0.95 };
    r.stats = summarize(r.samplesMs);
    r.gflops = gflops(matmulFlops(n, n, n), r.stats.median);
    if (h2d >= 0)
        r.h2dMs = h2d;
    if (d2h >= 0)
        r.d2hMs = d2h;
    return r;
}

std::vector<ChartSource> cpuOnly()
{
    ChartSource s;
    s.label = QStringLiteral("this machine");
    s.set.machine.gpuReason = QStringLiteral("No NVIDIA driver was found");
    s.set.results = { result(Backend::CpuNaive, 128, 1.2), result(Backend::CpuEigen, 128, 0.04),
        result(Backend::CpuEigen, 512, 1.4) };
    return { s };
}

std::vector<ChartSource> withGpu()
{
    ChartSource s;
    s.label = QStringLiteral("lab-server");
    s.set.results = { result(Backend::CpuEigen, 512, 1.4), result(Backend::GpuCublas, 512, 0.02, 0.3, 0.2) };
    return { s };
}
} // namespace

TEST(Charts, CpuOnlyBarChartHasOnlyCpuSeriesAndTheCaption)
{
    std::unique_ptr<QChart> chart(makeChart(ChartKind::Bars, ChartMetric::TimeMs, cpuOnly(), {}));
    EXPECT_EQ(
        chartSeriesNames(chart.get()), (QStringList { QStringLiteral("cpu-naive"), QStringLiteral("cpu-eigen") }));
    EXPECT_TRUE(chartCaption(chart.get()).contains(QStringLiteral("No CUDA GPU found")));
    EXPECT_TRUE(chart->title().contains(QStringLiteral("expected, not a failure")));
    EXPECT_TRUE(chart->toolTip().contains(QStringLiteral("No NVIDIA driver")));
}

TEST(Charts, EveryKindBuildsWithAndWithoutGpu)
{
    for (ChartKind k :
        { ChartKind::Bars, ChartKind::Stacked, ChartKind::Sweep, ChartKind::Speedup, ChartKind::Roofline })
        for (const auto& sources : { cpuOnly(), withGpu() }) {
            std::unique_ptr<QChart> chart(makeChart(k, ChartMetric::TimeMs, sources, {}));
            ASSERT_NE(chart, nullptr);
            EXPECT_FALSE(chart->title().isEmpty());
            EXPECT_FALSE(chart->axes().isEmpty()) << chartKindKey(k).toStdString();
        }
}

TEST(Charts, PngHasTheRequestedSizeAndIsNotBlank)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.png"));
    QString error;
    ChartExportOptions options;
    options.size = QSize(800, 500);
    ASSERT_TRUE(exportChart(ChartKind::Bars, ChartMetric::TimeMs, withGpu(), {}, path, options, &error))
        << error.toStdString();
    const QImage image(path);
    EXPECT_EQ(image.size(), QSize(800, 500));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    EXPECT_GT(colours.size(), 5); // bars, text and grid, not a blank page
    options.scale = 2;
    ASSERT_TRUE(exportChart(ChartKind::Sweep, ChartMetric::TimeMs, withGpu(), {}, path, options, &error));
    EXPECT_EQ(QImage(path).size(), QSize(1600, 1000));
}

TEST(Charts, SvgIsXmlWithTheSeriesNames)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.svg"));
    QString error;
    ASSERT_TRUE(exportChart(ChartKind::Bars, ChartMetric::TimeMs, withGpu(), {}, path, {}, &error));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QXmlStreamReader xml(svg);
    while (!xml.atEnd())
        xml.readNext();
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_TRUE(svg.contains("cpu-eigen"));
    EXPECT_TRUE(svg.contains("gpu-cublas"));
}

TEST(Charts, PdfStartsWithThePdfMagic)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.pdf"));
    QString error;
    ASSERT_TRUE(exportChart(ChartKind::Stacked, ChartMetric::TimeMs, withGpu(), {}, path, {}, &error));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5).startsWith("%PDF"));
}

TEST(Charts, UnwritablePathOrUnknownFormatIsAClearError)
{
    QString error;
    EXPECT_FALSE(exportChart(
        ChartKind::Bars, ChartMetric::TimeMs, cpuOnly(), {}, QStringLiteral("/nonexistent-dir/c.png"), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("/nonexistent-dir/c.png")));
    EXPECT_FALSE(exportChart(ChartKind::Bars, ChartMetric::TimeMs, cpuOnly(), {}, QStringLiteral("c.gif"), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral(".png, .svg or .pdf")));
    EXPECT_EQ(parseImageSize(QStringLiteral("1920x1080")), QSize(1920, 1080));
    EXPECT_FALSE(parseImageSize(QStringLiteral("big")));
    EXPECT_FALSE(parseImageSize(QStringLiteral("0x100")));
}

TEST(ChartsPage, ComparingTwoMachinesLabelsBothAndBadFilesAreNamed)
{
    QTemporaryDir dir;
    const auto write = [&](const QString& name, const QByteArray& contents) {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(contents);
        return f.fileName();
    };
    BenchResultSet laptop = cpuOnly().front().set;
    laptop.machine.label = QStringLiteral("laptop");
    BenchResultSet server = withGpu().front().set;
    server.machine.label = QStringLiteral("lab-server");
    const QString a = write(QStringLiteral("a.json"), QJsonDocument(toJson(laptop)).toJson());
    const QString b = write(QStringLiteral("b.json"), QJsonDocument(toJson(server)).toJson());
    const QString bad = write(QStringLiteral("broken.json"), "{\"results\": [");

    ChartsPage page;
    QString error;
    EXPECT_TRUE(page.openFiles({ a, b }, &error)) << error.toStdString();
    ASSERT_EQ(page.sources().size(), 2u);
    const QStringList names = chartSeriesNames(page.view()->chart());
    EXPECT_TRUE(names.contains(QStringLiteral("cpu-eigen · laptop")));
    EXPECT_TRUE(names.contains(QStringLiteral("gpu-cublas · lab-server")));

    EXPECT_FALSE(page.openFiles({ bad }, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("broken.json")));
    EXPECT_TRUE(error.contains(QStringLiteral("not valid JSON")));
    EXPECT_EQ(page.sources().size(), 2u); // nothing lost

    page.setCurrentResults(laptop);
    EXPECT_EQ(page.sources().size(), 3u);
    EXPECT_EQ(page.sources().front().label, QStringLiteral("this machine"));
}

// The SVG's <title> is plain text, not the chart's rich-text title with its caption markup.
TEST(Charts, SvgTitleIsPlainText)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.svg"));
    QString error;
    ASSERT_TRUE(exportChart(ChartKind::Bars, ChartMetric::TimeMs, cpuOnly(), {}, path, {}, &error));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    const qsizetype at = svg.indexOf(QStringLiteral("<title>")), end = svg.indexOf(QStringLiteral("</title>"));
    ASSERT_GE(at, 0);
    const QString title = svg.mid(at + 7, end - at - 7);
    EXPECT_FALSE(title.contains(QStringLiteral("&lt;"))) << title.toStdString();
    EXPECT_FALSE(title.contains(QStringLiteral("span"))) << title.toStdString();
    EXPECT_FALSE(title.isEmpty());
}

// The speed-up chart draws the 1x line the backends are measured against.
TEST(Charts, SpeedupChartHasTheOneTimesLine)
{
    QChart* chart = makeChart(ChartKind::Speedup, ChartMetric::TimeMs, withGpu(), {});
    bool found = false;
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        if (line && line->name().startsWith(QStringLiteral("1x"))) {
            found = true;
            ASSERT_EQ(line->count(), 2);
            EXPECT_EQ(line->at(0).y(), 1.0);
            EXPECT_EQ(line->at(1).y(), 1.0);
        }
    }
    EXPECT_TRUE(found);
    // The backends' points carry their value ("0.0143×").
    for (QAbstractSeries* series : chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(series); line && line->name() == QStringLiteral("gpu-cublas")) {
            EXPECT_TRUE(line->pointLabelsVisible());
            EXPECT_EQ(line->pointLabelsFormat(), QStringLiteral("@yPoint×"));
        }
    delete chart;
}

// The metric box is offered only where the chart has both forms (bars and sweep).
TEST(ChartsPage, MetricBoxIsDisabledWhereTheChartHasOneMeasure)
{
    ChartsPage page;
    auto* metric = page.findChild<QComboBox*>(QStringLiteral("chartMetric"));
    ASSERT_TRUE(metric);
    for (const auto& [kind, enabled] : { std::pair { ChartKind::Bars, true }, std::pair { ChartKind::Sweep, true },
             std::pair { ChartKind::Stacked, false }, std::pair { ChartKind::Speedup, false },
             std::pair { ChartKind::Roofline, false } }) {
        page.setKind(kind);
        EXPECT_EQ(metric->isEnabled(), enabled) << int(kind);
    }
}

// Comparing machines: every (backend, machine) pair has its own colour, and a line its own
// dash pattern per machine; no backend is black-on-black on a light chart.
TEST(Charts, EveryBackendAndMachinePairIsDistinct)
{
    std::vector<ChartSource> sources = withGpu();
    ChartSource laptop;
    laptop.label = QStringLiteral("laptop");
    laptop.set.results = { result(Backend::CpuEigen, 512, 2.1), result(Backend::CpuEigen, 256, 0.3),
        result(Backend::CpuNaive, 256, 9.0) };
    sources.push_back(laptop);
    sources.front().set.results.push_back(result(Backend::CpuEigen, 256, 0.2));
    QChart* chart = makeChart(ChartKind::Sweep, ChartMetric::TimeMs, sources, {});
    std::set<QRgb> colours;
    std::set<std::pair<QRgb, int>> looks;
    int lines = 0;
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        if (!line || !chartSeriesNames(chart).contains(line->name()))
            continue;
        ++lines;
        colours.insert(line->pen().color().rgb());
        looks.insert({ line->pen().color().rgb(), int(line->pen().style()) });
        EXPECT_NE(line->pen().color(), QColor(Qt::black)) << line->name().toStdString();
    }
    EXPECT_EQ(lines, 4); // cpu-eigen and gpu-cublas on the server, cpu-eigen and cpu-naive on the laptop
    EXPECT_EQ(colours.size(), size_t(lines));
    EXPECT_EQ(looks.size(), size_t(lines));
    delete chart;
    EXPECT_NE(ChartStyle::machineDash(0), ChartStyle::machineDash(1));
}

namespace {
// The colours of a chart's data series (bars, lines or roofline points), by series name.
QList<QPair<QString, QColor>> dataSeriesColours(const QChart* chart)
{
    const QStringList names = chartSeriesNames(chart);
    QList<QPair<QString, QColor>> out;
    for (QAbstractSeries* series : chart->series()) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            for (QBarSet* set : bars->barSets())
                out.push_back({ set->label(), set->color() });
        else if (auto* scatter = qobject_cast<QScatterSeries*>(series); scatter && names.contains(scatter->name()))
            out.push_back({ scatter->name(), scatter->color() });
        else if (auto* line = qobject_cast<QLineSeries*>(series); line && names.contains(line->name()))
            out.push_back({ line->name(), line->pen().color() });
    }
    return out;
}

std::vector<ChartSource> everyBackendAndALaptop(bool laptop)
{
    ChartSource server;
    server.label = QStringLiteral("lab-server");
    for (Backend b : allBackends())
        for (long long n : { 256LL, 512LL })
            server.set.results.push_back(result(b, n, 0.1 * double(n) / (1.0 + int(b)), isGpu(b) ? 0.3 : -1));
    std::vector<ChartSource> sources { server };
    if (laptop) {
        ChartSource other;
        other.label = QStringLiteral("laptop");
        for (Backend b : { Backend::CpuNaive, Backend::CpuEigen, Backend::CpuOpenBlas })
            for (long long n : { 256LL, 512LL })
                other.set.results.push_back(result(b, n, 0.2 * double(n) / (1.0 + int(b))));
        sources.push_back(other);
    }
    return sources;
}
} // namespace

// Every two series on a chart differ by CIEDE2000 >= 20: all eleven backends on one machine, and
// the compare view of that machine and a laptop's three CPU backends, in both themes.
TEST(Charts, EverySeriesColourIsTwentyApartOnEveryChartKind)
{
    for (bool dark : { false, true })
        for (bool laptop : { false, true })
            for (const auto& [kind, metric] :
                { std::pair(ChartKind::Bars, ChartMetric::TimeMs), std::pair(ChartKind::Bars, ChartMetric::Gflops),
                    std::pair(ChartKind::Stacked, ChartMetric::TimeMs),
                    std::pair(ChartKind::Sweep, ChartMetric::TimeMs),
                    std::pair(ChartKind::Speedup, ChartMetric::TimeMs),
                    std::pair(ChartKind::Roofline, ChartMetric::TimeMs) }) {
                ChartStyle style;
                style.dark = dark;
                std::unique_ptr<QChart> chart(makeChart(kind, metric, everyBackendAndALaptop(laptop), style));
                const auto colours = dataSeriesColours(chart.get());
                SCOPED_TRACE(QStringLiteral("%1, %2, %3")
                                 .arg(chartKindKey(kind), dark ? QStringLiteral("dark") : QStringLiteral("light"),
                                     laptop ? QStringLiteral("two machines") : QStringLiteral("one machine"))
                                 .toStdString());
                EXPECT_GE(colours.size(),
                    kind == ChartKind::Stacked ? 3
                        : laptop               ? 12
                                               : 10); // speed-ups leave out cpu-eigen
                for (qsizetype i = 0; i < colours.size(); ++i) {
                    EXPECT_GE(ciede2000(colours[i].second.rgb() & 0xffffff, backgroundRgb(dark)), kMinSeriesDifference)
                        << colours[i].first.toStdString();
                    for (qsizetype j = i + 1; j < colours.size(); ++j)
                        EXPECT_GE(ciede2000(colours[i].second.rgb() & 0xffffff, colours[j].second.rgb() & 0xffffff),
                            kMinSeriesDifference)
                            << colours[i].first.toStdString() << " and " << colours[j].first.toStdString();
                }
            }
}

// Exported labels grow with the picture: at 1920x1080 the smallest (value labels, 0.75 of the
// base size) are at least 24 px at the export's 96 dpi.
TEST(Charts, ExportedLabelsScaleWithTheOutputSize)
{
    const ChartStyle onScreen;
    const auto valueLabelPixels = [](const ChartStyle& s) { return s.font(0.75).pointSizeF() * 96.0 / 72.0; };
    EXPECT_GE(valueLabelPixels(exportStyle(onScreen, QSize(1920, 1080))), 24.0);
    EXPECT_GT(valueLabelPixels(exportStyle(onScreen, QSize(3840, 2160))),
        valueLabelPixels(exportStyle(onScreen, QSize(1920, 1080))));
    EXPECT_EQ(exportStyle(onScreen, QSize(320, 200)).basePointSize, onScreen.basePointSize);
}

// Axis titles and captions are never elided: at a slide's sizes every text of the chart is
// whole in the SVG (Qt Charts elides with "…").
TEST(Charts, NoTextIsElidedAtSlideSizes)
{
    QTemporaryDir dir;
    ChartSource wide = cpuOnly().front();
    wide.set.results.push_back(result(Backend::CpuNaive, 1024, 6300));
    ChartSource other = wide; // a second machine with a long name, as CPU models are
    other.label = QStringLiteral("Intel(R) Xeon(R) Platinum 8480+ Processor");
    for (const QSize size : { QSize(1280, 720), QSize(1920, 1080) })
        for (const ChartKind kind : { ChartKind::Bars, ChartKind::Stacked, ChartKind::Sweep, ChartKind::Speedup })
            for (const std::vector<ChartSource>& sources :
                { std::vector<ChartSource> { wide }, std::vector<ChartSource> { wide, other } }) {
                const QString path = dir.filePath(QStringLiteral("c.svg"));
                QString error;
                ChartExportOptions options;
                options.size = size;
                ASSERT_TRUE(exportChart(kind, ChartMetric::TimeMs, sources, {}, path, options, &error));
                QFile file(path);
                ASSERT_TRUE(file.open(QIODevice::ReadOnly));
                const QString svg = QString::fromUtf8(file.readAll());
                EXPECT_FALSE(svg.contains(QChar(0x2026)) || svg.contains(QStringLiteral("...<")))
                    << int(kind) << " at " << size.width() << ", " << sources.size() << " machine(s)";
                if (kind == ChartKind::Bars) {
                    EXPECT_TRUE(svg.contains(QStringLiteral(">Median ms (log)<")));
                    EXPECT_TRUE(svg.contains(QStringLiteral(">whiskers: IQR<")));
                    EXPECT_TRUE(svg.contains(QStringLiteral("This is expected, not a failure.")));
                }
            }
}

namespace {
// The value labels a laid-out chart shows, as the scene has them: their text and rectangle.
QList<QPair<QString, QRectF>> visibleValueLabels(QChart* chart, const QSize& size, const QStringList& values)
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    scene.setSceneRect(chart->geometry());
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        scene.render(&painter); // lays out every item
    }
    QList<QPair<QString, QRectF>> out;
    for (QGraphicsItem* item : scene.items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible()) {
            // The labels stand clear of the whiskers: no-break spaces before an upright one, a
            // blank line under a level one.
            const QString plain = QString(text->toPlainText()).replace(QChar(0x00A0), QLatin1Char(' ')).trimmed();
            if (values.contains(plain) && !text->sceneBoundingRect().isEmpty()) {
                out.push_back({ plain, text->sceneBoundingRect() });
                // Inside the plot: not over the title, the legend or the axes.
                EXPECT_TRUE(chart->plotArea().adjusted(-2, -2, 2, 2).contains(text->sceneBoundingRect()))
                    << plain.toStdString();
            }
        }
    // No whisker crosses a label's glyphs (a whisker's tip beside "0.1732" read as a minus sign).
    for (QGraphicsItem* item : scene.items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible()) {
            const QString plain = QString(text->toPlainText()).replace(QChar(0x00A0), QLatin1Char(' ')).trimmed();
            const QTextLayout* layout = text->document()->firstBlock().layout();
            if (!values.contains(plain) || !layout || layout->lineCount() == 0)
                continue;
            const QTextLine line = layout->lineAt(0);
            const int lead = int(text->toPlainText().indexOf(plain.at(0)));
            const double from = line.cursorToX(lead);
            const QRectF glyphs = text->mapToScene(QRectF(from + text->document()->documentMargin(),
                                                       line.y() + text->document()->documentMargin(),
                                                       line.naturalTextWidth() - from, line.height()))
                                      .boundingRect();
            for (QAbstractSeries* series : chart->series())
                if (auto* whisker = qobject_cast<QLineSeries*>(series); whisker && whisker->count() == 2) {
                    const QPointF a = chart->mapToPosition(whisker->at(0), whisker);
                    const QPointF b = chart->mapToPosition(whisker->at(1), whisker);
                    const bool crosses = a.x() > glyphs.left() && a.x() < glyphs.right()
                        && std::max(a.y(), b.y()) > glyphs.top() && std::min(a.y(), b.y()) < glyphs.bottom();
                    EXPECT_FALSE(crosses) << "a whisker crosses " << plain.toStdString();
                }
        }
    if (qEnvironmentVariableIsSet("CUDAVIZ_TEST_SAVE_LABELS"))
        image.save(QStringLiteral("/tmp/labels-%1x%2-%3.png").arg(size.width()).arg(size.height()).arg(values.size()));
    scene.removeItem(chart);
    return out;
}
} // namespace

// Value labels never overlap: shown only while each fits above its own bar, at any size. The
// example is a busy machine's pair of close results (0.2045 and 0.1916 ms).
TEST(Charts, ValueLabelsNeverOverlap)
{
    for (int categories : { 2, 6 })
        for (const QSize size : { QSize(640, 360), QSize(1366, 768), QSize(1920, 1080) }) {
            ChartSource s;
            s.label = QStringLiteral("this machine");
            QStringList values;
            for (int c = 0; c < categories; ++c) {
                s.set.results.push_back(result(Backend::CpuEigen, 64 << c, 0.2045 + c));
                s.set.results.push_back(result(Backend::CpuOpenBlas, 64 << c, 0.1916 + c));
                values << QString::number(0.2045 + c, 'g', 4) << QString::number(0.1916 + c, 'g', 4);
            }
            auto* chart = makeChart(ChartKind::Bars, ChartMetric::TimeMs, { s }, exportStyle({}, size));
            const auto labels = visibleValueLabels(chart, size, values);
            delete chart;
            SCOPED_TRACE(QStringLiteral("%1 categories at %2x%3")
                             .arg(categories)
                             .arg(size.width())
                             .arg(size.height())
                             .toStdString());
            for (qsizetype i = 0; i < labels.size(); ++i) {
                for (qsizetype j = i + 1; j < labels.size(); ++j) {
                    EXPECT_FALSE(labels[i].second.intersects(labels[j].second))
                        << labels[i].first.toStdString() << " and " << labels[j].first.toStdString();
                }
            }
            // Four bars have room for their numbers at every size; twelve at a slide's.
            if (categories == 2 || size.width() >= 1366) {
                EXPECT_EQ(labels.size(), 2 * categories);
            }
        }
}

// Without results the chart is its title alone: no empty axes with titles outside the frame.
TEST(Charts, AnEmptyChartHasNoAxes)
{
    QChart* chart = makeChart(ChartKind::Bars, ChartMetric::TimeMs, {}, {});
    EXPECT_TRUE(chart->axes().isEmpty());
    EXPECT_TRUE(chart->series().isEmpty());
    delete chart;
}

// Qt Charts says itself whether it cut an axis label short: never, for any chart kind, with
// one machine or two (22 "size · backend · machine" rows), at a slide's sizes.
namespace {
// One machine with many sizes, and the same on a second machine with a long CPU name: 22
// "size · backend · machine" rows in the stacked chart.
std::pair<ChartSource, ChartSource> manyRows()
{
    ChartSource one = cpuOnly().front();
    for (long long n : { 64LL, 128LL, 256LL, 1024LL, 2048LL })
        one.set.results.push_back(result(Backend::CpuNaive, n, double(n) / 10));
    ChartSource two = one;
    two.label = QStringLiteral("Intel(R) Xeon(R) Platinum 8480+ Processor");
    return { one, two };
}

// Lays the chart out at `size` and draws it, as an export does; true when Qt Charts cut
// any axis label short.
bool truncatedWhenDrawn(QChart* chart, const QSize& size)
{
    QGraphicsScene scene;
    scene.addItem(chart); // the scene owns it now
    chart->resize(QSizeF(size));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    scene.render(&painter);
    painter.end();
    bool truncated = false;
    for (QAbstractAxis* axis : chart->axes())
        truncated = truncated || axis->labelsTruncated();
    return truncated;
}
} // namespace

TEST(Charts, NoAxisLabelIsTruncated)
{
    const auto [one, two] = manyRows();
    for (const QSize size : { QSize(1280, 720), QSize(1920, 1080) })
        for (const ChartKind kind : { ChartKind::Bars, ChartKind::Stacked, ChartKind::Sweep, ChartKind::Speedup })
            for (const std::vector<ChartSource>& sources :
                { std::vector<ChartSource> { one }, std::vector<ChartSource> { one, two } }) {
                EXPECT_FALSE(
                    truncatedWhenDrawn(makeChart(kind, ChartMetric::TimeMs, sources, exportStyle({}, size)), size))
                    << int(kind) << " at " << size.width() << ", " << sources.size() << " machine(s)";
            }
}

// The check above can fail: with Qt's truncation on, the same long rows are cut short.
TEST(Charts, TruncationIsDetectedWhenItHappens)
{
    const auto [one, two] = manyRows();
    QChart* chart
        = makeChart(ChartKind::Stacked, ChartMetric::TimeMs, { one, two }, exportStyle({}, QSize(1920, 1080)));
    for (QAbstractAxis* axis : chart->axes())
        axis->setTruncateLabels(true);
    EXPECT_TRUE(truncatedWhenDrawn(chart, QSize(640, 360)));
}

// The roofline: a measured CPU roof that bends at the ridge, a theoretical GPU roof, one point
// per result at its intensity, and a noisy result ringed.
TEST(Charts, RooflineDrawsTheRoofsAndEveryResultUnderThem)
{
    std::vector<ChartSource> sources = withGpu();
    MachineInfo& m = sources.front().set.machine;
    m.cpu.logicalCores = 2;
    m.cpuPeakGflopsOneCore = 180;
    m.cpuPeakGflopsAllCores = 360;
    m.cpuBandwidthGBs = 24;
    m.gpuPeakFp32Gflops = 66900;
    m.gpuBandwidthGBs = 4800;
    BenchResult noisy = result(Backend::CpuEigen, 256, 0.2);
    noisy.threads = 2;
    noisy.cpuShare = 0.4;
    sources.front().set.results.push_back(noisy);
    std::unique_ptr<QChart> chart(makeChart(ChartKind::Roofline, ChartMetric::TimeMs, sources, {}));
    const QLineSeries* cpuRoof = nullptr;
    const QLineSeries* gpuRoof = nullptr;
    int points = 0;
    for (QAbstractSeries* series : chart->series()) {
        if (auto* line = qobject_cast<QLineSeries*>(series); line && !qobject_cast<QScatterSeries*>(series)) {
            if (line->name().startsWith(QStringLiteral("CPU roof")))
                cpuRoof = line;
            if (line->name().startsWith(QStringLiteral("GPU FP32 roof")))
                gpuRoof = line;
        }
        if (auto* scatter = qobject_cast<QScatterSeries*>(series);
            scatter && scatter->name() == QStringLiteral("noisy")) {
            ASSERT_EQ(scatter->count(), 1); // the noisy cpu-eigen run, ringed
            EXPECT_EQ(scatter->at(0).x(), minimumIntensity(256, 256, 256));
        } else if (scatter)
            points += scatter->count();
    }
    ASSERT_TRUE(cpuRoof);
    ASSERT_TRUE(gpuRoof);
    EXPECT_TRUE(gpuRoof->name().contains(QStringLiteral("theoretical")));
    ASSERT_EQ(cpuRoof->count(), 3); // up the bandwidth slope, the ridge, along the compute roof
    EXPECT_DOUBLE_EQ(cpuRoof->at(1).x(), 360.0 / 24);
    EXPECT_DOUBLE_EQ(cpuRoof->at(1).y(), 360.0);
    EXPECT_EQ(points, 3); // cpu-eigen at 512 and 256, gpu-cublas at 512
    EXPECT_TRUE(chartCaption(chart.get()).contains(QStringLiteral("noisy")));
}

// A noisy result keeps its series' colour: its bar gets a dashed outline (beside its IQR
// whisker), its point on a sweep a ring.
TEST(Charts, NoisyResultsAreOutlinedNotRecoloured)
{
    std::vector<ChartSource> sources = cpuOnly();
    BenchResult& eigen = sources.front().set.results[1]; // cpu-eigen at 128
    eigen.threads = 2;
    eigen.cpuShare = 0.3;
    std::unique_ptr<QChart> chart(makeChart(ChartKind::Bars, ChartMetric::TimeMs, sources, {}));
    const ChartStyle style;
    int outlines = 0;
    for (QAbstractSeries* series : chart->series()) {
        if (auto* bars = qobject_cast<QBarSeries*>(series))
            for (QBarSet* set : bars->barSets()) {
                EXPECT_TRUE(set->selectedBars().isEmpty());
                if (set->label() == QStringLiteral("cpu-eigen")) {
                    EXPECT_EQ(set->color(), style.backendColour(Backend::CpuEigen));
                }
            }
        if (auto* line = qobject_cast<QLineSeries*>(series); line && line->name() == QStringLiteral("noisy")) {
            ++outlines;
            ASSERT_EQ(line->count(), 5); // a closed rectangle around the bar, up to its median
            EXPECT_EQ(line->pen().style(), Qt::DashLine);
            EXPECT_DOUBLE_EQ(line->at(1).y(), 0.04); // its median, in the chart's unit (ms)
        }
    }
    EXPECT_EQ(outlines, 1);
    EXPECT_TRUE(chartCaption(chart.get()).contains(QStringLiteral("noisy")));

    std::unique_ptr<QChart> sweep(makeChart(ChartKind::Sweep, ChartMetric::TimeMs, sources, {}));
    int rings = 0;
    for (QAbstractSeries* series : sweep->series())
        if (auto* scatter = qobject_cast<QScatterSeries*>(series);
            scatter && scatter->name() == QStringLiteral("noisy")) {
            rings += scatter->count();
            EXPECT_EQ(scatter->color().alpha(), 0); // hollow: the point inside keeps its colour
        }
    EXPECT_EQ(rings, 1);
    for (QAbstractSeries* series : sweep->series())
        if (auto* line = qobject_cast<QLineSeries*>(series); line && line->name() == QStringLiteral("cpu-eigen")) {
            for (int i = 0; i < line->count(); ++i) {
                EXPECT_FALSE(line->pointConfiguration(i).contains(QXYSeries::PointConfiguration::Color));
            }
        }
}
