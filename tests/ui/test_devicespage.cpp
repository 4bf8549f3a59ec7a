#include "archlimitsview.h"
#include "ceilingspanel.h"
#include "device/archlimits.h"
#include "devicespage.h"
#include "fakesysfs.h"
#include "nogpupanel.h"
#include "uitesthelpers.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
// The Devices page's probe as a machine with this /sys and /dev would run it.
struct SysfsScope
{
    explicit SysfsScope(const FakeSysfs& sysfs) { qputenv("CUDAVIZ_SYSFS_ROOT", sysfs.root().toUtf8()); }
    ~SysfsScope() { qunsetenv("CUDAVIZ_SYSFS_ROOT"); }
};

QString titleOf(DevicesPage& page)
{
    const auto* title = page.findChild<QLabel*>(QStringLiteral("noGpuTitle"));
    return title ? title->text() : QString();
}
} // namespace

// The three machines without a CUDA device get three different headlines and pieces of advice.
TEST(DevicesPage, TellsApartNoGpuDriverMissingAndNoDevice)
{
    {
        FakeSysfs laptop; // an Intel GPU only
        laptop.otherCard();
        const SysfsScope scope(laptop);
        DevicesPage page(fakeProbe(FAKE_GPU_NO_DRIVER_PATH));
        page.refresh();
        ASSERT_TRUE(waitForProbe(page));
        QCoreApplication::processEvents();
        EXPECT_TRUE(titleOf(page).contains(QStringLiteral("no NVIDIA GPU"))) << titleOf(page).toStdString();
        EXPECT_EQ(page.report().availability.situation, GpuSituation::NoNvidiaGpu);
    }
    {
        FakeSysfs desktop;
        desktop.gpu();
        const SysfsScope scope(desktop);
        DevicesPage page(fakeProbe(FAKE_GPU_NO_DRIVER_PATH));
        page.refresh();
        ASSERT_TRUE(waitForProbe(page));
        QCoreApplication::processEvents();
        EXPECT_TRUE(titleOf(page).contains(QStringLiteral("cannot use it yet"))) << titleOf(page).toStdString();
        EXPECT_TRUE(page.findChild<NoGpuPanel*>()->reasonText().contains(QStringLiteral("580.65.06")));
    }
    {
        FakeSysfs server;
        server.gpu().driver("580.95.05").nodes();
        const SysfsScope scope(server);
        DevicesPage page(fakeProbe(FAKE_GPU_NO_DEVICE_PATH));
        page.refresh();
        ASSERT_TRUE(waitForProbe(page));
        QCoreApplication::processEvents();
        EXPECT_TRUE(titleOf(page).contains(QStringLiteral("sees no device"))) << titleOf(page).toStdString();
    }
}

// Lesson 1's question works without a GPU: CUDA's limits for a chosen architecture; with a
// GPU, its own compute capability is chosen.
TEST(DevicesPage, ShowsCudasLimitsWithOrWithoutAGpu)
{
    DevicesPage page(fakeProbe(FAKE_GPU_TWO_DEVICES_PATH));
    ArchLimitsView* limits = page.limitsView();
    ASSERT_TRUE(limits);
    EXPECT_EQ(limits->rowCount(), 9);
    EXPECT_TRUE(limits->value(0).contains(QStringLiteral("1024")));
    EXPECT_EQ(limits->value(1), QStringLiteral("1024 × 1024 × 64"));
    page.refresh();
    ASSERT_TRUE(waitForProbe(page));
    QCoreApplication::processEvents();
    const GpuDeviceInfo& first = page.report().devices.front();
    if (archLimitsFor(first.ccMajor, first.ccMinor)) {
        auto* choice = limits->findChild<QComboBox*>(QStringLiteral("archChoice"));
        EXPECT_TRUE(choice->currentText().contains(first.computeCapability())) << choice->currentText().toStdString();
    }
}

TEST(DevicesPage, WithoutGpuShowsTheNoGpuPanelAndTheReason)
{
    FakeSysfs noNvidia;
    const SysfsScope scope(noNvidia);
    DevicesPage page(fakeProbe(FAKE_GPU_NO_DRIVER_PATH));
    QSignalSpy changed(&page, &DevicesPage::reportChanged);
    page.refresh();
    ASSERT_TRUE(waitForProbe(page));
    ASSERT_TRUE(QTest::qWaitFor([&] { return changed.count() == 1; }, 5000));

    auto* panel = page.findChild<NoGpuPanel*>(QStringLiteral("noGpuPanel"));
    ASSERT_NE(panel, nullptr);
    auto* stack = page.findChild<QStackedWidget*>();
    ASSERT_NE(stack, nullptr);
    EXPECT_EQ(stack->currentWidget(), panel);
    const auto* title = panel->findChild<QLabel*>(QStringLiteral("noGpuTitle"));
    ASSERT_NE(title, nullptr);
    EXPECT_TRUE(title->text().contains(QStringLiteral("no NVIDIA GPU")));
    EXPECT_TRUE(title->text().contains(QStringLiteral("expected")));
    EXPECT_TRUE(panel->reasonText().contains(QStringLiteral("cudaErrorInsufficientDriver")))
        << panel->reasonText().toStdString();
    EXPECT_FALSE(page.report().cudaAvailable());
    // It points to what a student can do on this machine, and each place it names is a tab.
    const auto* here = panel->findChild<QLabel*>(QStringLiteral("noGpuHere"));
    ASSERT_NE(here, nullptr);
    EXPECT_FALSE(here->isHidden());
    for (const char* place : { "Thread Mapping", "Playground", "exercises", "Benchmark", "Lessons" })
        EXPECT_TRUE(here->text().contains(QLatin1String(place))) << place;
}

TEST(DevicesPage, WithGpusShowsOneColumnPerDevice)
{
    DevicesPage page(fakeProbe(FAKE_GPU_TWO_DEVICES_PATH));
    page.refresh();
    ASSERT_TRUE(waitForProbe(page));
    QCoreApplication::processEvents();

    auto* table = page.findChild<QTableView*>(QStringLiteral("deviceTable"));
    ASSERT_NE(table, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return table->model()->columnCount() == 2; }, 5000));
    EXPECT_EQ(page.findChild<QStackedWidget*>()->currentIndex(), 1);
    EXPECT_EQ(table->model()->index(0, 1).data().toString(), QStringLiteral("Fake GPU 1"));
    const auto* versions = page.findChild<QLabel*>(QStringLiteral("cudaVersions"));
    ASSERT_NE(versions, nullptr);
    EXPECT_TRUE(versions->text().contains(QStringLiteral("13.0")));
}

TEST(DevicesPage, ModuleThatFailsToLoadIsExplainedNotCrashed)
{
    DevicesPage page(fakeProbe(FAKE_GPU_WRONG_VERSION_PATH));
    page.refresh();
    ASSERT_TRUE(waitForProbe(page));
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.report().availability.status == GpuStatus::AbiMismatch; }, 5000));
    auto* panel = page.findChild<NoGpuPanel*>(QStringLiteral("noGpuPanel"));
    EXPECT_TRUE(panel->reasonText().contains(QStringLiteral("interface version")));
}

// The peaks: measured off the GUI thread with a progress bar and Cancel, kept for next time,
// and a GPU's theoretical peaks (the fake module's devices) stated as theoretical.
TEST(DevicesPage, MeasuresThePeaksOffTheGuiThreadAndShowsTheGpusTheoreticalOnes)
{
    // The UI tests run in QStandardPaths' test mode: the cache is the tests' own, never the user's.
    QFile::remove(defaultCeilingsCachePath());
    DevicesPage page(fakeProbe(FAKE_GPU_TWO_DEVICES_PATH));
    page.refresh();
    ASSERT_TRUE(waitForProbe(page));
    QCoreApplication::processEvents();
    CeilingsPanel* panel = page.ceilingsPanel();
    ASSERT_NE(panel, nullptr);
    auto* text = panel->findChild<QLabel*>(QStringLiteral("ceilingsText"));
    ASSERT_NE(text, nullptr);
    EXPECT_TRUE(text->text().contains(QStringLiteral("not measured yet"))) << text->text().toStdString();
    EXPECT_TRUE(text->text().contains(QStringLiteral("theoretical"))) << text->text().toStdString();
    QSignalSpy measured(panel, &CeilingsPanel::measured);
    panel->measure();
    EXPECT_TRUE(panel->isMeasuring());
    EXPECT_TRUE(panel->findChild<QProgressBar*>()->isVisibleTo(panel));
    ASSERT_TRUE(QTest::qWaitFor([&] { return measured.count() == 1; }, 20000));
    ASSERT_TRUE(panel->cpuCeilings());
    EXPECT_TRUE(text->text().contains(QStringLiteral("GFLOP/s on one core"))) << text->text().toStdString();
    EXPECT_TRUE(cachedCpuCeilings(detectCpu())); // kept for the next start
    QFile::remove(defaultCeilingsCachePath());
}
