// The one way the pages run long work: results arrive on the GUI thread, Cancel reaches the
// work, a newer start drops the older result, and a job never outlives its owner.
#include "backgroundjob.h"

#include <QProgressBar>
#include <QPushButton>
#include <QTest>
#include <QThread>
#include <gtest/gtest.h>

using namespace cvz;

TEST(BackgroundJob, TheResultArrivesOnTheGuiThreadWithItsProgress)
{
    BackgroundJob<int> job;
    QProgressBar bar;
    QPushButton cancel;
    bar.show();
    cancel.show();
    job.attach(&bar, &cancel);
    EXPECT_FALSE(bar.isVisible()) << "nothing runs yet";
    std::optional<int> got;
    QThread* deliveredOn = nullptr;
    job.onFinished([&](const int& value) {
        got = value;
        deliveredOn = QThread::currentThread();
    });
    std::atomic<bool> release { false };
    job.start([&release](JobProgress& progress) {
        progress.setRange(0, 10);
        progress.setValue(7);
        while (!release)
            QThread::msleep(1);
        return 42;
    });
    EXPECT_TRUE(job.isRunning());
    EXPECT_TRUE(bar.isVisible());
    EXPECT_TRUE(cancel.isVisible());
    ASSERT_TRUE(QTest::qWaitFor([&] { return bar.value() == 7; }, 5000));
    EXPECT_EQ(bar.maximum(), 10);
    release = true;
    ASSERT_TRUE(QTest::qWaitFor([&] { return !job.isRunning(); }, 5000));
    EXPECT_EQ(got, 42);
    EXPECT_EQ(deliveredOn, QThread::currentThread());
    EXPECT_FALSE(job.wasCancelled());
    EXPECT_FALSE(bar.isVisible());
    EXPECT_FALSE(cancel.isVisible());
}

TEST(BackgroundJob, CancelReachesTheWorkAndIsReported)
{
    BackgroundJob<int> job;
    QPushButton cancel;
    job.attach(nullptr, &cancel);
    std::optional<int> got;
    job.onFinished([&](const int& value) { got = value; });
    job.start([](JobProgress& progress) {
        while (!progress.cancelled())
            QThread::msleep(1);
        return -1; // what the work leaves when cancelled
    });
    cancel.click();
    EXPECT_FALSE(cancel.isEnabled()) << "once is enough";
    ASSERT_TRUE(QTest::qWaitFor([&] { return got.has_value(); }, 5000));
    EXPECT_EQ(got, -1);
    EXPECT_TRUE(job.wasCancelled());
}

TEST(BackgroundJob, ANewerStartDropsTheOlderResultAndItsProgress)
{
    BackgroundJob<int> job;
    std::vector<int> results, values;
    job.onFinished([&](const int& value) { results.push_back(value); });
    QObject::connect(&job, &JobTracker::progressValueChanged, [&](int v) { values.push_back(v); });
    job.start([](JobProgress& progress) {
        progress.setValue(1);
        while (!progress.cancelled())
            QThread::msleep(1);
        return 1;
    });
    job.start([](JobProgress& progress) { // waits for the first, which is cancelled
        progress.setValue(2);
        return 2;
    });
    ASSERT_TRUE(QTest::qWaitFor([&] { return !job.isRunning(); }, 5000));
    QTest::qWait(20);
    EXPECT_EQ(results, std::vector<int> { 2 });
    EXPECT_EQ(values, std::vector<int> { 2 }) << "the replaced job's progress is not shown";
}

TEST(BackgroundJob, DestroyingTheJobCancelsAndWaitsForItsWork)
{
    std::atomic<bool> workEnded { false };
    bool delivered = false;
    {
        BackgroundJob<int> job;
        job.onFinished([&](const int&) { delivered = true; });
        job.start([&workEnded](JobProgress& progress) {
            while (!progress.cancelled())
                QThread::msleep(1);
            workEnded = true;
            return 0;
        });
    }
    EXPECT_TRUE(workEnded) << "the work ended before its job was gone";
    QTest::qWait(20);
    EXPECT_FALSE(delivered);
}
