#include "mappingrenderer.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::MappingRenderer)
};

// Odd warps a shade darker: the bands show where one warp ends and the next begins.
QRgb shade(QRgb c, bool darker)
{
    if (!darker)
        return c;
    return qRgb(qRed(c) * 9 / 10, qGreen(c) * 9 / 10, qBlue(c) * 9 / 10);
}

constexpr int kMaxLinkedThreads = 64; // lines from thread to element per frame
constexpr size_t kMaxDirtyCells = 100000; // past this, redrawing the whole frame is cheaper
constexpr int kMaxHighlightedAccesses = 20000;
} // namespace

void MappingRenderer::setScene(const KernelScene& scene)
{
    m_scene = scene;
    m_threadLayout = ThreadLayout(scene.launch());
    m_done = 0;
    m_first = 0;
    m_count = 0;
    rebuildImages();
    m_lastArea = {};
}

void MappingRenderer::setPalette(const MappingPalette& palette)
{
    m_palette = palette;
    rebuildImages();
}

QRgb MappingRenderer::threadColour(int64_t thread, bool done) const
{
    QColor c;
    switch (m_scene.state(thread)) {
    case ThreadState::Active:
        c = done ? m_palette.activeDone : m_palette.activePending;
        break;
    case ThreadState::Idle:
        c = done ? m_palette.idleDone : m_palette.idlePending;
        break;
    case ThreadState::OutOfRange:
        c = done ? m_palette.outOfRangeDone : m_palette.outOfRangePending;
        break;
    }
    const int64_t tid = thread % m_scene.launch().threadsPerBlock();
    return shade(c.rgb(), (tid / 32) % 2 == 1);
}

void MappingRenderer::rebuildImages()
{
    m_frameValid = false;
    m_dirty.clear();
    m_threadImage = QImage(int(std::max<int64_t>(1, m_threadLayout.width())),
        int(std::max<int64_t>(1, m_threadLayout.height())), QImage::Format_RGB32);
    m_threadImage.fill(m_palette.background);
    const int64_t threads = m_scene.threadCount();
    for (int64_t t = 0; t < threads; ++t) {
        const Cell c = m_threadLayout.cellOf(t);
        reinterpret_cast<QRgb*>(m_threadImage.scanLine(int(c.y)))[c.x] = threadColour(t, t < m_done);
    }
    m_dataImages.clear();
    for (const SceneArray& a : m_scene.arrays()) {
        QImage image(int(std::max<int64_t>(1, a.layout.width())), int(std::max<int64_t>(1, a.layout.height())),
            QImage::Format_RGB32);
        image.fill(m_palette.background);
        const QRgb inside = m_palette.elementUntouched.rgb(), outside = m_palette.elementPastEnd.rgb();
        for (int64_t e = 0; e < a.layout.capacity(); ++e) {
            const Cell c = a.layout.cellOf(e);
            reinterpret_cast<QRgb*>(image.scanLine(int(c.y)))[c.x] = e < a.layout.size() ? inside : outside;
        }
        m_dataImages.push_back(std::move(image));
    }
    const int64_t done = m_done;
    m_done = 0;
    setProgress(done);
}

void MappingRenderer::setCell(QImage& image, int panel, Cell cell, QRgb colour)
{
    reinterpret_cast<QRgb*>(image.scanLine(int(cell.y)))[cell.x] = colour;
    if (!m_frameValid)
        return;
    if (m_dirty.size() >= kMaxDirtyCells) {
        m_frameValid = false;
        m_dirty.clear();
        return;
    }
    m_dirty.push_back({ panel, cell, colour });
}

void MappingRenderer::paintThread(int64_t thread, bool done, int64_t doneBelow)
{
    setCell(m_threadImage, -1, m_threadLayout.cellOf(thread), threadColour(thread, done));
    m_scene.forEachAccess(thread, [&](int array, int64_t element, bool write, bool inRange) {
        const SceneArray& a = m_scene.arrays()[size_t(array)];
        if (!write || a.shared || element < 0 || element >= a.layout.capacity())
            return;
        QRgb colour;
        const int64_t owner = done ? -1 : m_scene.ownerOf(array, element);
        if (done || (owner >= 0 && owner < doneBelow)) // another thread that stays done wrote it too
            colour = inRange ? m_palette.elementWritten.rgb() : m_palette.outOfRangeDone.rgb();
        else
            colour = element < a.layout.size() ? m_palette.elementUntouched.rgb() : m_palette.elementPastEnd.rgb();
        setCell(m_dataImages[size_t(array)], array, a.layout.cellOf(element), colour);
    });
}

void MappingRenderer::setProgress(int64_t doneThreads)
{
    doneThreads = std::clamp<int64_t>(doneThreads, 0, m_scene.threadCount());
    if (doneThreads >= m_done) {
        for (int64_t t = m_done; t < doneThreads; ++t)
            paintThread(t, true, doneThreads);
    } else {
        for (int64_t t = m_done - 1; t >= doneThreads; --t)
            paintThread(t, false, doneThreads);
    }
    m_done = doneThreads;
}

void MappingRenderer::setHighlight(int64_t first, int64_t count)
{
    m_first = first;
    m_count = std::max<int64_t>(0, std::min(count, m_scene.threadCount() - first));
}

void MappingRenderer::layoutPanels(const QRectF& area, const QFontMetricsF& fm)
{
    const double title = fm.height() + 4;
    const double legend = fm.height() + 10;
    const QRectF content = area.adjusted(8, 4, -8, -legend);
    const double threadShare = m_scene.isTrace() ? 0.45 : 0.55;
    const QRectF threadArea(
        content.left(), content.top() + title, content.width(), content.height() * threadShare - title - 6);
    const auto fit = [](const QRectF& box, double w, double h) {
        const double cell = std::max(0.05, std::min(box.width() / w, box.height() / h));
        const QSizeF size(w * cell, h * cell);
        return std::make_pair(QRectF(box.left(), box.top(), size.width(), size.height()), cell);
    };
    const auto [threadRect, threadCell]
        = fit(threadArea, double(m_threadLayout.width()), double(m_threadLayout.height()));
    const LaunchConfig& l = m_scene.launch();
    m_threadPanel = { threadRect, threadCell,
        Tr::tr("Grid %1 blocks × block %2 threads = %3 threads (warps of 32 banded)")
            .arg(toString(l.grid), toString(l.block))
            .arg(l.totalThreads()) };

    // Data panels share the bottom row in proportion to their widths.
    const QRectF dataArea(content.left(), content.top() + content.height() * threadShare + title, content.width(),
        content.height() * (1 - threadShare) - title);
    double totalWidth = 0;
    for (const SceneArray& a : m_scene.arrays())
        totalWidth += double(a.layout.width());
    const double gap = 16;
    const double available = dataArea.width() - gap * double(m_scene.arrays().size() - 1);
    double cell = 1e9;
    for (const SceneArray& a : m_scene.arrays())
        cell = std::min(cell, std::min(available / totalWidth, dataArea.height() / double(a.layout.height())));
    cell = std::max(cell, 0.05);
    m_dataPanels.clear();
    double x = dataArea.left();
    for (const SceneArray& a : m_scene.arrays()) {
        const QRectF r(x, dataArea.top(), double(a.layout.width()) * cell, double(a.layout.height()) * cell);
        QString caption = a.name;
        if (!a.shared)
            caption += Tr::tr(": %1 elements").arg(a.layout.size());
        if (a.layout.capacity() > a.layout.size())
            caption += Tr::tr(" + %1 past the end").arg(a.layout.capacity() - a.layout.size());
        m_dataPanels.push_back({ r, cell, caption });
        x = r.right() + gap;
    }
}

QPointF MappingRenderer::threadCenter(int64_t thread) const
{
    const Cell c = m_threadLayout.cellOf(thread);
    return m_threadPanel.rect.topLeft()
        + QPointF((double(c.x) + 0.5) * m_threadPanel.cell, (double(c.y) + 0.5) * m_threadPanel.cell);
}

QPointF MappingRenderer::elementCenter(int array, int64_t element) const
{
    const Panel& p = m_dataPanels[size_t(array)];
    const Cell c = m_scene.arrays()[size_t(array)].layout.cellOf(element);
    return p.rect.topLeft() + QPointF((double(c.x) + 0.5) * p.cell, (double(c.y) + 0.5) * p.cell);
}

void MappingRenderer::drawHighlight(QPainter& painter) const
{
    if (m_count <= 0)
        return;
    // Only fillRect and 1-pixel lines: antialiased or wide strokes cost ~15 ms a frame at 1080p.
    const auto mark = [&painter](const QPointF& centre, double cell, const QColor& colour, bool filled) {
        const double size = std::max(cell, 3.0);
        const QRect r = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size).toAlignedRect();
        if (filled || cell < 4) {
            painter.fillRect(r, colour);
            return;
        }
        painter.fillRect(QRect(r.left(), r.top(), r.width(), 2), colour);
        painter.fillRect(QRect(r.left(), r.bottom() - 1, r.width(), 2), colour);
        painter.fillRect(QRect(r.left(), r.top(), 2, r.height()), colour);
        painter.fillRect(QRect(r.right() - 1, r.top(), 2, r.height()), colour);
    };
    // Reads first (sky blue), then writes (orange) on top.
    int budget = kMaxHighlightedAccesses;
    for (int pass = 0; pass < 2; ++pass) {
        const bool writes = pass == 1;
        const QColor colour = writes ? m_palette.current : m_palette.read;
        for (int64_t t = m_first; t < m_first + m_count && budget > 0; ++t)
            m_scene.forEachAccess(t, [&](int array, int64_t element, bool write, bool) {
                const SceneArray& a = m_scene.arrays()[size_t(array)];
                if (write != writes || element < 0 || element >= a.layout.capacity() || budget-- <= 0)
                    return;
                mark(elementCenter(array, element), m_dataPanels[size_t(array)].cell, colour, false);
            });
    }
    for (int64_t t = m_first; t < m_first + m_count; ++t)
        mark(threadCenter(t), m_threadPanel.cell, m_palette.current, m_count > 1);
    // A line from each (of the first few) current threads to what it writes.
    painter.setPen(QPen(m_palette.current, m_palette.lineWidth)); // 0: cosmetic one pixel, no antialiasing
    for (int64_t t = m_first; t < m_first + std::min<int64_t>(m_count, kMaxLinkedThreads); ++t) {
        const QPointF from = threadCenter(t);
        int lines = 0;
        m_scene.forEachAccess(t, [&](int array, int64_t element, bool write, bool) {
            const SceneArray& a = m_scene.arrays()[size_t(array)];
            if (!write || a.shared || element >= a.layout.capacity() || ++lines > 16)
                return;
            painter.drawLine(from, elementCenter(array, element));
        });
    }
}

void MappingRenderer::drawLegend(QPainter& painter, const QRectF& area) const
{
    const QFontMetricsF fm(painter.font());
    const std::pair<QColor, QString> items[] = {
        { m_palette.activeDone, Tr::tr("thread done") },
        { m_palette.activePending, Tr::tr("thread to run") },
        { m_palette.idlePending, Tr::tr("idle (guard: i ≥ n)") },
        { m_palette.outOfRangeDone, Tr::tr("writes out of bounds") },
        { m_palette.elementWritten, Tr::tr("element written") },
        { m_palette.current, Tr::tr("current step") },
        { m_palette.read, Tr::tr("read by it") },
    };
    double x = area.left() + 8;
    const double y = area.bottom() - fm.height() - 4;
    for (const auto& [colour, label] : items) {
        painter.fillRect(QRectF(x, y + 2, fm.height() - 4, fm.height() - 4), colour);
        x += fm.height();
        painter.setPen(m_palette.text);
        painter.drawText(QPointF(x, y + fm.ascent()), label);
        x += fm.horizontalAdvance(label) + 14;
    }
}

void MappingRenderer::rebuildFrame(const QSize& size, const QFontMetricsF& fm)
{
    m_frame = QImage(size, QImage::Format_RGB32);
    m_frame.fill(m_palette.background);
    m_dirty.clear();
    layoutPanels(QRectF(QPointF(0, 0), QSizeF(size)), fm);
    QPainter p(&m_frame);
    p.setPen(m_palette.text);
    p.drawText(m_threadPanel.rect.topLeft() - QPointF(0, fm.descent() + 3), m_threadPanel.title);
    p.drawImage(m_threadPanel.rect, m_threadImage); // nearest-neighbour: cells stay crisp
    for (size_t i = 0; i < m_dataPanels.size(); ++i) {
        p.drawText(m_dataPanels[i].rect.topLeft() - QPointF(0, fm.descent() + 3), m_dataPanels[i].title);
        p.drawImage(m_dataPanels[i].rect, m_dataImages[i]);
    }
    drawLegend(p, QRectF(QPointF(0, 0), QSizeF(size)));
    m_frameValid = true;
}

void MappingRenderer::flushDirtyCells()
{
    if (m_dirty.empty())
        return;
    QPainter p(&m_frame);
    for (const DirtyCell& d : m_dirty) {
        const Panel& panel = d.panel < 0 ? m_threadPanel : m_dataPanels[size_t(d.panel)];
        // The same pixels the scaled drawImage gave this cell: [floor(start), floor(end)), at least one.
        const double x0 = panel.rect.left() + double(d.cell.x) * panel.cell;
        const double y0 = panel.rect.top() + double(d.cell.y) * panel.cell;
        const int left = int(std::floor(x0)), top = int(std::floor(y0));
        const int right = std::max(left + 1, int(std::floor(x0 + panel.cell)));
        const int bottom = std::max(top + 1, int(std::floor(y0 + panel.cell)));
        p.fillRect(QRect(left, top, right - left, bottom - top), QColor::fromRgb(d.colour));
    }
    m_dirty.clear();
}

void MappingRenderer::render(QPainter& painter, const QRectF& area)
{
    if (m_scene.threadCount() <= 0) {
        painter.fillRect(area, m_palette.background);
        return;
    }
    const QSize size = area.size().toSize();
    if (!m_frameValid || m_frame.size() != size)
        rebuildFrame(size, QFontMetricsF(painter.font()));
    else
        flushDirtyCells();
    painter.drawImage(area.topLeft(), m_frame);
    painter.save();
    painter.translate(area.topLeft());
    drawHighlight(painter);
    painter.restore();
    m_lastArea = area;
}

MappingHit MappingRenderer::hitTest(const QPointF& areaPoint) const
{
    MappingHit hit;
    const QPointF point = areaPoint - m_lastArea.topLeft();
    const auto cellIn = [&point](const Panel& p) {
        const QPointF local = (point - p.rect.topLeft()) / p.cell;
        return Cell { int64_t(std::floor(local.x())), int64_t(std::floor(local.y())) };
    };
    if (m_threadPanel.rect.contains(point)) {
        const int64_t t = m_threadLayout.threadAt(cellIn(m_threadPanel));
        if (t >= 0)
            return { MappingHit::Thread, t, -1, -1 };
    }
    for (size_t i = 0; i < m_dataPanels.size(); ++i) {
        if (!m_dataPanels[i].rect.contains(point))
            continue;
        const int64_t e = m_scene.arrays()[i].layout.elementAt(cellIn(m_dataPanels[i]));
        if (e >= 0)
            return { MappingHit::Element, m_scene.ownerOf(int(i), e), int(i), e };
    }
    return hit;
}

} // namespace cvz
