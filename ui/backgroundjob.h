#pragma once

#include <QCoreApplication>
#include <QFuture>
#include <QObject>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <optional>

class QAbstractButton;
class QProgressBar;

namespace cvz {

class JobTracker;

// What a background job's work sees: its cancel flag (raised by Cancel, by a newer start and
// by the page closing) and where its progress goes. Callable from the worker thread; the
// tracker hands each report to the GUI thread, and drops those of a job it has replaced.
class JobProgress
{
public:
    bool cancelled() const { return m_cancel->load(); }
    const std::atomic<bool>* cancelFlag() const { return m_cancel.get(); } // for core work that polls one
    void setRange(int64_t minimum, int64_t maximum); // clamped to int, as QProgressBar takes it
    void setValue(int64_t value);
    void setText(const QString& text); // a stage's name ("Compiling…"), every one delivered

private:
    friend class JobTracker;
    // The latest value, and whether a report of it is already on its way to the GUI thread:
    // a worker that reports a million times queues one report at a time, not a million.
    struct Pending
    {
        std::atomic<int> value { 0 };
        std::atomic<bool> queued { false };
    };
    JobProgress(JobTracker* tracker, uint64_t generation, std::shared_ptr<std::atomic<bool>> cancel);
    JobTracker* m_tracker; // outlives the work: BackgroundJob waits for it
    uint64_t m_generation;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<Pending> m_pending = std::make_shared<Pending>();
};

// The non-template half of BackgroundJob: its state and its signals, for the page to wire.
class JobTracker : public QObject
{
    Q_OBJECT
public:
    explicit JobTracker(QObject* parent = nullptr);

    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancel && m_cancel->load(); } // the last run's flag
    // Raises the running job's flag; its result still arrives (the work decides what is left).
    void cancel();
    // Feeds `bar` the job's progress and makes `cancelButton` cancel it (either may be null);
    // shows both only while a job runs, or with `hideWhenIdle` false keeps them and disables
    // the button between jobs.
    void attach(QProgressBar* bar, QAbstractButton* cancelButton, bool hideWhenIdle = true);

Q_SIGNALS:
    void runningChanged(bool running);
    void progressRangeChanged(int minimum, int maximum);
    void progressValueChanged(int value);
    void progressTextChanged(const QString& text);
    // The work threw (out of memory, say): the job has ended without a result.
    void failed(const QString& why);

protected:
    JobProgress begin(); // a new generation: the old one's reports are dropped from now on
    void end();
    // From the worker: ends the job on the GUI thread and then calls `deliver`, unless the job
    // was replaced or stopped meanwhile.
    void finish(const JobProgress& progress, std::function<void()> deliver);
    void fail(const JobProgress& progress, const QString& why);

private:
    friend class JobProgress;
    void deliver(uint64_t generation, std::function<void()> report);

    uint64_t m_generation = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

// Long work off the GUI thread, the one way the pages do it: start(work) runs
// `Result work(JobProgress&)` on the thread pool; the finished callback gets the result on
// the GUI thread (wasCancelled() says whether Cancel was pressed meanwhile). A start while a
// job runs cancels it and waits for it; its result is dropped. Destroying the job cancels and
// waits, so a worker never outlives its page.
template <class Result> class BackgroundJob : public JobTracker
{
public:
    using JobTracker::JobTracker;
    ~BackgroundJob() override
    {
        blockSignals(true); // its owner is being destroyed: nothing of it is shown any more
        stop();
    }

    // Called on the GUI thread with each finished job's result.
    void onFinished(std::function<void(const Result&)> finished) { m_finished = std::move(finished); }

    template <class Work> void start(Work work)
    {
        stop();
        JobProgress progress = begin();
        m_future = QtConcurrent::run([this, work = std::move(work), progress]() mutable {
            // A job always ends: an exception (std::bad_alloc, say) ends it without a result.
            try {
                auto result = std::make_shared<Result>(work(progress));
                finish(progress, [this, result] {
                    if (m_finished)
                        m_finished(*result);
                });
            } catch (const std::exception& e) {
                fail(progress, QString::fromLocal8Bit(e.what()));
            } catch (...) {
                fail(progress, QString());
            }
        });
    }

    // Cancels the running job and waits for it; its result is not delivered.
    void stop()
    {
        cancel();
        m_future.waitForFinished();
        end();
    }

private:
    QFuture<void> m_future;
    std::function<void(const Result&)> m_finished;
};

} // namespace cvz
