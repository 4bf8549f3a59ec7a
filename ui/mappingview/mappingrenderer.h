#pragma once

#include "mapping/kernelscene.h"
#include "mappingpalette.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QRectF>
#include <QRegion>
#include <array>
#include <optional>
#include <vector>

class QPainter;

namespace cvz {

// What is under a point of the picture.
struct MappingHit
{
    enum Kind
    {
        Nothing,
        Thread,
        Element
    } kind
        = Nothing;
    int64_t thread = -1; // Thread: the thread; Element: its first writer (or -1)
    int array = -1;
    int64_t element = -1;
};

// Paints a KernelScene like a textbook figure: the grid of blocks and threads on top, the
// data below, the current step highlighted with arrows from threads to their elements.
// When cells are large enough, every cell is bordered and numbered (threadIdx, element
// index), warps are separated by rules, blocks framed and captioned with their blockIdx,
// the lanes of a partly filled warp drawn empty; when they are small (10^6 threads) blocks
// are separated by evenly drawn lines instead of gaps.
//
// Cells live in QImages (one pixel per cell) scaled once per frame; progress is painted
// incrementally, so a frame costs the same at 10^6 threads as at 10^3: the scaled picture
// is cached and patched cell by cell. A jump of many threads (a scrub) recolours the
// images in one counted pass instead.
class MappingRenderer
{
public:
    void setScene(const KernelScene& scene);
    const KernelScene& scene() const { return m_scene; }
    void setPalette(const MappingPalette& palette);
    void setProgress(int64_t doneThreads); // threads [0, done) have run
    void setHighlight(int64_t first, int64_t count);
    // No text under this many pixels (presentation mode: 18 at 768 lines, 24 at 1080); text
    // that cannot be this large is left out. 0: as small as legible.
    void setMinimumTextPixels(int pixels);
    // What the highlight adds over the picture: the arrows from the current threads to what they
    // write, and the lens that magnifies a block's numbers when its cells are too small for them.
    void setDecorations(bool arrows, bool lens);
    // A slide centres the picture between its sides when the panels leave room there (both
    // height-limited), and each row of the legend under it; the window keeps them at the left.
    void setCentred(bool centred);
    bool showsArrows() const { return m_showArrows; }
    bool showsLens() const { return m_showLens; }
    // The step's marked elements (what it reads and writes), as last drawn, in widget pixels.
    std::vector<QRectF> targetCells() const;
    // Where the last render drew the lens, in area coordinates (empty: none drawn).
    QRectF lensRect() const { return m_lensRect.isEmpty() ? QRectF() : m_lensRect.translated(m_lastArea.topLeft()); }

    void render(QPainter& painter, const QRectF& area);
    MappingHit hitTest(const QPointF& point) const; // in the coordinates of the last render

    // What the last render drew, for tests and exports.
    double threadCellPixels() const { return m_threadPanel.cell; }
    double dataCellPixels(int array) const { return m_dataPanels.at(size_t(array)).cell; }
    bool numbersShown() const { return m_threadPanel.numbered; }
    int blockGap() const { return m_threadLayout.gap(); }
    QRectF threadCellRect(int64_t thread) const; // in area coordinates
    QRectF elementCellRect(int array, int64_t element) const;
    // Every text the last render drew (the cached picture's and the highlight's), and the block
    // frames and cell panels: tests check sizes and overlaps on them.
    struct DrawnText
    {
        QRectF rect; // its ink's bounding box, in area coordinates
        int pixels = 0; // the font's pixel size
        QString text;
        bool overlay = false; // the lens, drawn over the picture
        bool blockCaption = false; // a block's blockIdx, above its tile or along an axis
    };
    std::vector<DrawnText> drawnTexts() const;
    std::vector<QRectF> blockFrames() const; // in area coordinates
    QRectF pictureRect() const; // the cell panels' bounding box, in area coordinates
    bool dataBesideThreads() const { return m_beside; }
    // Draws the whole picture into an image of this size (exports).
    QImage renderImage(const QSize& size, const QFont& font);
    // The same for a vector painter (SVG): numbered-size cells as rectangles, not a bitmap.
    void renderVector(QPainter& painter, const QSize& size, const QFont& font);

private:
    struct Panel
    {
        QRectF rect; // where the image was drawn
        double cell = 1.0; // pixels per cell
        QString title;
        QString shortTitle; // the array's name alone, when the title does not fit
        double titleWidth = 0; // room for the title: up to the next panel
        bool decorated = false; // cells bordered
        bool numbered = false; // and numbered
        QFont numberFont;
        double labelBand = 0; // column labels above the cells
    };
    enum class Record
    {
        None, // a repainted cell: its number was recorded with the frame
        Frame,
        Caption, // a block's blockIdx, in the frame
        Overlay // the highlight and the lens
    };
    struct DirtyCell
    {
        int panel; // -1: the thread panel, else the data array
        Cell cell;
        QRgb colour;
    };
    void rebuildImages();
    void fillDataImage(size_t array);
    void markWritten(int64_t first, int64_t last); // data cells of threads [first, last): written
    void bulkProgress(int64_t done);
    void rebuildFrame(const QSize& size, const QFont& font);
    void paintPicture(QPainter& painter, const QSize& size, const QFont& font, bool vectorCells);
    void flushDirtyCells();
    void setCell(QImage& image, int panel, Cell cell, QRgb colour);
    void paintThread(int64_t thread, bool done, int64_t doneBelow);
    struct ThreadFit
    {
        ThreadLayout layout;
        double cell = 1;
        QFont captionFont;
        bool captioned = false; // blockIdx above each tile
        double axisTop = 0, axisLeft = 0; // or along the axes, in this much room (pixels)
    };
    struct DataFit
    {
        double cell = 1;
        double leftMargin = 0, topMargin = 0, bottomMargin = 0;
        QFont labelFont;
        size_t perRow = 1; // arrays per row of data panels
    };
    ThreadFit fitThreads(const QRectF& area, const QFont& font) const;
    DataFit fitData(const QRectF& area, const QFont& font, double dataTitle) const; // dataTitleHeight's
    double minimumLabelPixels() const;
    QFont numberFont(const QFont& font, double cell) const;
    // One way to share the picture between the threads and the data, with the fit of each.
    struct PanelSplit
    {
        QRectF threadArea, dataArea;
        ThreadFit threads;
        DataFit data;
        double score = -1;
    };
    QString threadCaption() const;
    double dataTitleHeight(const QFontMetricsF& fm) const;
    double splitScore(const ThreadFit& threads, const DataFit& data) const;
    PanelSplit choosePanels(const QRectF& body, double dataTitle, const QFont& font) const;
    void placeThreadPanel(
        const ThreadFit& threads, const QRectF& threadArea, const QFont& font, const QString& caption);
    void centrePanels(const QRectF& content, const QFontMetricsF& fm);
    void placeDataPanels(
        const DataFit& data, const QRectF& dataArea, const QRectF& content, const QFont& font, double dataTitle);
    void layoutPanels(const QRectF& area, const QFont& font);
    void drawLabel(
        QPainter& painter, const QRectF& rect, int flags, const QString& text, Record record = Record::Frame) const;
    void decorateThreads(QPainter& painter) const;
    void drawAxisCaptions(QPainter& painter) const;
    void drawBlockLines(QPainter& painter) const;
    void decorateData(QPainter& painter, size_t array) const;
    void drawThreadCell(QPainter& painter, int64_t thread, QRgb colour) const;
    void drawThreadRules(QPainter& painter, int64_t thread, bool ownHalfOnly) const;
    void drawThreadNumber(QPainter& painter, int64_t thread, QRgb colour, Record record) const;
    QRect blockTile(int64_t block) const; // the tile's cells, in pixels
    void drawGridLines(QPainter& painter, const Panel& panel, Cell from, int64_t columns, int64_t rows) const;
    void drawElementCell(QPainter& painter, size_t array, int64_t element, QRgb colour) const;
    void drawHighlight(QPainter& painter) const;
    void drawLinks(QPainter& painter) const;
    QRegion linkClip(const QRectF& reach) const;
    void drawLens(QPainter& painter) const;
    // Where the lens (w x h) covers the least text and none of the current step's cells, near the
    // current thread's cell; `coversText`: whether even there it covers a label.
    QRectF placeLens(const QRectF& cell, double width, double height, bool* coversText) const;
    QRectF searchLens(const QRectF& cell, double width, double height, bool* coversText) const;
    // The last lens placed and what it was placed for.
    struct LensPlacement
    {
        QRectF cell;
        double width = 0, height = 0;
        int64_t first = 0, count = 0;
        size_t texts = 0;
        QSizeF area;
        QRectF box = {};
        bool coversText = false;
        bool sameAs(const LensPlacement& o) const
        {
            return cell == o.cell && width == o.width && height == o.height && first == o.first && count == o.count
                && texts == o.texts && area == o.area;
        }
    };
    std::vector<std::pair<QColor, QString>> legendItems() const;
    double drawLegend(QPainter* painter, const QRectF& area, const QFontMetricsF& fm) const; // null: measure
    QPointF threadCenter(int64_t thread) const;
    QPointF elementCenter(int array, int64_t element) const;
    QRect cellPixels(const Panel& panel, Cell cell) const;
    void blitCells(QImage& frame, const Panel& panel, const QImage& cells) const;
    QRgb threadColour(ThreadState state, bool done, int64_t tid) const
    {
        return m_threadColours[size_t((int(state) * 2 + int(done)) * 2 + ((tid >> 5) & 1))];
    }

    KernelScene m_scene;
    ThreadLayout m_threadLayout;
    MappingPalette m_palette;
    QString m_guardText;
    double m_threadTitleHeight = 0;
    bool m_centred = false;
    double m_captionShift = 0; // pixels the threads' caption moved right with the centred panels
    bool m_showArrows = true, m_showLens = true;
    mutable QRectF m_lensRect;
    mutable std::optional<LensPlacement> m_lensPlacement; // reset whenever the picture's labels are redrawn
    mutable std::vector<QRectF> m_targetCells; // the step's marked elements, as drawn
    bool m_dataLabelled = false; // row (and column) labels beside the data panels
    bool m_beside = false; // the data to the right of the threads, not below
    bool m_captioned = false; // blockIdx above each tile
    double m_axisTop = 0; // or along the axes: the room above the tiles
    QFont m_captionFont, m_labelFont, m_lensFont;
    int m_minTextPixels = 0;
    mutable std::vector<DrawnText> m_frameTexts, m_overlayTexts;
    std::array<QRgb, 12> m_threadColours {}; // [state][done][odd warp]
    QImage m_threadImage;
    std::vector<QImage> m_dataImages;
    int64_t m_done = 0;
    int64_t m_first = 0;
    int64_t m_count = 0;
    Panel m_threadPanel;
    std::vector<Panel> m_dataPanels;
    QRectF m_lastArea;
    // The picture without highlights, at widget size: progress changes patch single cells
    // in it, so a frame is one blit plus the highlights, whatever the thread count.
    QImage m_frame;
    bool m_frameValid = false;
    QFont m_frameFont; // the frame was drawn with it
    bool m_imagesValid = false;
    std::vector<DirtyCell> m_dirty;
};

} // namespace cvz
