#include "runprogress.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <ctime>
#include <new>
#include <sys/mman.h>
#include <unistd.h>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr size_t kPageBytes = 4096;

int64_t nowNs()
{
    timespec t {};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return int64_t(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}
} // namespace

QString runProgressText(const RunProgress& p)
{
    // In doubles: the counts come from a page the student's code can write (100 x 2^62 overflows).
    const int percent = p.blocks > 0 ? int(100.0 * double(p.blocksDone) / double(p.blocks)) : 0;
    const QString where = Tr::tr("Launch %1: block %2 of %3 (%4 %)")
                              .arg(p.launch)
                              .arg(QLocale().toString(qlonglong(p.blocksDone)))
                              .arg(QLocale().toString(qlonglong(p.blocks)))
                              .arg(percent);
    if (!p.secondsLeft)
        return where;
    return Tr::tr("%1, about %2 s left").arg(where).arg(std::max(1.0, *p.secondsLeft), 0, 'f', 0);
}

bool ProgressPace::due(const RunProgress& p)
{
    const auto nowMs = int64_t(p.seconds * 1000.0);
    if (p.seconds < 1.0 || (m_shownMs >= 0 && nowMs > m_shownMs && nowMs - m_shownMs < 200))
        return false;
    m_shownMs = nowMs;
    return true;
}

ProgressPage::ProgressPage()
{
    m_fd = memfd_create("cudaviz-progress", MFD_CLOEXEC);
    if (m_fd < 0)
        return;
    void* p = ftruncate(m_fd, kPageBytes) == 0 ? mmap(nullptr, kPageBytes, PROT_READ | PROT_WRITE, MAP_SHARED, m_fd, 0)
                                               : MAP_FAILED;
    if (p == MAP_FAILED) {
        ::close(m_fd);
        m_fd = -1;
        return;
    }
    m_words = new (p) ProgressWords;
}

ProgressPage::~ProgressPage()
{
    if (m_words)
        munmap(m_words, kPageBytes);
    if (m_fd >= 0)
        ::close(m_fd);
}

std::optional<RunProgress> ProgressPage::read()
{
    if (!m_words)
        return std::nullopt;
    RunProgress p;
    p.launch = m_words->launch.load(std::memory_order_relaxed);
    p.blocks = std::max<int64_t>(0, m_words->blocks.load(std::memory_order_relaxed));
    p.blocksDone = std::clamp<int64_t>(m_words->blocksDone.load(std::memory_order_relaxed), 0, p.blocks);
    if (p.launch <= 0)
        return std::nullopt;
    if (p.launch != m_launch) { // a new launch: its clock starts when it is first seen
        m_launch = p.launch;
        m_launchStartNs = nowNs();
    }
    p.seconds = double(nowNs() - m_launchStartNs) * 1e-9;
    if (p.blocksDone > 0 && p.blocksDone < p.blocks && p.seconds >= 1.0)
        p.secondsLeft = p.seconds / double(p.blocksDone) * double(p.blocks - p.blocksDone);
    return p;
}

ProgressWords* mapProgressPage(int fd)
{
    if (fd < 0)
        return nullptr;
    void* p = mmap(nullptr, kPageBytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    ::close(fd); // the mapping stays
    return p == MAP_FAILED ? nullptr : static_cast<ProgressWords*>(p);
}

} // namespace cvz
