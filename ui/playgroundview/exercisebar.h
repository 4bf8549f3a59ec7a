#pragma once

#include "playground/grading/exercise.h"

#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace cvz {

// The playground's exercises: pick one (a tick marks those passed), read its task, start from
// its starter kernel, and Check: the page runs the attempt and the reference solution.
class ExerciseBar : public QWidget
{
    Q_OBJECT
public:
    explicit ExerciseBar(QWidget* parent = nullptr);

    const Exercise* current() const;
    // A check of `code` (the exercise's current code) passed or failed: its tick follows.
    void recordCheck(const QString& id, const QString& code, bool passed);
    static bool isPassed(const QString& id);
    void setChecking(bool checking);
    void choose(const QString& id);
    // A teacher's exercise file, added after the built-in ones (and again at the next start): a file
    // with an id already added replaces that exercise. False, with the reason, when it cannot be.
    bool addExerciseFile(const QString& path, QString* error);

Q_SIGNALS:
    // Load the exercise: the student's code kept for it, or its starter (always when `fromStarter`,
    // the "Start over" button).
    void started(const Exercise& exercise, bool fromStarter);
    void checkRequested(const Exercise& exercise);

private:
    void refreshTitles();
    void showTask();
    void openFile(); // asks for an exercise file
    int openFileIndex() const { return int(m_exercises.size()) + 1; }

    QList<Exercise> m_exercises; // the built-in ones, then those from files
    qsizetype m_builtIn = 0;
    int m_chosen = 0; // the list's index of the exercise chosen (0: none)
    QComboBox* m_choice;
    QLabel* m_task;
    QPushButton* m_check;
    QPushButton* m_restart;
};

} // namespace cvz
