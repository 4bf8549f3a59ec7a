// The Playground page as a student uses it: run an example, survive a crashing kernel, see a
// compile error's line, cancel an endless kernel, pass an exercise.
#include "playgroundview/codeeditor.h"
#include "playgroundview/exercisebar.h"
#include "playgroundview/foldertabs.h"
#include "playgroundview/playgroundpage.h"
#include "playgroundview/programview.h"
#include "playgroundview/runresultview.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
QString status(const PlaygroundPage& page)
{
    return page.findChild<QLabel*>(QStringLiteral("playgroundStatus"))->text();
}

bool waitForRun(const PlaygroundPage& page)
{
    return QTest::qWaitFor([&] { return !page.isRunning(); }, 60000);
}

QStringList findings(const PlaygroundPage& page)
{
    QStringList out;
    auto* list = page.findChild<QListWidget*>(QStringLiteral("playgroundFindings"));
    for (int k = 0; k < list->count(); ++k)
        out << list->item(k)->text();
    return out;
}
} // namespace

TEST(PlaygroundPage, RunsTheFirstExampleWithoutFindings)
{
    PlaygroundPage page;
    page.show();
    EXPECT_EQ(
        page.findChild<QComboBox*>(QStringLiteral("playgroundKernel"))->currentText(), QStringLiteral("vectorAdd"));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_TRUE(status(page).endsWith(QStringLiteral("no findings."))) << status(page).toStdString();
    EXPECT_EQ(page.findChild<QComboBox*>(QStringLiteral("playgroundArray"))->currentText(),
        QStringLiteral("C (1000 elements)"));
}

TEST(PlaygroundPage, ACrashingKernelIsAFindingAndThePageGoesOn)
{
    PlaygroundPage page;
    page.setSource(QStringLiteral("// cudaviz-launch: --block 32 --arg a=float[32]\n"
                                  "__global__ void wild(float* a)\n{\n    a[threadIdx.x * 100000000] = 1.0f;\n}\n"),
        QStringLiteral("wild.cu"));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(status(page), QStringLiteral("1 finding: see the marked lines and Findings."));
    ASSERT_EQ(findings(page).size(), 1);
    EXPECT_TRUE(
        findings(page)[0].startsWith(QStringLiteral("Line 4 — Illegal memory access: thread 1 accessed address")))
        << findings(page)[0].toStdString();
    page.loadExample(QStringLiteral("vector_add.cu"));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_TRUE(status(page).endsWith(QStringLiteral("no findings.")));
}

TEST(PlaygroundPage, ACompileErrorMarksItsLine)
{
    PlaygroundPage page;
    page.setSource(QStringLiteral("// cudaviz-launch: --block 32 --arg a=float[32]\n"
                                  "__global__ void broken(float* a)\n{\n    a[threadIdx.x] = missing;\n}\n"),
        QStringLiteral("broken.cu"));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_TRUE(
        status(page).startsWith(QStringLiteral("The kernel does not compile: line 4: 'missing' was not declared")))
        << status(page).toStdString();
    ASSERT_FALSE(page.editor()->marks().isEmpty());
    EXPECT_EQ(page.editor()->marks()[0].line, 4);
}

TEST(PlaygroundPage, AnEndlessKernelIsCancelled)
{
    PlaygroundPage page;
    page.setSource(QStringLiteral("// cudaviz-launch: --block 32 --arg a=int[32] --timeout 60\n"
                                  "__global__ void spin(int* a)\n{\n    while (a[0] == 0) { }\n}\n"),
        QStringLiteral("spin.cu"));
    page.run();
    ASSERT_TRUE(QTest::qWaitFor([&] { return status(page).startsWith(QStringLiteral("Running")); }, 30000));
    page.cancel();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page.isRunning(); }, 20000))
        << status(page).toStdString(); // not the 60 s limit
    EXPECT_EQ(status(page), QStringLiteral("Cancelled."));
}

TEST(PlaygroundPage, AnExercisePassesWhenItsSolutionIsChecked)
{
    PlaygroundPage page;
    page.exercises()->choose(QStringLiteral("map"));
    const Exercise exercise = *page.exercises()->current();
    page.check(exercise);
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(status(page), QStringLiteral("Not yet: 3 of 3 launches fail, listed under Findings."));
    EXPECT_FALSE(ExerciseBar::isPassed(QStringLiteral("map")));
    const QStringList problems = findings(page);
    ASSERT_EQ(problems.size(), 6);
    EXPECT_EQ(problems[0], QStringLiteral("The launch shown (<<<1, 64>>>; a[64], out[64]):"));
    EXPECT_EQ(problems[2],
        QStringLiteral("Hidden launch 2 of 3 (smaller than a warp, random values: <<<1, 16>>>; a[16], out[16]):"));
    page.editor()->setPlainText(exercise.solution);
    page.check(exercise);
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(status(page),
        QStringLiteral("Passed on all 3 launches: the same result as the reference solution, within every limit."));
    EXPECT_TRUE(ExerciseBar::isPassed(QStringLiteral("map")));
    EXPECT_TRUE(findings(page).value(1).startsWith(QStringLiteral("Your kernel beside the reference solution")))
        << findings(page).join(u'\n').toStdString();
}

TEST(PlaygroundPage, AnExercisesCodeIsKeptAsItIsTyped)
{
    saveExerciseCode(QStringLiteral("zip"), {});
    saveExerciseCode(QStringLiteral("guard"), {});
    {
        PlaygroundPage page;
        page.exercises()->choose(QStringLiteral("zip"));
        ASSERT_TRUE(page.editor()->toPlainText().contains(QStringLiteral("// your code")));
        page.editor()->setPlainText(QStringLiteral("// my attempt at zip\n"));
        page.exercises()->choose(QStringLiteral("guard")); // switching keeps it, without waiting for the timer
        EXPECT_TRUE(page.editor()->toPlainText().contains(QStringLiteral("void guard(")));
        page.exercises()->choose(QStringLiteral("zip"));
        EXPECT_EQ(page.editor()->toPlainText(), QStringLiteral("// my attempt at zip\n"));
        page.editor()->setPlainText(QStringLiteral("// my second attempt\n"));
    } // closed at once: what was typed last is kept too
    // After a restart: the same code comes back.
    PlaygroundPage again;
    again.exercises()->choose(QStringLiteral("zip"));
    EXPECT_EQ(again.editor()->toPlainText(), QStringLiteral("// my second attempt\n"));
    saveExerciseCode(QStringLiteral("zip"), {});
}

TEST(PlaygroundPage, ATeachersExerciseFileIsAddedAndChecked)
{
    QTemporaryDir dir;
    const auto write = [&](const QString& name, const QByteArray& text) {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text);
        return f.fileName();
    };
    const QByteArray negate = R"json({"format": "cudaviz-exercise", "version": 1, "id": "teacher-negate",
        "title": "Negate", "task": "out[i] = -a[i]",
        "launch": "--grid 1 --block 32 --arg a=float[20]:iota --arg out=float[20] --arg n=20",
        "outputs": ["out"],
        "starter": ["__global__ void negate(const float* a, float* out, int n)", "{", "    // your code", "}"],
        "solution": ["__global__ void negate(const float* a, float* out, int n)", "{",
                     "    int i = threadIdx.x;", "    if (i < n)", "        out[i] = -a[i];", "}"]})json";
    PlaygroundPage page;
    QString error;
    ASSERT_TRUE(page.exercises()->addExerciseFile(write(QStringLiteral("negate.json"), negate), &error))
        << error.toStdString();
    auto* choice = page.exercises()->findChild<QComboBox*>(QStringLiteral("exerciseChoice"));
    const int builtIn = int(builtInExercises().size()); // after "choose an exercise"
    EXPECT_EQ(choice->itemText(builtIn + 1), QStringLiteral("    Negate (negate.json)"));
    EXPECT_EQ(choice->itemText(builtIn + 2), QStringLiteral("Open an exercise file…"));
    saveExerciseCode(QStringLiteral("teacher-negate"), {});
    page.exercises()->choose(QStringLiteral("teacher-negate"));
    EXPECT_TRUE(page.editor()->toPlainText().contains(QStringLiteral("void negate(")));
    page.check(*page.exercises()->current());
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(status(page), QStringLiteral("Not yet: 1 of 1 launch fails, listed under Findings."));

    QByteArray clash = negate;
    clash.replace("teacher-negate", "map");
    EXPECT_FALSE(page.exercises()->addExerciseFile(write(QStringLiteral("map.json"), clash), &error));
    EXPECT_EQ(error,
        dir.filePath(QStringLiteral("map.json"))
            + QStringLiteral(": the id 'map' is a built-in exercise's; give the file's exercise another id."));
    EXPECT_FALSE(page.exercises()->addExerciseFile(write(QStringLiteral("bad.json"), "{"), &error));
    EXPECT_TRUE(error.startsWith(dir.filePath(QStringLiteral("bad.json")) + QStringLiteral(": not JSON")))
        << error.toStdString();
    QSettings().remove(QStringLiteral("exercises/files"));
    saveExerciseCode(QStringLiteral("teacher-negate"), {});
}

TEST(PlaygroundPage, ALaunchTheFormCannotHoldIsSaidNotSilentlyChanged)
{
    PlaygroundPage page;
    page.setSource(
        QStringLiteral("// cudaviz-launch: --block 2048 --arg a=float[8]\n__global__ void k(float* a) { }\n"),
        QStringLiteral("big.cu"));
    EXPECT_EQ(status(page).toStdString(),
        "The launch comment of big.cu: The form cannot hold blockDim.x 2048 (at most "
        "1024): changed to the nearest value it can.");
}

// A whole program: the Kernel menu offers its main, Run runs it, and the page shows its output,
// its timeline and its launches, each launch's picture below; a host-side bug is marked on its line.
TEST(PlaygroundPage, AWholeProgramRunsFromMainWithItsTimelineAndLaunches)
{
    PlaygroundPage page;
    page.show();
    page.loadExample(QStringLiteral("program:matmul_events.cu"));
    EXPECT_TRUE(page.programChosen());
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(status(page), QStringLiteral("main ended with exit status 0; no findings."));
    ProgramView* view = page.program();
    ASSERT_TRUE(view->isVisible());
    EXPECT_TRUE(page.findChild<QPlainTextEdit*>(QStringLiteral("playgroundProgramOutput"))
                    ->toPlainText()
                    .contains(QStringLiteral("Result = PASS")));
    const QString summary = page.findChild<QLabel*>(QStringLiteral("playgroundProgramSummary"))->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("Modelled for NVIDIA T4, not measured"))) << summary.toStdString();
    QTableWidget* timeline = view->timeline();
    ASSERT_GT(timeline->rowCount(), 10);
    bool launch = false;
    for (int r = 0; r < timeline->rowCount(); ++r)
        launch = launch || timeline->item(r, 1)->text() == QStringLiteral("matmulTiled<<<(4, 4), (16, 16)>>>");
    EXPECT_TRUE(launch);
    EXPECT_EQ(view->launchIndex(), 0);
    // The launch's own picture: its arrays are the program's allocations.
    EXPECT_TRUE(
        page.findChild<QComboBox*>(QStringLiteral("playgroundArray"))->currentText().startsWith(QStringLiteral("d_")))
        << page.findChild<QComboBox*>(QStringLiteral("playgroundArray"))->currentText().toStdString();

    page.loadExample(QStringLiteral("program:bug_use_after_free.cu"));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(status(page), QStringLiteral("1 finding: see the marked lines and Program findings."));
    auto* list = page.findChild<QListWidget*>(QStringLiteral("playgroundProgramFindings"));
    ASSERT_EQ(list->count(), 1);
    EXPECT_TRUE(list->item(0)->text().contains(QStringLiteral("cudaFree released at line 19")))
        << list->item(0)->text().toStdString();

    // A file with main and a launch comment runs the kernel of the comment, as cudaviz run does.
    page.setSource(QStringLiteral("// cudaviz-launch: --block 32 --arg x=float[32]\n"
                                  "__global__ void twice(float* x) { x[threadIdx.x] *= 2; }\n"
                                  "int main() { return 0; }\n"),
        QStringLiteral("both.cu"));
    EXPECT_FALSE(page.programChosen());
    EXPECT_EQ(page.findChild<QComboBox*>(QStringLiteral("playgroundKernel"))->currentText(), QStringLiteral("twice"));

    // Back to a single kernel: the program's views go.
    page.loadExample(QStringLiteral("vector_add.cu"));
    EXPECT_FALSE(page.programChosen());
    EXPECT_FALSE(view->isVisible());
}

// A folder's program: the files it includes from the folder open in tabs; a tab shows its file (its
// edits are compiled with the program); a run shows the program's tab again, and a file alone (an
// example) closes the folder.
TEST(PlaygroundPage, AFolderProgramOpensItsIncludedFilesInTabs)
{
    const QString course = QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/folders/course");
    PlaygroundPage page;
    page.show();
    page.openProgram(course + QStringLiteral("/chapter1/scale_program.cu"), course);
    FolderTabs* tabs = page.files();
    ASSERT_TRUE(tabs->isVisible());
    QStringList names;
    for (int k = 0; k < tabs->count(); ++k)
        names << tabs->tabText(k);
    EXPECT_EQ(names,
        (QStringList { QStringLiteral("scale_program.cu"), QStringLiteral("scale.cuh"), QStringLiteral("check.cuh"),
            QStringLiteral("course_util.h"), QStringLiteral("course_values.h") }));
    EXPECT_TRUE(page.programChosen());

    // The kernel's header, edited: the program's check then fails, as it would on a GPU.
    tabs->setCurrentIndex(1);
    EXPECT_EQ(tabs->shownFile(), QStringLiteral("chapter1/scale.cuh"));
    EXPECT_TRUE(page.editor()->toPlainText().contains(QStringLiteral("y[i] = factor * x[i];")));
    QTextCursor cursor = page.editor()->document()->find(QStringLiteral("factor * x[i]"));
    cursor.insertText(QStringLiteral("factor * x[i] + 1.0f"));
    EXPECT_TRUE(page.programChosen()); // the program's text decides, not the tab's
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(tabs->currentIndex(), 0);
    EXPECT_TRUE(page.findChild<QPlainTextEdit*>(QStringLiteral("playgroundProgramOutput"))
                    ->toPlainText()
                    .startsWith(QStringLiteral("1000 errors")))
        << status(page).toStdString();

    page.loadExample(QStringLiteral("vector_add.cu"));
    EXPECT_FALSE(tabs->isVisible());
    EXPECT_FALSE(tabs->isOpen());
}

// A whole program's command line: a field beside the Kernel menu, shown for a program only.
TEST(PlaygroundPage, AProgramsArgumentsAreGivenInTheirField)
{
    PlaygroundPage page;
    page.show();
    QFile f(QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/programs/arguments.cu"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    page.setSource(QString::fromUtf8(f.readAll()), QStringLiteral("arguments.cu"));
    ASSERT_TRUE(page.programChosen());
    EXPECT_TRUE(page.programArguments()->isVisible());
    page.programArguments()->setText(QStringLiteral("40 \"a name\""));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(page.findChild<QPlainTextEdit*>(QStringLiteral("playgroundProgramOutput"))->toPlainText(),
        QStringLiteral("argc 3, n 40, last 39, name 'a name'\n"))
        << status(page).toStdString();
    page.loadExample(QStringLiteral("vector_add.cu"));
    EXPECT_FALSE(page.programArguments()->isVisible());
}

// A program's sizes are set for a run in their field (cudaviz run --define); the editor keeps the file.
TEST(PlaygroundPage, AProgramRunsAtTheSizeGivenInItsField)
{
    PlaygroundPage page;
    page.show();
    QFile f(QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/programs/sized.cu"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString source = QString::fromUtf8(f.readAll());
    page.setSource(source, QStringLiteral("sized.cu"));
    ASSERT_TRUE(page.programChosen());
    EXPECT_TRUE(page.programSizes()->isVisible());
    page.programSizes()->setText(QStringLiteral("N=1000"));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(page.findChild<QPlainTextEdit*>(QStringLiteral("playgroundProgramOutput"))->toPlainText(),
        QStringLiteral("N 1000, last 999\n"))
        << status(page).toStdString();
    EXPECT_EQ(page.findChild<CodeEditor*>()->toPlainText(), source);
    page.programSizes()->setText(QStringLiteral("M=5"));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_TRUE(status(page).contains(QStringLiteral("It defines: N"))) << status(page).toStdString();
    page.loadExample(QStringLiteral("vector_add.cu"));
    EXPECT_FALSE(page.programSizes()->isVisible());
}

// A launch past the exact trace: the picture holds its traced blocks' accesses, and its legend says
// the other blocks ran untraced rather than that their elements were never touched.
TEST(PlaygroundPage, ASampledLaunchsPictureSaysWhichBlocksItHolds)
{
    PlaygroundPage page;
    page.show();
    QFile f(QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/programs/sampled_launch.cu"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    page.setSource(QString::fromUtf8(f.readAll()), QStringLiteral("sampled_launch.cu"));
    ASSERT_TRUE(page.programChosen());
    page.run();
    ASSERT_TRUE(waitForRun(page));
    const auto* legend = page.findChild<QLabel*>(QStringLiteral("playgroundLegend"));
    ASSERT_NE(legend, nullptr);
    EXPECT_TRUE(legend->text().contains(QStringLiteral("traced blocks of 16385 (the others ran untraced)")))
        << legend->text().toStdString() << status(page).toStdString();
    page.loadExample(QStringLiteral("vector_add.cu"));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_TRUE(legend->text().contains(QStringLiteral("not touched yet"))) << legend->text().toStdString();
}

// The Trace choice is cudaviz run --trace: with "none" no block of the example is traced, the run
// says so, and the output is still computed; "auto" traces them all again (it is remembered).
TEST(PlaygroundPage, TheTraceChoiceDecidesWhichBlocksAreTraced)
{
    QSettings().remove(QStringLiteral("playground/trace"));
    PlaygroundPage page;
    page.show();
    auto* trace = page.findChild<QComboBox*>(QStringLiteral("playgroundTrace"));
    ASSERT_TRUE(trace);
    ASSERT_EQ(trace->count(), 4);
    EXPECT_EQ(trace->currentData().toInt(), int(TraceMode::Auto));
    trace->setCurrentIndex(trace->findData(int(TraceMode::None)));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    const QString untraced = status(page) + findings(page).join(QLatin1Char('\n'));
    EXPECT_TRUE(untraced.contains(QStringLiteral("untraced"))) << untraced.toStdString();
    EXPECT_EQ(QSettings().value(QStringLiteral("playground/trace")).toInt(), trace->currentIndex());
    trace->setCurrentIndex(trace->findData(int(TraceMode::Auto)));
    page.run();
    ASSERT_TRUE(waitForRun(page));
    EXPECT_TRUE(status(page).endsWith(QStringLiteral("no findings."))) << status(page).toStdString();
    EXPECT_FALSE((status(page) + findings(page).join(QLatin1Char('\n'))).contains(QStringLiteral("untraced")));
}
