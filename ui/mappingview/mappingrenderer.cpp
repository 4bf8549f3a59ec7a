#include "mappingrenderer.h"

#include "mapping/cudasource.h"

#include <QCoreApplication>
#include <QFontInfo>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

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

constexpr int kMaxLinkedThreads = 4; // a step of more threads has no arrows
constexpr size_t kMaxDirtyCells = 100000; // past this, redrawing the whole frame is cheaper
constexpr int kMaxHighlightedAccesses = 20000;
constexpr int64_t kBulkThreads = 20000; // a jump of more threads recolours the images in one pass
constexpr double kMinGapPixels = 3.0; // below this a one-cell gap aliases: draw block lines instead
constexpr double kMinDecoratedCell = 6.0; // bordered cells, warp rules, block frames
constexpr double kMinNumberPixels = 8.0; // the smallest legible number
constexpr double kPanelGap = 16; // pixels between the threads and the data, and between arrays

// Direct pixel access: QImage::scanLine() on a non-const image checks for sharing on every
// call, which is most of the cost of a million-thread picture.
struct Pixels
{
    explicit Pixels(QImage& image)
        : bits(reinterpret_cast<QRgb*>(image.bits()))
        , stride(image.bytesPerLine() / qsizetype(sizeof(QRgb)))
    { }
    void set(Cell c, QRgb colour) { bits[qsizetype(c.y) * stride + qsizetype(c.x)] = colour; }
    QRgb* line(int64_t y) { return bits + qsizetype(y) * stride; }
    QRgb* bits;
    qsizetype stride;
};

// The cell of an element of a vector or matrix layout (volumes ask the layout); a vector's
// rows are a power of two long, so no division per element.
Cell dataCell(const DataLayout& d, int64_t element)
{
    if (d.isVolume())
        return d.cellOf(element);
    const int64_t row = d.rowLength();
    if ((row & (row - 1)) == 0) {
        const int shift = std::countr_zero(uint64_t(row));
        return { element & (row - 1), element >> shift };
    }
    return { element % row, element / row };
}

// The first pixel whose centre lies in cell c of a row of cells starting at `origin`.
int cellEdge(double origin, double cell, int64_t c)
{
    return int(std::ceil(origin + double(c) * cell - 0.5));
}

QColor textOn(QRgb background)
{
    return qGray(background) < 140 ? QColor(Qt::white) : QColor(0x10, 0x10, 0x10);
}

QFont sizedFont(const QFont& base, double pixels)
{
    QFont f = base;
    f.setPixelSize(std::max(1, int(std::lround(pixels))));
    return f;
}

// Label every k-th row or column, k in 1, 2, 5, 10, 20, 50, ...: the smallest that leaves
// `room` pixels per label at `cell` pixels per row.
int64_t labelStep(double room, double cell)
{
    for (int64_t decade = 1;; decade *= 10)
        for (const int64_t k : { decade, 2 * decade, 5 * decade })
            if (double(k) * cell >= room || k >= (int64_t(1) << 40))
                return k;
}

// The caption of a row of blocks along the grid's y axis: "y = 2", or "y = 2, z = 1" when
// the z slices of a 3D grid are stacked below each other.
QString rowCaption(const Dim3& grid, int64_t row)
{
    if (grid.z <= 1)
        return QStringLiteral("y = %1").arg(row);
    return QStringLiteral("y = %1, z = %2").arg(row % grid.y).arg(row / grid.y);
}

// The widest text a thread cell shows: threadIdx.x (1D blocks), "x,y" or "x,y,z".
QString widestThreadLabel(const Dim3& block)
{
    if (block.y == 1 && block.z == 1)
        return QString::number(block.x - 1);
    if (block.z == 1)
        return QStringLiteral("%1,%2").arg(block.x - 1).arg(block.y - 1);
    return QStringLiteral("%1,%2,%3").arg(block.x - 1).arg(block.y - 1).arg(block.z - 1);
}

QString threadLabel(const Dim3& block, int64_t tid)
{
    const int64_t x = tid % block.x, y = (tid / block.x) % block.y, z = tid / (block.x * block.y);
    if (block.y == 1 && block.z == 1)
        return QString::number(x);
    if (block.z == 1)
        return QStringLiteral("%1,%2").arg(x).arg(y);
    return QStringLiteral("%1,%2,%3").arg(x).arg(y).arg(z);
}

QString blockCaption(const LaunchConfig& launch, int64_t block, bool shortForm)
{
    const Dim3& g = launch.grid;
    const int64_t x = block % g.x, y = (block / g.x) % g.y, z = block / (g.x * g.y);
    if (g.y == 1 && g.z == 1)
        return shortForm ? QString::number(x) : QStringLiteral("blockIdx.x = %1").arg(x);
    const QString coords
        = g.z == 1 ? QStringLiteral("(%1, %2)").arg(x).arg(y) : QStringLiteral("(%1, %2, %3)").arg(x).arg(y).arg(z);
    return shortForm ? coords : QStringLiteral("blockIdx = %1").arg(coords);
}
} // namespace

void MappingRenderer::setScene(const KernelScene& scene)
{
    m_scene = scene;
    // The legend names the kernel's own guard, as its CUDA source writes it.
    m_guardText = guardCondition(teachingCudaSource(teachingKernelKey(scene.kernel())));
    m_threadLayout = ThreadLayout(scene.launch(), 3.0, 32, m_threadLayout.gap());
    m_done = 0;
    m_first = 0;
    m_count = 0;
    m_threadPanel = {};
    m_dataPanels.assign(scene.arrays().size(), Panel {});
    m_lastArea = {};
    m_imagesValid = false; // built by the first render, once it knows the block gap for its size
    m_frameValid = false;
}

void MappingRenderer::setPalette(const MappingPalette& palette)
{
    m_palette = palette;
    m_imagesValid = false;
    m_frameValid = false;
}

void MappingRenderer::rebuildImages()
{
    m_imagesValid = true;
    m_frameValid = false;
    m_dirty.clear();
    const std::pair<QColor, QColor> byState[] = { { m_palette.activePending, m_palette.activeDone },
        { m_palette.idlePending, m_palette.idleDone }, { m_palette.outOfRangePending, m_palette.outOfRangeDone } };
    for (int state = 0; state < 3; ++state)
        for (int done = 0; done < 2; ++done)
            for (int odd = 0; odd < 2; ++odd)
                m_threadColours[size_t((state * 2 + done) * 2 + odd)]
                    = shade((done ? byState[state].second : byState[state].first).rgb(), odd == 1);

    m_threadImage = QImage(int(std::max<int64_t>(1, m_threadLayout.width())),
        int(std::max<int64_t>(1, m_threadLayout.height())), QImage::Format_RGB32);
    m_threadImage.fill(m_palette.background);
    // The lanes of each block's partly filled last warp: there, but with no thread.
    Pixels pixels(m_threadImage);
    if (const int64_t idle = m_threadLayout.idleLanesInTile(); idle > 0) {
        const QRgb lane = m_palette.idleLane.rgb();
        const int64_t last = m_threadLayout.tileHeight() - 1, from = m_threadLayout.tileWidth() - idle;
        for (int64_t b = 0; b < m_scene.launch().blockCount(); ++b) {
            const Cell o = m_threadLayout.blockOrigin(b);
            QRgb* line = pixels.line(o.y + last);
            std::fill(line + o.x + from, line + o.x + m_threadLayout.tileWidth(), lane);
        }
    }
    int64_t lastBlock = -1;
    Cell origin;
    m_scene.forEachThread(0, m_scene.threadCount(), [&](const ThreadVisit& v) {
        if (v.block != lastBlock) {
            lastBlock = v.block;
            origin = m_threadLayout.blockOrigin(v.block);
        }
        pixels.set(m_threadLayout.inTile(origin, v.tid), threadColour(v.state, v.globalId < m_done, v.tid));
    });
    m_dataImages.assign(m_scene.arrays().size(), QImage());
    for (size_t i = 0; i < m_dataImages.size(); ++i)
        fillDataImage(i);
    markWritten(0, m_done);
}

void MappingRenderer::fillDataImage(size_t array)
{
    const DataLayout& d = m_scene.arrays()[array].layout;
    QImage& image = m_dataImages[array];
    if (image.isNull())
        image
            = QImage(int(std::max<int64_t>(1, d.width())), int(std::max<int64_t>(1, d.height())), QImage::Format_RGB32);
    image.fill(m_palette.background);
    const QRgb inside = m_palette.elementUntouched.rgb(), outside = m_palette.elementPastEnd.rgb();
    Pixels pixels(image);
    if (!d.isVolume()) { // row by row, no division per element
        for (int64_t y = 0; y < d.height(); ++y) {
            QRgb* line = pixels.line(y);
            const int64_t first = y * d.rowLength();
            const int64_t count = std::min(d.rowLength(), d.capacity() - first);
            for (int64_t x = 0; x < count; ++x)
                line[x] = first + x < d.size() ? inside : outside;
        }
        return;
    }
    for (int64_t e = 0; e < d.capacity(); ++e)
        pixels.set(d.cellOf(e), e < d.size() ? inside : outside);
}

void MappingRenderer::markWritten(int64_t first, int64_t last)
{
    const QRgb written = m_palette.elementWritten.rgb(), outside = m_palette.outOfRangeDone.rgb();
    std::vector<Pixels> pixels;
    for (QImage& image : m_dataImages)
        pixels.emplace_back(image);
    const auto mark = [&](size_t array, int64_t element, bool inRange) {
        const DataLayout& d = m_scene.arrays()[array].layout;
        if (element < 0 || element >= d.capacity())
            return;
        pixels[array].set(dataCell(d, element), inRange ? written : outside);
    };
    if (m_scene.isTrace()) {
        for (int64_t t = std::max<int64_t>(0, first); t < last; ++t)
            m_scene.forEachAccess(t, [&](int array, int64_t element, bool write, bool inRange) {
                if (write && !m_scene.arrays()[size_t(array)].shared)
                    mark(size_t(array), element, inRange);
            });
        return;
    }
    const ThreadMapping& m = m_scene.mapping();
    const bool strided = m.kind() == MappingKind::GridStride1D;
    m.forEachThread(first, last, [&](const ThreadVisit& v) {
        if (strided)
            m.forEachElement(v.globalId, [&](int64_t element, bool inRange) { mark(0, element, inRange); });
        else if (v.element >= 0)
            mark(0, v.element, v.state == ThreadState::Active);
    });
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
    const int64_t tid = thread % m_scene.launch().threadsPerBlock();
    setCell(m_threadImage, -1, m_threadLayout.cellOf(thread), threadColour(m_scene.state(thread), done, tid));
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

void MappingRenderer::bulkProgress(int64_t done)
{
    m_frameValid = false; // the next render redraws the frame from the images
    m_dirty.clear();
    const int64_t lo = std::min(done, m_done), hi = std::max(done, m_done);
    int64_t lastBlock = -1;
    Cell origin;
    Pixels pixels(m_threadImage);
    m_scene.forEachThread(lo, hi, [&](const ThreadVisit& v) {
        if (v.block != lastBlock) {
            lastBlock = v.block;
            origin = m_threadLayout.blockOrigin(v.block);
        }
        pixels.set(m_threadLayout.inTile(origin, v.tid), threadColour(v.state, v.globalId < done, v.tid));
    });
    if (done > m_done) {
        markWritten(m_done, done);
    } else { // going back: what stays written is what the remaining done threads wrote
        for (size_t i = 0; i < m_dataImages.size(); ++i)
            fillDataImage(i);
        markWritten(0, done);
    }
    m_done = done;
}

void MappingRenderer::setProgress(int64_t doneThreads)
{
    doneThreads = std::clamp<int64_t>(doneThreads, 0, m_scene.threadCount());
    if (!m_imagesValid) { // the images are built with this progress at the next render
        m_done = doneThreads;
        return;
    }
    // Without a guard, a 2D or 3D launch writes some elements twice (a thread past a row's end
    // lands in the next row): going back, only a recount knows which writer is still done.
    const bool severalWriters = !m_scene.isTrace() && !m_scene.mapping().guard()
        && (m_scene.mapping().kind() == MappingKind::Matrix2D || m_scene.mapping().kind() == MappingKind::Volume3D);
    if (std::abs(doneThreads - m_done) > kBulkThreads || (severalWriters && doneThreads < m_done)) {
        bulkProgress(doneThreads);
        return;
    }
    if (doneThreads >= m_done) {
        for (int64_t t = m_done; t < doneThreads; ++t)
            paintThread(t, true, doneThreads);
    } else {
        for (int64_t t = m_done - 1; t >= doneThreads; --t)
            paintThread(t, false, doneThreads);
    }
    m_done = doneThreads;
}

void MappingRenderer::setMinimumTextPixels(int pixels)
{
    if (pixels == m_minTextPixels)
        return;
    m_minTextPixels = std::max(0, pixels);
    m_frameValid = false;
}

void MappingRenderer::setHighlight(int64_t first, int64_t count)
{
    m_first = first;
    m_count = std::max<int64_t>(0, std::min(count, m_scene.threadCount() - first));
}

// The text the picture draws: at least the presentation minimum, else as small as legible.
double MappingRenderer::minimumLabelPixels() const
{
    return std::max(kMinNumberPixels, double(m_minTextPixels));
}

MappingRenderer::ThreadFit MappingRenderer::fitThreads(const QRectF& area, const QFont& font) const
{
    // Captions as large as the text around the picture (never under the minimum), in a band
    // above each row of tiles. A 1D grid is one row of blocks, as a textbook draws it, unless
    // wrapping it to the panel's shape makes the cells a third larger; when even one cell
    // leaves a gap thinner than kMinGapPixels, blocks touch and lines separate them.
    const LaunchConfig& l = m_scene.launch();
    const double textPixels = QFontInfo(font).pixelSize();
    QRectF box = area; // what the tiles get: less the axis captions' room, when they have some
    const double aspect = area.width() / std::max(1.0, area.height());
    const auto cellFor = [&box](const ThreadLayout& layout, int band) {
        return std::max(
            0.05, std::min(box.width() / double(layout.width()), box.height() / double(layout.height() + band)));
    };
    const auto choose = [&](int gap, int band) {
        const ThreadLayout row(l, aspect, 32, gap, true, band), wrapped(l, aspect, 32, gap, false, band);
        const double rowCell = cellFor(row, row.band()), wrappedCell = cellFor(wrapped, wrapped.band());
        return rowCell >= 0.75 * wrappedCell ? std::pair(row, rowCell) : std::pair(wrapped, wrappedCell);
    };
    ThreadFit fit;
    std::tie(fit.layout, fit.cell) = choose(1, 1);
    if (fit.cell < kMinGapPixels) {
        std::tie(fit.layout, fit.cell) = choose(0, 0);
        return fit;
    }
    // The widest caption, in its short form: does it fit a tile at the caption size?
    const QFont caption = sizedFont(font, std::max(minimumLabelPixels(), textPixels));
    const QFontMetricsF cfm(caption);
    // The smallest band (in cells) that holds a caption at the cells it leaves.
    const double widest = cfm.horizontalAdvance(blockCaption(l, l.blockCount() - 1, true));
    for (int band = 1; band <= 12; ++band) { // past a dozen cells the band costs more than it gives
        const auto banded = choose(1, band);
        if (banded.second < kMinDecoratedCell || widest > double(banded.first.tileWidth()) * banded.second)
            break; // smaller cells only from here
        if (cfm.height() + 6 > double(band) * banded.second)
            continue;
        std::tie(fit.layout, fit.cell) = banded;
        fit.captionFont = caption;
        fit.captioned = true;
        break;
    }
    if (fit.captioned)
        return fit;
    std::tie(fit.layout, fit.cell) = choose(1, 1); // no captions: no band for them either
    // Tiles too small for a caption each: blockIdx along the axes, as a textbook's grid
    // figure does (x above the columns of blocks, y beside the rows of a 2D grid); a 1D grid
    // in one row of blocks has the x captions alone.
    const Dim3& g = l.grid;
    const bool twoD = g.y > 1 || g.z > 1;
    const double top = cfm.height() + 4;
    const double left = twoD ? cfm.horizontalAdvance(rowCaption(g, g.y * g.z - 1)) + 10 : 0.0;
    box = area.adjusted(left, top, 0, 0);
    if (box.width() < 8 || box.height() < 8)
        return fit;
    const auto axes = choose(1, 1);
    if ((!twoD && axes.first.tileRows() != 1)
        || cfm.horizontalAdvance(QString::number(g.x - 1)) + 4 > double(axes.first.tileWidth()) * axes.second
        || (twoD && cfm.height() > double(axes.first.tileHeight() + 1) * axes.second))
        return fit;
    std::tie(fit.layout, fit.cell) = axes;
    fit.captionFont = caption;
    fit.axisTop = top;
    fit.axisLeft = left;
    return fit;
}

MappingRenderer::DataFit MappingRenderer::fitData(const QRectF& area, const QFont& font, double dataTitle) const
{
    // Data panels share the area in proportion to their widths; labelled arrays get a margin
    // for their row labels (and a band for a matrix's column labels), every k-th row when
    // rows are thinner than a label. Three matrices beside a tall grid of threads fit larger
    // in two rows (A and B above C) than in one; a one-row strip (a reduction's partial
    // sums) keeps them in one row.
    const bool matrix = m_scene.isTrace() || m_scene.mapping().kind() == MappingKind::Matrix2D;
    const double gap = 16;
    const double rowTitle = dataTitle + kPanelGap;
    const size_t count = m_scene.arrays().size();
    const auto cellIn = [&](size_t perRow, double leftMargin, double topMargin, double bottomMargin) {
        double c = 1e9, rowHeights = 0;
        for (size_t first = 0; first < count; first += perRow) {
            double rowWidth = 0, rowHeight = 0;
            const size_t end = std::min(count, first + perRow);
            for (size_t i = first; i < end; ++i) {
                rowWidth += double(m_scene.arrays()[i].layout.width());
                rowHeight = std::max(rowHeight, double(m_scene.arrays()[i].layout.height()));
            }
            c = std::min(c, (area.width() - (gap + leftMargin) * double(end - first) + gap) / rowWidth);
            rowHeights += rowHeight;
        }
        const double rows = std::ceil(double(count) / double(perRow));
        const double room = area.height() - rows * (topMargin + bottomMargin) - (rows - 1) * rowTitle;
        return std::max(std::min(c, room / rowHeights), 0.05);
    };
    size_t perRow = std::max<size_t>(count, 1);
    const bool noStrip = std::all_of(
        m_scene.arrays().begin(), m_scene.arrays().end(), [](const SceneArray& a) { return a.layout.height() > 1; });
    if (count >= 3 && noStrip && cellIn((count + 1) / 2, 0, 0, 0) > cellIn(count, 0, 0, 0) * 1.2)
        perRow = (count + 1) / 2;
    const auto cellFor = [&](double leftMargin, double topMargin, double bottomMargin = 0) {
        return cellIn(perRow, leftMargin, topMargin, bottomMargin);
    };
    DataFit fit;
    fit.perRow = perRow;
    fit.cell = cellFor(0, 0);
    const double textPixels = QFontInfo(font).pixelSize();
    fit.labelFont = sizedFont(font,
        m_minTextPixels > 0 ? double(m_minTextPixels)
                            : std::clamp(fit.cell * 0.6, kMinNumberPixels, std::max(kMinNumberPixels, textPixels)));
    const QFontMetricsF lfm(fit.labelFont);
    int64_t widest = 0;
    bool rowLabels = false, volume = false;
    for (const SceneArray& a : m_scene.arrays()) {
        widest = std::max(widest, matrix ? a.layout.height() - 1 : a.layout.capacity() - 1);
        volume |= a.layout.isVolume();
        rowLabels |= matrix || a.layout.height() > 1;
    }
    rowLabels &= !volume; // a volume names its slices above them instead
    const double leftMargin = rowLabels ? lfm.horizontalAdvance(QString::number(widest)) + 6 : 0.0;
    const double topMargin = matrix || volume ? lfm.height() + 2 : 0.0;
    // A label centred on a thin last row reaches below it.
    const double bottomMargin = rowLabels ? lfm.height() / 2 : 0.0;
    const double labelled = cellFor(leftMargin, topMargin, bottomMargin);
    // Labels when they cost at most a third of the cells' size.
    if ((leftMargin > 0 || topMargin > 0) && (labelled >= fit.cell * 2.0 / 3.0 || volume)) {
        fit.cell = labelled;
        fit.leftMargin = leftMargin;
        fit.topMargin = topMargin;
        fit.bottomMargin = bottomMargin;
    }
    return fit;
}

QString MappingRenderer::threadCaption() const
{
    const LaunchConfig& l = m_scene.launch();
    QString caption = Tr::tr("Grid %1 blocks × block %2 threads = %3 threads; warps of 32")
                          .arg(toString(l.grid), toString(l.block))
                          .arg(l.totalThreads());
    if (const int64_t idleLanes = idleLanesPerBlock(l); idleLanes > 0)
        caption += ThreadLayout(l).idleLanesInTile() > 0
            ? Tr::tr("; idle lanes in each block's last warp: %1 (drawn light purple)").arg(idleLanes)
            : Tr::tr("; idle lanes in each block's last warp: %1 (not drawn: the picture shows the block's shape)")
                  .arg(idleLanes);
    return caption;
}

double MappingRenderer::dataTitleHeight(const QFontMetricsF& fm) const
{
    double dataTitle = fm.height() + 4; // as tall as the names lay out (Chinese falls back to a taller font)
    for (const SceneArray& a : m_scene.arrays())
        dataTitle = std::max(dataTitle,
            fm.boundingRect(QRectF(0, 0, 1e4, 1e4), Qt::AlignLeft, a.name + Tr::tr(": %1 elements").arg(1)).height()
                + 4);
    return dataTitle;
}

double MappingRenderer::splitScore(const ThreadFit& threads, const DataFit& data) const
{
    const double threadPixels
        = double(threads.layout.width()) * double(threads.layout.height()) * threads.cell * threads.cell;
    double dataPixels = 0;
    for (const SceneArray& a : m_scene.arrays())
        dataPixels += double(a.layout.width()) * double(a.layout.height()) * data.cell * data.cell;
    return std::sqrt(threadPixels * dataPixels);
}

// Threads above the data or beside it, in the proportion that gives both the most room:
// the larger of the two pictures' geometric mean area.
MappingRenderer::PanelSplit MappingRenderer::choosePanels(const QRectF& body, double dataTitle, const QFont& font) const
{
    const double between = kPanelGap;
    PanelSplit best;
    for (const bool beside : { false, true })
        for (int percent = 25; percent <= 75; percent += 5) {
            const double share = percent / 100.0;
            PanelSplit c;
            if (beside) {
                c.threadArea = QRectF(body.left(), body.top(), body.width() * share - between / 2, body.height());
                c.dataArea = QRectF(body.left() + body.width() * share + between / 2, body.top() + dataTitle,
                    body.width() * (1 - share) - between / 2, body.height() - dataTitle);
            } else {
                c.threadArea = QRectF(body.left(), body.top(), body.width(), body.height() * share - between / 2);
                c.dataArea = QRectF(body.left(), body.top() + body.height() * share + between / 2 + dataTitle,
                    body.width(), body.height() * (1 - share) - between / 2 - dataTitle);
            }
            if (c.threadArea.width() < 8 || c.threadArea.height() < 8 || c.dataArea.width() < 8
                || c.dataArea.height() < 8)
                continue;
            c.threads = fitThreads(c.threadArea, font);
            c.data = fitData(c.dataArea, font, dataTitle);
            c.score = splitScore(c.threads, c.data);
            if (c.score > best.score * 1.02) // a tie keeps the textbook's threads-above-data
                best = c;
        }
    if (best.score < 0) { // an area too small for any: threads above data, however small
        best.threadArea = QRectF(body.left(), body.top(), body.width(), body.height() / 2);
        best.dataArea = QRectF(body.left(), body.center().y() + dataTitle, body.width(), body.height() / 2);
        best.threads = fitThreads(best.threadArea, font);
        best.data = fitData(best.dataArea, font, dataTitle);
    }
    return best;
}

void MappingRenderer::placeThreadPanel(
    const ThreadFit& threads, const QRectF& threadArea, const QFont& font, const QString& caption)
{
    if (!threads.layout.sameShape(m_threadLayout)) {
        m_threadLayout = threads.layout;
        m_imagesValid = false;
        m_frameValid = false;
    }
    const double cell = threads.cell;
    const double band = double(m_threadLayout.band()) * cell;
    Panel& tp = m_threadPanel;
    tp.cell = cell;
    tp.decorated = m_threadLayout.gap() == 1 && cell >= kMinDecoratedCell;
    m_axisTop = threads.axisTop;
    tp.rect = QRectF(threadArea.left() + threads.axisLeft, threadArea.top() + m_axisTop + band,
        double(m_threadLayout.width()) * cell, double(m_threadLayout.height()) * cell);
    tp.numberFont = numberFont(font, cell);
    tp.numbered = tp.decorated && QFontInfo(tp.numberFont).pixelSize() >= minimumLabelPixels()
        && QFontMetricsF(tp.numberFont).horizontalAdvance(widestThreadLabel(m_scene.launch().block)) <= cell - 4;
    tp.title = caption;
    m_captionFont = threads.captionFont;
    m_captioned = threads.captioned && tp.decorated;
}

// The data right below the threads, or right beside them.
void MappingRenderer::placeDataPanels(
    const DataFit& data, const QRectF& dataArea, const QRectF& content, const QFont& font, double dataTitle)
{
    const double between = kPanelGap;
    const Panel& tp = m_threadPanel;
    m_labelFont = data.labelFont;
    m_dataLabelled = data.leftMargin > 0 || data.topMargin > 0;
    const double dataLeft = m_beside ? tp.rect.right() + between : dataArea.left();
    const double dataTop = m_beside ? dataArea.top() : tp.rect.bottom() + between + dataTitle;
    const double dataRight = m_beside ? content.right() : dataArea.right();
    m_dataPanels.assign(m_scene.arrays().size(), Panel {});
    double x = dataLeft, rowTop = dataTop, rowBottom = dataTop;
    for (size_t i = 0; i < m_scene.arrays().size(); ++i) {
        const SceneArray& a = m_scene.arrays()[i];
        if (i > 0 && i % data.perRow == 0) { // the next row of panels, under the titles' band
            x = dataLeft;
            rowTop = rowBottom + data.bottomMargin + between + dataTitle;
        }
        Panel& p = m_dataPanels[i];
        p.cell = data.cell;
        p.rect = QRectF(x + data.leftMargin, rowTop + data.topMargin, double(a.layout.width()) * data.cell,
            double(a.layout.height()) * data.cell);
        rowBottom = std::max(rowBottom, p.rect.bottom());
        p.decorated = data.cell >= kMinDecoratedCell;
        p.numberFont = numberFont(font, data.cell);
        p.labelBand = data.topMargin;
        p.numbered = p.decorated && QFontInfo(p.numberFont).pixelSize() >= minimumLabelPixels()
            && QFontMetricsF(p.numberFont).horizontalAdvance(QString::number(a.layout.capacity() - 1)) <= data.cell - 4;
        QString name = a.name;
        if (!a.shared)
            name += Tr::tr(": %1 elements").arg(a.layout.size());
        if (a.layout.capacity() > a.layout.size())
            name += Tr::tr(" + %1 past the end").arg(a.layout.capacity() - a.layout.size());
        p.title = name;
        p.shortTitle = a.name;
        x = p.rect.right() + between;
    }
    // A tall, narrow A beside B (a 256 x 64 A) leaves little room for its label: up to the next
    // panel, or the area's right edge for the last.
    for (size_t i = 0; i < m_dataPanels.size(); ++i) {
        const bool lastInRow = i + 1 == m_dataPanels.size() || (i + 1) % data.perRow == 0;
        m_dataPanels[i].titleWidth = (lastInRow ? dataRight : m_dataPanels[i + 1].rect.left() - data.leftMargin)
            - m_dataPanels[i].rect.left() - 4;
    }
}

void MappingRenderer::layoutPanels(const QRectF& area, const QFont& font)
{
    const QFontMetricsF fm(font);
    const double legend = drawLegend(nullptr, area, fm);
    const QRectF content = area.adjusted(8, 4, -8, -legend);
    const QString caption = threadCaption();
    // The caption wraps rather than running out of the picture.
    m_threadTitleHeight = fm.boundingRect(QRectF(0, 0, content.width(), 1e6), Qt::TextWordWrap, caption).height();
    const QRectF body = content.adjusted(0, m_threadTitleHeight + 4, 0, 0);
    const double dataTitle = dataTitleHeight(fm);
    const PanelSplit best = choosePanels(body, dataTitle, font);
    m_beside = best.dataArea.top() - dataTitle <= best.threadArea.top() + 1;
    placeThreadPanel(best.threads, best.threadArea, font, caption);
    placeDataPanels(best.data, best.dataArea, content, font, dataTitle);
    m_captionShift = 0;
    if (m_centred)
        centrePanels(content, fm);
}

// Moves every panel right by half the room they leave at the right; a title keeps its width up
// to the edge. The threads' caption moves too unless it would wrap into more lines there.
void MappingRenderer::centrePanels(const QRectF& content, const QFontMetricsF& fm)
{
    double right = m_threadPanel.rect.right();
    for (const Panel& p : m_dataPanels)
        right = std::max({ right, p.rect.right(),
            p.rect.left() + std::min(fm.horizontalAdvance(p.title), std::max(0.0, p.titleWidth)) });
    const double shift = std::floor(std::max(0.0, content.right() - right) / 2);
    m_threadPanel.rect.translate(shift, 0);
    for (Panel& p : m_dataPanels) {
        const bool toEdge = p.rect.left() + p.titleWidth + 4 >= content.right() - 0.5;
        p.rect.translate(shift, 0);
        if (toEdge)
            p.titleWidth -= shift;
    }
    const QString caption = threadCaption();
    const double moved
        = fm.boundingRect(QRectF(0, 0, content.width() - shift, 1e6), Qt::TextWordWrap, caption).height();
    if (moved <= m_threadTitleHeight)
        m_captionShift = shift;
}

QFont MappingRenderer::numberFont(const QFont& font, double cell) const
{
    const double largest = std::max(28.0, double(m_minTextPixels) + 4);
    return sizedFont(font, std::clamp(cell * 0.5, 1.0, largest));
}

QRect MappingRenderer::cellPixels(const Panel& panel, Cell cell) const
{
    // Pixel x shows the cell its centre falls in: cell c owns [edge(c), edge(c + 1)). The
    // picture is scaled with the same rule (blitCells), so a patch covers exactly the pixels
    // of its cell; a cell smaller than a pixel may own none.
    const int left = cellEdge(panel.rect.left(), panel.cell, cell.x);
    const int top = cellEdge(panel.rect.top(), panel.cell, cell.y);
    return QRect(QPoint(left, top),
        QPoint(cellEdge(panel.rect.left(), panel.cell, cell.x + 1) - 1,
            cellEdge(panel.rect.top(), panel.cell, cell.y + 1) - 1));
}

QRectF MappingRenderer::threadCellRect(int64_t thread) const
{
    return QRectF(cellPixels(m_threadPanel, m_threadLayout.cellOf(thread))).translated(m_lastArea.topLeft());
}

QRectF MappingRenderer::elementCellRect(int array, int64_t element) const
{
    const Panel& p = m_dataPanels.at(size_t(array));
    return QRectF(cellPixels(p, m_scene.arrays()[size_t(array)].layout.cellOf(element)))
        .translated(m_lastArea.topLeft());
}

void MappingRenderer::blitCells(QImage& frame, const Panel& panel, const QImage& cells) const
{
    const auto edges = [&panel](double origin, int count, int limit) {
        std::vector<int> e(size_t(count) + 1);
        for (int c = 0; c <= count; ++c)
            e[size_t(c)] = std::clamp(cellEdge(origin, panel.cell, c), 0, limit);
        return e;
    };
    const std::vector<int> xs = edges(panel.rect.left(), cells.width(), frame.width());
    const std::vector<int> ys = edges(panel.rect.top(), cells.height(), frame.height());
    Pixels out(frame);
    const int x0 = xs.front(), width = xs.back() - xs.front();
    std::vector<int> column(size_t(std::max(0, width))); // the source column of each pixel
    for (int c = 0; c < cells.width(); ++c)
        std::fill(column.begin() + (xs[size_t(c)] - x0), column.begin() + (xs[size_t(c) + 1] - x0), c);
    for (int y = 0; y < cells.height(); ++y) {
        const int first = ys[size_t(y)], last = ys[size_t(y) + 1];
        if (first == last)
            continue; // a row thinner than a pixel that no pixel centre falls in
        const auto* src = reinterpret_cast<const QRgb*>(cells.constScanLine(y));
        QRgb* row = out.line(first) + x0;
        for (int x = 0; x < width; ++x)
            row[x] = src[column[size_t(x)]];
        for (int r = first + 1; r < last; ++r)
            std::copy(row, row + width, out.line(r) + x0);
    }
}

// A decorated cell owns its pixels [left + 1, right) x [top + 1, bottom): its left and top
// pixel rows are the grid lines. A warp rule is a band across a boundary, half on each side.
namespace {
int ruleWidth(double cell)
{
    return std::max(2, int(cell / 10));
}
} // namespace

void MappingRenderer::drawThreadRules(QPainter& painter, int64_t thread, bool ownHalfOnly) const
{
    const Cell c = m_threadLayout.cellOf(thread);
    const QRect r = cellPixels(m_threadPanel, c);
    const int64_t perBlock = m_scene.launch().threadsPerBlock();
    const int64_t block = thread / perBlock, warp = (thread % perBlock) / 32;
    const int rule = ruleWidth(m_threadPanel.cell);
    const int before = rule / 2, after = rule - before; // pixels before and from the boundary
    const auto otherWarp = [&](int64_t dx, int64_t dy) {
        const int64_t n = m_threadLayout.threadAt({ c.x + dx, c.y + dy });
        return n >= 0 && n / perBlock == block && (n % perBlock) / 32 != warp;
    };
    // The right and bottom boundaries whole (the bulk pass draws each boundary once), or
    // only this cell's side of all four (a repainted cell must not erase its neighbour's).
    if (otherWarp(1, 0))
        painter.fillRect(
            QRect(r.right() + 1 - before, r.top(), ownHalfOnly ? before : rule, r.height()), m_palette.warpRule);
    if (otherWarp(0, 1))
        painter.fillRect(
            QRect(r.left(), r.bottom() + 1 - before, r.width(), ownHalfOnly ? before : rule), m_palette.warpRule);
    if (ownHalfOnly && otherWarp(-1, 0))
        painter.fillRect(QRect(r.left(), r.top(), after, r.height()), m_palette.warpRule);
    if (ownHalfOnly && otherWarp(0, -1))
        painter.fillRect(QRect(r.left(), r.top(), r.width(), after), m_palette.warpRule);
}

void MappingRenderer::drawThreadNumber(QPainter& painter, int64_t thread, QRgb colour, Record record) const
{
    const QRect r = cellPixels(m_threadPanel, m_threadLayout.cellOf(thread));
    painter.setFont(m_threadPanel.numberFont);
    painter.setPen(textOn(colour));
    const QString label = threadLabel(m_scene.launch().block, thread % m_scene.launch().threadsPerBlock());
    if (record == Record::None)
        painter.drawText(r.adjusted(1, 1, 0, 0), Qt::AlignCenter, label);
    else
        drawLabel(painter, r.adjusted(1, 1, 0, 0), Qt::AlignCenter, label, record);
}

void MappingRenderer::drawLabel(
    QPainter& painter, const QRectF& rect, int flags, const QString& text, Record record) const
{
    QRectF drawn;
    painter.drawText(rect, flags, text, &drawn);
    const bool overlay = record == Record::Overlay;
    (overlay ? m_overlayTexts : m_frameTexts)
        .push_back({ drawn, QFontInfo(painter.font()).pixelSize(), text, overlay, record == Record::Caption });
}

std::vector<QRectF> MappingRenderer::targetCells() const
{
    std::vector<QRectF> cells = m_targetCells;
    for (QRectF& c : cells)
        c.translate(m_lastArea.topLeft());
    return cells;
}

std::vector<MappingRenderer::DrawnText> MappingRenderer::drawnTexts() const
{
    std::vector<DrawnText> all = m_frameTexts;
    all.insert(all.end(), m_overlayTexts.begin(), m_overlayTexts.end());
    for (DrawnText& t : all)
        t.rect.translate(m_lastArea.topLeft());
    return all;
}

std::vector<QRectF> MappingRenderer::blockFrames() const
{
    std::vector<QRectF> frames;
    if (!m_threadPanel.decorated)
        return frames;
    for (int64_t b = 0; b < m_scene.launch().blockCount(); ++b)
        frames.push_back(QRectF(blockTile(b).adjusted(-2, -2, 2, 2)).translated(m_lastArea.topLeft()));
    return frames;
}

QRectF MappingRenderer::pictureRect() const
{
    QRectF all = m_threadPanel.rect;
    for (const Panel& p : m_dataPanels)
        all = all.united(p.rect);
    return all.translated(m_lastArea.topLeft());
}

QRect MappingRenderer::blockTile(int64_t block) const
{
    const Cell o = m_threadLayout.blockOrigin(block);
    return cellPixels(m_threadPanel, o)
        .united(
            cellPixels(m_threadPanel, { o.x + m_threadLayout.tileWidth() - 1, o.y + m_threadLayout.tileHeight() - 1 }));
}

void MappingRenderer::drawThreadCell(QPainter& painter, int64_t thread, QRgb colour) const
{
    const QRect r = cellPixels(m_threadPanel, m_threadLayout.cellOf(thread));
    painter.fillRect(r.adjusted(1, 1, 0, 0), QColor::fromRgb(colour));
    drawThreadRules(painter, thread, true);
    if (m_threadPanel.numbered)
        drawThreadNumber(painter, thread, colour, Record::None);
}

void MappingRenderer::drawElementCell(QPainter& painter, size_t array, int64_t element, QRgb colour) const
{
    const Panel& p = m_dataPanels[array];
    const QRect r = cellPixels(p, dataCell(m_scene.arrays()[array].layout, element));
    painter.fillRect(r.adjusted(1, 1, 0, 0), QColor::fromRgb(colour));
    if (p.numbered) {
        painter.setFont(p.numberFont);
        painter.setPen(textOn(colour));
        painter.drawText(r.adjusted(1, 1, 0, 0), Qt::AlignCenter, QString::number(element));
    }
}

// Grid lines over a rectangle of cells: one fillRect per line, not per cell.
void MappingRenderer::drawGridLines(
    QPainter& painter, const Panel& panel, Cell from, int64_t columns, int64_t rows) const
{
    const QRect first = cellPixels(panel, from);
    const QRect last = cellPixels(panel, { from.x + columns - 1, from.y + rows - 1 });
    const QRect all = first.united(last);
    for (int64_t x = 0; x <= columns; ++x) {
        const int left = x < columns ? cellPixels(panel, { from.x + x, from.y }).left() : all.right() + 1;
        painter.fillRect(QRect(left, all.top(), 1, all.height() + 1), m_palette.cellBorder);
    }
    for (int64_t y = 0; y <= rows; ++y) {
        const int top = y < rows ? cellPixels(panel, { from.x, from.y + y }).top() : all.bottom() + 1;
        painter.fillRect(QRect(all.left(), top, all.width() + 1, 1), m_palette.cellBorder);
    }
}

void MappingRenderer::drawBlockLines(QPainter& painter) const
{
    const Panel& tp = m_threadPanel;
    if (tp.decorated || m_threadLayout.gap() != 0)
        return;
    // Blocks touch: a one-pixel line at every tile boundary, at the same place at every zoom.
    const int64_t rows = (m_threadLayout.height() + m_threadLayout.tileHeight() - 1) / m_threadLayout.tileHeight();
    if (double(m_threadLayout.tileWidth()) * tp.cell >= 3)
        for (int64_t c = 1; c < m_threadLayout.tilesPerRow(); ++c) {
            const int x = cellEdge(tp.rect.left(), tp.cell, c * m_threadLayout.tileWidth());
            painter.fillRect(QRect(x, int(tp.rect.top()), 1, int(std::ceil(tp.rect.height()))), m_palette.background);
        }
    if (double(m_threadLayout.tileHeight()) * tp.cell >= 3)
        for (int64_t r = 1; r < rows; ++r) {
            const int y = cellEdge(tp.rect.top(), tp.cell, r * m_threadLayout.tileHeight());
            painter.fillRect(QRect(int(tp.rect.left()), y, int(std::ceil(tp.rect.width())), 1), m_palette.background);
        }
}

// blockIdx along the axes: "x = 0", "x = 1", ... (or just the number) above each column of
// blocks, "y = 0", "y = 1", ... (and z) beside each row.
void MappingRenderer::drawAxisCaptions(QPainter& painter) const
{
    const Panel& tp = m_threadPanel;
    const Dim3& g = m_scene.launch().grid;
    painter.setFont(m_captionFont);
    painter.setPen(m_palette.text);
    const QFontMetricsF cfm(m_captionFont);
    const double band = double(m_threadLayout.band()) * tp.cell;
    const double step = double(m_threadLayout.tileWidth() + m_threadLayout.gap()) * tp.cell;
    const double tileH = double(m_threadLayout.tileHeight()) * tp.cell;
    for (int64_t x = 0; x < g.x; ++x) {
        QString text = QStringLiteral("x = %1").arg(x);
        if (x == 0 && cfm.horizontalAdvance(QStringLiteral("blockIdx.x = 0")) + 6 <= step)
            text = QStringLiteral("blockIdx.x = 0");
        else if (cfm.horizontalAdvance(text) + 6 > step)
            text = QString::number(x);
        drawLabel(painter,
            QRectF(tp.rect.left() + double(x) * step, tp.rect.top() - band - m_axisTop, step - 4, m_axisTop - 2),
            Qt::AlignLeft | Qt::AlignBottom, text, Record::Caption);
    }
    for (int64_t y = 0; (g.y > 1 || g.z > 1) && y < g.y * g.z; ++y) {
        const double top = tp.rect.top() + double(y) * (tileH + band);
        drawLabel(painter, QRectF(tp.rect.left() - 1e4 - 6, top, 1e4, cfm.height()), Qt::AlignRight | Qt::AlignTop,
            rowCaption(g, y), Record::Caption);
    }
}

void MappingRenderer::decorateThreads(QPainter& painter) const
{
    const Panel& tp = m_threadPanel;
    const LaunchConfig& l = m_scene.launch();
    if (m_axisTop > 0)
        drawAxisCaptions(painter);
    if (!tp.decorated) {
        drawBlockLines(painter);
        return;
    }
    for (int64_t b = 0; b < l.blockCount(); ++b)
        drawGridLines(
            painter, tp, m_threadLayout.blockOrigin(b), m_threadLayout.tileWidth(), m_threadLayout.tileHeight());
    for (int64_t t = 0; t < m_scene.threadCount(); ++t) {
        drawThreadRules(painter, t, false);
        if (tp.numbered) {
            const Cell c = m_threadLayout.cellOf(t);
            drawThreadNumber(painter, t, m_threadImage.pixel(int(c.x), int(c.y)), Record::Frame);
        }
    }
    // Idle lanes: a dashed outline where a lane of the last warp has no thread.
    const int64_t idle = m_threadLayout.idleLanesInTile();
    QPen dashed(m_palette.blockFrame, 1, Qt::DashLine);
    painter.setPen(dashed);
    painter.setBrush(Qt::NoBrush);
    for (int64_t b = 0; b < l.blockCount() && tp.cell >= 10; ++b) {
        const Cell o = m_threadLayout.blockOrigin(b);
        for (int64_t i = 0; i < idle; ++i) {
            const Cell lane { o.x + m_threadLayout.tileWidth() - idle + i, o.y + m_threadLayout.tileHeight() - 1 };
            painter.drawRect(cellPixels(tp, lane).adjusted(2, 2, -2, -2));
        }
    }
    // Block frames and their blockIdx, in the band above each tile.
    const QFontMetricsF cfm(m_captionFont);
    const double band = double(m_threadLayout.band()) * tp.cell;
    painter.setFont(m_captionFont);
    for (int64_t b = 0; b < l.blockCount(); ++b) {
        const QRect tile = blockTile(b);
        painter.setPen(QPen(m_palette.blockFrame, 2));
        painter.drawRect(tile.adjusted(-1, -1, 1, 1));
        if (!m_captioned)
            continue;
        QString caption = blockCaption(l, b, false);
        if (cfm.horizontalAdvance(caption) > tile.width())
            caption = blockCaption(l, b, true);
        if (cfm.horizontalAdvance(caption) > tile.width())
            continue;
        painter.setPen(m_palette.text);
        drawLabel(painter, QRectF(tile.left(), tile.top() - band, tile.width(), band - 3),
            Qt::AlignLeft | Qt::AlignBottom, caption, Record::Caption);
    }
}

void MappingRenderer::decorateData(QPainter& painter, size_t array) const
{
    const Panel& p = m_dataPanels[array];
    const DataLayout& d = m_scene.arrays()[array].layout;
    if (p.decorated && d.isVolume()) {
        for (int64_t z = 0; z * d.rowLength() * d.sliceRows() < d.capacity(); ++z)
            drawGridLines(painter, p, { z * (d.rowLength() + 1), 0 }, d.rowLength(), d.sliceRows());
    } else if (p.decorated) {
        const int64_t fullRows = d.capacity() / d.rowLength(), rest = d.capacity() % d.rowLength();
        if (fullRows > 0)
            drawGridLines(painter, p, { 0, 0 }, d.rowLength(), fullRows);
        if (rest > 0)
            drawGridLines(painter, p, { 0, fullRows }, rest, 1);
    }
    if (p.numbered)
        for (int64_t e = 0; e < d.capacity(); ++e) {
            const Cell c = dataCell(d, e);
            const QRgb colour = m_dataImages[array].pixel(int(c.x), int(c.y));
            painter.setFont(p.numberFont);
            painter.setPen(textOn(colour));
            drawLabel(painter, cellPixels(p, c).adjusted(1, 1, 0, 0), Qt::AlignCenter, QString::number(e));
        }
    // Row labels: the index of each row's first element (a vector), or the row number (a
    // matrix, with its column numbers above), every k-th (1, 2, 5, 10, 20, ...) when rows are
    // thinner than a label; volumes name their slices.
    if (!m_dataLabelled)
        return;
    const bool matrix = m_scene.isTrace() || m_scene.mapping().kind() == MappingKind::Matrix2D;
    const QRect canvas(QPoint(0, 0), QSize(painter.device()->width(), painter.device()->height()));
    painter.setFont(m_labelFont);
    painter.setPen(m_palette.text);
    const QFontMetricsF lfm(m_labelFont);
    if (d.isVolume()) {
        // Every k-th slice when slices are narrower than their label (a million 1 x 1 slices).
        const int64_t slices = (d.width() + 1) / (d.rowLength() + 1);
        const double widest = lfm.horizontalAdvance(QStringLiteral("z = %1").arg(slices - 1));
        for (int64_t z = 0, step = labelStep(widest + 8, double(d.rowLength() + 1) * p.cell); z < slices; z += step) {
            const QRect first = cellPixels(p, { z * (d.rowLength() + 1), 0 });
            if (first.left() > canvas.right())
                break; // a degenerate shape runs past the picture: no labels nobody sees
            drawLabel(painter, QRectF(first.left(), first.top() - lfm.height() - 2, widest + 4, lfm.height()),
                Qt::AlignLeft | Qt::AlignBottom, QStringLiteral("z = %1").arg(z));
        }
        return;
    }
    QRectF previous;
    if (d.height() > 1 || matrix)
        for (int64_t y = 0, step = labelStep(lfm.height() + 2, p.cell); y < d.height(); y += step) {
            const QString label = QString::number(matrix ? y : y * d.rowLength());
            const double centre = p.rect.top() + (double(y) + 0.5) * p.cell;
            if (centre > canvas.bottom())
                break;
            const QRectF box(p.rect.left() - 4 - 1e4, centre - lfm.height() / 2, 1e4, lfm.height());
            if (previous.isValid() && box.top() < previous.bottom() + 1)
                continue;
            drawLabel(painter, box, Qt::AlignRight | Qt::AlignVCenter, label);
            previous = box;
        }
    if (!matrix)
        return;
    const double width = lfm.horizontalAdvance(QString::number(d.width() - 1));
    previous = {};
    for (int64_t x = 0, step = labelStep(width + 8, p.cell); x < d.width(); x += step) {
        const double centre = p.rect.left() + (double(x) + 0.5) * p.cell;
        if (centre > canvas.right())
            break;
        const QString label = QString::number(x);
        const double w = lfm.horizontalAdvance(label);
        const double left = std::clamp(centre - w / 2, p.rect.left(), std::max(p.rect.left(), p.rect.right() - w));
        const QRectF box(left, p.rect.top() - lfm.height() - 2, w, lfm.height());
        if (previous.isValid() && box.left() < previous.right() + 6)
            continue;
        drawLabel(painter, box, Qt::AlignHCenter | Qt::AlignBottom, label);
        previous = box;
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
    m_overlayTexts.clear();
    m_lensRect = QRectF();
    if (m_count <= 0)
        return;
    // Only fillRect and 1-pixel lines for the many: antialiased or wide strokes cost ~15 ms a
    // frame at 1080p. Arrows (antialiased) only for the few linked threads.
    const auto mark = [&painter](const QPointF& centre, double cell, const QColor& colour, bool filled) {
        const double size = std::max(cell, 3.0);
        const QRect r = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size).toAlignedRect();
        if (filled || cell < 4) {
            painter.fillRect(r, colour);
            return;
        }
        const int w = std::max(2, int(cell / 8));
        painter.fillRect(QRect(r.left(), r.top(), r.width(), w), colour);
        painter.fillRect(QRect(r.left(), r.bottom() - w + 1, r.width(), w), colour);
        painter.fillRect(QRect(r.left(), r.top(), w, r.height()), colour);
        painter.fillRect(QRect(r.right() - w + 1, r.top(), w, r.height()), colour);
    };
    // Reads first (sky blue), then writes (orange) on top.
    m_targetCells.clear();
    int budget = kMaxHighlightedAccesses;
    for (int pass = 0; pass < 2; ++pass) {
        const bool writes = pass == 1;
        const QColor colour = writes ? m_palette.current : m_palette.read;
        for (int64_t t = m_first; t < m_first + m_count && budget > 0; ++t)
            m_scene.forEachAccess(t, [&](int array, int64_t element, bool write, bool) {
                const SceneArray& a = m_scene.arrays()[size_t(array)];
                if (write != writes || element < 0 || element >= a.layout.capacity() || budget-- <= 0)
                    return;
                const QPointF centre = elementCenter(array, element);
                const double cell = m_dataPanels[size_t(array)].cell;
                mark(centre, cell, colour, false);
                m_targetCells.push_back(QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell));
            });
    }
    // Numbered cells get a frame, so that their numbers stay readable whether one thread or a
    // whole warp or block is the current step; cells too small for numbers are filled.
    for (int64_t t = m_first; t < m_first + m_count; ++t)
        mark(threadCenter(t), m_threadPanel.cell, m_palette.current, !m_threadPanel.numbered);
    if (m_count == 1 && m_threadPanel.numbered) // keep the number readable on the highlighted cell
        drawThreadNumber(painter, m_first, m_palette.current.rgb(), Record::Overlay);
    if (m_showArrows)
        drawLinks(painter);
    painter.setRenderHint(QPainter::Antialiasing, false);
    if (m_showLens && !m_threadPanel.numbered && m_count <= 32)
        drawLens(painter);
}

// The region the links may paint: the area but the picture's labels and the step's target cells
// that the links' bounding box reaches, so a link passes under what the lesson points at.
QRegion MappingRenderer::linkClip(const QRectF& reach) const
{
    QRegion clip(QRect(QPoint(0, 0), m_lastArea.size().toSize()).adjusted(-1, -1, 1, 1)); // painted from 0, 0
    const auto cut = [&](const QRectF& r) {
        if (r.intersects(reach))
            clip -= r.toAlignedRect();
    };
    for (const DrawnText& t : m_frameTexts)
        cut(t.rect);
    for (const QRectF& r : m_targetCells)
        cut(r);
    return clip;
}

// An arrow from each current thread to what it writes, for a step of a few threads; a warp's or a
// block's step links its threads to their elements by colour alone (32 lines made a band that
// hid the rows the warp reads).
void MappingRenderer::drawLinks(QPainter& painter) const
{
    if (m_count > kMaxLinkedThreads)
        return;
    const bool arrows = m_threadPanel.cell >= kMinDecoratedCell;
    const double width = arrows ? std::max(2.0, m_threadPanel.cell / 12) : double(m_palette.lineWidth);
    struct Link
    {
        QPointF from, to;
        double cell;
    };
    std::vector<Link> links;
    QRectF reach;
    for (int64_t t = m_first; t < m_first + m_count; ++t) {
        // From the cell's lower edge when arrows are drawn: the thread's number stays readable.
        const QRect own = cellPixels(m_threadPanel, m_threadLayout.cellOf(t));
        const QPointF from = arrows ? QPointF(threadCenter(t).x(), own.bottom() - 1) : threadCenter(t);
        int lines = 0;
        m_scene.forEachAccess(t, [&](int array, int64_t element, bool write, bool) {
            const SceneArray& a = m_scene.arrays()[size_t(array)];
            if (!write || a.shared || element >= a.layout.capacity() || ++lines > 16)
                return;
            links.push_back({ from, elementCenter(array, element), m_dataPanels[size_t(array)].cell });
            reach |= QRectF(from, links.back().to).normalized().adjusted(-30, -30, 30, 30);
        });
    }
    if (links.empty())
        return;
    painter.save();
    painter.setClipRegion(linkClip(reach));
    painter.setRenderHint(QPainter::Antialiasing, arrows);
    painter.setPen(QPen(m_palette.current, width)); // 0: cosmetic one pixel, no antialiasing
    painter.setBrush(m_palette.current);
    for (const Link& link : links) {
        if (!arrows) {
            painter.drawLine(link.from, link.to);
            continue;
        }
        const QLineF line(link.from, link.to);
        const double stop = std::min(line.length() / 2, link.cell * 0.55);
        const QPointF dir = (link.to - link.from) / std::max(1.0, line.length());
        const QPointF to = link.to - dir * stop;
        const double head = std::clamp(link.cell * 0.35, 8.0, 22.0);
        const QPointF normal(-dir.y(), dir.x());
        painter.drawLine(link.from, to - dir * head * 0.8);
        QPolygonF tip;
        tip << to << to - dir * head + normal * head * 0.45 << to - dir * head - normal * head * 0.45;
        painter.drawPolygon(tip);
    }
    painter.restore();
}

// Cells too small for their numbers: a lens beside the current thread shows its block's
// caption and the threadIdx of it and its neighbours in the row, at the picture's text size.
void MappingRenderer::drawLens(QPainter& painter) const
{
    const LaunchConfig& l = m_scene.launch();
    const int64_t perBlock = l.threadsPerBlock();
    const int64_t block = m_first / perBlock;
    const Cell current = m_threadLayout.cellOf(m_first);
    const Cell origin = m_threadLayout.blockOrigin(block);
    const QFont font = sizedFont(m_lensFont, std::max(minimumLabelPixels(), double(QFontInfo(m_lensFont).pixelSize())));
    const QFontMetricsF fm(font);
    const double cellWidth = std::max(fm.horizontalAdvance(widestThreadLabel(l.block)) + 12, fm.height() * 1.4);
    const double cellHeight = fm.height() * 1.4;
    // Which numbers are which: the block, then the threads' threadIdx in the cells below it; on
    // two lines where one would make the lens cover a label.
    const QString threadAxis
        = l.block.y == 1 && l.block.z == 1 ? QStringLiteral("threadIdx.x") : QStringLiteral("threadIdx");
    QStringList caption { Tr::tr("%1, %2:", "the lens: the block, then what its cells show")
                              .arg(blockCaption(l, block, false), threadAxis) };
    // As many neighbours as fit in two thirds of the picture's width, centred on the thread.
    const double room = std::max(m_threadPanel.rect.width(), m_lastArea.width() * 0.5) * 2.0 / 3.0;
    int64_t across = std::clamp<int64_t>(int64_t(room / cellWidth), 1, m_threadLayout.tileWidth());
    const QRectF cell = QRectF(cellPixels(m_threadPanel, current));
    // Fewer neighbours where a lens of all of them would cover a label: down to 4.
    QRectF box;
    for (;;) {
        double captionWidth = 0;
        for (const QString& line : caption)
            captionWidth = std::max(captionWidth, fm.horizontalAdvance(line));
        const double width = std::max(double(across) * cellWidth, captionWidth) + 12;
        bool coversText = false;
        box = placeLens(cell, width, double(caption.size()) * fm.height() + cellHeight + 14, &coversText);
        if (coversText && across <= 4 && caption.size() == 1)
            caption = QStringList { blockCaption(l, block, false), threadAxis + QLatin1Char(':') };
        else if (!coversText || across <= 4)
            break;
        across = std::max<int64_t>(4, across / 2);
    }
    const int64_t inRow = current.x - origin.x;
    const int64_t firstColumn = std::clamp<int64_t>(inRow - across / 2, 0, m_threadLayout.tileWidth() - across);
    m_lensRect = box;
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(m_palette.current, 2));
    painter.drawLine(QPointF(cell.center().x(), box.top() > cell.center().y() ? cell.bottom() : cell.top()),
        QPointF(std::clamp(cell.center().x(), box.left() + 6, box.right() - 6),
            box.top() > cell.center().y() ? box.top() : box.bottom()));
    painter.setPen(QPen(m_palette.blockFrame, 2));
    painter.setBrush(m_palette.background);
    painter.drawRoundedRect(box, 6, 6);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setFont(font);
    painter.setPen(m_palette.text);
    for (qsizetype line = 0; line < caption.size(); ++line)
        drawLabel(painter,
            QRectF(box.left() + 6, box.top() + 4 + double(line) * fm.height(), box.width() - 12, fm.height()),
            Qt::AlignLeft | Qt::AlignVCenter, caption[line], Record::Overlay);
    const double top = box.top() + 8 + double(caption.size()) * fm.height();
    for (int64_t i = 0; i < across; ++i) {
        const Cell c { origin.x + firstColumn + i, current.y };
        const int64_t t = m_threadLayout.threadAt(c);
        const QRectF r(box.left() + 6 + double(i) * cellWidth, top, cellWidth - 2, cellHeight);
        if (t < 0) {
            painter.fillRect(r, m_palette.idleLane);
            continue;
        }
        const bool now = t >= m_first && t < m_first + m_count;
        const QRgb colour = now ? m_palette.current.rgb() : m_threadImage.pixel(int(c.x), int(c.y));
        painter.fillRect(r, QColor::fromRgb(colour));
        painter.setPen(textOn(colour));
        drawLabel(painter, r, Qt::AlignCenter, threadLabel(l.block, t % perBlock), Record::Overlay);
    }
}

QRectF MappingRenderer::placeLens(const QRectF& cell, double width, double height, bool* coversText) const
{
    // The same step on the same picture places the lens where it did (a frame of the animation
    // repaints it ~60 times a second; the search looks at every label).
    const LensPlacement key { cell, width, height, m_first, m_count, m_frameTexts.size(), m_lastArea.size() };
    if (m_lensPlacement && m_lensPlacement->sameAs(key)) {
        *coversText = m_lensPlacement->coversText;
        return m_lensPlacement->box;
    }
    m_lensPlacement = key;
    m_lensPlacement->box = searchLens(cell, width, height, &m_lensPlacement->coversText);
    *coversText = m_lensPlacement->coversText;
    return m_lensPlacement->box;
}

QRectF MappingRenderer::searchLens(const QRectF& cell, double width, double height, bool* coversText) const
{
    const QRectF area(QPointF(0, 0), m_lastArea.size());
    const auto inside = [&](QRectF box) {
        box.moveLeft(std::clamp(box.left(), area.left() + 2, std::max(area.left() + 2, area.right() - width - 2)));
        box.moveTop(std::clamp(box.top(), area.top() + 2, std::max(area.top() + 2, area.bottom() - height - 2)));
        return box;
    };
    // The current step's cells: its threads and the elements they touch.
    std::vector<QRectF> targets { cell.adjusted(-2, -2, 2, 2) };
    for (int64_t t = m_first; t < m_first + std::min<int64_t>(m_count, 4); ++t)
        m_scene.forEachAccess(t, [&](int array, int64_t element, bool, bool) {
            const SceneArray& a = m_scene.arrays()[size_t(array)];
            if (element >= 0 && element < a.layout.capacity() && targets.size() < 64) {
                const double size = std::max(m_dataPanels[size_t(array)].cell, 4.0);
                const QPointF c = elementCenter(array, element);
                targets.push_back(QRectF(c.x() - size / 2, c.y() - size / 2, size, size));
            }
        });
    const QRectF panel = m_threadPanel.rect;
    std::vector<QRectF> candidates {
        QRectF(cell.center().x() - width / 2, cell.top() - height - 10, width, height), // above
        QRectF(cell.center().x() - width / 2, cell.bottom() + 10, width, height), // below
        QRectF(panel.left(), panel.bottom() + 8, width, height), // under the tiles
        QRectF(cell.right() + 12, cell.center().y() - height / 2, width, height), // right of it
        QRectF(cell.left() - width - 12, cell.center().y() - height / 2, width, height), // left of it
        QRectF(area.right() - width, area.bottom() - height, width, height),
        QRectF(area.left(), area.bottom() - height, width, height),
    };
    // Where the picture leaves no free corner: anywhere over it, in quarter-lens steps (over cells
    // that are not the step's, never over a label).
    for (double y = area.top(); y + height <= area.bottom(); y += std::max(4.0, height / 4))
        for (double x = area.left(); x + width <= area.right(); x += std::max(4.0, width / 4))
            candidates.push_back(QRectF(x, y, width, height));
    QRectF best;
    double bestScore = std::numeric_limits<double>::max();
    for (const QRectF& candidate : candidates) {
        const QRectF box = inside(candidate);
        double score = 0;
        bool covers = false;
        for (const DrawnText& t : m_frameTexts) {
            const QRectF hit = box.intersected(t.rect);
            covers = covers || (hit.width() > 0.5 && hit.height() > 0.5);
            score += hit.width() * hit.height() * 20.0;
        }
        for (const QRectF& target : targets) {
            const QRectF hit = box.intersected(target);
            score += hit.width() * hit.height() * 50.0;
        }
        score += QLineF(box.center(), cell.center()).length(); // near its thread, all else equal
        if (score < bestScore) {
            bestScore = score;
            best = box;
            *coversText = covers;
        }
    }
    return best;
}

void MappingRenderer::setDecorations(bool arrows, bool lens)
{
    m_showArrows = arrows;
    m_showLens = lens;
}

void MappingRenderer::setCentred(bool centred)
{
    m_centred = centred;
    m_frameValid = false;
}

std::vector<std::pair<QColor, QString>> MappingRenderer::legendItems() const
{
    const QString idle
        = m_guardText.isEmpty() ? Tr::tr("idle (stopped by the guard)") : Tr::tr("idle (%1 is false)").arg(m_guardText);
    std::vector<std::pair<QColor, QString>> items = {
        { m_palette.activeDone, Tr::tr("thread done") },
        { m_palette.activePending, Tr::tr("thread to run") },
        { m_palette.idlePending, idle },
        { m_palette.outOfRangeDone, Tr::tr("writes out of bounds") },
        { m_palette.elementWritten, Tr::tr("element written") },
        { m_palette.current, Tr::tr("current step") },
        { m_palette.read, Tr::tr("read by it") },
    };
    if (m_threadLayout.idleLanesInTile() > 0)
        items.push_back({ m_palette.idleLane, Tr::tr("idle lane (no thread)") });
    return items;
}

// The legend wraps into as many rows as the width needs; returns the height it takes.
double MappingRenderer::drawLegend(QPainter* painter, const QRectF& area, const QFontMetricsF& fm) const
{
    const auto items = legendItems();
    // As tall as the tallest label lays out: Chinese falls back to a taller font.
    double lineHeight = fm.height();
    for (const auto& item : items)
        lineHeight = std::max(lineHeight, fm.boundingRect(QRectF(0, 0, 1e4, 1e4), Qt::AlignLeft, item.second).height());
    const double rowHeight = lineHeight + 4;
    double x = area.left() + 8;
    int rows = 1;
    std::vector<QPointF> at;
    for (const auto& [colour, label] : items) {
        const double width = fm.height() + fm.horizontalAdvance(label) + 14;
        if (x + width > area.right() && x > area.left() + 8) {
            x = area.left() + 8;
            ++rows;
        }
        at.push_back({ x, double(rows - 1) * rowHeight });
        x += width;
    }
    const double height = double(rows) * rowHeight + 6;
    if (!painter)
        return height;
    const double top = area.bottom() - height + 2;
    std::vector<double> rowShift(size_t(rows), 0.0); // centred: each row by the room at its right
    if (m_centred)
        for (size_t i = 0; i < items.size(); ++i) {
            const bool last = i + 1 == items.size() || at[i + 1].y() != at[i].y();
            if (last)
                rowShift[size_t(at[i].y() / rowHeight + 0.5)] = std::floor(
                    (area.right() - 8 - at[i].x() - fm.height() - fm.horizontalAdvance(items[i].second) - 14) / 2);
        }
    for (size_t i = 0; i < items.size(); ++i) {
        const QPointF p = at[i] + QPointF(rowShift[size_t(at[i].y() / rowHeight + 0.5)], top);
        painter->fillRect(QRectF(p.x(), p.y() + 2, fm.height() - 4, fm.height() - 4), items[i].first);
        painter->setPen(m_palette.text);
        drawLabel(*painter, QRectF(p.x() + fm.height(), p.y(), 1e4, lineHeight), Qt::AlignLeft | Qt::AlignTop,
            items[i].second);
    }
    return height;
}

void MappingRenderer::rebuildFrame(const QSize& size, const QFont& font)
{
    if (m_frame.size() != size) // same size: redraw into the same pixels, no new allocation
        m_frame = QImage(size, QImage::Format_RGB32);
    m_dirty.clear();
    QPainter p(&m_frame);
    paintPicture(p, size, font, false);
    m_frameValid = true;
}

void MappingRenderer::paintPicture(QPainter& p, const QSize& size, const QFont& givenFont, bool vectorCells)
{
    m_frameTexts.clear();
    m_lensPlacement.reset();
    const QFont font
        = QFontInfo(givenFont).pixelSize() >= m_minTextPixels ? givenFont : sizedFont(givenFont, m_minTextPixels);
    m_lensFont = font;
    p.fillRect(QRect(QPoint(0, 0), size), m_palette.background);
    const QFontMetricsF fm(font);
    layoutPanels(QRectF(QPointF(0, 0), QSizeF(size)), font); // may switch the block gap
    if (!m_imagesValid)
        rebuildImages();
    m_frameValid = false;
    p.setFont(font);
    p.setPen(m_palette.text);
    const double titleTop = m_threadPanel.rect.top() - double(m_threadLayout.band()) * m_threadPanel.cell - m_axisTop;
    drawLabel(p,
        QRectF(8 + m_captionShift, titleTop - m_threadTitleHeight - 3, size.width() - 16 - m_captionShift,
            m_threadTitleHeight),
        Qt::TextWordWrap, m_threadPanel.title);
    // A vector picture (SVG) draws numbered-size cells as rectangles; a scaled bitmap of one
    // pixel per cell would be smoothed by the viewer.
    if (!vectorCells) {
        blitCells(m_frame, m_threadPanel, m_threadImage); // the raster frame: the painter draws into m_frame
    } else if (m_threadPanel.decorated) {
        for (int64_t y = 0; y < m_threadLayout.height(); ++y)
            for (int64_t x = 0; x < m_threadLayout.width(); ++x) {
                const QRgb c = m_threadImage.pixel(int(x), int(y));
                if (c != m_palette.background.rgb())
                    p.fillRect(cellPixels(m_threadPanel, { x, y }), QColor::fromRgb(c));
            }
    } else {
        p.drawImage(m_threadPanel.rect, m_threadImage);
    }
    decorateThreads(p);
    for (size_t i = 0; i < m_dataPanels.size(); ++i) {
        const double labelBand = m_dataPanels[i].labelBand;
        p.setFont(font);
        p.setPen(m_palette.text);
        const Panel& panel = m_dataPanels[i];
        const QString title = fm.horizontalAdvance(panel.title) <= panel.titleWidth ? panel.title
            : fm.horizontalAdvance(panel.shortTitle) <= panel.titleWidth
            ? panel.shortTitle
            : fm.elidedText(panel.shortTitle, Qt::ElideRight, int(std::max(0.0, panel.titleWidth)));
        drawLabel(p, QRectF(panel.rect.left(), panel.rect.top() - labelBand - fm.height() - 3, 1e4, fm.height()),
            Qt::AlignLeft | Qt::AlignBottom, title);
        if (!vectorCells) {
            blitCells(m_frame, m_dataPanels[i], m_dataImages[i]);
        } else if (m_dataPanels[i].decorated) {
            const DataLayout& d = m_scene.arrays()[i].layout;
            for (int64_t e = 0; e < d.capacity(); ++e) {
                const Cell c = dataCell(d, e);
                p.fillRect(cellPixels(m_dataPanels[i], c), QColor::fromRgb(m_dataImages[i].pixel(int(c.x), int(c.y))));
            }
        } else {
            p.drawImage(m_dataPanels[i].rect, m_dataImages[i]);
        }
        decorateData(p, i);
    }
    p.setFont(font);
    drawLegend(&p, QRectF(QPointF(0, 0), QSizeF(size)), fm);
}

void MappingRenderer::renderVector(QPainter& painter, const QSize& size, const QFont& font)
{
    paintPicture(painter, size, font, true);
    m_lastArea = QRectF(QPointF(0, 0), QSizeF(size));
    drawHighlight(painter);
}

void MappingRenderer::flushDirtyCells()
{
    if (m_dirty.empty())
        return;
    QPainter p(&m_frame);
    bool threadCells = false;
    for (const DirtyCell& d : m_dirty) {
        threadCells |= d.panel < 0;
        const Panel& panel = d.panel < 0 ? m_threadPanel : m_dataPanels[size_t(d.panel)];
        if (!panel.decorated) {
            p.fillRect(cellPixels(panel, d.cell), QColor::fromRgb(d.colour));
        } else if (d.panel < 0) {
            const int64_t t = m_threadLayout.threadAt(d.cell);
            if (t >= 0)
                drawThreadCell(p, t, d.colour);
        } else {
            const int64_t e = m_scene.arrays()[size_t(d.panel)].layout.elementAt(d.cell);
            if (e >= 0)
                drawElementCell(p, size_t(d.panel), e, d.colour);
        }
    }
    if (threadCells)
        drawBlockLines(p); // a repainted cell at a tile's edge covered its line
    m_dirty.clear();
}

void MappingRenderer::render(QPainter& painter, const QRectF& area)
{
    if (m_scene.threadCount() <= 0) {
        painter.fillRect(area, m_palette.background);
        m_frameTexts.clear();
        m_lensPlacement.reset();
        m_overlayTexts.clear();
        m_lastArea = area;
        return;
    }
    const QSize size = area.size().toSize();
    if (!m_frameValid || m_frame.size() != size || m_frameFont != painter.font()) {
        m_frameFont = painter.font();
        rebuildFrame(size, painter.font());
    } else {
        flushDirtyCells();
    }
    painter.drawImage(area.topLeft(), m_frame);
    m_lastArea = area;
    painter.save();
    painter.translate(area.topLeft());
    drawHighlight(painter);
    painter.restore();
}

QImage MappingRenderer::renderImage(const QSize& size, const QFont& font)
{
    QImage image(size, QImage::Format_RGB32);
    QPainter painter(&image);
    painter.setFont(font);
    render(painter, QRectF(QPointF(0, 0), QSizeF(size))); // consecutive frames reuse the cache
    return image;
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
