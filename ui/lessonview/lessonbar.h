#pragma once

#include <QFrame>

class QLabel;
class QPushButton;
class QScrollArea;

namespace cvz {

class LessonsPanel;

// The Lessons panel as presentation mode shows it: one bar under the page, as wide as the screen,
// with the step's heading and text and Back, Show me and Next. It follows the panel and drives it;
// the text scrolls within a third of the window's height, so the page keeps the rest.
class LessonBar : public QFrame
{
    Q_OBJECT
public:
    explicit LessonBar(LessonsPanel* panel, QWidget* parent = nullptr);

    QString headingText() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void follow();
    void fitHeight();

    LessonsPanel* m_panel;
    QLabel* m_heading;
    QLabel* m_text;
    QScrollArea* m_scroll;
    QPushButton* m_back;
    QPushButton* m_showMe;
    QPushButton* m_next;
};

} // namespace cvz
