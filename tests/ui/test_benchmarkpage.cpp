#include "benchview/benchmarkpage.h"
#include "benchview/benchresultsmodel.h"
#include "uitesthelpers.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
DeviceReport fakeReport(const char* path)
{
    return collectDeviceReport(GpuModule::load(QString::fromUtf8(path)));
}

void tick(BenchmarkPage& page, const char* backend, bool on)
{
    page.findChild<QCheckBox*>(QString::fromLatin1(backend))->setChecked(on);
}

bool waitForRun(BenchmarkPage& page)
{
    return QTest::qWaitFor([&] { return !page.isRunning(); }, 60000);
}

// Runs the CPU backends at `sizes` and waits until the page shows the results (run number `runs`).
bool runAndShow(BenchmarkPage& page, QSignalSpy& done, const char* sizes, int runs, bool keep = false)
{
    page.findChild<QLineEdit*>(QStringLiteral("sizesEdit"))->setText(QString::fromLatin1(sizes));
    page.run(keep);
    return waitForRun(page) && QTest::qWaitFor([&] { return done.count() == runs; }, 5000);
}
} // namespace

TEST(BenchResultsModel, PassesTheModelTester)
{
    BenchResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    BenchResultSet set;
    BenchResult r;
    r.m = r.n = r.k = 64;
    r.samplesMs = { 1, 2, 3 };
    r.stats = summarize(r.samplesMs);
    set.results = { r, r };
    set.results[1].status = RunStatus::Failed;
    set.results[1].message = QStringLiteral("wrong result");
    model.setResults(set);
    EXPECT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.index(0, BenchResultsModel::Median).data().toString(), QStringLiteral("2.000"));
    EXPECT_EQ(model.index(1, BenchResultsModel::Note).data().toString(), QStringLiteral("wrong result"));
    EXPECT_TRUE(model.index(1, BenchResultsModel::Status).data(Qt::ForegroundRole).isValid());
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(BenchmarkPage, WithoutGpuOnlyCpuBackendsAreOfferedWithTheReason)
{
    BenchmarkPage page;
    page.setGpu(fakeReport(FAKE_GPU_NO_DRIVER_PATH));
    page.show();
    EXPECT_TRUE(page.findChild<QCheckBox*>(QStringLiteral("cpu-eigen"))->isVisible());
    EXPECT_FALSE(page.findChild<QCheckBox*>(QStringLiteral("gpu-cublas"))->isVisible());
    auto* notice = page.findChild<QLabel*>(QStringLiteral("gpuNotice"));
    EXPECT_TRUE(notice->isVisible());
    EXPECT_TRUE(notice->text().contains(QStringLiteral("cudaErrorInsufficientDriver")));
    // Even if a GPU box was ticked earlier, a run without a GPU asks only the CPU.
    QString error;
    const auto request = page.request(&error);
    ASSERT_TRUE(request);
    for (Backend b : request->backends)
        EXPECT_FALSE(isGpu(b));
}

TEST(BenchmarkPage, WithAGpuTheGpuBackendsAppear)
{
    BenchmarkPage page;
    page.setGpu(fakeReport(FAKE_GPU_TWO_DEVICES_PATH));
    page.show();
    EXPECT_TRUE(page.findChild<QCheckBox*>(QStringLiteral("gpu-cublas"))->isVisible());
    EXPECT_FALSE(page.findChild<QLabel*>(QStringLiteral("gpuNotice"))->isVisible());
}

TEST(BenchmarkPage, ASmallRunFillsTheTableOffTheGuiThread)
{
    BenchmarkPage page;
    page.setGpu(fakeReport(FAKE_GPU_NO_DEVICE_PATH));
    page.findChild<QLineEdit*>(QStringLiteral("sizesEdit"))->setText(QStringLiteral("16,33"));
    tick(page, "cpu-naive", true);
    QSignalSpy done(&page, &BenchmarkPage::resultsChanged);
    page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
    EXPECT_TRUE(page.isRunning() || done.count() == 1); // returns at once; the work is elsewhere
    ASSERT_TRUE(waitForRun(page));
    ASSERT_TRUE(QTest::qWaitFor([&] { return done.count() == 1; }, 5000));
    ASSERT_EQ(page.model()->rowCount(), 4); // 2 sizes x (cpu-naive, cpu-eigen)
    for (int row = 0; row < 4; ++row)
        EXPECT_EQ(page.model()->index(row, BenchResultsModel::Status).data().toString(), QStringLiteral("ok"));
    // Sorting by GFLOP/s sorts numbers, and copying gives a tab-separated table.
    page.table()->sortByColumn(BenchResultsModel::Gflops, Qt::DescendingOrder);
    page.table()->selectAll();
    page.copySelection();
    const QStringList lines = QApplication::clipboard()->text().trimmed().split(QLatin1Char('\n'));
    EXPECT_EQ(lines.size(), 5);
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("Backend\tM×K×N")));
}

// A second run starts clean: no rows, chart or progress text of the first stay on screen.
TEST(BenchmarkPage, ASecondRunStartsClean)
{
    BenchmarkPage page;
    page.setGpu(fakeReport(FAKE_GPU_NO_DEVICE_PATH));
    page.findChild<QLineEdit*>(QStringLiteral("sizesEdit"))->setText(QStringLiteral("16,33"));
    QSignalSpy done(&page, &BenchmarkPage::resultsChanged);
    page.run();
    ASSERT_TRUE(waitForRun(page));
    ASSERT_TRUE(QTest::qWaitFor([&] { return done.count() == 1; }, 5000));
    ASSERT_EQ(page.model()->rowCount(), 2);
    auto* chart = page.findChild<QWidget*>(QStringLiteral("benchChart"));
    auto* progress = page.findChild<QProgressBar*>();
    ASSERT_TRUE(chart && progress);
    EXPECT_FALSE(chart->isHidden());
    page.findChild<QLineEdit*>(QStringLiteral("sizesEdit"))->setText(QStringLiteral("24"));
    page.run();
    EXPECT_EQ(page.model()->rowCount(), 0) << "the first run's rows are gone the moment the second starts";
    EXPECT_TRUE(chart->isHidden());
    EXPECT_FALSE(progress->format().contains(QStringLiteral("cpu-eigen")));
    ASSERT_TRUE(waitForRun(page));
    ASSERT_TRUE(QTest::qWaitFor([&] { return done.count() == 2; }, 5000));
    EXPECT_EQ(page.model()->rowCount(), 1);
}

// A lesson's later run keeps the earlier sizes a later step charts (lesson 6: a rerun at 1024
// must not empty the sweep of 32 to 1024).
TEST(BenchmarkPage, ARunThatKeepsAddsToTheEarlierResults)
{
    BenchmarkPage page;
    page.setGpu(fakeReport(FAKE_GPU_NO_DEVICE_PATH));
    QSignalSpy done(&page, &BenchmarkPage::resultsChanged);
    ASSERT_TRUE(runAndShow(page, done, "16,33", 1));
    ASSERT_TRUE(runAndShow(page, done, "33,40", 2, true));
    const BenchResultSet& set = page.model()->results();
    ASSERT_EQ(set.results.size(), 3u); // 16 kept, 33 measured again (once), 40 new
    EXPECT_EQ(set.results[0].m, 16);
    EXPECT_EQ(set.results[1].m, 33);
    EXPECT_EQ(set.results[2].m, 40);
}

// The Note column is readable however narrow: its whole text is the row's tooltip.
TEST(BenchResultsModel, TheNoteIsTheTooltipAndTheStatusIsTranslatable)
{
    BenchResultSet set;
    BenchResult failed;
    failed.backend = Backend::CpuEigen;
    failed.status = RunStatus::Failed;
    failed.message = QStringLiteral("a long explanation of why this run failed, longer than any column is wide");
    set.results.push_back(failed);
    BenchResultsModel model;
    model.setResults(set);
    EXPECT_EQ(model.index(0, BenchResultsModel::Backend).data(Qt::ToolTipRole).toString(), failed.message);
    EXPECT_EQ(model.index(0, BenchResultsModel::Note).data().toString(), failed.message);
    EXPECT_EQ(model.index(0, BenchResultsModel::Status).data().toString(), BenchResultsModel::tr("failed"));
}

TEST(BenchmarkPage, BadSizesAreExplainedAndNothingRuns)
{
    BenchmarkPage page;
    page.findChild<QLineEdit*>(QStringLiteral("sizesEdit"))->setText(QStringLiteral("64,-5"));
    page.run();
    EXPECT_FALSE(page.isRunning());
    EXPECT_TRUE(page.findChild<QLabel*>(QStringLiteral("benchMessage"))
                    ->text()
                    .contains(QStringLiteral("size -5 is out of range")));
}

TEST(BenchmarkPage, CancelStopsTheRunAndKeepsWhatFinished)
{
    BenchmarkPage page;
    page.setGpu(fakeReport(FAKE_GPU_NO_DEVICE_PATH));
    page.findChild<QLineEdit*>(QStringLiteral("sizesEdit"))->setText(QStringLiteral("64,96,128,160,192,224,256,288"));
    tick(page, "cpu-naive", true);
    page.findChild<QSpinBox*>(QStringLiteral("samplesSpin"))->setValue(30);
    page.run();
    ASSERT_TRUE(page.isRunning());
    page.cancel();
    ASSERT_TRUE(waitForRun(page));
    QCoreApplication::processEvents();
    int skipped = 0;
    for (int row = 0; row < page.model()->rowCount(); ++row)
        skipped += page.model()->index(row, BenchResultsModel::Status).data().toString() == QStringLiteral("skipped");
    EXPECT_GT(skipped, 0);
    EXPECT_TRUE(page.findChild<QLabel*>(QStringLiteral("benchMessage"))->text().contains(QStringLiteral("Cancelled")));
}
