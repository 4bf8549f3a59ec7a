// A lecture in presentation mode, page by page: at a laptop's and a projector's size, in a window
// and presented, in English and Chinese, with the lessons open. Every page fits its screen, no
// text of a widget is under the projector's minimum, no button or header cuts its text, and
// leaving presentation mode gives the window its layout back (issue: a lecture from start to end).
#include "chartview/chartspage.h"
#include "i18n/language.h"
#include "lessonview/lessonbar.h"
#include "lessonview/lessonspanel.h"
#include "mainwindow.h"
#include "mappingview/launchcontrols.h"
#include "mappingview/mappingpalette.h"
#include "mappingview/mappingrenderer.h"
#include "mappingview/mappingview.h"
#include "mappingview/memorypanel.h"
#include "mappingview/threadmappingpage.h"
#include "presentationmode.h"
#include "uitesthelpers.h"
#include "util/chinesespacing.h"
#include "util/linebreaks.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QMenuBar>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <algorithm>
#include <cstdio>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

class LectureTest : public IsolatedTest, public ::testing::WithParamInterface<Screen>
{
protected:
    void TearDown() override { installTranslations(QStringLiteral("en")); }
};

class LectureStepTest : public LectureTest
{
};

// The widgets of `root` a viewer reads: shown, with text.
QList<QWidget*> readable(QWidget* root)
{
    QList<QWidget*> out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(root->window()) || w->width() <= 0 || w->height() <= 0)
            continue;
        const auto* label = qobject_cast<QLabel*>(w);
        const auto* button = qobject_cast<QAbstractButton*>(w);
        if ((label && !label->text().isEmpty()) || (button && !button->text().isEmpty()) || qobject_cast<QComboBox*>(w)
            || qobject_cast<QHeaderView*>(w))
            out << w;
    }
    return out;
}

void expectPageReadable(QWidget* page, int minimumPixels, const QString& at)
{
    for (QWidget* w : readable(page)) {
        const QString name
            = w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className()) : w->objectName();
        if (minimumPixels > 0) {
            EXPECT_GE(QFontInfo(w->font()).pixelSize(), minimumPixels) << qPrintable(at) << ": " << qPrintable(name);
        }
        // A wrapping label lower than its lines cuts the last of them ("past the end (out of bo").
        if (const auto* label = qobject_cast<QLabel*>(w); label && label->wordWrap()) {
            EXPECT_GE(label->height() + 2, label->heightForWidth(label->width()))
                << qPrintable(at) << ": the label '" << qPrintable(label->text().left(60)) << "' is cut";
        }
        // A button narrower than its text cuts it ("Median m", "backen…").
        if (const auto* button = qobject_cast<QAbstractButton*>(w)) {
            EXPECT_GE(button->width() + 1, button->sizeHint().width())
                << qPrintable(at) << ": the button '" << qPrintable(button->text()) << "' is cut";
        }
        if (const auto* header = qobject_cast<QHeaderView*>(w)) {
            const auto* model = header->model();
            for (int s = 0; model && s < header->count(); ++s) {
                if (header->isSectionHidden(s))
                    continue;
                const QString title = model->headerData(s, header->orientation()).toString().section(u'\n', 0, 0);
                if (header->orientation() == Qt::Horizontal && !title.isEmpty()) {
                    EXPECT_GE(header->sectionSize(s) + 1, header->fontMetrics().horizontalAdvance(title) + 8)
                        << qPrintable(at) << ": the column '" << qPrintable(title) << "' is cut";
                }
            }
        }
    }
}

// Every cell of a table shows its whole text: within its column, or wrapped within its row.
void expectCellsWhole(QWidget* page, const QString& at)
{
    for (const QTableView* table : page->findChildren<QTableView*>()) {
        const QAbstractItemModel* model = table->model();
        if (!model || !table->isVisibleTo(page->window()))
            continue;
        const QFontMetrics metrics(table->font());
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c) {
                const QModelIndex index = model->index(r, c);
                const QString text = index.data().toString();
                const QRect cell = table->visualRect(index);
                if (text.isEmpty() || table->isColumnHidden(c) || cell.width() <= 0)
                    continue;
                const int room = cell.width() - 6; // the style's margins either side
                const bool whole = table->wordWrap()
                    ? metrics.boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, text).height() <= cell.height()
                        && metrics.boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, text).width() <= room
                    : metrics.horizontalAdvance(text) <= room;
                EXPECT_TRUE(whole) << qPrintable(at) << ": the cell '" << qPrintable(text) << "' is cut";
            }
    }
}

// A chart's text, presented: its axes' tick labels and titles, its legend, its bars' value labels.
void expectChartsReadable(QWidget* page, int minimumPixels, const QString& at)
{
    for (const QChartView* view : page->findChildren<QChartView*>()) {
        const QChart* chart = view->chart();
        if (!chart || !view->isVisibleTo(page->window()))
            continue;
        for (const QAbstractAxis* axis : chart->axes()) {
            if (!axis->isVisible())
                continue; // the whiskers' own x axis
            EXPECT_GE(QFontInfo(axis->labelsFont()).pixelSize(), minimumPixels) << qPrintable(at) << ": tick labels";
            EXPECT_GE(QFontInfo(axis->titleFont()).pixelSize(), minimumPixels) << qPrintable(at) << ": axis title";
        }
        EXPECT_GE(QFontInfo(chart->legend()->font()).pixelSize(), minimumPixels) << qPrintable(at) << ": legend";
        for (const QAbstractSeries* series : chart->series()) {
            const auto* bars = qobject_cast<const QAbstractBarSeries*>(series);
            for (const QBarSet* set : bars ? bars->barSets() : QList<QBarSet*>()) {
                EXPECT_GE(QFontInfo(set->labelFont()).pixelSize(), minimumPixels) << qPrintable(at) << ": values";
            }
        }
    }
}

// Every wrapping label of `page` as tall as its lines and every button as wide as its text: the
// layout has settled (a form whose texts a step changed takes a few frames).
bool labelsWhole(QWidget* page)
{
    const auto labels = page->findChildren<QLabel*>();
    const auto buttons = page->findChildren<QAbstractButton*>();
    return std::all_of(labels.begin(), labels.end(), [page](const QLabel* label) {
        return !label->wordWrap() || !label->isVisibleTo(page->window())
            || label->height() + 2 >= label->heightForWidth(label->width());
    }) && std::all_of(buttons.begin(), buttons.end(), [page](const QAbstractButton* button) {
        return !button->isVisibleTo(page->window()) || button->text().isEmpty()
            || button->width() + 1 >= button->sizeHint().width();
    });
}

// Where a wrapping label breaks its lines: each line's text, as the label lays it out.
QStringList laidOutLines(const QLabel* label)
{
    QTextDocument document;
    document.setDefaultFont(label->font());
    document.setDocumentMargin(0);
    if (label->textFormat() == Qt::RichText
        || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text())))
        document.setHtml(label->text());
    else
        document.setPlainText(label->text());
    document.setTextWidth(label->contentsRect().width() - 2 * label->margin());
    (void)document.size(); // lays it out
    QStringList lines;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        for (int l = 0; layout && l < layout->lineCount(); ++l) {
            const QTextLine line = layout->lineAt(l);
            lines << block.text().mid(line.textStart(), line.textLength());
        }
    }
    return lines;
}

// A wrapping label breaks no Chinese term ("线程" / "束 7"), no number, and leaves no operator at a
// line's end ("= 1 * 256 + 3 =" / "259").
void expectNoWordSplit(QWidget* page, const QString& at)
{
    for (const QLabel* label : page->findChildren<QLabel*>()) {
        if (!label->wordWrap() || !label->isVisibleTo(page->window()) || label->text().isEmpty())
            continue;
        if (installedLanguage() == QLatin1String("zh_CN")) {
            QTextDocument plain;
            plain.setHtml(label->text());
            const QStringList problems = chineseSpacingProblems(
                withoutBreakMarks(Qt::mightBeRichText(label->text()) ? plain.toPlainText() : label->text()));
            EXPECT_TRUE(problems.isEmpty()) << qPrintable(at) << ": " << qPrintable(problems.join(QLatin1Char(' ')));
        }
        const QStringList lines = laidOutLines(label);
        const QString plain = withoutBreakMarks(lines.join(QString()));
        for (qsizetype l = 0; l + 1 < lines.size(); ++l) {
            const QString end = withoutBreakMarks(lines[l]).trimmed();
            const qsizetype cut = withoutBreakMarks(lines.mid(0, l + 1).join(QString())).size();
            EXPECT_FALSE(cut > 0 && cut < plain.size() && plain[cut - 1].isDigit() && plain[cut].isDigit())
                << qPrintable(at) << ": a number split in '" << qPrintable(end) << "'";
            EXPECT_FALSE(end.endsWith(u'=') || end.endsWith(u'+') || end.endsWith(u'*'))
                << qPrintable(at) << ": a line ends with an operator: '" << qPrintable(end) << "'";
            for (const QString& term : chineseGlossaryTerms())
                for (qsizetype t = plain.indexOf(term); t >= 0; t = plain.indexOf(term, t + 1))
                    EXPECT_FALSE(t < cut && cut < t + term.size())
                        << qPrintable(at) << ": '" << qPrintable(term) << "' split after '" << qPrintable(end) << "'";
        }
    }
}

} // namespace

TEST_P(LectureTest, EveryPageFitsItsScreenWithTheLessonsOpenAndReadsFromTheBack)
{
    const Screen screen = GetParam();
    const auto shown = screenWindow(screen, m_lessonDir.path());
    ASSERT_TRUE(shown);
    MainWindow& window = *shown;
    window.setWindowState(Qt::WindowNoState);
    window.resize(screen.size);
    window.presentation()->setScreenHeight(screen.size.height());
    if (screen.presenting) {
        window.presentation()->setOn(true);
        window.setWindowState(Qt::WindowNoState); // offscreen: the screen is not this size
        window.resize(screen.size);
    }
    auto* lessons = window.findChild<QAction*>(QStringLiteral("lessonsAction"));
    ASSERT_TRUE(lessons);
    QString error;
    ASSERT_TRUE(
        window.chartsPage()->openFiles({ QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/results-cpu-epyc.json") }, &error))
        << error.toStdString();
    lessons->setChecked(true); // the dock in a window, the lesson bar when presenting (Ctrl+L)
    window.lessonsPanel()->setCurrent(2, 1);
    EXPECT_EQ(window.lessonBar()->isVisible(), screen.presenting);
    EXPECT_EQ(window.lessonsDock()->isVisible(), !screen.presenting);
    const int minimum = screen.presenting ? MappingPalette::minimumTextPixels(screen.size.height()) : 0;
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QTest::qWait(40);
        (void)QTest::qWaitFor([&] { return labelsWhole(window.tabs()->currentWidget()); }, 1000); // settled
        const QString at = screenWhere(window.tabs()->tabText(i).remove(u'&'), screen);
        EXPECT_LE(window.width(), screen.size.width()) << qPrintable(at) << ": the window is wider than its screen";
        EXPECT_LE(window.height(), screen.size.height()) << qPrintable(at) << ": the window is taller than its screen";
        EXPECT_LE(window.minimumSizeHint().width(), screen.size.width()) << qPrintable(at) << ": the page squeezed";
        EXPECT_LE(window.minimumSizeHint().height(), screen.size.height()) << qPrintable(at) << ": the page squeezed";
        expectPageReadable(window.tabs()->currentWidget(), minimum, at);
        expectNoWordSplit(window.tabs()->currentWidget(), at);
        expectCellsWhole(window.tabs()->currentWidget(), at);
        if (minimum > 0)
            expectChartsReadable(window.tabs()->currentWidget(), minimum, at);
    }
    if (screen.presenting) {
        expectPageReadable(window.lessonBar(), minimum, screenWhere(QStringLiteral("the lesson bar"), screen));
        EXPECT_FALSE(window.lessonBar()->headingText().isEmpty());
        // Esc: the window's layout comes back, the dock where it was, within the screen.
        window.presentation()->setOn(false);
        QTest::qWait(40);
        EXPECT_FALSE(window.lessonBar()->isVisible());
        EXPECT_TRUE(window.lessonsDock()->isVisible()) << "the dock as it was before presenting";
        EXPECT_TRUE(lessons->isChecked());
    }
}

// Every step of every lesson, as Show me sets it up, on a laptop and a projector, in a window and
// presented, in English and Chinese: the page it opens and the lessons (the bar presented, the
// dock in a window) keep the rules.
TEST_P(LectureStepTest, EveryLessonStepShownFitsAndReads)
{
    const Screen screen = GetParam();
    const auto shown = screenWindow(screen, m_lessonDir.path());
    ASSERT_TRUE(shown);
    MainWindow& window = *shown;
    window.presentation()->setScreenHeight(screen.size.height());
    window.presentation()->setOn(screen.presenting);
    window.setWindowState(Qt::WindowNoState);
    window.resize(screen.size);
    window.findChild<QAction*>(QStringLiteral("lessonsAction"))->setChecked(true);
    const int minimum = screen.presenting ? MappingPalette::minimumTextPixels(screen.size.height()) : 0;
    // The lesson bar presented, the Lessons dock in a window.
    QWidget* lessonView = screen.presenting ? static_cast<QWidget*>(window.lessonBar()) : window.lessonsDock();
    const auto& lessons = window.lessonsPanel()->library().lessons;
    int steps = 0;
    for (size_t l = 0; l < lessons.size(); ++l)
        for (size_t st = 0; st < lessons[l].steps.size(); ++st, ++steps) {
            window.lessonsPanel()->setCurrent(int(l), int(st));
            window.lessonsPanel()->showMe();
            ASSERT_TRUE(QTest::qWaitFor(
                [&] { return !window.mappingPage()->isTracing() && !window.mappingPage()->memory()->isRecording(); },
                60000));
            // The layout settles around the new texts, as on screen a few frames later: a label
            // still shorter than its lines after a second is cut for good.
            QTest::qWait(40);
            (void)QTest::qWaitFor([&] { return labelsWhole(window.tabs()->currentWidget()); }, 1000);
            const QString at = screenWhere(QStringLiteral("lesson %1 step %2 (%3)")
                                               .arg(l + 1)
                                               .arg(st + 1)
                                               .arg(window.tabs()->tabText(window.tabs()->currentIndex()).remove(u'&')),
                screen);
            EXPECT_LE(window.width(), screen.size.width()) << qPrintable(at);
            EXPECT_LE(window.height(), screen.size.height()) << qPrintable(at);
            expectPageReadable(window.tabs()->currentWidget(), minimum, at);
            expectNoWordSplit(window.tabs()->currentWidget(), at);
            expectCellsWhole(window.tabs()->currentWidget(), at);
            expectPageReadable(lessonView, minimum, at + QStringLiteral(", the lessons"));
            expectNoWordSplit(lessonView, at + QStringLiteral(", the lessons"));
        }
    EXPECT_GE(steps, 30);
    std::printf(
        "%d lesson steps shown at %dx%d %s\n", steps, screen.size.width(), screen.size.height(), screen.language);
}

INSTANTIATE_TEST_SUITE_P(Screens, LectureStepTest,
    ::testing::Values(Screen { { 1366, 768 }, false, "en" }, Screen { { 1366, 768 }, true, "zh_CN" },
        Screen { { 1920, 1080 }, false, "zh_CN" }, Screen { { 1920, 1080 }, true, "en" }),
    screenName);

INSTANTIATE_TEST_SUITE_P(Screens, LectureTest,
    ::testing::Values(Screen { { 1366, 768 }, false, "en" }, Screen { { 1366, 768 }, true, "en" },
        Screen { { 1920, 1080 }, true, "en" }, Screen { { 1366, 768 }, true, "zh_CN" },
        Screen { { 1920, 1080 }, false, "zh_CN" }),
    screenName);

// Ctrl+L while presenting opens the lesson bar, not the dock, and its buttons drive the lesson.
TEST_F(IsolatedTest, PresentingCtrlLOpensTheLessonBarWhichDrivesTheLesson)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.lessonsDock()->hide();
    window.presentation()->setOn(true);
    EXPECT_FALSE(window.lessonBar()->isVisible());
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    EXPECT_TRUE(window.lessonBar()->isVisible());
    EXPECT_FALSE(window.lessonsDock()->isVisible());
    window.lessonsPanel()->setCurrent(0, 0);
    auto* next = window.lessonBar()->findChild<QAbstractButton*>(QStringLiteral("lessonBarNext"));
    ASSERT_TRUE(next);
    next->click();
    EXPECT_EQ(window.lessonsPanel()->stepIndex(), 1);
    EXPECT_TRUE(window.lessonBar()->headingText().contains(QStringLiteral("2")));
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    EXPECT_FALSE(window.lessonBar()->isVisible());
}

// View › Show the lens and Show arrows: the picture leaves them out (and its exports, which take
// the view's choice), and the choice is remembered.
TEST_F(IsolatedTest, TheLensAndTheArrowsCanBeTurnedOff)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.setWindowState(Qt::WindowNoState);
    window.resize(1366, 768);
    ThreadMappingPage* page = window.mappingPage();
    page->controls()->applyPreset(presetIndex(QStringLiteral("Vector add")));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page->isTracing(); }, 60000));
    page->seek(300);
    QTest::qWait(30);
    page->view()->grab();
    ASSERT_FALSE(page->view()->renderer().lensRect().isEmpty()) << "the preset's cells are too small for numbers";
    auto* lens = window.findChild<QAction*>(QStringLiteral("lensAction"));
    auto* arrows = window.findChild<QAction*>(QStringLiteral("arrowsAction"));
    ASSERT_TRUE(lens && arrows);
    lens->setChecked(false);
    arrows->setChecked(false);
    page->view()->grab();
    EXPECT_TRUE(page->view()->renderer().lensRect().isEmpty());
    EXPECT_FALSE(page->view()->renderer().showsArrows());
    EXPECT_FALSE(QSettings().value(QStringLiteral("view/lens")).toBool());
}
