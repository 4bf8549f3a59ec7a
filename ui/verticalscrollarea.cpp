#include "verticalscrollarea.h"

#include <QEvent>
#include <QScrollBar>

namespace cvz {

VerticalScrollArea::VerticalScrollArea(QWidget* content, QWidget* parent)
    : QScrollArea(parent)
{
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    content->installEventFilter(this); // its hints change with its font and contents
}

QSize VerticalScrollArea::minimumSizeHint() const
{
    const int width = widget() ? widget()->minimumSizeHint().width() : 0;
    return { width + verticalScrollBar()->sizeHint().width(), QScrollArea::minimumSizeHint().height() };
}

// As narrow as the content allows (the page's other column takes the rest), as tall as it asks.
QSize VerticalScrollArea::sizeHint() const
{
    const int width = widget() ? widget()->minimumSizeHint().width() : 0;
    const int height = widget() ? widget()->sizeHint().height() : 0;
    return { width + verticalScrollBar()->sizeHint().width(), height };
}

bool VerticalScrollArea::eventFilter(QObject* watched, QEvent* event)
{
    // Only a change of the content's width asks the layout above again: asking it at every
    // request of the content's layout would keep relaying out the window.
    if (watched == widget() && (event->type() == QEvent::LayoutRequest || event->type() == QEvent::FontChange)) {
        const int width = widget()->minimumSizeHint().width();
        if (width != m_contentWidth) {
            m_contentWidth = width;
            updateGeometry();
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

} // namespace cvz
