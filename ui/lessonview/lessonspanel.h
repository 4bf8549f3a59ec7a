#pragma once

#include "lessons/lesson.h"

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;

namespace cvz {

// The Lessons panel: one lesson at a time, one step at a time, each step with a text, a
// question and a "Show me" button that asks the window to set the app up.
class LessonsPanel : public QWidget
{
    Q_OBJECT
public:
    // `folders`: where a teacher's own lesson files live (besides the built-in ones).
    explicit LessonsPanel(QStringList folders, QWidget* parent = nullptr);

    const LessonLibrary& library() const { return m_library; }
    int lessonIndex() const;
    int stepIndex() const { return m_step; }
    const LessonStep* currentStep() const;
    QString errorText() const; // what the panel says about unreadable files ("" when none)
    // The current step as the panel shows it, for the presentation's lesson bar: "Lesson title ·
    // Step 2 of 3: step title", and its text with the question (rich text; the CPU wording on a
    // machine without a GPU).
    QString stepHeading() const;
    QString stepRichText() const;
    bool canGoBack() const;
    bool canGoOn() const;

    // The folder "Open lessons folder" shows (the first of `folders`).
    static QString userLessonFolder();

public Q_SLOTS:
    void reload();
    void setCurrent(int lesson, int step);
    void nextStep();
    void nextLesson(); // the next lesson's first step, from any step
    void previousStep();
    void showMe(); // emits showRequested for the current step
    // Whether this machine has a CUDA GPU: a lesson that needs one words its steps for the CPU
    // alone without it, and says so at its start.
    void setGpuAvailable(bool available);

Q_SIGNALS:
    void showRequested(const cvz::LessonAction& action);
    void stepChanged(); // another step or lesson, or the same in other words (a GPU came or went)
    void openResultsRequested(); // "Open GPU results…": results measured on a machine with a GPU

protected:
    void changeEvent(QEvent* event) override;

private:
    // The constructor's parts, called in this order.
    void setupStepWidgets();
    void setupNoGpuNotice();
    QHBoxLayout* buildFileRow(); // "Your lessons…" and Reload
    void buildLayout();

    void updateStep();
    void updateTitleFont();
    void openFolder();

    QStringList m_folders;
    LessonLibrary m_library;
    int m_step = 0;
    bool m_gpu = true;
    QComboBox* m_lessons;
    QLabel* m_counter;
    QLabel* m_title;
    QLabel* m_text;
    QLabel* m_question;
    QLabel* m_noGpu; // a lesson that needs a GPU, on a machine without one
    QPushButton* m_openResults;
    QLabel* m_errors;
    QPushButton* m_back;
    QPushButton* m_showMe;
    QPushButton* m_next;
};

} // namespace cvz
