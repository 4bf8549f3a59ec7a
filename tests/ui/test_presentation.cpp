#include "benchview/benchmarkpage.h"
#include "chartview/chartspage.h"
#include "chartview/chartstyle.h"
#include "devicespage.h"
#include "i18n/language.h"
#include "lessonview/lessonspanel.h"
#include "mainwindow.h"
#include "mappingview/ladderdialog.h"
#include "mappingview/threadmappingpage.h"
#include "presentationmode.h"
#include "settingsdialog.h"
#include "shortcutsdialog.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

class PresentationTest : public IsolatedTest
{
protected:
    std::unique_ptr<MainWindow> makeWindow()
    {
        auto window = std::make_unique<MainWindow>(
            new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), QStringList { m_lessonDir.path() });
        window->show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        EXPECT_TRUE(waitForProbe(*window->devicesPage()));
        return window;
    }
};

} // namespace

TEST_F(PresentationTest, TogglesFullScreenLargeFontsAndRestores)
{
    auto window = makeWindow();
    const QFont normalFont = window->font();
    const QRect normalGeometry = window->geometry();
    QAction* action = window->presentation()->action();
    ASSERT_TRUE(action->shortcuts().contains(QKeySequence(Qt::Key_F5)));
    ASSERT_TRUE(action->shortcuts().contains(QKeySequence(Qt::Key_F11)));

    action->trigger();
    EXPECT_TRUE(window->presentation()->isOn());
    EXPECT_TRUE(window->windowState() & Qt::WindowFullScreen);
    EXPECT_GE(window->font().pointSizeF(), normalFont.pointSizeF() * 1.5);
    EXPECT_GE(window->lessonsPanel()->font().pointSizeF(), normalFont.pointSizeF() * 1.5); // inherited
    EXPECT_EQ(window->chartsPage()->style().basePointSize,
        presentedChartPoints(PresentationMode::screenHeightOf(window->chartsPage())));
    EXPECT_GE(window->chartsPage()->style().basePointSize, 18);
    EXPECT_EQ(window->palette().color(QPalette::WindowText), QColor(Qt::black));
    EXPECT_TRUE(QSettings().value(QStringLiteral("view/presentation")).toBool());
    // Menus and the dialogs opened from the pages are windows of their own: they grow too.
    const QList<QMenu*> menus = window->menuBar()->findChildren<QMenu*>();
    ASSERT_FALSE(menus.isEmpty());
    for (const QMenu* menu : menus)
        EXPECT_GE(menu->font().pointSizeF(), normalFont.pointSizeF() * 1.5) << menu->title().toStdString();
    {
        LadderDialog ladder({}, window->mappingPage());
        EXPECT_GE(ladder.font().pointSizeF(), normalFont.pointSizeF() * 1.5);
    }

    QTest::keyClick(window.get(), Qt::Key_Escape); // Esc leaves
    EXPECT_FALSE(window->presentation()->isOn());
    EXPECT_FALSE(action->isChecked());
    EXPECT_FALSE(window->windowState() & Qt::WindowFullScreen);
    EXPECT_EQ(window->font(), normalFont);
    for (const QMenu* menu : menus)
        EXPECT_EQ(menu->font().pointSizeF(), normalFont.pointSizeF()) << menu->title().toStdString();
    EXPECT_EQ(window->geometry().size(), normalGeometry.size());
    EXPECT_EQ(window->chartsPage()->style().basePointSize, ChartStyle().basePointSize);
    EXPECT_FALSE(QSettings().value(QStringLiteral("view/presentation")).toBool());
}

// On a projector no text is under a 45th of the screen's height: 18 px at 768 lines and
// 24 px at 1080, at any dpi; a small screen still gets 1.6 times the usual size.
TEST(PresentationFont, IsAtLeastTheProjectorsMinimum)
{
    QFont normal;
    normal.setPointSizeF(9);
    for (const double dpi : { 96.0, 120.0, 144.0 }) {
        const auto pixels = [dpi](const QFont& f) { return f.pointSizeF() * dpi / 72.0; };
        EXPECT_GE(pixels(PresentationMode::presentationFont(normal, 1080, dpi)), 24.0 - 0.01) << dpi;
        EXPECT_GE(pixels(PresentationMode::presentationFont(normal, 768, dpi)), 18.0 - 0.01) << dpi;
        EXPECT_GE(PresentationMode::presentationFont(normal, 600, dpi).pointSizeF(), 9 * PresentationMode::kFontScale);
    }
}

TEST_F(PresentationTest, F5AndEscapeWorkFromTheKeyboard)
{
    auto window = makeWindow();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window.get(), Qt::Key_F5);
    EXPECT_TRUE(window->presentation()->isOn());
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(window->presentation()->isOn());
    QTest::keyClick(window.get(), Qt::Key_F11);
    EXPECT_TRUE(window->presentation()->isOn());
    QTest::keyClick(window.get(), Qt::Key_F11);
    EXPECT_FALSE(window->presentation()->isOn());
}

TEST_F(PresentationTest, ClickerKeysStepTheAnimation)
{
    auto window = makeWindow();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    window->tabs()->setCurrentWidget(window->mappingPage());
    window->presentation()->setOn(true);
    QWidget* focus = QApplication::focusWidget();
    ASSERT_TRUE(focus);
    const int64_t start = window->mappingPage()->cursor().position();
    QTest::keyClick(focus, Qt::Key_PageDown);
    QTest::keyClick(focus, Qt::Key_PageDown);
    const int64_t forward = window->mappingPage()->cursor().position();
    EXPECT_GT(forward, start);
    QTest::keyClick(focus, Qt::Key_PageUp);
    EXPECT_LT(window->mappingPage()->cursor().position(), forward);
    QTest::keyClick(focus, Qt::Key_Right);
    EXPECT_EQ(window->mappingPage()->cursor().position(), forward);
}

TEST_F(PresentationTest, NoTwoMenuActionsShareAKey)
{
    auto window = makeWindow();
    std::map<QString, QString> owner;
    for (QAction* action : window->findChildren<QAction*>())
        for (const QKeySequence& key : action->shortcuts()) {
            const QString name = key.toString();
            const auto [it, fresh] = owner.emplace(name, action->text());
            EXPECT_TRUE(fresh || it->second == action->text())
                << name.toStdString() << ": " << it->second.toStdString() << " and " << action->text().toStdString();
        }
}

TEST_F(PresentationTest, IsRememberedAcrossStarts)
{
    {
        auto window = makeWindow();
        window->presentation()->setOn(true);
        window->close();
    }
    auto reopened = makeWindow();
    EXPECT_TRUE(reopened->presentation()->isOn());
    EXPECT_TRUE(reopened->presentation()->action()->isChecked());
    EXPECT_TRUE(reopened->windowState() & Qt::WindowFullScreen);
}

TEST_F(PresentationTest, ShortcutsDialogListsMenusAndAnimationKeys)
{
    auto window = makeWindow();
    const auto rows = shortcutRows(window->menuBar());
    QStringList keys;
    for (const auto& row : rows)
        keys << row.first;
    const QString all = keys.join(QLatin1Char('|'));
    for (const QKeySequence& key :
        { QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_E), QKeySequence(Qt::CTRL | Qt::Key_L),
            QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Escape) })
        EXPECT_TRUE(all.contains(key.toString(QKeySequence::NativeText))) << key.toString().toStdString();
    ShortcutsDialog dialog(window->menuBar());
    EXPECT_FALSE(dialog.windowTitle().isEmpty());
}

TEST_F(PresentationTest, ResetToDefaultsForgetsEverySetting)
{
    auto window = makeWindow();
    saveLanguage(QStringLiteral("zh_CN"));
    window->presentation()->setOn(true);
    window->lessonsPanel()->setCurrent(3, 1);
    window->lessonsDock()->hide();
    window->tabs()->setCurrentIndex(2);

    window->resetSettings();
    EXPECT_FALSE(window->presentation()->isOn());
    EXPECT_FALSE(window->windowState() & Qt::WindowFullScreen);
    EXPECT_TRUE(savedLanguage().isEmpty());
    EXPECT_FALSE(QSettings().value(QStringLiteral("view/presentation")).toBool());
    EXPECT_FALSE(window->lessonsDock()->isHidden());
    EXPECT_EQ(window->lessonsPanel()->lessonIndex(), 0);
    EXPECT_EQ(window->lessonsPanel()->stepIndex(), 0);
    EXPECT_EQ(window->tabs()->currentIndex(), 0);
}

TEST_F(PresentationTest, LanguageChoiceIsSavedAndValidated)
{
    EXPECT_TRUE(savedLanguage().isEmpty());
    saveLanguage(QStringLiteral("zh_CN"));
    EXPECT_EQ(savedLanguage(), QStringLiteral("zh_CN"));
    EXPECT_EQ(effectiveLanguage(savedLanguage()), QStringLiteral("zh_CN"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("klingon")); // a hand-edited file
    EXPECT_TRUE(savedLanguage().isEmpty());
    saveLanguage(QString());
    EXPECT_FALSE(QSettings().contains(QStringLiteral("ui/language")));
}

TEST_F(PresentationTest, SettingsDialogSaysWhenANewLanguageShows)
{
    ASSERT_EQ(installedLanguage(), QStringLiteral("en"));
    SettingsDialog dialog;
    auto* choice = dialog.findChild<QComboBox*>(QStringLiteral("languageChoice"));
    auto* note = dialog.findChild<QLabel*>(QStringLiteral("languageNote"));
    ASSERT_TRUE(choice && note);
    ASSERT_EQ(choice->count(), 3); // system default, English, 简体中文
    EXPECT_EQ(dialog.chosenLanguage(), QString());
    dialog.setChosenLanguage(QStringLiteral("zh_CN"));
    EXPECT_EQ(dialog.chosenLanguage(), QStringLiteral("zh_CN"));
    EXPECT_TRUE(note->text().contains(QStringLiteral("next start"))) << note->text().toStdString();
    EXPECT_TRUE(note->text().contains(QStringLiteral("简体中文")));
    dialog.setChosenLanguage(QStringLiteral("en"));
    EXPECT_TRUE(note->text().contains(QStringLiteral("is shown in English"))) << note->text().toStdString();
}

TEST_F(PresentationTest, PageChoicesAreRememberedAndResetPutsThemBack)
{
    const auto sizes
        = [](MainWindow& w) { return w.benchmarkPage()->findChild<QLineEdit*>(QStringLiteral("sizesEdit")); };
    const auto speed
        = [](MainWindow& w) { return w.mappingPage()->findChild<QSlider*>(QStringLiteral("speedSlider")); };
    QString defaultSizes;
    int defaultSpeed = 0;
    {
        auto window = makeWindow();
        defaultSizes = sizes(*window)->text();
        defaultSpeed = speed(*window)->value();
        window->chartsPage()->setKind(ChartKind::Sweep);
        sizes(*window)->setText(QStringLiteral("64,4096"));
        speed(*window)->setValue(defaultSpeed + 7);
        window->close();
    }
    auto reopened = makeWindow();
    EXPECT_EQ(reopened->chartsPage()->kind(), ChartKind::Sweep);
    EXPECT_EQ(sizes(*reopened)->text(), QStringLiteral("64,4096"));
    EXPECT_EQ(speed(*reopened)->value(), defaultSpeed + 7);

    reopened->resetSettings();
    EXPECT_EQ(reopened->chartsPage()->kind(), ChartKind::Bars);
    EXPECT_EQ(sizes(*reopened)->text(), defaultSizes);
    EXPECT_EQ(speed(*reopened)->value(), defaultSpeed);
    EXPECT_TRUE(QSettings().allKeys().isEmpty()) << QSettings().allKeys().join(QLatin1Char(' ')).toStdString();
}
