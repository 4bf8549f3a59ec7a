#include "bench/benchmarkrunner.h"
#include "benchview/benchmarkpage.h"
#include "chartview/chartspage.h"
#include "devicespage.h"
#include "gpu/gateway.h"
#include "mainwindow.h"
#include "mappingview/threadmappingpage.h"
#include "playgroundview/playgroundpage.h"
#include "uitesthelpers.h"

#include <QCheckBox>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
// Each test gets its own settings folder, so nothing leaks between tests or to the user.
class MainWindowTest : public IsolatedTest
{
};
} // namespace

TEST_F(MainWindowTest, OpensWithTheDevicesPage)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)));
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ASSERT_TRUE(waitForProbe(*window.devicesPage()));
    ASSERT_EQ(window.tabs()->count(), 5);
    EXPECT_EQ(window.tabs()->widget(0), reinterpret_cast<QWidget*>(window.mappingPage()));
    EXPECT_EQ(window.tabs()->widget(1), reinterpret_cast<QWidget*>(window.playgroundPage()));
    EXPECT_EQ(window.tabs()->widget(2), reinterpret_cast<QWidget*>(window.benchmarkPage()));
    EXPECT_EQ(window.tabs()->widget(3), reinterpret_cast<QWidget*>(window.chartsPage()));
    EXPECT_EQ(window.tabs()->widget(4), window.devicesPage());
    EXPECT_FALSE(window.windowTitle().isEmpty());
}

TEST_F(MainWindowTest, GeometryRoundTripsThroughSettings)
{
    const QRect wanted(40, 50, 1400, 900);
    {
        MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)));
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.setGeometry(wanted);
        QCoreApplication::processEvents();
        ASSERT_TRUE(waitForProbe(*window.devicesPage()));
        window.close();
    }
    EXPECT_TRUE(QSettings().contains(QStringLiteral("mainwindow/geometry")));
    MainWindow reopened(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)));
    reopened.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&reopened));
    ASSERT_TRUE(waitForProbe(*reopened.devicesPage()));
    EXPECT_EQ(reopened.size(), wanted.size());
}

TEST_F(MainWindowTest, AboutBoxNamesTheLibraryVersions)
{
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_TWO_DEVICES_PATH)));
    ASSERT_TRUE(waitForProbe(*window.devicesPage()));
    QCoreApplication::processEvents();
    QString aboutText;
    QTimer::singleShot(0, [&aboutText] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w)) {
                aboutText = box->text();
                box->accept();
            }
    });
    window.showAbout();
    EXPECT_TRUE(aboutText.contains(QStringLiteral("Qt"))) << aboutText.toStdString();
    EXPECT_TRUE(aboutText.contains(QStringLiteral("Eigen")));
    EXPECT_TRUE(aboutText.contains(QStringLiteral("CUDA Toolkit (build)")));
    EXPECT_TRUE(aboutText.contains(QStringLiteral("CUDA runtime")));
}

// A sticky CUDA error in one benchmark run turns the GPU off on every page until restart:
// the Devices page reports it, the status bar says it, the Benchmark page stops offering GPUs.
TEST_F(MainWindowTest, AStickyGpuErrorShowsOnEveryPage)
{
    qputenv("CUDAVIZ_FAKE_GPU", "sticky-tiled");
    forgetStickyErrorForTests();
    MainWindow window(new DevicesPage(fakeProbe(FAKE_GPU_TWO_DEVICES_PATH)));
    window.show();
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.devicesPage()->report().cudaAvailable(); }, 10000))
        << window.devicesPage()->report().availability.reason.toStdString();

    const auto loaded = GpuModule::load(QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
    BenchmarkRunner runner(loaded.module.get(), window.devicesPage()->report());
    BenchRequest request;
    request.shapes = { { 8, 8, 8 } };
    request.backends = { Backend::GpuTiled };
    EXPECT_EQ(runner.run(request).results.front().status, RunStatus::Failed);

    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return window.devicesPage()->report().availability.status == GpuStatus::Disabled; }, 10000));
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("GPU off until restart")))
        << window.statusBar()->currentMessage().toStdString();
    EXPECT_FALSE(window.benchmarkPage()->findChild<QCheckBox*>(QStringLiteral("gpu-cublas"))->isVisible());
    qunsetenv("CUDAVIZ_FAKE_GPU");
    forgetStickyErrorForTests();
}
