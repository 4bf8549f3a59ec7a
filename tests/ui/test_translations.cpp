// The app under zh_CN: every page shows Chinese, and Qt's own buttons are translated too.
#include "benchview/benchmarkpage.h"
#include "chartview/chartfactory.h"
#include "chartview/chartspage.h"
#include "devicespage.h"
#include "i18n/language.h"
#include "lessonview/lessonspanel.h"
#include "mainwindow.h"
#include "mappingview/threadmappingpage.h"
#include "uitesthelpers.h"

#include <QAbstractButton>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

bool hasChinese(const QString& text)
{
    return std::any_of(
        text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
}

// What a reader sees on `root`: labels, buttons, group titles, combo items, placeholders,
// tooltips and table headers.
QStringList visibleTexts(const QWidget* root)
{
    QStringList texts;
    for (const QWidget* w : root->findChildren<QWidget*>()) {
        texts << w->toolTip();
        if (auto* label = qobject_cast<const QLabel*>(w))
            texts << label->text();
        else if (auto* button = qobject_cast<const QAbstractButton*>(w))
            texts << button->text();
        else if (auto* group = qobject_cast<const QGroupBox*>(w))
            texts << group->title();
        else if (auto* edit = qobject_cast<const QLineEdit*>(w))
            texts << edit->placeholderText();
        else if (auto* combo = qobject_cast<const QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        else if (auto* table = qobject_cast<const QTableView*>(w); table && table->model())
            for (int c = 0; c < table->model()->columnCount(); ++c)
                texts << table->model()->headerData(c, Qt::Horizontal).toString();
    }
    texts.removeAll(QString());
    return texts;
}

int chineseCount(const QStringList& texts)
{
    return int(std::count_if(texts.begin(), texts.end(), hasChinese));
}

class ChineseTest : public IsolatedTest
{
protected:
    void SetUp() override
    {
        IsolatedTest::SetUp();
        ASSERT_TRUE(installTranslations(QStringLiteral("zh_CN")));
    }
    void TearDown() override { installTranslations(QStringLiteral("en")); }
};

} // namespace

TEST_F(ChineseTest, EveryPageMenuAndTheLessonsShowChinese)
{
    EXPECT_EQ(installedLanguage(), QStringLiteral("zh_CN"));
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), { m_lessonDir.path() });
    window.show();
    ASSERT_TRUE(waitForProbe(*window.devicesPage()));
    EXPECT_TRUE(hasChinese(window.windowTitle()));
    for (int i = 0; i < window.tabs()->count(); ++i) {
        SCOPED_TRACE(window.tabs()->tabText(i).toStdString());
        EXPECT_TRUE(hasChinese(window.tabs()->tabText(i)));
        window.tabs()->setCurrentIndex(i);
        QCoreApplication::processEvents();
        const QStringList texts = visibleTexts(window.tabs()->widget(i));
        // Most of what a page says is Chinese; names like "cpu-eigen" or "blockDim" stay as they are.
        EXPECT_GE(chineseCount(texts), 5) << texts.join(QStringLiteral(" | ")).toStdString();
        EXPECT_GE(chineseCount(texts) * 2, int(texts.size())) << texts.join(QStringLiteral(" | ")).toStdString();
    }
    for (QAction* menu : window.menuBar()->actions()) {
        EXPECT_TRUE(hasChinese(menu->text())) << menu->text().toStdString();
        for (QAction* action : menu->menu()->actions())
            if (!action->isSeparator()) {
                EXPECT_TRUE(hasChinese(action->text())) << action->text().toStdString();
            }
    }
    EXPECT_GE(chineseCount(visibleTexts(window.lessonsPanel())), 5);
    EXPECT_TRUE(hasChinese(window.statusBar()->currentMessage())) << window.statusBar()->currentMessage().toStdString();
}

TEST_F(ChineseTest, ChartTitlesAndTheNoGpuCaptionAreChinese)
{
    ChartsPage page;
    QString error;
    ASSERT_TRUE(page.openFiles({ QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/results-cpu-epyc.json") }, &error))
        << error.toStdString();
    QChart* chart = page.view()->chart();
    ASSERT_TRUE(chart);
    EXPECT_TRUE(hasChinese(chart->title())) << chart->title().toStdString();
    // The results come from a machine without a GPU: the caption says that is expected, in Chinese.
    EXPECT_TRUE(chartCaption(chart).startsWith(QStringLiteral("没有找到 CUDA GPU")))
        << chartCaption(chart).toStdString();
    QStringList axes;
    for (QAbstractAxis* axis : chart->axes())
        axes << axis->titleText();
    EXPECT_GE(chineseCount(axes), 1) << axes.join(QStringLiteral(" | ")).toStdString();
}

// The CUDA view's Chinese comments keep the code aligned: the code font is monospace and has
// a CJK monospace face to fall back on (fonts-noto-cjk, which the test command installs).
TEST_F(ChineseTest, CodeViewsUseAMonospaceFaceWithCjk)
{
    ASSERT_TRUE(QFontDatabase::hasFamily(QStringLiteral("Noto Sans Mono CJK SC")))
        << "fonts-noto-cjk is installed by scripts/test (scripts/common.sh)";
    ThreadMappingPage page;
    auto* code = page.findChild<QPlainTextEdit*>(QStringLiteral("kernelSource"));
    ASSERT_TRUE(code);
    EXPECT_TRUE(code->font().families().contains(QStringLiteral("Noto Sans Mono CJK SC")))
        << code->font().families().join(QStringLiteral(", ")).toStdString();
    EXPECT_TRUE(hasChinese(code->toPlainText())) << "the comments are translated";
    // Every Latin character one cell wide (fontconfig calls these CJK faces "dual width", so
    // QFontInfo::fixedPitch() says false), and a CJK character exactly two: columns line up.
    const QFontMetricsF fm(code->font());
    EXPECT_NEAR(fm.horizontalAdvance(QStringLiteral("i")), fm.horizontalAdvance(QStringLiteral("M")), 0.5);
    EXPECT_NEAR(fm.horizontalAdvance(QStringLiteral("线")), 2 * fm.horizontalAdvance(QStringLiteral("x")), 1.0);
}

TEST_F(ChineseTest, QtsOwnButtonsAreTranslated)
{
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    EXPECT_TRUE(hasChinese(box.button(QDialogButtonBox::Cancel)->text()))
        << box.button(QDialogButtonBox::Cancel)->text().toStdString();
}

TEST_F(ChineseTest, EnglishRemovesTheTranslations)
{
    ASSERT_TRUE(installTranslations(QStringLiteral("en")));
    EXPECT_EQ(installedLanguage(), QStringLiteral("en"));
    BenchmarkPage page;
    EXPECT_EQ(chineseCount(visibleTexts(&page)), 0);
}

// English shows counts as English writes them: "1 element ... was", "2 elements ... were".
TEST(EnglishPlurals, OneAndManyReadRight)
{
    ASSERT_TRUE(installTranslations(QStringLiteral("en")));
    const auto translate = [](int n) {
        return QCoreApplication::translate(
            "cvz::Playground", "%n element(s) of %1 were never written: %2%3.", nullptr, n)
            .arg(QStringLiteral("out"), QStringLiteral("0"), QString());
    };
    EXPECT_EQ(translate(1), QStringLiteral("1 element of out was never written: 0."));
    EXPECT_EQ(translate(3), QStringLiteral("3 elements of out were never written: 0."));
}
