#include "chartfactory.h"

#include "charts/seriescolours.h"
#include "util/textwrap.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>
#include <limits>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ChartFactory)
};

const char* const kCaptionProperty = "cudavizCaption";
const char* const kDataSeriesProperty = "cudavizDataSeries";

int machineIndex(const QString& machine, QStringList& seen)
{
    if (!seen.contains(machine))
        seen << machine;
    return int(seen.indexOf(machine));
}

// The colours of a chart's series (BarSeriesData, LineSeriesData or RooflineSeries), with the
// machine indices machineIndex gives them in the same order.
template <class Series> SeriesColours seriesColours(const std::vector<Series>& series, const ChartStyle& style)
{
    QStringList machines;
    std::vector<std::pair<Backend, int>> pairs;
    for (const Series& s : series)
        pairs.push_back({ s.backend, machineIndex(s.machine, machines) });
    return SeriesColours(pairs, style.dark);
}

void styleAxis(QAbstractAxis* axis, const ChartStyle& style, const QString& title)
{
    axis->setTitleText(title);
    axis->setTitleFont(style.font(1.0, true));
    axis->setLabelsFont(style.font(0.9));
    axis->setLabelsColor(style.foreground());
    axis->setTitleBrush(style.foreground());
    axis->setGridLineColor(style.grid());
}

// Qt Charts cuts a title that is wider than the chart to one line ending in "...", which
// would hide every caption line after a long one: wrap them first (at spaces, or between
// Chinese characters), to `columns` of the caption's font.
QString wrapCaption(const QString& caption, int columns)
{
    QStringList out;
    for (const QString& line : caption.split(QLatin1Char('\n')))
        out << wrapText(line, columns);
    return out.join(QLatin1Char('\n'));
}

// The title and its caption as the chart's width lets them read: the caption wrapped again
// whenever the chart is resized (a narrow chart under the Benchmark table, a presented one).
void setTitleForWidth(QChart* chart, const QString& title, const QString& caption, const ChartStyle& style)
{
    QString html = title.toHtmlEscaped();
    if (!caption.isEmpty()) {
        QFont small = style.font(1.35, true);
        small.setPointSizeF(small.pointSizeF() * 0.85); // "font-size:small" of the title's font
        const double width = chart->size().width() > 0 ? chart->size().width() : 1600;
        const int columns = std::max(20, int(width * 0.9 / QFontMetricsF(small).averageCharWidth()));
        html += QStringLiteral("<br/><span style=\"font-size:small; color:%1\">%2</span>")
                    .arg(style.dark ? QStringLiteral("#f0c060") : QStringLiteral("#8a5a00"),
                        wrapCaption(caption, std::min(columns, 120))
                            .toHtmlEscaped()
                            .replace(QLatin1Char('\n'), QStringLiteral("<br/>")));
    }
    if (chart->title() != html)
        chart->setTitle(html);
}

QChart* newChart(const QString& title, const QString& caption, const QString& tooltip, const ChartStyle& style)
{
    auto* chart = new QChart;
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(style.background());
    chart->setTitleBrush(style.foreground());
    chart->setTitleFont(style.font(1.35, true));
    setTitleForWidth(chart, title, caption, style);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart,
        [chart, title, caption, style] { setTitleForWidth(chart, title, caption, style); });
    chart->setProperty(kCaptionProperty, caption);
    chart->setToolTip(tooltip);
    chart->legend()->setFont(style.font(0.95));
    chart->legend()->setLabelColor(style.foreground());
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation); // exports and tests see the final picture
    return chart;
}

void markDataSeries(QChart* chart, const QString& name)
{
    QStringList names = chart->property(kDataSeriesProperty).toStringList();
    names << name;
    chart->setProperty(kDataSeriesProperty, names);
}

void hideFromLegend(QChart* chart, QAbstractSeries* series)
{
    for (QLegendMarker* marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

// A noisy result's point keeps its series' colour and gets a ring around it: a hollow circle in
// the foreground's colour, larger than the point, out of the legend.
void ringNoisyPoints(
    QChart* chart, const QList<QPointF>& points, QAbstractAxis* x, QAbstractAxis* y, const ChartStyle& style)
{
    if (points.isEmpty())
        return;
    auto* rings = new QScatterSeries;
    rings->setName(Tr::tr("noisy"));
    rings->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    rings->setMarkerSize(15 * style.lineScale); // around the point, under its value label
    rings->setColor(Qt::transparent);
    rings->setBorderColor(style.foreground());
    rings->setPen(QPen(style.foreground(), 2 * style.lineScale, Qt::DotLine));
    rings->append(points);
    chart->addSeries(rings);
    rings->attachAxis(x);
    rings->attachAxis(y);
    hideFromLegend(chart, rings);
}

// How far the whiskers reach above their bars: the largest q3 / median (for a log axis) and
// q3 - median (for a linear one), in the axis's unit.
struct WhiskerReach
{
    double ratio = 1, difference = 0;
};

// The pixels the whiskers reach above their bars on `plot`.
double whiskerPixels(const QAbstractAxis* values, const QRectF& plot, const WhiskerReach& reach)
{
    if (const auto* log = qobject_cast<const QLogValueAxis*>(values); log && log->max() > log->min())
        return plot.height() * std::log(reach.ratio) / std::log(log->max() / log->min());
    if (const auto* linear = qobject_cast<const QValueAxis*>(values); linear && linear->max() > linear->min())
        return plot.height() * reach.difference / (linear->max() - linear->min());
    return 0;
}

// A bar chart's value labels, placed again whenever the plot changes size so that none overlaps
// another: level while the widest fits a bar's width, upright (with room made above the tallest
// bar) while its height does, left out when neither does (the table has the numbers). Each
// stands clear of its bar's whisker: upright ones begin past its reach, level ones sit a blank
// line higher where it reaches into them ("-0.1732" was a whisker's tip and a label).
void placeValueLabels(QChart* chart, QAbstractBarSeries* bars, QAbstractAxis* values, double slots, double top,
    QSize label, WhiskerReach reach, const QFont& font)
{
    QObject::connect(chart, &QChart::plotAreaChanged, bars, [=](const QRectF& plot) {
        const double slot = plot.width() * bars->barWidth() / std::max(1.0, slots);
        const bool level = label.width() + 4 <= slot, upright = !level && label.height() + 2 <= slot;
        bars->setLabelsAngle(upright ? -90 : 0);
        bars->setLabelsVisible(level || upright);
        const double whisker = whiskerPixels(values, plot, reach);
        const QFontMetricsF metrics(font);
        const int spaces = upright ? int(std::ceil((whisker + 2) / metrics.horizontalAdvance(QChar(0x00A0)))) : 0;
        const bool lift = level && whisker > 1;
        bars->setLabelsFormat(QString(spaces, QChar(0x00A0)) + QStringLiteral("@value")
            + (lift ? QStringLiteral("<br/>&nbsp;") : QString()));
        // Upright labels stand label.width() px above their bar: the axis reaches that high.
        const double needed = (upright ? label.width() + 8.0 + spaces * metrics.horizontalAdvance(QChar(0x00A0))
                                       : label.height() * (lift ? 2 : 1) + 4.0);
        if (plot.height() <= needed * 2 || top <= 0)
            return;
        const double share = plot.height() / (plot.height() - needed); // of the axis, for the bars
        if (auto* log = qobject_cast<QLogValueAxis*>(values)) {
            const double want = log->min() * std::pow(top / log->min(), share);
            if (log->max() < want * 0.999)
                log->setMax(want);
        } else if (auto* linear = qobject_cast<QValueAxis*>(values)) {
            const double want = top * share;
            if (linear->max() < want * 0.999)
                linear->setMax(want);
        }
    });
}

constexpr qsizetype kMaxWhiskers = 120;
constexpr int kBarLabelDigits = 4;

// The smallest and largest finite positive bar value.
std::pair<double, double> barValueRange(const std::vector<BarSeriesData>& series)
{
    double smallest = std::numeric_limits<double>::infinity(), largest = 0;
    for (const BarSeriesData& s : series)
        for (double v : s.value)
            if (std::isfinite(v) && v > 0) {
                smallest = std::min(smallest, v);
                largest = std::max(largest, v);
            }
    return { smallest, largest };
}

// One bar set per series, appended to bars; returns the top of the tallest bar or whisker.
double addBarSets(
    QChart* chart, QBarSeries* bars, const BarChartData& data, const DisplayUnit& unit, const ChartStyle& style)
{
    QStringList machines;
    double top = 0;
    const SeriesColours colours = seriesColours(data.series, style);
    for (const BarSeriesData& s : data.series) {
        auto* set = new QBarSet(s.name);
        const int machine = machineIndex(s.machine, machines);
        const QColor colour = ChartStyle::seriesColour(colours, s.backend, machine);
        set->setColor(colour);
        if (machine > 0) // a second machine's bars are hatched as well as coloured apart
            set->setBrush(QBrush(colour, machine % 2 ? Qt::Dense1Pattern : Qt::Dense2Pattern));
        set->setBorderColor(style.background());
        set->setLabelColor(style.foreground());
        set->setLabelFont(style.font(0.75));
        for (size_t i = 0; i < s.value.size(); ++i) {
            // A missing run has no bar height; an infinite one would make the axis infinite
            // (Qt Charts then recurses until the stack overflows), so it is dropped too.
            set->append(std::isfinite(s.value[i]) ? s.value[i] * unit.scale : 0.0);
            if (std::isfinite(s.q3[i]) && std::isfinite(s.value[i]))
                top = std::max(top, std::max(s.q3[i], s.value[i]) * unit.scale);
        }
        bars->append(set);
        markDataSeries(chart, s.name);
    }
    return top;
}

// The size of the widest value label.
QSize widestBarLabel(const BarChartData& data, const DisplayUnit& unit, const ChartStyle& style)
{
    QString widest;
    for (const BarSeriesData& s : data.series)
        for (double v : s.value)
            if (std::isfinite(v)) {
                const QString text = QString::number(v * unit.scale, 'g', kBarLabelDigits);
                if (text.size() > widest.size())
                    widest = text;
            }
    const QFontMetrics metrics(style.font(0.75));
    return { metrics.horizontalAdvance(widest), metrics.height() };
}

// Times across sizes span decades: a log axis keeps the small bars readable.
QAbstractAxis* barValueAxis(double bottom, double top)
{
    if (top > 0 && bottom > 0 && top / bottom > 100) {
        auto* log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%g"));
        // Up to a whole decade: the value labels' headroom, added once the plot has a size, then
        // adds no tick label wider than the axis made room for ("1000…" for 100000).
        log->setRange(bottom / 2, std::pow(10.0, std::ceil(std::log10(top * 3))));
        return log;
    }
    auto* linear = new QValueAxis;
    linear->setRange(0, top > 0 ? top * 1.15 : 1);
    linear->applyNiceNumbers(); // ticks at 0, 5, 10, 15, not 4.1, 8.1, 12.2
    linear->setLabelFormat(QStringLiteral("%.4g"));
    return linear;
}

// The dashed outline around a noisy result's bar, from base to height, half a bar wide either side of x.
void addNoisyOutline(QChart* chart, double x, double half, double base, double height, QAbstractAxis* whiskerX,
    QAbstractAxis* values, const ChartStyle& style)
{
    auto* outline = new QLineSeries;
    outline->setName(Tr::tr("noisy"));
    outline->append(
        { { x - half, base }, { x - half, height }, { x + half, height }, { x + half, base }, { x - half, base } });
    outline->setPen(QPen(style.foreground(), 2 * style.lineScale, Qt::DashLine));
    chart->addSeries(outline);
    outline->attachAxis(whiskerX);
    outline->attachAxis(values);
    hideFromLegend(chart, outline);
}

// IQR whiskers, and a dashed outline around a noisy result's bar (its colour stays its
// series'): a hidden numeric x axis lines up with the bar centres. Each is a series, and Qt
// Charts' cost grows with the square of the series count, so past kMaxWhiskers bars (too thin
// to show one anyway) they are left out.
void addBarWhiskers(QChart* chart, const QBarSeries* bars, QAbstractAxis* values, const BarChartData& data,
    const DisplayUnit& unit, const ChartStyle& style)
{
    const int sets = int(data.series.size());
    if (!(sets > 0 && !data.categories.isEmpty() && sets * data.categories.size() <= kMaxWhiskers))
        return;
    const bool log = qobject_cast<QLogValueAxis*>(values) != nullptr;
    auto* whiskerX = new QValueAxis;
    whiskerX->setRange(-0.5, double(data.categories.size()) - 0.5);
    whiskerX->setVisible(false);
    chart->addAxis(whiskerX, Qt::AlignBottom);
    const double width = bars->barWidth();
    const double base = log ? static_cast<QLogValueAxis*>(values)->min() : 0.0;
    for (int j = 0; j < sets; ++j) {
        const BarSeriesData& s = data.series[size_t(j)];
        for (int i = 0; i < int(s.value.size()); ++i) {
            const double x = i - width / 2 + (j + 0.5) * width / sets;
            if (i < int(s.noisy.size()) && s.noisy[size_t(i)] && std::isfinite(s.value[size_t(i)]))
                addNoisyOutline(
                    chart, x, 0.5 * width / sets, base, s.value[size_t(i)] * unit.scale, whiskerX, values, style);
            if (!std::isfinite(s.q1[size_t(i)]) || !std::isfinite(s.q3[size_t(i)]))
                continue;
            auto* whisker = new QLineSeries;
            whisker->append(x, s.q1[size_t(i)] * unit.scale);
            whisker->append(x, s.q3[size_t(i)] * unit.scale);
            whisker->setPen(QPen(style.foreground(), 2 * style.lineScale));
            chart->addSeries(whisker);
            whisker->attachAxis(whiskerX);
            whisker->attachAxis(values);
            hideFromLegend(chart, whisker);
        }
    }
}

QChart* barChart(ChartMetric metric, const std::vector<ChartSource>& sources, const ChartStyle& style)
{
    const BarChartData data = buildBarChart(sources, metric);
    QChart* chart = newChart(data.title, data.caption, data.captionTooltip, style);
    if (data.series.empty())
        return chart; // nothing to plot: no empty axes whose titles hang outside the frame
    auto* bars = new QBarSeries;
    // The unit follows the values: µs, ms or s; GFLOP/s or TFLOP/s.
    const auto [smallest, largest] = barValueRange(data.series);
    const DisplayUnit unit = metric == ChartMetric::TimeMs ? timeUnit(smallest, largest) : throughputUnit(largest);
    const double top = addBarSets(chart, bars, data, unit, style);
    // Value labels only while each fits above its own bar, so that none overlaps another: the
    // widest against a bar's width, again whenever the plot changes size.
    bars->setLabelsPrecision(kBarLabelDigits); // 6340, not 6.34e+03
    bars->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    bars->setLabelsVisible(false);
    const QSize label = widestBarLabel(data, unit, style);
    chart->addSeries(bars);
    auto* categories = new QBarCategoryAxis;
    categories->append(data.categories);
    styleAxis(categories, style, Tr::tr("Problem size (M×K×N)"));
    categories->setTruncateLabels(false);
    QAbstractAxis* values = barValueAxis(std::isfinite(smallest) ? smallest * unit.scale : top, top);
    // Two short lines rather than one long title that Qt Charts would elide on a short plot.
    const bool log = qobject_cast<QLogValueAxis*>(values) != nullptr;
    const bool whiskers = metric == ChartMetric::TimeMs;
    QString yTitle = data.yTitle.arg(unit.label).toHtmlEscaped() + (log ? Tr::tr(" (log)") : QString());
    if (whiskers)
        yTitle += QStringLiteral("<br/>") + Tr::tr("whiskers: IQR");
    styleAxis(values, style, yTitle);
    chart->addAxis(categories, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    bars->attachAxis(categories);
    bars->attachAxis(values);
    WhiskerReach reach;
    for (const BarSeriesData& s : data.series)
        for (size_t i = 0; whiskers && i < s.value.size(); ++i)
            if (std::isfinite(s.q3[i]) && std::isfinite(s.value[i]) && s.value[i] > 0 && s.q3[i] > s.value[i]) {
                reach.ratio = std::max(reach.ratio, s.q3[i] / s.value[i]);
                reach.difference = std::max(reach.difference, (s.q3[i] - s.value[i]) * unit.scale);
            }
    placeValueLabels(chart, bars, values, double(data.categories.size() * qsizetype(data.series.size())), top, label,
        reach, style.font(0.75));
    addBarWhiskers(chart, bars, values, data, unit, style);
    return chart;
}

QChart* stackedChart(const std::vector<ChartSource>& sources, const ChartStyle& style)
{
    const StackedChartData data = buildStackedChart(sources);
    QChart* chart = newChart(data.title, data.caption, {}, style);
    auto* series = new QHorizontalStackedBarSeries;
    auto* h2d = new QBarSet(Tr::tr("H2D copy"));
    auto* kernel = new QBarSet(Tr::tr("kernel / CPU run"));
    auto* d2h = new QBarSet(Tr::tr("D2H copy"));
    h2d->setColor(QColor(0xe6, 0x9f, 0x00));
    kernel->setColor(QColor(0x00, 0x72, 0xb2));
    d2h->setColor(QColor(0xd5, 0x5e, 0x00));
    double smallest = std::numeric_limits<double>::infinity(), largest = 0;
    for (const StackedBar& b : data.bars) {
        const double total = b.h2d + b.kernel + b.d2h;
        if (std::isfinite(total) && total > 0) {
            smallest = std::min(smallest, total);
            largest = std::max(largest, total);
        }
    }
    const DisplayUnit unit = timeUnit(smallest, largest);
    QStringList categories;
    for (const StackedBar& b : data.bars) {
        categories << b.category;
        h2d->append(b.h2d * unit.scale);
        kernel->append(b.kernel * unit.scale);
        d2h->append(b.d2h * unit.scale);
    }
    for (QBarSet* set : { h2d, kernel, d2h }) {
        series->append(set);
        markDataSeries(chart, set->label());
    }
    chart->addSeries(series);
    auto* axisY = new QBarCategoryAxis;
    axisY->append(categories);
    styleAxis(axisY, style, {});
    // Every "size · backend · machine" whole: the plot gives way instead of the labels, which
    // shrink when there are many rows.
    axisY->setTruncateLabels(false);
    if (categories.size() > 12)
        axisY->setLabelsFont(style.font(std::max(0.55, 0.9 * 12.0 / double(categories.size()))));
    auto* axisX = new QValueAxis;
    styleAxis(axisX, style, Tr::tr("Time (%1)").arg(unit.label));
    axisX->setLabelFormat(QStringLiteral("%.4g"));
    chart->addAxis(axisY, Qt::AlignLeft);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisY);
    series->attachAxis(axisX);
    axisX->applyNiceNumbers(); // round ticks, after the series has set the range
    return chart;
}

// The extent of a line chart's plotted points: values (lo, hi, in the display unit) and sizes (xlo, xhi).
struct LineBounds
{
    double lo = 1e300, hi = 0, xlo = 1e300, xhi = 0;
};

DisplayUnit lineUnit(const LineChartData& data)
{
    // The unit follows the values (µs/ms/s, GFLOP/s or TFLOP/s); a ratio has none.
    double smallest = std::numeric_limits<double>::infinity(), largest = 0;
    for (const LineSeriesData& s : data.series)
        for (const LinePoint& p : s.points)
            if (p.value > 0 && std::isfinite(p.value)) {
                smallest = std::min(smallest, p.value);
                largest = std::max(largest, p.value);
            }
    DisplayUnit unit;
    if (data.kind == LineChartData::Kind::Time)
        unit = timeUnit(smallest, largest);
    else if (data.kind == LineChartData::Kind::Throughput)
        unit = throughputUnit(largest);
    return unit;
}

// A speed-up's value labels ("0.203×") on line's points.
void labelRatioPoints(QLineSeries* line, std::vector<QPointF>& labelled, const ChartStyle& style)
{
    line->setPointLabelsFormat(QStringLiteral("@yPoint×"));
    line->setPointLabelsVisible(true);
    line->setPointLabelsFont(style.font(0.75));
    line->setPointLabelsColor(style.foreground());
    // Labels never overlap: where another line's labelled point is at the same size
    // and within a factor 1.6 (close on the log axis), this one stays unlabelled.
    for (int i = 0; i < line->count(); ++i) {
        const QPointF p = line->at(i);
        bool clash = false;
        for (const QPointF& q : labelled)
            clash = clash || (q.x() == p.x() && std::max(p.y(), q.y()) < 1.6 * std::min(p.y(), q.y()));
        if (clash)
            line->setPointConfiguration(i, QXYSeries::PointConfiguration::LabelVisibility, false);
        else
            labelled.push_back(p);
    }
}

// One series' line, its points appended; its noisy points are added to noisy and its extent to bounds.
QLineSeries* newLine(const LineSeriesData& s, const LineChartData& data, const DisplayUnit& unit, const QPen& pen,
    LineBounds& bounds, QList<QPointF>& noisy)
{
    auto* line = new QLineSeries;
    line->setName(s.name);
    line->setPen(pen);
    line->setPointsVisible(true);
    for (const LinePoint& p : s.points) {
        if (!(p.value > 0) || !std::isfinite(p.value) || !(p.size > 0) || !std::isfinite(p.size))
            continue; // a log axis has no room for zero, and no axis for infinity
        // A speed-up is labelled at its point ("0.203×"): three significant digits suffice.
        const double y = data.kind == LineChartData::Kind::Ratio ? QString::number(p.value, 'g', 3).toDouble()
                                                                 : p.value * unit.scale;
        line->append(p.size, y);
        if (p.noisy)
            noisy << QPointF(p.size, y);
        bounds.lo = std::min(bounds.lo, p.value * unit.scale);
        bounds.hi = std::max(bounds.hi, p.value * unit.scale);
        bounds.xlo = std::min(bounds.xlo, p.size);
        bounds.xhi = std::max(bounds.xhi, p.size);
    }
    return line;
}

// Every series' line on the chart; returns their extent.
LineBounds addLines(QChart* chart, const LineChartData& data, const DisplayUnit& unit, QAbstractAxis* axisX,
    QAbstractAxis* axisY, const ChartStyle& style)
{
    QStringList machines;
    LineBounds bounds;
    std::vector<QPointF> labelled; // points whose value is written beside them
    int pointCount = 0; // value labels only while there are few enough to stand apart
    for (const LineSeriesData& s : data.series)
        pointCount += int(s.points.size());
    const SeriesColours colours = seriesColours(data.series, style);
    QList<QPointF> noisy;
    for (const LineSeriesData& s : data.series) {
        const int machine = machineIndex(s.machine, machines);
        QPen pen(ChartStyle::seriesColour(colours, s.backend, machine), 3 * style.lineScale);
        pen.setStyle(ChartStyle::machineDash(machine));
        QLineSeries* line = newLine(s, data, unit, pen, bounds, noisy);
        if (data.kind == LineChartData::Kind::Ratio && pointCount <= 30)
            labelRatioPoints(line, labelled, style);
        chart->addSeries(line);
        line->attachAxis(axisX);
        line->attachAxis(axisY);
        markDataSeries(chart, s.name);
    }
    ringNoisyPoints(chart, noisy, axisX, axisY, style);
    return bounds;
}

void addCrossover(
    QChart* chart, const LineChartData& data, const DisplayUnit& unit, QAbstractAxis* axisX, QAbstractAxis* axisY)
{
    auto* marker = new QScatterSeries;
    marker->setName(Tr::tr("GPU beats CPU from N ≈ %1").arg(data.crossover->size, 0, 'f', 0));
    marker->setMarkerSize(18);
    marker->setColor(QColor(0xd5, 0x5e, 0x00));
    for (const LineSeriesData& s : data.series)
        if (s.name == data.crossover->gpuSeries)
            for (const LinePoint& p : s.points)
                if (p.size == data.crossover->size)
                    marker->append(p.size, p.value * unit.scale);
    marker->setPointLabelsVisible(true);
    marker->setPointLabelsFormat(Tr::tr("crossover"));
    chart->addSeries(marker);
    marker->attachAxis(axisX);
    marker->attachAxis(axisY);
}

// The axes' ranges around the points, and the reference line when the chart has one.
void fitLineAxes(QChart* chart, const LineChartData& data, LineBounds bounds, QLogValueAxis* axisX,
    QLogValueAxis* axisY, const ChartStyle& style)
{
    if (!(bounds.hi > 0))
        return;
    if (data.referenceLine) { // the 1x line must be on the axis
        bounds.lo = std::min(bounds.lo, *data.referenceLine);
        bounds.hi = std::max(bounds.hi, *data.referenceLine);
    }
    axisY->setRange(bounds.lo / 1.5, bounds.hi * 1.5);
    axisX->setRange(bounds.xlo / 1.3, bounds.xhi * 1.3);
    if (data.referenceLine) {
        // A dashed line at 1x: above it the backend beats the CPU, below it the CPU wins.
        auto* one = new QLineSeries;
        one->setName(Tr::tr("1x: as fast as cpu-eigen"));
        one->append(bounds.xlo / 1.3, *data.referenceLine);
        one->append(bounds.xhi * 1.3, *data.referenceLine);
        one->setPen(QPen(style.foreground(), 1.5 * style.lineScale, Qt::DashLine));
        chart->addSeries(one);
        one->attachAxis(axisX);
        one->attachAxis(axisY);
    }
}

QChart* lineChart(const LineChartData& data, const ChartStyle& style)
{
    QChart* chart = newChart(data.title, data.caption, {}, style);
    auto* axisX = new QLogValueAxis;
    axisX->setBase(2);
    axisX->setLabelFormat(QStringLiteral("%.0f"));
    styleAxis(axisX, style, Tr::tr("Problem size N (log₂; non-square: (M·K·N)^⅓)"));
    auto* axisY = new QLogValueAxis;
    axisY->setBase(10);
    axisY->setLabelFormat(QStringLiteral("%g"));
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    const DisplayUnit unit = lineUnit(data);
    styleAxis(axisY, style, data.kind == LineChartData::Kind::Ratio ? data.yTitle : data.yTitle.arg(unit.label));
    const LineBounds bounds = addLines(chart, data, unit, axisX, axisY, style);
    if (data.crossover)
        addCrossover(chart, data, unit, axisX, axisY);
    fitLineAxes(chart, data, bounds, axisX, axisY, style);
    return chart;
}

// The extent of the points and roofs, with room around them.
struct RooflineBounds
{
    double xlo = 1e300, xhi = 0, ylo = 1e300, yhi = 0;
};

RooflineBounds rooflineBounds(const RooflineChartData& data)
{
    RooflineBounds b;
    for (const RooflineSeries& s : data.series)
        for (const RooflinePoint& p : s.points) {
            b.xlo = std::min(b.xlo, p.tracedIntensity.value_or(p.intensity));
            b.xhi = std::max(b.xhi, p.intensity);
            b.ylo = std::min(b.ylo, p.gflops);
            b.yhi = std::max(b.yhi, p.gflops);
        }
    for (const Roof& r : data.roofs) {
        b.xhi = std::max(b.xhi, r.ridge() * 2);
        b.yhi = std::max(b.yhi, r.peakGflops);
        b.xlo = std::min(b.xlo, r.ridge() / 8);
        b.ylo = std::min(b.ylo, r.peakGflops / 50);
    }
    b.xlo /= 2;
    b.xhi *= 2;
    b.ylo /= 2;
    b.yhi *= 2;
    return b;
}

QLogValueAxis* rooflineAxis(double lo, double hi, const QString& title, const ChartStyle& style)
{
    auto* axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setLabelFormat(QStringLiteral("%g"));
    axis->setRange(lo, hi);
    styleAxis(axis, style, title);
    return axis;
}

// Each roof: the bandwidth slope (GFLOP/s = GB/s x intensity) up to the ridge, then flat.
void addRoofs(QChart* chart, const std::vector<Roof>& roofs, const RooflineBounds& b, QAbstractAxis* axisX,
    QAbstractAxis* axisY, const ChartStyle& style)
{
    for (const Roof& r : roofs) {
        auto* roof = new QLineSeries;
        roof->setName(r.name);
        const double start = std::max(b.xlo, b.ylo / r.bandwidthGBs);
        roof->append(start, r.bandwidthGBs * start);
        roof->append(r.ridge(), r.peakGflops);
        roof->append(b.xhi, r.peakGflops);
        // In the foreground's colour, apart from every result's: the dash tells the roofs apart.
        QPen pen(style.foreground(), (r.oneCore ? 1.5 : 2.5) * style.lineScale,
            r.theoretical   ? Qt::DashLine
                : r.oneCore ? Qt::DotLine
                            : Qt::SolidLine);
        roof->setPen(pen);
        chart->addSeries(roof);
        roof->attachAxis(axisX);
        roof->attachAxis(axisY);
    }
}

// The same runs at the traffic the kernel's warps request: triangles, left of them.
void addTracedPoints(QChart* chart, const RooflineSeries& s, const QColor& colour, QAbstractAxis* axisX,
    QAbstractAxis* axisY, const ChartStyle& style)
{
    auto* traced = new QScatterSeries;
    traced->setName(Tr::tr("%1, its own traffic").arg(s.name));
    traced->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    traced->setColor(style.background());
    traced->setBorderColor(colour);
    traced->setPen(QPen(colour, 2 * style.lineScale));
    traced->setMarkerSize(12 * style.lineScale);
    for (const RooflinePoint& p : s.points)
        if (p.tracedIntensity)
            traced->append(*p.tracedIntensity, p.gflops);
    if (traced->count() == 0) {
        delete traced;
        return;
    }
    chart->addSeries(traced);
    traced->attachAxis(axisX);
    traced->attachAxis(axisY);
    hideFromLegend(chart, traced); // the caption says what the triangles are
}

// Every series' measured points, each followed by its traced ones; returns the noisy points.
QList<QPointF> addRooflinePoints(
    QChart* chart, const RooflineChartData& data, QAbstractAxis* axisX, QAbstractAxis* axisY, const ChartStyle& style)
{
    QStringList machines;
    const SeriesColours colours = seriesColours(data.series, style);
    QList<QPointF> noisy;
    for (const RooflineSeries& s : data.series) {
        auto* points = new QScatterSeries;
        points->setName(s.name);
        const int machine = machineIndex(s.machine, machines);
        const QColor colour = ChartStyle::seriesColour(colours, s.backend, machine);
        points->setColor(colour);
        points->setBorderColor(colour);
        points->setMarkerSize(12 * style.lineScale);
        if (machine > 0)
            points->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        for (const RooflinePoint& p : s.points) {
            points->append(p.intensity, p.gflops);
            if (p.noisy)
                noisy << QPointF(p.intensity, p.gflops);
        }
        chart->addSeries(points);
        points->attachAxis(axisX);
        points->attachAxis(axisY);
        markDataSeries(chart, s.name);
        addTracedPoints(chart, s, colour, axisX, axisY, style);
    }
    return noisy;
}

QChart* rooflineChart(const std::vector<ChartSource>& sources, const ChartStyle& style)
{
    const RooflineChartData data = buildRooflineChart(sources);
    QChart* chart = newChart(data.title, data.caption, {}, style);
    if (data.series.empty() && data.roofs.empty())
        return chart;
    const RooflineBounds b = rooflineBounds(data);
    // With triangles the axis holds two kinds of traffic: the caption names both.
    QLogValueAxis* axisX = rooflineAxis(b.xlo, b.xhi,
        data.traced ? Tr::tr("Flop per byte (log)") : Tr::tr("Flop per byte (A, B read and C written once; log)"),
        style);
    QLogValueAxis* axisY = rooflineAxis(b.ylo, b.yhi, Tr::tr("GFLOP/s (log)"), style);
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    addRoofs(chart, data.roofs, b, axisX, axisY, style);
    const QList<QPointF> noisy = addRooflinePoints(chart, data, axisX, axisY, style);
    ringNoisyPoints(chart, noisy, axisX, axisY, style);
    return chart;
}
} // namespace

QChart* makeChart(ChartKind kind, ChartMetric metric, const std::vector<ChartSource>& sources, const ChartStyle& style)
{
    QChart* chart = nullptr;
    switch (kind) {
    case ChartKind::Bars:
        chart = barChart(metric, sources, style);
        break;
    case ChartKind::Stacked:
        chart = stackedChart(sources, style);
        break;
    case ChartKind::Sweep:
        chart = lineChart(buildSweepChart(sources, metric), style);
        break;
    case ChartKind::Speedup:
        chart = lineChart(buildSpeedupChart(sources), style);
        break;
    case ChartKind::Roofline:
        chart = rooflineChart(sources, style);
        break;
    }
    // Long legends ("cpu-eigen · Intel(R) Xeon(R) Processor" for each machine) would be cut
    // short in one row under the plot: past three entries they stand in a column beside it.
    // The roofline's roofs are named with their numbers: always a column.
    if (chart && (chartSeriesNames(chart).size() > 3 || kind == ChartKind::Roofline))
        chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QStringList chartSeriesNames(const QChart* chart)
{
    return chart->property(kDataSeriesProperty).toStringList();
}

QString chartCaption(const QChart* chart)
{
    return chart->property(kCaptionProperty).toString();
}

} // namespace cvz
