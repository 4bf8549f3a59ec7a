#include "backgroundjob.h"

#include <QAbstractButton>
#include <QMetaObject>
#include <QProgressBar>
#include <algorithm>
#include <climits>

namespace cvz {

namespace {
int clampToInt(int64_t value)
{
    return int(std::clamp<int64_t>(value, INT_MIN, INT_MAX));
}
} // namespace

JobProgress::JobProgress(JobTracker* tracker, uint64_t generation, std::shared_ptr<std::atomic<bool>> cancel)
    : m_tracker(tracker)
    , m_generation(generation)
    , m_cancel(std::move(cancel))
{ }

void JobProgress::setRange(int64_t minimum, int64_t maximum)
{
    const int lo = clampToInt(minimum), hi = clampToInt(maximum);
    m_tracker->deliver(m_generation, [t = m_tracker, lo, hi] { Q_EMIT t->progressRangeChanged(lo, hi); });
}

void JobProgress::setValue(int64_t value)
{
    m_pending->value = clampToInt(value);
    if (m_pending->queued.exchange(true))
        return; // the report on its way will carry this value
    m_tracker->deliver(m_generation, [t = m_tracker, pending = m_pending] {
        pending->queued = false;
        Q_EMIT t->progressValueChanged(pending->value.load());
    });
}

void JobProgress::setText(const QString& text)
{
    m_tracker->deliver(m_generation, [t = m_tracker, text] { Q_EMIT t->progressTextChanged(text); });
}

JobTracker::JobTracker(QObject* parent)
    : QObject(parent)
{ }

void JobTracker::cancel()
{
    if (m_running && m_cancel)
        m_cancel->store(true);
}

void JobTracker::attach(QProgressBar* bar, QAbstractButton* cancelButton, bool hideWhenIdle)
{
    if (bar) {
        if (hideWhenIdle)
            bar->setVisible(m_running);
        connect(this, &JobTracker::runningChanged, bar, [bar, hideWhenIdle](bool running) {
            if (running) {
                bar->setRange(0, 0); // busy until the job says how much there is
                bar->setValue(0);
            }
            if (hideWhenIdle)
                bar->setVisible(running);
        });
        connect(this, &JobTracker::progressRangeChanged, bar, &QProgressBar::setRange);
        connect(this, &JobTracker::progressValueChanged, bar, &QProgressBar::setValue);
    }
    if (cancelButton) {
        if (hideWhenIdle)
            cancelButton->setVisible(m_running);
        cancelButton->setEnabled(m_running);
        connect(this, &JobTracker::runningChanged, cancelButton, [cancelButton, hideWhenIdle](bool running) {
            if (hideWhenIdle)
                cancelButton->setVisible(running);
            cancelButton->setEnabled(running);
        });
        connect(cancelButton, &QAbstractButton::clicked, this, [this, cancelButton] {
            cancel();
            cancelButton->setEnabled(false); // once is enough; the work stops at its next check
        });
    }
}

JobProgress JobTracker::begin()
{
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ++m_generation;
    m_running = true;
    Q_EMIT runningChanged(true);
    return JobProgress(this, m_generation, m_cancel);
}

void JobTracker::end()
{
    if (!m_running)
        return;
    ++m_generation; // reports still queued from the job that ended are dropped
    m_running = false;
    Q_EMIT runningChanged(false);
}

void JobTracker::finish(const JobProgress& progress, std::function<void()> result)
{
    deliver(progress.m_generation, [this, result = std::move(result)] {
        end();
        result();
    });
}

void JobTracker::fail(const JobProgress& progress, const QString& why)
{
    deliver(progress.m_generation, [this, why] {
        end();
        Q_EMIT failed(why.isEmpty() ? tr("The work stopped with an unexpected error.") : why);
    });
}

void JobTracker::deliver(uint64_t generation, std::function<void()> report)
{
    QMetaObject::invokeMethod(
        this,
        [this, generation, report = std::move(report)] {
            if (generation == m_generation)
                report();
        },
        Qt::QueuedConnection);
}

} // namespace cvz
