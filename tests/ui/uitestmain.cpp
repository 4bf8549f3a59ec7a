// GUI tests run without a display: offscreen platform, set after gtest has parsed its
// flags so that test listing (gtest_discover_tests) works anywhere.
#include "i18n/language.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace {
// Pages remember their controls in QSettings; every test starts from empty settings so a
// choice made in one test never leaks into the next (or into the user's configuration).
class FreshSettings : public ::testing::EmptyTestEventListener
{
    void OnTestStart(const ::testing::TestInfo&) override
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings().clear();
    }
    QTemporaryDir m_dir;
};
} // namespace

int main(int argc, char** argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // keeps QSettings away from the user's config
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("cudaviz-tests"));
    QApplication::setApplicationName(QStringLiteral("cudaviz-ui-tests"));
    cvz::installTranslations(QStringLiteral("en")); // as the app starts: English plural forms
    ::testing::UnitTest::GetInstance()->listeners().Append(new FreshSettings);
    return RUN_ALL_TESTS();
}
