#include "mappingview.h"

#include <QMouseEvent>
#include <QPainter>

namespace cvz {

MappingView::MappingView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("mappingView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 240);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void MappingView::setPresentation(bool on)
{
    m_presenting = on;
    update();
}

void MappingView::paintEvent(QPaintEvent*)
{
    m_renderer.setMinimumTextPixels(m_presenting ? MappingPalette::minimumTextPixels(window()->height()) : 0);
    QPainter painter(this);
    m_renderer.render(painter, rect());
}

void MappingView::mouseMoveEvent(QMouseEvent* event)
{
    Q_EMIT hovered(m_renderer.hitTest(event->position()));
}

void MappingView::mousePressEvent(QMouseEvent* event)
{
    setFocus();
    if (event->button() == Qt::LeftButton)
        Q_EMIT clicked(m_renderer.hitTest(event->position()));
}

} // namespace cvz
