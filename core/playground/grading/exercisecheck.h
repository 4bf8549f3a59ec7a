// The check of an exercise: the student's kernel and the reference solution run on every shape
// of the exercise (the one its task shows, then hidden ones with fresh random inputs and
// poisoned outputs), outputs compared, the exercise's rules checked from the trace, and on a
// pass the student's traffic set beside the reference's. The Playground page and
// `cudaviz exercise check` share it.
#pragma once

#include "playground/engine/userrun.h"
#include "playground/grading/exercise.h"

#include <QJsonObject>
#include <atomic>
#include <optional>

namespace cvz {

// One thing wrong with an attempt on one shape.
struct ExerciseProblem
{
    // A rule's kind ("max_outputs_per_thread" ...), "wrong_output", "unwritten_output", or a
    // finding's kind ("race", "out_of_bounds", "timeout" ...).
    QString kind;
    int line = 0; // in the student's file; 0: not one line
    QString message; // translated
};

struct ShapeVerdict
{
    QString launch; // the shape's options
    QString description; // its sizes: "<<<1, 32>>>, n = 7"
    bool hidden = false;
    LocalizedText why; // what the shape tests; empty for the shown one
    bool passed = false;
    QList<ExerciseProblem> problems;
};

struct Verdict
{
    bool passed = false;
    quint32 seed = 0; // of the hidden shapes' random inputs: `--seed` repeats the check
    QList<ShapeVerdict> shapes;
    // On the shown shape: the student's traffic beside the reference's (on a pass, the lesson).
    QString comparison; // translated, one paragraph
    QJsonObject traffic; // {"global_load_sectors": [student, reference], ...}
    // Every problem as one line, each failing shape named first ("Hidden launch 2 of 4 ..."), the
    // shapes' reasons in `language`.
    QStringList messages(const QString& language) const;
    // The line that names shape k: "Hidden launch 2 of 4 (smaller than a warp: <<<1, 32>>> ...):".
    QString heading(qsizetype k, const QString& language) const;
};

// The rules an exercise file may name ("one_writer", "parallel" ...: see ExerciseRule), each
// with its check.
QStringList exerciseRuleKinds();

// The student's run of one shape against the reference's, and the exercise's rules.
ShapeVerdict checkShape(const Exercise& exercise, const UserRun& student, const UserRun& reference);

struct ExerciseAttempt
{
    CompileOutcome compiled; // the student's
    RunOutcome run; // the student's run of the shown shape
    std::optional<Verdict> verdict; // nothing when it could not be checked (see `error`)
    QString error;
};

// Compiles the student's source and the reference solution and runs both on every shape. The
// hidden shapes' random inputs are seeded with `seed` (a fresh one when none is given).
ExerciseAttempt attemptExercise(const Exercise& exercise, const QString& source,
    const std::atomic<bool>* cancel = nullptr, std::optional<quint32> seed = std::nullopt);

} // namespace cvz
