#include "lessonbar.h"

#include "lessonspanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cvz {

LessonBar::LessonBar(LessonsPanel* panel, QWidget* parent)
    : QFrame(parent)
    , m_panel(panel)
    , m_heading(new QLabel(this))
    , m_text(new QLabel(this))
    , m_scroll(new QScrollArea(this))
    , m_back(new QPushButton(tr("‹ Back"), this))
    , m_showMe(new QPushButton(tr("Show me"), this))
    , m_next(new QPushButton(tr("Next ›"), this))
{
    setObjectName(QStringLiteral("lessonBar"));
    setFrameShape(QFrame::StyledPanel);
    m_heading->setObjectName(QStringLiteral("lessonBarHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_text->setObjectName(QStringLiteral("lessonBarText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_scroll->setWidget(m_text);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_showMe->setObjectName(QStringLiteral("lessonBarShowMe"));
    m_next->setObjectName(QStringLiteral("lessonBarNext"));
    m_back->setObjectName(QStringLiteral("lessonBarBack"));
    // The window's keys (the arrows, a clicker's Page Down) keep stepping the picture.
    for (QPushButton* b : { m_back, m_showMe, m_next })
        b->setFocusPolicy(Qt::NoFocus);
    auto* words = new QVBoxLayout;
    words->addWidget(m_heading);
    words->addWidget(m_scroll, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_showMe);
    buttons->addWidget(m_next);
    auto* side = new QVBoxLayout;
    side->addLayout(buttons);
    side->addStretch(1);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 4, 6, 4);
    row->addLayout(words, 1);
    row->addLayout(side);
    connect(m_back, &QPushButton::clicked, m_panel, &LessonsPanel::previousStep);
    connect(m_showMe, &QPushButton::clicked, m_panel, &LessonsPanel::showMe);
    connect(m_next, &QPushButton::clicked, m_panel, &LessonsPanel::nextStep);
    connect(m_panel, &LessonsPanel::stepChanged, this, &LessonBar::follow);
    follow();
}

QString LessonBar::headingText() const
{
    return m_heading->text();
}

void LessonBar::follow()
{
    m_heading->setText(m_panel->stepHeading());
    m_text->setText(m_panel->stepRichText());
    m_back->setEnabled(m_panel->canGoBack());
    m_next->setEnabled(m_panel->canGoOn());
    m_showMe->setEnabled(m_panel->currentStep() != nullptr);
    fitHeight();
}

void LessonBar::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    fitHeight();
}

// The text's height at the bar's width, up to three lines (it scrolls past them): the page keeps
// the rest of the screen.
void LessonBar::fitHeight()
{
    const int width = std::max(100, m_scroll->viewport()->width());
    const int wanted = m_text->heightForWidth(width);
    // A line as the label lays it out (Chinese takes a taller fallback face): whole lines only.
    QLabel probe;
    probe.setFont(m_text->font());
    probe.setTextFormat(Qt::RichText);
    probe.setText(m_text->text().left(12).toHtmlEscaped());
    const int line = std::max(m_text->fontMetrics().lineSpacing(), probe.sizeHint().height());
    const int limit = 3 * line;
    // Its preferred height, not a fixed one: a change of text never changes the window's minimum.
    m_scroll->setMaximumHeight(std::clamp(wanted, line, limit));
}

} // namespace cvz
