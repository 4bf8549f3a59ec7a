#include "predictpanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cvz {

PredictPanel::PredictPanel(QWidget* parent)
    : QWidget(parent)
    , m_question(new QLabel(this))
    , m_answer(new QLineEdit(this))
    , m_check(new QPushButton(tr("Check"), this))
    , m_next(new QPushButton(tr("Next question"), this))
    , m_show(new QPushButton(tr("Show the thread"), this))
    , m_feedback(new QLabel(this))
    , m_score(new QLabel(this))
{
    setObjectName(QStringLiteral("predictPanel"));
    m_question->setObjectName(QStringLiteral("predictQuestion"));
    m_question->setWordWrap(true);
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);
    m_answer->setObjectName(QStringLiteral("predictAnswer"));
    m_answer->setPlaceholderText(tr("Your answer: numbers, e.g. 2, 188"));
    m_feedback->setObjectName(QStringLiteral("predictFeedback"));
    m_feedback->setWordWrap(true);
    m_feedback->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_show->setObjectName(QStringLiteral("predictShow"));
    m_show->setToolTip(tr("Move the picture to the thread this question is about."));
    auto* row = new QHBoxLayout;
    row->addWidget(m_answer, 1);
    row->addWidget(m_check);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_show);
    buttons->addWidget(m_next);
    buttons->addStretch(1);
    auto* intro = new QLabel(tr("Work it out from the launch, type the numbers, then check: the app answers with the "
                                "same arithmetic that draws the picture."),
        this);
    intro->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_question);
    layout->addLayout(row);
    layout->addWidget(m_feedback);
    layout->addLayout(buttons);
    layout->addWidget(m_score);
    layout->addStretch(1);
    connect(m_check, &QPushButton::clicked, this, &PredictPanel::check);
    connect(m_answer, &QLineEdit::returnPressed, this, &PredictPanel::check);
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_questions.empty())
            return;
        if (++m_index >= m_questions.size()) { // a new round, with other elements
            m_index = 0;
            ++m_seed;
        }
        showQuestion();
    });
    connect(m_show, &QPushButton::clicked, this, [this] {
        if (const PredictQuestion* q = question(); q && q->thread >= 0)
            Q_EMIT showThread(q->thread);
    });
    setMapping(std::nullopt);
}

void PredictPanel::setMapping(const std::optional<ThreadMapping>& mapping)
{
    const size_t index = m_index;
    m_questions = mapping ? predictQuestions(*mapping, m_seed) : std::vector<PredictQuestion> {};
    m_index = m_questions.empty() ? 0 : std::min(index, m_questions.size() - 1);
    showQuestion();
}

const PredictQuestion* PredictPanel::question() const
{
    return m_index < m_questions.size() ? &m_questions[m_index] : nullptr;
}

void PredictPanel::showQuestion()
{
    const PredictQuestion* q = question();
    m_answered = false;
    m_question->setText(q ? q->text
                          : tr("Questions are asked about the index kernels (vector add, grid-stride, matrix add, 3D): "
                               "choose one of them."));
    m_answer->clear();
    m_answer->setEnabled(q);
    m_check->setEnabled(q);
    m_next->setEnabled(q);
    m_show->setVisible(q && q->thread >= 0);
    m_show->setEnabled(false); // after an answer: first predict, then look
    m_feedback->clear();
    m_score->setText(m_asked ? tr("%1 of %2 right so far.").arg(m_right).arg(m_asked) : QString());
}

void PredictPanel::answer(const QString& typed)
{
    m_answer->setText(typed);
    check();
}

void PredictPanel::check()
{
    const PredictQuestion* q = question();
    if (!q)
        return;
    const PredictCheck c = checkPrediction(*q, m_answer->text());
    m_feedback->setText(c.feedback);
    if (!c.complete)
        return;
    if (!m_answered) { // only the first complete answer to a question counts
        m_answered = true;
        ++m_asked;
        m_right += c.right;
    }
    m_show->setEnabled(m_answered);
    m_score->setText(tr("%1 of %2 right so far.").arg(m_right).arg(m_asked));
}

} // namespace cvz
