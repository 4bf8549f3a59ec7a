// Graded exercises: a task, a starter kernel with a hole, the launch it shows and hidden ones, a
// reference solution whose result (run on this machine) is the expected one, and rules checked
// with the memory and race model ("at most 1 global read per element", "one thread per
// element"). Exercises are data files, as lessons are (docs/exercises.md), so a teacher can add
// their own. The check itself is exercisecheck.h.
#pragma once

#include "lessons/lesson.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace cvz {

constexpr qint64 kMaxExerciseFileBytes = qint64(1) << 20;
constexpr int kExerciseFormatVersion = 1;
// Launches of one exercise, the shown one included: each runs on every check (a file of
// thousands would make one check run for hours).
constexpr qsizetype kMaxExerciseLaunches = 16;
// One check of one student's code: all its launches, the reference's runs included.
constexpr double kMaxCheckSeconds = 300.0;

struct ExerciseRule
{
    // "one_writer": every output element written by one thread; "max_global_reads_per_element"
    // (array, value); "no_bank_conflicts"; "max_sectors_per_request" (value); "uses_shared";
    // "max_outputs_per_thread" (value: output elements one thread may write); "parallel" (value:
    // the threads that write output, at least this share of the reference's); "every_block" (every
    // block the reference's work is spread over writes output too); "global_sectors" (value: at
    // most this many times the reference's global sectors); "global_atomics" (value: at most this many
    // times the reference's atomic operations on global memory); "max_shared_bytes" (value: shared
    // memory per block); "parallel_reads" (array, value: the threads that read it, at least this share
    // of the reference's); "barriers" (value: __syncthreads() passed, at most this many times the
    // reference's); "modelled_time" (gpu, value: the kernel's time modelled for that GPU, past the
    // launch latency, at most this many times the reference's: a performance exercise).
    QString kind;
    QString array;
    double value = 0.0;
    QString gpu; // modelled_time: a model GPU's key ("a100")
};

// Each k of the rules derived from the reference (derivedrules.h) for one exercise; 0 turns a rule
// off. An exercise file's "derived" object changes them, with its reason.
struct DerivedLimits
{
    double span = 2.0;
    double work = 2.0;
    double writers = 2.0;
    double atomics = 32.0;
    // "shared", "global_atomics", "shared_atomics", "warp_calls": kinds the student may not use
    // (the reference does not).
    QStringList forbid;
    // "global_atomics", "shared_atomics": kinds the reference does not use that the student may;
    // "no_warp_calls": the student may combine without the warp calls the reference makes.
    QStringList allow;
    QString reason; // why the file changed them (English; docs and `exercise show` print it)
};

// A launch the check runs besides the one the task shows: hidden ones are chosen to break the
// usual mistakes (smaller than a warp, not a multiple of the block, not square, large).
struct ExerciseShape
{
    QString launch; // options as in a launch comment, the same parameters as the shown launch
    bool hidden = true;
    LocalizedText why; // what it tests ("smaller than a warp"), shown once it fails
};

struct Exercise
{
    QString id;
    LocalizedText title, task;
    QString launch; // options as in a launch comment: "--grid 1 --block 64 --arg ..."
    QList<ExerciseShape> shapes; // the shown launch first, then the hidden ones
    QStringList outputs; // the buffers compared with the reference's
    // Outputs start filled with NaN (integers with 0x5A bytes) in every shape, so that an element
    // never written shows; false where the kernel adds to what is there (a histogram).
    bool poisonOutputs = true;
    QList<ExerciseRule> rules;
    DerivedLimits derived;
    // CUDA sources. The starter's comments may be translated: the starter in a language, else
    // in English (starterIn).
    LocalizedText starter;
    QString solution;
    QString starterIn(const QString& language) const { return starter.text(language); }
    QString source; // the file it came from
};

// Reads an exercise; on error nothing, and `error` says where and what.
std::optional<Exercise> parseExercise(const QByteArray& json, QString* error);
// The built-in exercises (resources/exercises), in order.
QList<Exercise> builtInExercises();
// An exercise file a teacher wrote, at most kMaxExerciseFileBytes; its errors name the file.
std::optional<Exercise> loadExerciseFile(const QString& path, QString* error);

// Which exercises this user has passed (the app's settings): the page and the CLI share them. A tick
// means the exercise's current code (savedExerciseCode) is the code that last passed: a later
// failed check of it, or an edit, takes the tick away.
bool isExercisePassed(const QString& id);
// A check of `code` for exercise `id`: a pass marks that code passed; a failure clears the mark.
void recordExerciseCheck(const QString& id, const QString& code, bool passed);
// A student's code for an exercise, kept as it is typed (empty: none kept; saving empty forgets it).
QString savedExerciseCode(const QString& id);
void saveExerciseCode(const QString& id, const QString& code);
// `cudaviz exercise check ID FILE` of a built-in exercise: the file becomes the exercise's current
// code when the page holds none, the same code, or an earlier version of the same file (else the
// page's code is the student's other work, and keeps its tick). Returns whether it did.
bool recordCommandLineCheck(const QString& id, const QString& code, const QString& filePath, bool passed);

} // namespace cvz
