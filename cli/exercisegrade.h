// cudaviz exercise grade and check --gradescope (exercisegrade.cpp).
#pragma once

#include "playground/grading/exercisecheck.h"

#include <QString>
#include <optional>

namespace cvz {

struct GradeRequest
{
    QString folder; // one STUDENT.cu or STUDENT/ folder each
    int jobs = 1;
    std::optional<quint32> seed; // else the last run's, else a fresh one
    QString csv, junit; // reports to write; empty: none
    bool fresh = false; // grade every submission again, unchanged or not
};

// Grades the class, writes its reports and prints the summary; returns the exit status (0 graded,
// 1 a report could not be written, 2 bad input or a broken exercise).
int gradeClassCommand(const Exercise& exercise, const GradeRequest& request);
// Gradescope's results.json of one check at `path`; false (said on stderr) when it cannot be written.
bool writeGradescope(
    const Exercise& exercise, const ExerciseAttempt& attempt, const QString& file, const QString& path);
// Checks at once by default: one a core.
int defaultGradeJobs();

} // namespace cvz
