#include "devicespage.h"
#include "nogpupanel.h"
#include "uitesthelpers.h"

#include <QLabel>
#include <QStackedWidget>
#include <QTableView>
#include <gtest/gtest.h>

using namespace cvz;

TEST(DevicesPage, WithoutGpuShowsTheNoGpuPanelAndTheReason)
{
    DevicesPage page(test::fakeProbe(FAKE_GPU_NO_DRIVER_PATH));
    QSignalSpy changed(&page, &DevicesPage::reportChanged);
    page.refresh();
    ASSERT_TRUE(test::waitForProbe(page));
    ASSERT_TRUE(QTest::qWaitFor([&] { return changed.count() == 1; }, 5000));

    auto* panel = page.findChild<NoGpuPanel*>(QStringLiteral("noGpuPanel"));
    ASSERT_NE(panel, nullptr);
    auto* stack = page.findChild<QStackedWidget*>();
    ASSERT_NE(stack, nullptr);
    EXPECT_EQ(stack->currentWidget(), panel);
    const auto* title = panel->findChild<QLabel*>(QStringLiteral("noGpuTitle"));
    ASSERT_NE(title, nullptr);
    EXPECT_TRUE(title->text().contains(QStringLiteral("No CUDA GPU found")));
    EXPECT_TRUE(title->text().contains(QStringLiteral("expected")));
    EXPECT_TRUE(panel->reasonText().contains(QStringLiteral("cudaErrorInsufficientDriver")))
        << panel->reasonText().toStdString();
    EXPECT_FALSE(page.report().cudaAvailable());
}

TEST(DevicesPage, WithGpusShowsOneColumnPerDevice)
{
    DevicesPage page(test::fakeProbe(FAKE_GPU_TWO_DEVICES_PATH));
    page.refresh();
    ASSERT_TRUE(test::waitForProbe(page));
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
    DevicesPage page(test::fakeProbe(FAKE_GPU_WRONG_VERSION_PATH));
    page.refresh();
    ASSERT_TRUE(test::waitForProbe(page));
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.report().availability.status == GpuStatus::AbiMismatch; }, 5000));
    auto* panel = page.findChild<NoGpuPanel*>(QStringLiteral("noGpuPanel"));
    EXPECT_TRUE(panel->reasonText().contains(QStringLiteral("interface version")));
}
