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

Q_SIGNALS:
    void hovered(const cvz::MappingHit& hit);
    void clicked(const cvz::MappingHit& hit);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    MappingRenderer m_renderer;
};

} // namespace cvz
