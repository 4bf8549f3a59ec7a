#pragma once

#include "mappingrenderer.h"

#include <QWidget>

namespace cvz {

// Shows a MappingRenderer; hovering explains a cell, clicking picks it.
class MappingView : public QWidget
{
    Q_OBJECT
public:
    explicit MappingView(QWidget* parent = nullptr);

    MappingRenderer& renderer() { return m_renderer; }
    QSize sizeHint() const override { return { 900, 600 }; }
    // Presented: the picture's text grows with the window, as a projector's screen.
    void setPresentation(bool on);

Q_SIGNALS:
    void hovered(const cvz::MappingHit& hit);
    void clicked(const cvz::MappingHit& hit);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    MappingRenderer m_renderer;
    bool m_presenting = false;
};

} // namespace cvz
