#include "bench/benchrequest.h"
#include "benchview/benchmarkpage.h"
#include "benchview/benchresultsmodel.h"
#include "chartview/chartspage.h"
#include "devicespage.h"
#include "i18n/plaincopies.h"
#include "lessonview/lessonspanel.h"
#include "mainwindow.h"
#include "mappingview/animationbar.h"
#include "mappingview/formulapanel.h"
#include "mappingview/launchcontrols.h"
#include "mappingview/memorypanel.h"
#include "mappingview/threadmappingpage.h"
#include "uitesthelpers.h"
#include "util/linebreaks.h"

#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

class LessonsTest : public IsolatedTest
{
protected:
    void writeLesson(const char* name, const QByteArray& data)
    {
        QFile file(QDir(m_lessonDir.path()).filePath(QString::fromLatin1(name)));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(data);
    }
};

void expectSameSetup(const MappingSetup& shown, const MappingSetup& wanted)
{
    EXPECT_EQ(shown.kernel, wanted.kernel);
    EXPECT_EQ(shown.guard, wanted.guard);
    EXPECT_EQ(shown.launch.grid.x, wanted.launch.grid.x);
    EXPECT_EQ(shown.launch.grid.y, wanted.launch.grid.y);
    EXPECT_EQ(shown.launch.block.x, wanted.launch.block.x);
    EXPECT_EQ(shown.launch.block.y, wanted.launch.block.y);
    EXPECT_EQ(shown.shape, wanted.shape);
}

// After "Show me" of a Thread Mapping step: the launch, the step, the side tab and its instruction.
void expectMappingShown(MainWindow& window, const LessonAction& action)
{
    EXPECT_EQ(window.tabs()->currentWidget(), reinterpret_cast<QWidget*>(window.mappingPage()));
    ThreadMappingPage& page = *window.mappingPage();
    ASSERT_TRUE(QTest::qWaitFor([&page] { return !page.isTracing(); }, 30000));
    QCoreApplication::processEvents();
    ASSERT_TRUE(action.mapping);
    expectSameSetup(page.controls()->setup().value(), *action.mapping);
    EXPECT_EQ(page.scene().launch().totalThreads(), action.mapping->launch.totalThreads());
    EXPECT_EQ(page.cursor().mode(), action.step);
    if (action.thread) {
        EXPECT_LE(page.cursor().first(), *action.thread);
        EXPECT_GT(page.cursor().first() + page.cursor().count(), *action.thread);
    }
    if (action.memoryInstruction) {
        EXPECT_EQ(page.sideTabs()->currentWidget(), reinterpret_cast<QWidget*>(page.memory()));
        ASSERT_TRUE(QTest::qWaitFor([&page] { return !page.memory()->isRecording(); }, 30000));
        ASSERT_TRUE(page.memory()->recorded());
        EXPECT_EQ(page.memory()->currentInstruction(), *action.memoryInstruction - 1);
        // The occupancy box holds the step's what-if, not the compiler's numbers.
        if (action.registers) {
            EXPECT_EQ(page.memory()->whatIfRegisters(), *action.registers);
        }
        if (action.sharedBytes) {
            EXPECT_EQ(page.memory()->whatIfSharedBytes(), *action.sharedBytes);
        }
    } else {
        EXPECT_EQ(page.sideTabs()->currentWidget(), reinterpret_cast<QWidget*>(page.formulas()));
    }
}

// After "Show me": is the app in the state the step describes?
void expectShown(MainWindow& window, const LessonAction& action, const std::string& where)
{
    SCOPED_TRACE(where);
    switch (action.page) {
    case LessonPage::Devices:
        EXPECT_EQ(window.tabs()->currentWidget(), window.devicesPage());
        ASSERT_TRUE(waitForProbe(*window.devicesPage()));
        break;
    case LessonPage::Mapping:
        expectMappingShown(window, action);
        break;
    case LessonPage::Benchmark: {
        EXPECT_EQ(window.tabs()->currentWidget(), reinterpret_cast<QWidget*>(window.benchmarkPage()));
        BenchmarkPage& page = *window.benchmarkPage();
        ASSERT_TRUE(QTest::qWaitFor([&page] { return !page.isRunning(); }, 120000));
        QString error;
        const auto request = page.request(&error);
        ASSERT_TRUE(request) << error.toStdString();
        const auto sizes = parseSizes(action.sizes, &error);
        ASSERT_TRUE(sizes);
        ASSERT_EQ(request->shapes.size(), sizes->size());
        for (size_t i = 0; i < sizes->size(); ++i)
            EXPECT_EQ(request->shapes[i].m, (*sizes)[i].m);
        // Exactly the step's backends that this machine can run (no GPU here: the CPU ones).
        std::vector<Backend> usable;
        for (Backend b : action.backends)
            if (!isGpu(b) || window.devicesPage()->report().cudaAvailable())
                usable.push_back(b);
        EXPECT_EQ(request->backends.size(), usable.size());
        if (action.run) {
            // The worker may have ended while its results are still queued for the page: wait for them.
            // A run that keeps the earlier results (lesson 6.3) has them too.
            const int rows = int(sizes->size() * usable.size());
            EXPECT_TRUE(QTest::qWaitFor(
                [&] {
                    return action.keep ? !page.isRunning() && page.model()->rowCount() > rows
                                       : page.model()->rowCount() == rows;
                },
                30000))
                << page.model()->rowCount() << " rows, not " << (action.keep ? "more than " : "") << rows;
        }
        break;
    }
    case LessonPage::Charts:
        EXPECT_EQ(window.tabs()->currentWidget(), reinterpret_cast<QWidget*>(window.chartsPage()));
        if (action.chart) {
            EXPECT_EQ(window.chartsPage()->kind(), *action.chart);
        }
        if (action.metric) {
            EXPECT_EQ(window.chartsPage()->metric(), *action.metric);
        }
        break;
    }
}

} // namespace

TEST_F(LessonsTest, EveryShowMePutsTheAppInTheStatedState)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.show();
    ASSERT_TRUE(waitForProbe(*window.devicesPage()));
    LessonsPanel& panel = *window.lessonsPanel();
    ASSERT_GE(panel.library().lessons.size(), 11u);
    auto* showMe = panel.findChild<QPushButton*>(QStringLiteral("showMe"));
    ASSERT_TRUE(showMe);
    for (size_t l = 0; l < panel.library().lessons.size(); ++l) {
        const Lesson& lesson = panel.library().lessons[l];
        for (size_t s = 0; s < lesson.steps.size(); ++s) {
            panel.setCurrent(int(l), int(s));
            ASSERT_EQ(panel.currentStep(), &lesson.steps[s]);
            showMe->click();
            expectShown(window, lesson.steps[s].show, lesson.id.toStdString() + " step " + std::to_string(s + 1));
        }
    }
}

// "Show me" lands on the same state whatever came before: another lesson's launch, the other
// step size, the animation playing, a preset picked by hand.
TEST_F(LessonsTest, ShowMeLandsTheSameFromAnyPriorState)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.show();
    ASSERT_TRUE(waitForProbe(*window.devicesPage()));
    LessonsPanel& panel = *window.lessonsPanel();
    ThreadMappingPage& page = *window.mappingPage();
    auto* presets = page.controls()->findChild<QComboBox*>(QStringLiteral("presetCombo"));
    const auto snapshot = [&] {
        EXPECT_TRUE(QTest::qWaitFor([&page] { return !page.isTracing(); }, 30000));
        QCoreApplication::processEvents();
        return std::tuple(page.cursor().first(), page.cursor().count(), int(page.cursor().mode()), page.isPlaying(),
            presets->currentText(), page.scene().threadCount());
    };
    for (size_t l = 0; l < panel.library().lessons.size(); ++l) {
        const Lesson& lesson = panel.library().lessons[l];
        for (size_t s = 0; s < lesson.steps.size(); ++s) {
            if (lesson.steps[s].show.page != LessonPage::Mapping)
                continue;
            SCOPED_TRACE(lesson.id.toStdString() + " step " + std::to_string(s + 1));
            // Prior state 1: a hand-picked preset, stepping by block, playing.
            page.controls()->applyPreset(0);
            page.animationBar()->setStepMode(StepMode::Block);
            page.togglePlay();
            panel.setCurrent(int(l), int(s));
            panel.showMe();
            const auto first = snapshot();
            // Prior state 2: the last step of the last lesson shown, stepping by warp, paused at the end.
            page.showSetup(mappingPresets().back().setup, std::nullopt, StepMode::Warp);
            snapshot();
            page.seek(page.cursor().threadCount());
            panel.showMe();
            EXPECT_EQ(snapshot(), first);
            EXPECT_FALSE(page.isPlaying());
        }
    }
}

TEST_F(LessonsTest, GuardLessonShowsTheOutOfBoundsWrites)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    ASSERT_TRUE(waitForProbe(*window.devicesPage()));
    LessonsPanel& panel = *window.lessonsPanel();
    panel.setCurrent(2, 0); // 3. Why if (i < n)? — guard off
    panel.showMe();
    const KernelScene& scene = window.mappingPage()->scene();
    ASSERT_EQ(scene.threadCount(), 1024);
    int outOfRange = 0;
    for (int64_t t = 0; t < scene.threadCount(); ++t)
        outOfRange += scene.state(t) == ThreadState::OutOfRange;
    EXPECT_EQ(outOfRange, 24); // threads 1000..1023 write past the end
    panel.nextStep(); // guard on: the same threads are idle instead
    panel.showMe();
    outOfRange = 0;
    for (int64_t t = 0; t < window.mappingPage()->scene().threadCount(); ++t)
        outOfRange += window.mappingPage()->scene().state(t) == ThreadState::OutOfRange;
    EXPECT_EQ(outOfRange, 0);
}

TEST_F(LessonsTest, StepButtonsFollowThePositionAndItIsRemembered)
{
    {
        LessonsPanel panel({ m_lessonDir.path() });
        auto* back = panel.findChild<QPushButton*>(QStringLiteral("lessonBack"));
        auto* next = panel.findChild<QPushButton*>(QStringLiteral("lessonNext"));
        EXPECT_EQ(panel.lessonIndex(), 0);
        EXPECT_FALSE(back->isEnabled());
        next->click();
        EXPECT_EQ(panel.stepIndex(), 1);
        // Lesson 1 has two steps: Next goes on to lesson 2, Back returns to lesson 1's last step.
        EXPECT_TRUE(next->isEnabled());
        EXPECT_EQ(next->text(), LessonsPanel::tr("&Next lesson ›")); // Alt+N in both texts
        next->click();
        EXPECT_EQ(panel.lessonIndex(), 1);
        EXPECT_EQ(panel.stepIndex(), 0);
        back->click();
        EXPECT_EQ(panel.lessonIndex(), 0);
        EXPECT_EQ(panel.stepIndex(), 1);
        const int last = int(panel.library().lessons.size()) - 1;
        panel.setCurrent(last, int(panel.library().lessons[size_t(last)].steps.size()) - 1);
        EXPECT_FALSE(next->isEnabled()); // the very end
        panel.setCurrent(5, 2);
    }
    LessonsPanel reopened({ m_lessonDir.path() });
    EXPECT_EQ(reopened.lessonIndex(), 5);
    EXPECT_EQ(reopened.stepIndex(), 2);
}

// View › Next lesson (Alt+L) skips to the next lesson's first step every time it is pressed, from
// any step; the Next button keeps one mnemonic.
TEST_F(LessonsTest, AltLGoesToTheNextLessonEveryTime)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    LessonsPanel* panel = window.lessonsPanel();
    panel->setCurrent(0, 1);
    for (int press = 1; press <= 3; ++press) {
        QTest::keyClick(&window, Qt::Key_L, Qt::AltModifier);
        EXPECT_EQ(panel->lessonIndex(), press) << "press " << press;
        EXPECT_EQ(panel->stepIndex(), 0);
    }
}

// A lesson's `code` shows in monospace, without its backticks, and "i < n" stays text.
TEST(LessonText, BackticksBecomeCodeAndTheRestIsEscaped)
{
    EXPECT_EQ(withoutBreakMarks(lessonRichText(QStringLiteral("use `i < n` here"))),
        QStringLiteral("use <code>i &lt; n</code> here"));
    EXPECT_EQ(lessonRichText(QStringLiteral("a lone ` stays")), QStringLiteral("a lone ` stays"));
}

// Lessons 5 and 6 measure a GPU: without one, the first step says so and offers a GPU results
// file, and every step is worded for the CPU backends alone.
TEST_F(LessonsTest, AGpuLessonWithoutAGpuSaysSoAndIsWordedForTheCpu)
{
    LessonsPanel panel({ m_lessonDir.path() });
    const int lesson = 5; // "6. Why the GPU is sometimes not faster"
    ASSERT_TRUE(panel.library().lessons[size_t(lesson)].needsGpu);
    auto* notice = panel.findChild<QLabel*>(QStringLiteral("lessonNoGpu"));
    auto* open = panel.findChild<QPushButton*>(QStringLiteral("lessonOpenResults"));
    auto* text = panel.findChild<QLabel*>(QStringLiteral("lessonText"));
    ASSERT_TRUE(notice && open && text);
    panel.setCurrent(lesson, 0);
    EXPECT_TRUE(notice->isHidden()) << "a GPU is assumed until the Devices page says otherwise";
    panel.setGpuAvailable(false);
    EXPECT_FALSE(notice->isHidden());
    EXPECT_FALSE(open->isHidden());
    EXPECT_TRUE(notice->text().contains(QStringLiteral("cudaviz bench --json")));
    const LessonStep& first = panel.library().lessons[size_t(lesson)].steps[0];
    EXPECT_EQ(withoutBreakMarks(text->text()), first.cpuText.text(QStringLiteral("en")));
    QSignalSpy openRequested(&panel, &LessonsPanel::openResultsRequested);
    open->click();
    EXPECT_EQ(openRequested.count(), 1);
    panel.setCurrent(lesson, 2); // a later step: CPU wording, no notice
    EXPECT_TRUE(notice->isHidden());
    EXPECT_EQ(withoutBreakMarks(text->text()),
        panel.library().lessons[size_t(lesson)].steps[2].cpuText.text(QStringLiteral("en")));
    EXPECT_TRUE(panel.library().lessons[size_t(lesson)].steps[2].show.keep) << "its rerun keeps step 1's sizes";
    panel.setCurrent(0, 0); // lesson 1 needs no GPU
    EXPECT_TRUE(notice->isHidden());
    panel.setGpuAvailable(true);
    panel.setCurrent(lesson, 0);
    EXPECT_TRUE(notice->isHidden());
    EXPECT_EQ(withoutBreakMarks(text->text()), first.text.text(QStringLiteral("en")));
}

TEST_F(LessonsTest, BrokenLessonFileIsNamedAndTheOthersStillWork)
{
    writeLesson("zz-broken.json", R"({"format": "cudaviz-lesson", "version": 1, "id": "x", "title": "X",
        "steps": [{"title": "s", "text": "t", "show": {"page": "mapping", "kernel": "vecadd", "n": 10,
        "block": [2000]}}]})");
    LessonsPanel panel({ m_lessonDir.path() });
    EXPECT_EQ(panel.library().lessons.size(), 11u);
    const QString error = panel.errorText();
    EXPECT_TRUE(error.contains(QStringLiteral("zz-broken.json: step 1"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("1024"))) << error.toStdString();
    ASSERT_TRUE(panel.currentStep());

    // Mended and reloaded: the message goes, the lesson comes.
    writeLesson("zz-broken.json", R"({"format": "cudaviz-lesson", "version": 1, "id": "x", "title": "X",
        "steps": [{"title": "s", "text": "t", "show": {"page": "devices"}}]})");
    panel.reload();
    EXPECT_TRUE(panel.errorText().isEmpty());
    EXPECT_EQ(panel.library().lessons.size(), 12u);
}

// A copy of the lesson's text pastes as the text the student reads, without the invisible marks
// that keep formulas and terms whole where a line breaks; a field the user types into keeps what
// was typed.
TEST_F(LessonsTest, ACopyOfTheLessonTextHasNoBreakMarks)
{
    keepCopiesFreeOfBreakMarks();
    LessonsPanel panel({ m_lessonDir.path() });
    panel.setCurrent(0, 0);
    panel.show();
    panel.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&panel));
    auto* text = panel.findChild<QLabel*>(QStringLiteral("lessonText"));
    ASSERT_TRUE(text);
    const auto marked = [](const QString& s) {
        return s.contains(QChar(0x00A0)) || s.contains(QChar(0x200B)) || s.contains(QChar(0x2060));
    };
    ASSERT_TRUE(marked(text->text())) << "the label carries marks";
    QClipboard* clipboard = QGuiApplication::clipboard();
    clipboard->clear();
    QTextDocument shown; // the label's text is rich: select the characters it shows
    shown.setHtml(text->text());
    text->setSelection(0, shown.characterCount() - 1);
    ASSERT_TRUE(text->hasSelectedText());
    QTest::keyClick(text, Qt::Key_C, Qt::ControlModifier);
    const QString copied = clipboard->text();
    EXPECT_TRUE(copied.contains(QStringLiteral("cudaErrorNoDevice, cudaErrorInsufficientDriver")))
        << copied.toStdString();
    EXPECT_FALSE(marked(copied)) << copied.toStdString();

    QLineEdit field;
    field.setText(QStringLiteral("a\u00a0b"));
    field.show();
    field.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&field));
    field.setFocus();
    field.selectAll();
    field.copy();
    EXPECT_EQ(clipboard->text(), QStringLiteral("a\u00a0b"));
}
