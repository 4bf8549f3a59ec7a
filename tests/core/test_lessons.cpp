#include "lessons/lesson.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

QString parseError(const char* json)
{
    QString error;
    EXPECT_FALSE(parseLesson(QByteArray(json), &error)) << json;
    return error;
}

// A valid lesson whose one step shows `show`.
QByteArray lessonWith(const char* show)
{
    return QByteArray(R"({"format": "cudaviz-lesson", "version": 1, "id": "t", "title": "T",
        "steps": [{"title": "S", "text": "X", "show": )")
        + show + "}]}";
}

QString showError(const char* show)
{
    QString error;
    EXPECT_FALSE(parseLesson(lessonWith(show), &error)) << show;
    return error;
}

} // namespace

TEST(Lessons, BuiltInLessonsLoadInBothLanguages)
{
    const LessonLibrary library = loadLessons();
    EXPECT_TRUE(library.errors.isEmpty()) << library.errors.join(QLatin1Char('\n')).toStdString();
    ASSERT_EQ(library.lessons.size(), 11u);
    for (const Lesson& lesson : library.lessons) {
        EXPECT_TRUE(lesson.title.has(QStringLiteral("en")) && lesson.title.has(QStringLiteral("zh_CN")))
            << lesson.id.toStdString();
        for (const LessonStep& step : lesson.steps)
            for (const LocalizedText* text : { &step.title, &step.text, &step.question })
                for (const char* language : { "en", "zh_CN" })
                    EXPECT_FALSE(text->text(QString::fromLatin1(language)).isEmpty())
                        << lesson.id.toStdString() << " " << language;
    }
    EXPECT_EQ(library.lessons.front().id, QStringLiteral("is-there-a-gpu"));
}

TEST(Lessons, GuardLessonShowsTheUnguardedLaunch)
{
    const LessonLibrary library = loadLessons();
    const auto guard = std::find_if(library.lessons.begin(), library.lessons.end(),
        [](const Lesson& l) { return l.id == QStringLiteral("why-the-guard"); });
    ASSERT_NE(guard, library.lessons.end());
    const LessonAction& show = guard->steps.front().show;
    EXPECT_EQ(show.page, LessonPage::Mapping);
    ASSERT_TRUE(show.mapping);
    EXPECT_EQ(show.mapping->kernel, TeachingKernel::VecAdd);
    EXPECT_EQ(show.mapping->shape[0], 1000);
    EXPECT_EQ(show.mapping->launch.block.x, 256);
    EXPECT_EQ(show.mapping->launch.grid.x, 4);
    EXPECT_FALSE(show.mapping->guard);
    EXPECT_EQ(show.thread, 1023);
}

TEST(Lessons, PlainStringsAreEnglishAndMissingLanguagesFallBack)
{
    QString error;
    const auto lesson = parseLesson(lessonWith(R"({"page": "devices"})"), &error);
    ASSERT_TRUE(lesson) << error.toStdString();
    EXPECT_EQ(lesson->title.text(QStringLiteral("zh_CN")), QStringLiteral("T"));
    EXPECT_TRUE(lesson->steps.front().question.isEmpty());
}

TEST(Lessons, GridIsFittedWhenLeftOut)
{
    QString error;
    const auto lesson = parseLesson(
        lessonWith(R"({"page": "mapping", "kernel": "matadd", "rows": 100, "cols": 70, "block": [16, 16]})"), &error);
    ASSERT_TRUE(lesson) << error.toStdString();
    const LaunchConfig& launch = lesson->steps.front().show.mapping->launch;
    EXPECT_EQ(launch.grid.x, 5); // ceil(70 / 16) columns
    EXPECT_EQ(launch.grid.y, 7); // ceil(100 / 16) rows
}

TEST(Lessons, MalformedFilesSayWhatIsWrong)
{
    EXPECT_TRUE(parseError("").contains(QStringLiteral("empty")));
    EXPECT_TRUE(parseError("{\"format\": ").contains(QStringLiteral("not valid JSON at byte")));
    EXPECT_TRUE(parseError("[1, 2]").contains(QStringLiteral("cudaviz-lesson")));
    EXPECT_TRUE(parseError(R"({"format": "cudaviz-lesson", "version": 7})").contains(QStringLiteral("version 7")));
    EXPECT_TRUE(parseError(R"({"format": "cudaviz-lesson", "version": 1, "title": "x", "steps": []})")
                    .contains(QStringLiteral("id is missing")));
    EXPECT_TRUE(parseError(R"({"format": "cudaviz-lesson", "version": 1, "id": "a", "title": "x", "steps": []})")
                    .contains(QStringLiteral("at least one step")));
    EXPECT_TRUE(parseError(R"({"format": "cudaviz-lesson", "version": 1, "id": "a", "title": 5, "steps": [{}]})")
                    .contains(QStringLiteral("title must be text")));
    EXPECT_EQ(parseError(R"({"format": "cudaviz-lesson", "version": 1, "id": "a", "title": "x",
        "steps": [{"title": "s", "text": "t"}]})")
                  .left(13),
        QStringLiteral("step 1: show "));
    EXPECT_TRUE(parseError(R"({"format": "cudaviz-lesson", "version": 1, "id": "a", "title": "x",
        "steps": [{"title": "s", "txt": "t", "show": {"page": "devices"}}]})")
                    .contains(QStringLiteral("unknown field 'txt'")));
}

// A lesson that measures a GPU: its flag, each step's CPU-only wording, and a run that keeps the
// earlier results; wrong types are named.
TEST(Lessons, AGpuLessonHasCpuOnlyWordingAndKeepsEarlierResults)
{
    QString error;
    const auto lesson = parseLesson(R"({"format": "cudaviz-lesson", "version": 1, "id": "a", "title": "x",
        "needsGpu": true, "steps": [{"title": "s", "text": "GPU text", "question": "GPU?",
        "cpuOnly": {"text": "CPU text", "question": "CPU?"},
        "show": {"page": "benchmark", "sizes": [64], "backends": ["cpu-eigen"], "run": true, "keep": true}}]})",
        &error);
    ASSERT_TRUE(lesson) << error.toStdString();
    EXPECT_TRUE(lesson->needsGpu);
    EXPECT_EQ(lesson->steps[0].cpuText.text(QStringLiteral("en")), QStringLiteral("CPU text"));
    EXPECT_EQ(lesson->steps[0].cpuQuestion.text(QStringLiteral("en")), QStringLiteral("CPU?"));
    EXPECT_TRUE(lesson->steps[0].show.keep);
    EXPECT_TRUE(parseError(R"({"format": "cudaviz-lesson", "version": 1, "id": "a", "title": "x", "needsGpu": "yes",
        "steps": [{"title": "s", "text": "t", "show": {"page": "devices"}}]})")
                    .contains(QStringLiteral("needsGpu must be true")));
    EXPECT_TRUE(parseError(R"({"format": "cudaviz-lesson", "version": 1, "id": "a", "title": "x",
        "steps": [{"title": "s", "text": "t", "cpuOnly": {"question": "q"}, "show": {"page": "devices"}}]})")
                    .contains(QStringLiteral("cpuOnly.text")));
    EXPECT_TRUE(showError(R"({"page": "benchmark", "sizes": [64], "backends": ["cpu-eigen"], "keep": 1})")
                    .contains(QStringLiteral("show.keep")));
    // The built-in lessons that measure a GPU (5 and 6) have a CPU wording for every step, in
    // both languages.
    int gpuLessons = 0;
    for (const Lesson& l : loadLessons().lessons)
        if (l.needsGpu) {
            ++gpuLessons;
            for (const LessonStep& step : l.steps)
                for (const LocalizedText* text : { &step.cpuText, &step.cpuQuestion })
                    for (const char* language : { "en", "zh_CN" })
                        EXPECT_TRUE(text->has(QString::fromLatin1(language))) << l.id.toStdString() << " " << language;
        }
    EXPECT_EQ(gpuLessons, 2);
}

TEST(Lessons, BadShowActionsNameTheField)
{
    EXPECT_TRUE(showError(R"({"page": "mapp"})").contains(QStringLiteral("show.page 'mapp'")));
    EXPECT_TRUE(showError(R"({"page": "devices", "kernel": "vecadd"})").contains(QStringLiteral("show.kernel")));
    EXPECT_TRUE(showError(R"({"page": "mapping", "kernel": "vecad", "n": 10, "block": [32]})")
                    .contains(QStringLiteral("show.kernel: unknown kernel 'vecad'")));
    EXPECT_TRUE(showError(R"({"page": "mapping", "kernel": "vecadd", "n": -1, "block": [32]})")
                    .contains(QStringLiteral("show.n")));
    // Every digit of a count: not "1.67772e+07 is too large (at most 1.67772e+07)".
    EXPECT_TRUE(showError(R"({"page": "mapping", "kernel": "vecadd", "n": 16777217, "block": [32]})")
                    .contains(QStringLiteral("show.n = 16777217 is too large (at most 16777216)")))
        << showError(R"({"page": "mapping", "kernel": "vecadd", "n": 16777217, "block": [32]})").toStdString();
    // A block of 2000 threads is refused with the page's own sentence (it names the limit).
    const QString tooBig = showError(R"({"page": "mapping", "kernel": "vecadd", "n": 10, "block": [2000]})");
    EXPECT_TRUE(tooBig.contains(QStringLiteral("1024"))) << tooBig.toStdString();
    EXPECT_TRUE(showError(R"({"page": "mapping", "kernel": "vecadd", "n": 10, "block": [32], "thread": 32})")
                    .contains(QStringLiteral("from 0 to 31")));
    EXPECT_TRUE(showError(R"({"page": "mapping", "kernel": "vecadd", "n": 10, "block": [32], "guard": "no"})")
                    .contains(QStringLiteral("true or false")));
    EXPECT_TRUE(showError(R"({"page": "mapping", "kernel": "matmul-tiled", "shape": "48x48"})")
                    .contains(QStringLiteral("MxKxN")));
    EXPECT_TRUE(showError(R"({"page": "benchmark", "sizes": [-1], "backends": ["cpu-eigen"]})")
                    .contains(QStringLiteral("show.sizes")));
    EXPECT_TRUE(showError(R"({"page": "benchmark", "sizes": [64], "backends": ["gpu-magic"]})")
                    .contains(QStringLiteral("'gpu-magic' is not a backend")));
    EXPECT_TRUE(showError(R"({"page": "benchmark", "sizes": [64]})").contains(QStringLiteral("at least one backend")));
    EXPECT_TRUE(showError(R"({"page": "charts", "chart": "pie"})").contains(QStringLiteral("bars, stacked")));
    EXPECT_TRUE(showError(R"({"page": "charts", "metric": "watts"})").contains(QStringLiteral("time or gflops")));
}

TEST(Lessons, UserFoldersAddAndReplaceLessonsAndReportBrokenFiles)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto write = [&dir](const char* name, const QByteArray& data) {
        QFile file(QDir(dir.path()).filePath(QString::fromLatin1(name)));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(data);
    };
    write("broken.json", "{ not json");
    write("mine.json", lessonWith(R"({"page": "charts"})"));
    QByteArray replacement = lessonWith(R"({"page": "devices"})");
    replacement.replace("\"id\": \"t\"", "\"id\": \"why-the-guard\"");
    write("guard.json", replacement);

    const LessonLibrary library = loadLessons({ dir.path() });
    ASSERT_EQ(library.errors.size(), 1);
    EXPECT_TRUE(library.errors.front().startsWith(QStringLiteral("broken.json: not valid JSON")))
        << library.errors.front().toStdString();
    EXPECT_EQ(library.lessons.size(), 12u); // eleven built in (one replaced) and one more
    EXPECT_EQ(library.lessons.back().id, QStringLiteral("t"));
    const auto guard = std::find_if(library.lessons.begin(), library.lessons.end(),
        [](const Lesson& l) { return l.id == QStringLiteral("why-the-guard"); });
    ASSERT_NE(guard, library.lessons.end());
    EXPECT_EQ(guard->title.text(QStringLiteral("en")), QStringLiteral("T"));
}

TEST(Lessons, UnreadableFileIsNamed)
{
    QString error;
    EXPECT_FALSE(loadLessonFile(QStringLiteral("/nonexistent/lesson.json"), &error));
    EXPECT_EQ(error, QStringLiteral("/nonexistent/lesson.json: no such file")) << error.toStdString();
}

TEST(Lessons, MemoryPanelFieldsAreChecked)
{
    const QString base
        = QStringLiteral(R"({ "page": "mapping", "kernel": "transpose-naive", "rows": 64, "cols": 64, %1 })");
    const auto with = [&](const char* fields) { return base.arg(QLatin1String(fields)).toUtf8(); };
    QString error;
    EXPECT_FALSE(parseLesson(lessonWith(with(R"("panel": "graph")").constData()), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("show.panel"))) << error.toStdString();
    EXPECT_FALSE(parseLesson(lessonWith(with(R"("instruction": 3)").constData()), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("needs"))) << error.toStdString();
    EXPECT_FALSE(parseLesson(lessonWith(with(R"("panel": "memory", "instruction": 0)").constData()), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("show.instruction"))) << error.toStdString();
    const auto lesson = parseLesson(lessonWith(with(R"("panel": "memory", "instruction": 9)").constData()), &error);
    ASSERT_TRUE(lesson) << error.toStdString();
    const LessonAction& show = lesson->steps.front().show;
    EXPECT_EQ(show.memoryInstruction, 9);
    ASSERT_TRUE(show.mapping);
    EXPECT_EQ(show.mapping->launch.block, (Dim3 { 32, 8, 1 }));
    EXPECT_EQ(show.mapping->shape[0], 64);
}
