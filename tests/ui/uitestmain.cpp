// GUI tests run without a display: offscreen platform, set after gtest has parsed its
// flags so that test listing (gtest_discover_tests) works anywhere.
#include <QApplication>
#include <QStandardPaths>
#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // keeps QSettings away from the user's config
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("cudaviz-tests"));
    QApplication::setApplicationName(QStringLiteral("cudaviz-ui-tests"));
    return RUN_ALL_TESTS();
}
