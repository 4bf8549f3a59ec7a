// Every Thread Mapping preset at a laptop's and a projector's size, in a window and presented,
// in English and in Chinese: the rules a lecturer projecting it relies on, checked on what the
// picture laid out (docs/thread-mapping.md quotes the numbers this prints).
#include "i18n/language.h"
#include "mainwindow.h"
#include "mapping/mappingsetup.h"
#include "mappingview/formulapanel.h"
#include "mappingview/launchcontrols.h"
#include "mappingview/mappingview.h"
#include "mappingview/memorypanel.h"
#include "mappingview/threadmappingpage.h"
#include "playgroundview/codeeditor.h"
#include "playgroundview/playgroundpage.h"
#include "presentationmode.h"
#include "uitesthelpers.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>
#include <algorithm>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

class EveryPresetTest : public IsolatedTest, public ::testing::WithParamInterface<Screen>
{
protected:
    void TearDown() override { installTranslations(QStringLiteral("en")); }
};

bool overlap(const QRectF& a, const QRectF& b)
{
    return a.intersected(b).width() > 0.5 && a.intersected(b).height() > 0.5;
}

using DrawnTexts = std::vector<MappingRenderer::DrawnText>;

void expectTextsLargeAndInside(const DrawnTexts& texts, const QRectF& area, int minimum, const QString& where)
{
    for (size_t a = 0; a < texts.size(); ++a) {
        EXPECT_GE(texts[a].pixels, minimum) << qPrintable(where) << ": " << qPrintable(texts[a].text);
        EXPECT_TRUE(area.adjusted(-1, -1, 1, 1).contains(texts[a].rect))
            << qPrintable(where) << ": outside the picture: " << qPrintable(texts[a].text);
    }
}

void expectTextsApartAndBlocksCaptioned(const MappingRenderer& r, const DrawnTexts& texts, const QString& where)
{
    // No two texts of the picture overlap, nor do the lens's; no text runs across a block frame.
    const size_t frameTexts
        = texts.size() - size_t(std::count_if(texts.begin(), texts.end(), [](const auto& t) { return t.overlay; }));
    for (size_t a = 0; a < texts.size(); ++a)
        for (size_t b = a + 1; b < texts.size(); ++b)
            if (texts[a].overlay == texts[b].overlay) {
                EXPECT_FALSE(overlap(texts[a].rect, texts[b].rect))
                    << qPrintable(where) << ": '" << qPrintable(texts[a].text) << "' overlaps '"
                    << qPrintable(texts[b].text) << "'";
            }
    for (const QRectF& frame : r.blockFrames())
        for (size_t a = 0; a < frameTexts; ++a)
            if (!texts[a].overlay && overlap(texts[a].rect, frame)) {
                EXPECT_TRUE(frame.adjusted(2, 2, -2, -2).contains(texts[a].rect))
                    << qPrintable(where) << ": '" << qPrintable(texts[a].text) << "' crosses a block frame";
            }
    // Framed blocks are captioned: each with its blockIdx, or along the axes of a 2D grid.
    if (!r.blockFrames().empty()) {
        EXPECT_TRUE(std::any_of(texts.begin(), texts.end(), [](const auto& t) { return t.blockCaption; }))
            << qPrintable(where) << ": no block captions";
    }
}

// The arrows pass under what the lesson points at: every label of the picture and every cell the
// step reads or writes has the same pixels with the arrows and without them. Returns what differs.
QStringList linksCover(MappingView* view, const DrawnTexts& texts, const QString& where)
{
    MappingRenderer& r = view->renderer();
    const QImage with = view->grab().toImage();
    const bool lens = r.showsLens();
    r.setDecorations(false, lens);
    const QImage without = view->grab().toImage();
    r.setDecorations(true, lens);
    const auto differs = [&](const QRectF& rect) {
        const QRect pixels = rect.toAlignedRect().intersected(with.rect());
        for (int y = pixels.top(); y <= pixels.bottom(); ++y)
            for (int x = pixels.left(); x <= pixels.right(); ++x)
                if (with.pixel(x, y) != without.pixel(x, y))
                    return true;
        return false;
    };
    QStringList covered;
    for (const auto& t : texts)
        if (!t.overlay && differs(t.rect))
            covered << QStringLiteral("%1: an arrow over '%2'").arg(where, t.text);
    for (const QRectF& cell : r.targetCells())
        if (differs(cell))
            covered << QStringLiteral("%1: an arrow over a cell the step reads or writes").arg(where);
    return covered;
}

} // namespace

TEST_P(EveryPresetTest, TextIsLargeEnoughNothingOverlapsAndThePictureFillsItsPanel)
{
    const Screen screen = GetParam();
    const auto shown = screenWindow(screen, m_lessonDir.path());
    ASSERT_TRUE(shown);
    MainWindow& window = *shown;
    window.tabs()->setCurrentWidget(window.mappingPage());
    if (screen.presenting)
        window.presentation()->setOn(true);
    window.setWindowState(Qt::WindowNoState); // offscreen: the screen is not this size
    window.resize(screen.size);
    ThreadMappingPage* page = window.mappingPage();
    MappingView* view = page->view();
    const int minimum = screen.presenting ? MappingPalette::minimumTextPixels(screen.size.height()) : 8;
    const auto presets = mappingPresets();
    double smallestShare = 1;
    int lenses = 0, linked = 0;
    QStringList covered;
    std::vector<double> shares;
    QString smallestAt;
    for (size_t i = 0; i < presets.size(); ++i) {
        page->controls()->applyPreset(int(i));
        ASSERT_TRUE(QTest::qWaitFor([&] { return !page->isTracing(); }, 60000));
        page->seek(page->scene().threadCount() / 3);
        QTest::qWait(30); // the layout settles, as on screen a frame later
        view->grab(); // paints the picture as the screen would
        const QString where = screenWhere(presets[i].title, screen);
        const MappingRenderer& r = view->renderer();
        const auto texts = r.drawnTexts();
        ASSERT_FALSE(texts.empty()) << qPrintable(where);
        const QRectF area = view->rect();
        expectTextsLargeAndInside(texts, area, minimum, where);
        expectTextsApartAndBlocksCaptioned(r, texts, where);
        // The lens covers no label of the picture and none of the current step's cells.
        if (const QRectF lens = r.lensRect(); !lens.isEmpty()) {
            ++lenses;
            for (const auto& t : texts)
                if (!t.overlay && overlap(lens, t.rect))
                    covered << QStringLiteral("%1: '%2'").arg(where, t.text);
            if (overlap(lens, r.threadCellRect(page->cursor().first())))
                covered << where + QStringLiteral(": the current thread's cell");
        }
        if (r.showsArrows()) {
            covered << linksCover(view, texts, where);
            linked += r.targetCells().empty() ? 0 : 1;
        }
        // The cells grow until they meet the picture's edge in their limiting direction (a strip
        // of 32 threads cannot fill a square); how much of the area they cover is printed.
        const QRectF picture = r.pictureRect();
        const double span = std::max(picture.width() / area.width(), picture.height() / area.height());
        EXPECT_GE(span, 0.65) << qPrintable(where) << ": the cells span " << span * 100 << " % of the picture";
        const double share = picture.width() * picture.height() / (area.width() * area.height());
        shares.push_back(share);
        if (share < smallestShare) {
            smallestShare = share;
            smallestAt = presets[i].title;
        }
        // The code shows the line the current thread stops at (the panel re-lays out around the
        // new thread's formulas, and the code follows a moment later).
        (void)QTest::qWaitFor([page] { return page->formulas()->highlightedLineVisible(); }, 2000);
        EXPECT_TRUE(page->formulas()->highlightedLineVisible()) << qPrintable(where);
    }
    EXPECT_TRUE(covered.isEmpty()) << "the lens or the arrows cover:\n"
                                   << covered.join(QLatin1Char('\n')).toStdString();
    std::printf("%d presets drew the lens, %d marked cells under arrows; they covered %lld labels or cells\n", lenses,
        linked, static_cast<long long>(covered.size()));
    std::sort(shares.begin(), shares.end());
    std::printf("%dx%d %s %s: no text under %d px; the cells cover %.0f %% of the picture (median of %zu presets), "
                "at least %.0f %% (%s)\n",
        screen.size.width(), screen.size.height(), screen.presenting ? "presented" : "window", screen.language, minimum,
        shares[shares.size() / 2] * 100, shares.size(), smallestShare * 100, qPrintable(smallestAt));
}

INSTANTIATE_TEST_SUITE_P(Screens, EveryPresetTest,
    ::testing::Values(Screen { { 1366, 768 }, false, "en" }, Screen { { 1366, 768 }, true, "en" },
        Screen { { 1920, 1080 }, false, "en" }, Screen { { 1920, 1080 }, true, "en" },
        Screen { { 1366, 768 }, true, "zh_CN" }, Screen { { 1920, 1080 }, false, "zh_CN" }),
    screenName);

// A student's laptop, 1366 x 768 with the Lessons dock open: the picture and the editor keep
// their room, and the Memory tab's report shows every column without dragging a splitter.
TEST_F(IsolatedTest, ALaptopWithTheLessonsOpenKeepsThePictureTheEditorAndTheReport)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.setWindowState(Qt::WindowNoState);
    window.resize(1366, 768);
    window.lessonsDock()->show();
    QTest::qWait(30);
    EXPECT_LE(window.lessonsDock()->width(), MainWindow::kLaptopLessonsWidth) << "a quarter of 1366 px is 341";

    window.tabs()->setCurrentWidget(window.playgroundPage());
    QTest::qWait(30);
    const int editor = window.playgroundPage()->editor()->width();
    EXPECT_GE(editor * 2, window.playgroundPage()->width() - 20) << "the editor gets half the Playground";

    ThreadMappingPage* page = window.mappingPage();
    window.tabs()->setCurrentWidget(page);
    QTest::qWait(30);
    const int picture = page->view()->width();
    EXPECT_GE(picture, 400) << "the picture beside the launch form and the code";
    page->sideTabs()->setCurrentWidget(page->memory());
    page->controls()->applyPreset(int(mappingPresets().size()) - 1);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page->isTracing() && !page->memory()->isRecording(); }, 60000));
    QTest::qWait(30);
    auto* table = page->memory()->findChild<QTableWidget*>(QStringLiteral("memoryReportTable"));
    ASSERT_TRUE(table);
    int columns = 0;
    for (int c = 0; c < table->columnCount(); ++c)
        columns += table->horizontalHeader()->sectionSize(c);
    EXPECT_LE(columns, table->viewport()->width()) << "every column of the report in view";
    EXPECT_EQ(table->horizontalScrollBar()->maximum(), 0);
    std::printf("1366x768 with the Lessons dock (%d px): the picture %d px, the editor %d of %d px, the report "
                "%d px of columns in %d\n",
        window.lessonsDock()->width(), picture, editor, window.playgroundPage()->width(), columns,
        table->viewport()->width());
}
