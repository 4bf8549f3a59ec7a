#pragma once

#include "mapping/animationcursor.h"

#include "bench/backends.h"
#include "charts/chartdata.h"
#include "mapping/mappingsetup.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <map>
#include <optional>
#include <vector>

namespace cvz {

// A lesson text in several languages ("en", "zh_CN"); a plain JSON string counts as English,
// so a teacher can write a lesson in one language.
struct LocalizedText
{
    std::map<QString, QString> byLanguage;

    // The text in `language`, else English, else any language there is.
    QString text(const QString& language) const;
    bool has(const QString& language) const { return byLanguage.count(language) > 0; }
    bool isEmpty() const { return byLanguage.empty(); }
};

// Text, or {"en": ..., "zh_CN": ...}, of at most `maxChars` characters in each language;
// `where` names the field in messages. Lessons and the playground's exercises read their texts so.
std::optional<LocalizedText> readLocalizedText(
    const QJsonValue& value, const QString& where, bool required, qsizetype maxChars, QString* error);

// A lesson's plain text as rich text: HTML escaped (so "i < n" stays text), and `code` between
// backticks set in the monospace face, without the backticks.
QString lessonRichText(const QString& plain);

enum class LessonPage
{
    Devices,
    Mapping,
    Benchmark,
    Charts
};

QString lessonPageKey(LessonPage page); // "devices", "mapping", "benchmark", "charts"

// What "Show me" sets up: a page and, for it, the state the step talks about.
struct LessonAction
{
    LessonPage page = LessonPage::Devices;
    // mapping: the launch to show (validated like the page's own form) and where to stop
    std::optional<MappingSetup> mapping;
    std::optional<int64_t> thread; // move the animation to this thread's step
    StepMode step = StepMode::Thread; // how far one step goes; always set, so Show me lands the same way
    // mapping: open the Memory tab (not the Code tab) at this warp instruction (1-based, as on screen)
    std::optional<int> memoryInstruction;
    // mapping, with the Memory tab: the occupancy box's what-if on sm_90, in place of the
    // compiler's numbers for the kernel (so the step's numbers hold whatever the build has)
    std::optional<int> registers; // per thread, 1 to 255
    std::optional<int> sharedBytes; // per block, 0 to 227 KiB ("shared")
    // benchmark: the form's sizes and backends, and whether to start the run
    QString sizes; // as the Sizes field takes them, "64,1024"
    std::vector<Backend> backends;
    bool run = false;
    bool pinned = true; // GPU copies through page-locked (pinned) or pageable host memory
    bool keep = false; // keep the earlier results of other sizes and backends (a later step needs them)
    // charts
    std::optional<ChartKind> chart;
    std::optional<ChartMetric> metric;
};

struct LessonStep
{
    LocalizedText title;
    LocalizedText text;
    LocalizedText question; // something to think about; may be empty
    // "cpuOnly": the text and question for a machine without a GPU, in a lesson that needs one
    LocalizedText cpuText, cpuQuestion;
    LessonAction show;
};

struct Lesson
{
    QString id; // unique; a user's lesson with a built-in id replaces the built-in one
    LocalizedText title;
    std::vector<LessonStep> steps;
    bool needsGpu = false; // measures a GPU: without one it says so at its start (LessonsPanel)
    QString source; // the file it came from
};

// The most a lesson file may weigh (the built-in ones are under 20 KB).
constexpr qint64 kMaxLessonFileBytes = qint64(1) << 20;

// Reads a lesson (format described in docs/lessons.md). On error: nothing, and `error`
// says where and what (for example "step 2: show.kernel 'vecad' is not a kernel; use
// vecadd, grid-stride, matadd, 3d, matmul-naive, ...").
std::optional<Lesson> parseLesson(const QByteArray& json, QString* error);
// The same from a file; the error starts with the file's name.
std::optional<Lesson> loadLessonFile(const QString& path, QString* error);

struct LessonLibrary
{
    std::vector<Lesson> lessons; // built-in first (by file name), then the user's
    QStringList errors; // one line per file that could not be read; the others still load
};

// The lessons compiled into the app (:/cudaviz/lessons/*.json) and the JSON files in `folders`.
LessonLibrary loadLessons(const QStringList& folders = {});

} // namespace cvz
