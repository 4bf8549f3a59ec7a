// The Playground page as a student uses it: run an example, survive a crashing kernel, see a
// compile error's line, cancel an endless kernel, pass an exercise.
#include "playgroundview/codeeditor.h"
#include "playgroundview/exercisebar.h"
#include "playgroundview/playgroundpage.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTest>
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
    EXPECT_EQ(status(page), QStringLiteral("1 finding(s): see the marked lines and Findings."));
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
    const playground::Exercise exercise = *page.exercises()->current();
    page.check(exercise);
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(status(page), QStringLiteral("Not yet: 1 problem(s), listed under Findings."));
    EXPECT_FALSE(ExerciseBar::isPassed(QStringLiteral("map")));
    page.editor()->setPlainText(exercise.solution);
    page.check(exercise);
    ASSERT_TRUE(waitForRun(page));
    EXPECT_EQ(status(page), QStringLiteral("Passed: the same result as the reference solution, within every limit."));
    EXPECT_TRUE(ExerciseBar::isPassed(QStringLiteral("map")));
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
