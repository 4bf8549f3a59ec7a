// How far the helper is through a run, seen by the app while it runs: a page of shared memory
// (a memfd the app makes and the helper maps before any of the student's code runs), in which the
// helper counts launches and blocks and the app reads them every 50 ms. The student's code can
// write the page too: the app only shows what it reads, clamped, and decides nothing by it.
#pragma once

#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

namespace cvz {

struct ProgressWords
{
    std::atomic<int64_t> launch { 0 }; // launches started so far (1 for the first)
    std::atomic<int64_t> blocksDone { 0 }; // of the one that runs now
    std::atomic<int64_t> blocks { 0 };
};
static_assert(std::atomic<int64_t>::is_always_lock_free, "shared between two processes");

// What the app reads: the launch that runs, its blocks done, and an estimate of the rest.
struct RunProgress
{
    int64_t launch = 0;
    int64_t blocksDone = 0, blocks = 0;
    double seconds = 0.0; // since this launch was first seen
    std::optional<double> secondsLeft; // once a block is done and a second has passed
};
using RunProgressCallback = std::function<void(const RunProgress&)>;

// When a report is worth showing: none in a launch's first second, then at most five a second (a
// new launch's clock starts again). The Playground and the CLI show progress at this pace.
class ProgressPace
{
public:
    bool due(const RunProgress& progress);

private:
    int64_t m_shownMs = -1;
};

// "Launch 2: block 12 345 of 781 250 (1 %), about 40 s left".
QString runProgressText(const RunProgress& progress);

// The app's side: the shared page, and what it says as RunProgress (with the estimate).
class ProgressPage
{
public:
    ProgressPage(); // no page when the system makes none: fd() is -1
    ~ProgressPage();
    ProgressPage(const ProgressPage&) = delete;
    ProgressPage& operator=(const ProgressPage&) = delete;
    int fd() const { return m_fd; }
    // The page as it is now; nothing before the first launch.
    std::optional<RunProgress> read();

private:
    int m_fd = -1;
    ProgressWords* m_words = nullptr;
    int64_t m_launch = 0;
    int64_t m_launchStartNs = 0;
};

// The helper's side: the page given by its descriptor, mapped (null when it cannot be).
ProgressWords* mapProgressPage(int fd);

} // namespace cvz
