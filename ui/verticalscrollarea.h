#pragma once

#include <QScrollArea>

namespace cvz {

// A scroll area that scrolls up and down only: as wide as its content needs, and as short as the
// window allows, so a form of projector-size text scrolls instead of pushing the window past its
// screen.
class VerticalScrollArea : public QScrollArea
{
    Q_OBJECT
public:
    explicit VerticalScrollArea(QWidget* content, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int m_contentWidth = -1;
};

} // namespace cvz
