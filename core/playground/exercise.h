// Graded exercises: a task, a starter kernel with a hole, the launch, a reference solution
// whose result (run on this machine) is the expected one, and limits checked with the memory
// and race model ("at most 1 global read per element", "no bank conflicts"). Exercises are
// data files, as lessons are (docs/playground.md), so a teacher can add their own.
#pragma once

#include "lessons/lesson.h"
#include "userrun.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <atomic>
#include <optional>

namespace cvz::playground {

constexpr qint64 kMaxExerciseFileBytes = qint64(1) << 20;

struct ExerciseRule
{
    // "one_writer": every output element written by one thread; "max_global_reads_per_element"
    // (array, value); "no_bank_conflicts"; "max_sectors_per_request" (value); "uses_shared".
    QString kind;
    QString array;
    double value = 0.0;
};

struct Exercise
{
    QString id;
    LocalizedText title, task;
    QString launch; // options as in a launch comment: "--grid 1 --block 64 --arg ..."
    QStringList outputs; // the buffers compared with the reference's
    QList<ExerciseRule> rules;
    QString starter, solution; // CUDA sources
    QString source; // the file it came from
};

// Reads an exercise; on error nothing, and `error` says where and what.
std::optional<Exercise> parseExercise(const QByteArray& json, QString* error);
// The built-in exercises (resources/exercises), in order.
QList<Exercise> builtInExercises();

struct Verdict
{
    bool passed = false;
    QStringList problems; // translated, most telling first ("element 13 was never written")
};

// The student's run against the reference's, and the exercise's limits.
Verdict checkExercise(const Exercise& exercise, const UserRun& student, const UserRun& reference);

struct ExerciseAttempt
{
    CompileOutcome compiled; // the student's
    RunOutcome run; // the student's
    std::optional<Verdict> verdict; // nothing when it could not be checked (see `error`)
    QString error;
};

// Compiles and runs the student's source and the reference solution with the exercise's launch.
ExerciseAttempt attemptExercise(
    const Exercise& exercise, const QString& source, const std::atomic<bool>* cancel = nullptr);

} // namespace cvz::playground
