// Grading a whole class: every submission in a folder (one .cu file, or one folder, per student,
// named by the student) checked against one exercise on the machine's cores, each check in the
// sandbox as `exercise check` runs it, with the same hidden inputs for everyone (one seed). A
// rerun takes the grades of unchanged submissions from the last run. The reports a gradebook
// reads are gradereports.h.
#pragma once

#include "playground/grading/exercisecheck.h"

#include <QList>
#include <QString>
#include <atomic>
#include <functional>
#include <optional>

namespace cvz {

// A class may hold at most this many submissions: each is a check of up to kMaxCheckSeconds.
constexpr qsizetype kMaxClassSubmissions = 5000;

struct Submission
{
    QString student; // the file's name without .cu, or the folder's name
    QString file; // the .cu file checked; empty when `error` says why there is none
    QString error; // a folder with no .cu file, or several and none named ID.cu (translated)
};

// One launch of one student's check.
struct LaunchGrade
{
    QString name; // "The launch shown (<<<1, 64>>> ...)", "Hidden launch 2 of 4 (...)"
    bool hidden = false;
    bool passed = false;
    QStringList messages; // the problems, translated
};

struct StudentGrade
{
    QString student;
    bool passed = false;
    int score = 0; // launches passed
    int maxScore = 0; // launches checked (0 when it did not compile: the exercise's count is used)
    QString failedLaunch; // the first launch that failed
    QString firstMessage; // its first problem, or why it was not checked
    double seconds = 0.0;
    bool compiled = false;
    QList<LaunchGrade> launches;
    QString digest; // of the submission and the exercise: a rerun reuses a grade with the same one
    bool reused = false; // taken from the last run
};

// The submissions in `folder`, by student name. `exerciseId` names a folder's file when it holds
// several .cu files (ID.cu). Hidden files and other files are skipped.
QList<Submission> findSubmissions(const QString& folder, const QString& exerciseId, QString* error);

// One student's check, as a grade.
StudentGrade gradeAttempt(
    const Exercise& exercise, const Submission& submission, const ExerciseAttempt& attempt, const QString& language);

struct ClassGradeOptions
{
    int jobs = 1; // checks at once
    quint32 seed = 0; // of every check's hidden inputs
    QString cacheFile; // the last run's grades (read, then rewritten); empty: none
    QString language = QStringLiteral("en");
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(const StudentGrade&, int done, int total)> graded; // called in order of completion
};

// The seed of the grades kept in `cacheFile` (ClassGradeOptions::cacheFile), if it holds any: a
// rerun uses it, so its grades stay comparable.
std::optional<quint32> lastGradeSeed(const QString& cacheFile);

// Grades every submission (the reference solution is checked first: a broken exercise grades no
// one, and `error` says why). Grades come back in the submissions' order.
QList<StudentGrade> gradeClass(
    const Exercise& exercise, const QList<Submission>& submissions, const ClassGradeOptions& options, QString* error);

} // namespace cvz
