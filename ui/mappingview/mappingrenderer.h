#pragma once

#include "mapping/kernelscene.h"
#include "mappingpalette.h"

#include <QFontMetricsF>
#include <QImage>
#include <QRectF>
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

// Paints a KernelScene: the grid of blocks and threads on top, the data below, the current
// step highlighted with links from threads to their elements. Cells live in QImages (one
// pixel per cell) that are scaled once per frame; progress is painted incrementally, so a
// frame costs the same at 10^6 threads as at 10^3: the scaled picture is cached and
// patched cell by cell.
class MappingRenderer
{
public:
    void setScene(const KernelScene& scene);
    const KernelScene& scene() const { return m_scene; }
    void setPalette(const MappingPalette& palette);
    void setProgress(int64_t doneThreads); // threads [0, done) have run
    void setHighlight(int64_t first, int64_t count);

    void render(QPainter& painter, const QRectF& area);
    MappingHit hitTest(const QPointF& point) const; // in the coordinates of the last render

private:
    struct Panel
    {
        QRectF rect; // where the image was drawn
        double cell = 1.0; // pixels per cell
        QString title;
    };
    struct DirtyCell
    {
        int panel; // -1: the thread panel, else the data array
        Cell cell;
        QRgb colour;
    };
    void rebuildImages();
    void rebuildFrame(const QSize& size, const QFontMetricsF& fm);
    void flushDirtyCells();
    void setCell(QImage& image, int panel, Cell cell, QRgb colour);
    void paintThread(int64_t thread, bool done, int64_t doneBelow);
    void layoutPanels(const QRectF& area, const QFontMetricsF& fm);
    void drawHighlight(QPainter& painter) const;
    void drawLegend(QPainter& painter, const QRectF& area) const;
    QPointF threadCenter(int64_t thread) const;
    QPointF elementCenter(int array, int64_t element) const;
    QRgb threadColour(int64_t thread, bool done) const;

    KernelScene m_scene;
    ThreadLayout m_threadLayout;
    MappingPalette m_palette;
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
    std::vector<DirtyCell> m_dirty;
};

} // namespace cvz
