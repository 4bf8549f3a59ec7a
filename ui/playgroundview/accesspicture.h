#pragma once

#include "mappingview/mappingpalette.h"
#include "playground/engine/elementtouches.h"
#include "playground/source/userlaunch.h"

#include <QImage>
#include <QWidget>
#include <memory>

namespace cvz {

struct UserRun;

// One array of a playground run as a grid of cells, in launch order up to the current thread:
// the elements the threads so far touched (written: green, only read: blue), the current
// thread's accesses (orange), memory past the end that a thread reached (vermillion), and the
// values the kernel left, when the cells are large enough to hold them.
class AccessPicture : public QWidget
{
    Q_OBJECT
public:
    explicit AccessPicture(QWidget* parent = nullptr);

    void setRun(std::shared_ptr<const UserRun> run, int array);
    void setCurrentThread(int64_t thread);
    void setPalette(const MappingPalette& palette);
    int columns() const;
    QSize sizeHint() const override { return { 480, 260 }; }
    QSize minimumSizeHint() const override { return { 200, 120 }; }

Q_SIGNALS:
    void threadClicked(int64_t thread);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    int64_t elementAt(const QPoint& pos) const;
    QRectF cellRect(int64_t element) const;
    double cellSize() const;
    QString valueText(int64_t element) const;

    std::shared_ptr<const UserRun> m_run;
    int m_array = -1;
    ElementTouches m_touches;
    QList<double> m_values; // a buffer's values after the run (empty for shared arrays)
    ElementType m_type = ElementType::Float;
    int64_t m_thread = -1;
    MappingPalette m_palette;
};

} // namespace cvz
