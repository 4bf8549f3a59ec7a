#pragma once

#include "mapping/predictquestions.h"

#include <QWidget>
#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;

namespace cvz {

// "Predict, then check" for the launch on screen: a question, a typed answer, the app's
// verdict with the substituted formulas, and the thread shown in the picture.
class PredictPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PredictPanel(QWidget* parent = nullptr);

    // The launch's mapping (an index kernel), or nothing (a matmul or transpose trace).
    void setMapping(const std::optional<ThreadMapping>& mapping);
    const PredictQuestion* question() const;
    void answer(const QString& typed); // as if typed and checked

Q_SIGNALS:
    void showThread(int64_t thread);

private:
    void showQuestion();
    void check();

    std::vector<PredictQuestion> m_questions;
    size_t m_index = 0;
    uint32_t m_seed = 1;
    int m_right = 0, m_asked = 0;
    bool m_answered = false;
    QLabel* m_question;
    QLineEdit* m_answer;
    QPushButton* m_check;
    QPushButton* m_next;
    QPushButton* m_show;
    QLabel* m_feedback;
    QLabel* m_score;
};

} // namespace cvz
