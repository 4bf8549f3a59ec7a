#include "accesspicture.h"

#include "playground/engine/userrun.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

namespace cvz {

namespace {
constexpr int kMargin = 6;
} // namespace

AccessPicture::AccessPicture(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("playgroundPicture"));
    setMouseTracking(true);
}

void AccessPicture::setRun(std::shared_ptr<const UserRun> run, int array)
{
    m_run = std::move(run);
    m_array = array;
    m_touches = {};
    m_values.clear();
    if (m_run && m_run->trace && array >= 0) {
        m_touches = elementTouches(*m_run->trace, uint16_t(array));
        const QString name = m_run->trace->arrays[size_t(array)].name;
        if (const int k = m_run->bufferIndex(name); k >= 0 && !m_run->trace->arrays[size_t(array)].shared) {
            m_type = m_run->args[k].type;
            // The picture has a cell per 4-byte word (the trace's unit): values only where a word
            // is one element.
            if (elementBytes(m_type) == 4)
                m_values
                    = bufferValues(m_run->buffers[k].left(qsizetype(m_touches.size * 4)), m_type); // the drawn ones
        }
    }
    update();
}

void AccessPicture::setCurrentThread(int64_t thread)
{
    m_thread = thread;
    update();
}

void AccessPicture::setPalette(const MappingPalette& palette)
{
    m_palette = palette;
    update();
}

int AccessPicture::columns() const
{
    const int64_t n = m_touches.size + m_touches.pastEnd;
    if (n <= 0)
        return 1;
    // As square as the widget allows, in whole warps when the array is wider than one.
    const double aspect = double(std::max(1, width() - 2 * kMargin)) / double(std::max(1, height() - 2 * kMargin));
    int cols = int(std::ceil(std::sqrt(double(n) * aspect)));
    if (cols >= 32)
        cols = (cols + 31) / 32 * 32;
    return int(std::clamp<int64_t>(cols, 1, n));
}

double AccessPicture::cellSize() const
{
    const int64_t n = m_touches.size + m_touches.pastEnd;
    const int cols = columns();
    const int64_t rows = (n + cols - 1) / cols;
    return std::min(
        double(width() - 2 * kMargin) / cols, double(height() - 2 * kMargin) / double(std::max<int64_t>(rows, 1)));
}

QRectF AccessPicture::cellRect(int64_t element) const
{
    const double s = cellSize();
    const int cols = columns();
    return { kMargin + double(element % cols) * s, kMargin + double(element / cols) * s, s, s };
}

int64_t AccessPicture::elementAt(const QPoint& pos) const
{
    const double s = cellSize();
    if (s <= 0)
        return -1;
    const int64_t col = int64_t((pos.x() - kMargin) / s), row = int64_t((pos.y() - kMargin) / s);
    const int cols = columns();
    if (pos.x() < kMargin || pos.y() < kMargin || col >= cols)
        return -1;
    const int64_t e = row * cols + col;
    return e < m_touches.size + m_touches.pastEnd ? e : -1;
}

QString AccessPicture::valueText(int64_t element) const
{
    return element < m_values.size() ? formatValue(m_values[element], m_type) : QString();
}

void AccessPicture::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), m_palette.background);
    const int64_t n = m_touches.size + m_touches.pastEnd;
    if (!m_run || n == 0) {
        p.setPen(m_palette.text);
        p.drawText(
            rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Run a kernel to see which thread touched which element."));
        return;
    }
    // The current thread's elements, to draw on top.
    std::vector<std::pair<int64_t, bool>> current;
    if (m_thread >= 0 && m_run->trace && m_thread < m_run->trace->threadCount())
        for (const MemoryAccess& a : m_run->trace->accessesOf(m_thread))
            if (a.array == m_array)
                for (int64_t e = a.element; e < a.element + a.width; ++e)
                    current.push_back({ e, a.write != 0 });
    const auto colourOf = [&](int64_t e) {
        const bool past = e >= m_touches.size;
        const int32_t first = m_touches.firstThread[size_t(e)];
        if (first < 0 || first > m_thread)
            return past ? m_palette.elementPastEnd : m_palette.elementUntouched;
        if (past)
            return m_palette.outOfRangeDone;
        return m_touches.written[size_t(e)] ? m_palette.elementWritten : m_palette.read;
    };
    const double s = cellSize();
    if (s < 4.0) { // level of detail: one pixel per element, scaled
        const int cols = columns();
        QImage image(cols, int((n + cols - 1) / cols), QImage::Format_RGB32);
        image.fill(m_palette.background);
        for (int64_t e = 0; e < n; ++e)
            image.setPixelColor(int(e % cols), int(e / cols), colourOf(e));
        for (const auto& [e, write] : current)
            if (e >= 0 && e < n)
                image.setPixelColor(int(e % cols), int(e / cols), m_palette.current);
        p.drawImage(QRectF(kMargin, kMargin, s * cols, s * image.height()), image);
        return;
    }
    QFont f = font();
    f.setPixelSize(std::max(7, int(s * 0.32)));
    p.setFont(f);
    const QFontMetrics fm(f);
    for (int64_t e = 0; e < n; ++e) {
        const QRectF r = cellRect(e);
        p.fillRect(r.adjusted(0.5, 0.5, -0.5, -0.5), colourOf(e));
        const QString v = valueText(e);
        if (!v.isEmpty() && fm.horizontalAdvance(v) < r.width() - 2) {
            p.setPen(m_touches.firstThread[size_t(e)] >= 0 && m_touches.firstThread[size_t(e)] <= m_thread
                    ? Qt::white
                    : m_palette.text);
            p.drawText(r, Qt::AlignCenter, v);
        }
    }
    QPen pen(m_palette.current, std::max(2.0, s / 8));
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    for (const auto& [e, write] : current)
        if (e >= 0 && e < n)
            p.drawRect(cellRect(e).adjusted(1, 1, -1, -1));
    // The end of the array, when threads reached past it.
    if (m_touches.pastEnd > 0) {
        const QRectF end = cellRect(m_touches.size);
        p.setPen(QPen(m_palette.outOfRangeDone, 2));
        p.drawLine(end.topLeft(), end.bottomLeft());
    }
}

bool AccessPicture::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !m_run || !m_run->trace)
        return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const int64_t e = elementAt(help->pos());
    if (e < 0) {
        QToolTip::hideText();
        return true;
    }
    const TracedArray& a = m_run->trace->arrays[size_t(m_array)];
    QString text = QStringLiteral("%1[%2]").arg(a.name).arg(e);
    if (e >= m_touches.arraySize)
        text += u' ' + tr("is past the end of %1 (%2 elements).").arg(a.name).arg(a.size);
    else if (!valueText(e).isEmpty())
        text += QStringLiteral(" = ") + valueText(e);
    const int32_t writer = m_touches.lastWriter[size_t(e)], first = m_touches.firstThread[size_t(e)];
    if (writer >= 0) {
        const uint16_t site = m_touches.writeSite[size_t(e)];
        const int line = site < m_run->trace->sites.size() ? int(m_run->trace->sites[site].line) : 0;
        text += u'\n'
            + (line > 0 ? tr("Last written by %1 (line %2).").arg(threadLabel(writer, m_run->launch)).arg(line)
                        : tr("Last written by %1.").arg(threadLabel(writer, m_run->launch)));
    } else if (first >= 0) {
        text += u'\n' + tr("Read first by %1; never written.").arg(threadLabel(first, m_run->launch));
    } else {
        text += u'\n' + tr("No thread touched it.");
    }
    QToolTip::showText(help->globalPos(), text, this);
    return true;
}

void AccessPicture::mousePressEvent(QMouseEvent* event)
{
    const int64_t e = elementAt(event->pos());
    if (e >= 0 && e < int64_t(m_touches.firstThread.size())) {
        const int32_t t
            = m_touches.lastWriter[size_t(e)] >= 0 ? m_touches.lastWriter[size_t(e)] : m_touches.firstThread[size_t(e)];
        if (t >= 0)
            Q_EMIT threadClicked(t);
    }
}

} // namespace cvz
