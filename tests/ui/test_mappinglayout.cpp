// The Thread Mapping page at a projector's and a laptop's size: nothing collapses, nothing
// clips, and presentation mode enlarges what the room reads.
#include "benchview/benchmarkpage.h"
#include "devicespage.h"
#include "mainwindow.h"
#include "mappingview/animationbar.h"
#include "mappingview/formulapanel.h"
#include "mappingview/launchcontrols.h"
#include "mappingview/mappingview.h"
#include "mappingview/threadmappingpage.h"
#include "presentationmode.h"
#include "uitesthelpers.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBlock>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

constexpr int kMinSlider = 120;

// Every visible slider is wide enough to aim at, and no visible label or button shows less
// than its whole text.
void expectNothingCollapsedOrClipped(QWidget& root, const QString& where)
{
    for (QSlider* slider : root.findChildren<QSlider*>()) {
        if (slider->isVisibleTo(&root)) {
            EXPECT_GE(slider->width(), kMinSlider) << qPrintable(where) << " " << qPrintable(slider->objectName());
        }
    }
    for (QLabel* label : root.findChildren<QLabel*>()) {
        if (!label->isVisibleTo(&root) || label->wordWrap() || label->text().isEmpty())
            continue;
        EXPECT_GE(label->width(), label->sizeHint().width())
            << qPrintable(where) << ": label clipped: " << qPrintable(label->text());
    }
    for (QAbstractButton* button : root.findChildren<QAbstractButton*>()) {
        if (!button->isVisibleTo(&root) || button->text().isEmpty())
            continue;
        EXPECT_GE(button->width(), button->sizeHint().width())
            << qPrintable(where) << ": button clipped: " << qPrintable(button->text());
    }
}

class MappingLayoutTest : public IsolatedTest, public ::testing::WithParamInterface<QSize>
{
};

} // namespace

// The whole window, Lessons dock open, at the window sizes of a laptop and a projector.
TEST_P(MappingLayoutTest, WindowWithLessonsDockNeverCollapsesTheTransportBar)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.resize(GetParam());
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ASSERT_TRUE(waitForProbe(*window.devicesPage()));
    window.tabs()->setCurrentWidget(window.mappingPage());
    window.lessonsDock()->show();
    QApplication::processEvents();
    expectNothingCollapsedOrClipped(
        *window.mappingPage(), QStringLiteral("%1x%2 window").arg(GetParam().width()).arg(GetParam().height()));
    EXPECT_GE(window.mappingPage()->animationBar()->width(), window.mappingPage()->width() * 9 / 10)
        << "the transport bar has its own full-width row";
}

// Presentation mode: the page as the full-screen window shows it, with the window's enlarged font.
TEST_P(MappingLayoutTest, PresentationEnlargesCodeAndFormulasAndHidesTheForm)
{
    ThreadMappingPage page;
    QFont large = page.font();
    large.setPointSizeF(std::max(16.0, large.pointSizeF() * PresentationMode::kFontScale));
    page.setFont(large);
    page.setPresentation(true);
    page.resize(GetParam() - QSize(0, 60)); // minus the tab bar and status bar
    page.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&page));
    QApplication::processEvents();
    expectNothingCollapsedOrClipped(page, QStringLiteral("presentation %1").arg(GetParam().width()));
    EXPECT_FALSE(page.controls()->isVisibleTo(&page)) << "the launch form is hidden";
    auto* code = page.formulas()->findChild<QPlainTextEdit*>(QStringLiteral("kernelSource"));
    auto* formulas = page.formulas()->findChild<QLabel*>(QStringLiteral("formulaText"));
    ASSERT_TRUE(code && formulas);
    const int expected = FormulaPanel::presentationCodePixels(page.screen()->geometry().height());
    EXPECT_EQ(code->font().pixelSize(), expected);
    EXPECT_EQ(formulas->font().pixelSize(), expected);
    EXPECT_LE(code->horizontalScrollBar()->maximum(), 0) << "the code wraps instead of scrolling sideways";
    // A long comment is wrapped into comment lines, each starting with //: none runs on into a
    // line that would read as code.
    int comments = 0;
    for (QTextBlock b = code->document()->begin(); b.isValid(); b = b.next())
        if (b.text().trimmed().startsWith(QStringLiteral("//"))) {
            ++comments;
            EXPECT_EQ(b.lineCount(), 1) << b.text().toStdString();
        }
    EXPECT_GT(comments, 0);
    page.setPresentation(false);
    EXPECT_TRUE(page.controls()->isVisibleTo(&page));
    EXPECT_LT(code->font().pixelSize(), expected);
}

INSTANTIATE_TEST_SUITE_P(Sizes, MappingLayoutTest, ::testing::Values(QSize(1366, 768), QSize(1920, 1080)),
    [](const auto& size) { return std::to_string(size.param.width()) + "x" + std::to_string(size.param.height()); });

TEST(MappingPresentation, CodeIsAtLeast24PixelsOnA1080pScreen)
{
    EXPECT_GE(FormulaPanel::presentationCodePixels(1080), 24);
    EXPECT_GE(FormulaPanel::presentationCodePixels(768), 18);
}

// Space and the arrows drive the animation wherever focus is on the page's window, except
// in a field that takes text; focus starts on the picture.
class MappingKeysTest : public IsolatedTest
{
};

TEST_F(MappingKeysTest, FocusStartsOnThePictureAndTheKeysWorkFromAnywhereButTextFields)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.tabs()->setCurrentWidget(window.mappingPage());
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    ASSERT_TRUE(waitForProbe(*window.devicesPage()));
    EXPECT_EQ(QApplication::focusWidget(), window.mappingPage()->view());
    ThreadMappingPage& page = *window.mappingPage();

    // From the Lessons dock's button: the arrows step, Space plays and pauses.
    auto* showMe = window.lessonsDock()->findChild<QPushButton*>(QStringLiteral("showMe"));
    ASSERT_TRUE(showMe);
    showMe->setFocus();
    const int64_t start = page.cursor().position();
    QTest::keyClick(showMe, Qt::Key_Right);
    EXPECT_GT(page.cursor().position(), start);
    QTest::keyClick(showMe, Qt::Key_Space);
    EXPECT_TRUE(page.isPlaying());
    QTest::keyClick(showMe, Qt::Key_Space);
    EXPECT_FALSE(page.isPlaying());

    // In a number field the keys edit the number.
    auto* n = page.controls()->findChild<QSpinBox*>(QStringLiteral("size0"));
    ASSERT_TRUE(n);
    n->setFocus();
    const int64_t here = page.cursor().position();
    QTest::keyClick(n, Qt::Key_Right);
    EXPECT_EQ(page.cursor().position(), here);
    const int value = n->value();
    QTest::keyClick(n, Qt::Key_PageDown);
    EXPECT_NE(n->value(), value) << "PageDown stepped the field, not the animation";
    const int64_t after = page.cursor().position();

    // On another page they do nothing to the animation.
    window.tabs()->setCurrentWidget(window.benchmarkPage());
    QTest::keyClick(&window, Qt::Key_Right);
    EXPECT_EQ(page.cursor().position(), after);
}
