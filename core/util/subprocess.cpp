#include "subprocess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <linux/close_range.h>
#include <mutex>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>

namespace cvz {

namespace {

// The process groups being run, for killRunningSubprocesses (a signal handler may read them).
std::array<std::atomic<pid_t>, 64> g_groups {};

void registerGroup(pid_t pid)
{
    static std::once_flag atExit;
    std::call_once(atExit, [] { std::atexit(&killRunningSubprocesses); });
    for (auto& slot : g_groups) {
        pid_t empty = 0;
        if (slot.compare_exchange_strong(empty, pid))
            return;
    }
}

void unregisterGroup(pid_t pid)
{
    for (auto& slot : g_groups) {
        pid_t mine = pid;
        if (slot.compare_exchange_strong(mine, 0))
            return;
    }
}

void setLimit(int resource, rlim_t soft, rlim_t hard)
{
    const rlimit limit { soft, hard };
    setrlimit(resource, &limit);
}

// In the child, between fork and exec: only async-signal-safe calls.
void prepareChild(const ProcessLimits& limits, int resultFd, int sharedFd, int landlockRuleset)
{
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL); // the app died without killing it
    setLimit(RLIMIT_CORE, 0, 0); // no core file of a helper with gigabytes of address space
    // The app's other descriptors are not the child's (the result pipe and the shared page are,
    // below): every range from 3 up that holds neither.
    const int low = std::min(resultFd, sharedFd) >= 0 ? std::min(resultFd, sharedFd) : std::max(resultFd, sharedFd);
    const int high = std::max(resultFd, sharedFd);
    int from = 3;
    for (const int keep : { low, high })
        if (keep >= from) {
            if (keep > from)
                syscall(SYS_close_range, unsigned(from), unsigned(keep - 1), CLOSE_RANGE_CLOEXEC);
            from = keep + 1;
        }
    syscall(SYS_close_range, unsigned(from), ~0u, CLOSE_RANGE_CLOEXEC);
    if (limits.addressSpaceBytes > 0)
        setLimit(RLIMIT_AS, rlim_t(limits.addressSpaceBytes), rlim_t(limits.addressSpaceBytes));
    if (limits.cpuSeconds > 0)
        setLimit(RLIMIT_CPU, rlim_t(limits.cpuSeconds), rlim_t(limits.cpuSeconds) + 2);
    if (limits.fileSizeBytes >= 0)
        setLimit(RLIMIT_FSIZE, rlim_t(limits.fileSizeBytes), rlim_t(limits.fileSizeBytes));
    if (limits.openFiles > 0)
        setLimit(RLIMIT_NOFILE, rlim_t(limits.openFiles), rlim_t(limits.openFiles));
    if (resultFd >= 0)
        fcntl(resultFd, F_SETFD, 0); // inherited through exec
    if (sharedFd >= 0)
        fcntl(sharedFd, F_SETFD, 0);
    if (landlockRuleset >= 0 && !enforceLandlock(landlockRuleset))
        _exit(126); // the rules were made, so the kernel has Landlock: never run without them
}

// Copies the result channel to a file as it comes, noting when bytes last came.
class ResultReader
{
public:
    ResultReader(int fd, const QString& path, qint64 maxBytes, bool startMarker)
        : m_fd(fd)
        , m_file(path)
        , m_maxBytes(maxBytes)
        , m_skip(startMarker ? 1 : 0)
    {
        m_clock.start();
        m_ok = m_file.open(QIODevice::WriteOnly | QIODevice::Truncate);
        m_thread = std::thread([this] { loop(); });
    }
    ~ResultReader() { finish(); }
    void finish()
    {
        if (m_thread.joinable())
            m_thread.join();
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        m_file.close();
    }
    qint64 bytes() const { return m_bytes.load(); }
    bool truncated() const { return m_truncated.load(); }
    // Milliseconds since the last byte came (since the start when none did).
    qint64 quietMs() const { return m_clock.elapsed() - m_lastByteMs.load(); }
    // Milliseconds since the start marker came, or -1 before it.
    qint64 sinceStartMs() const
    {
        const qint64 start = m_startMs.load();
        return start < 0 ? -1 : m_clock.elapsed() - start;
    }

private:
    void loop()
    {
        char buffer[1 << 16];
        for (;;) {
            ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return;
            m_lastByteMs.store(m_clock.elapsed());
            const char* data = buffer;
            if (m_skip > 0) { // the start marker
                m_startMs.store(m_clock.elapsed());
                m_skip = 0;
                ++data;
                --n;
            }
            const qint64 room = std::max<qint64>(0, m_maxBytes - m_bytes.load());
            const qint64 keep = std::min<qint64>(room, n);
            if (keep < n)
                m_truncated.store(true);
            if (m_ok && keep > 0 && m_file.write(data, keep) != keep)
                m_ok = false;
            m_bytes.fetch_add(n);
        }
    }

    int m_fd;
    QFile m_file;
    qint64 m_maxBytes;
    bool m_ok = false;
    QElapsedTimer m_clock;
    std::atomic<qint64> m_bytes { 0 };
    std::atomic<qint64> m_lastByteMs { 0 };
    std::atomic<bool> m_truncated { false };
    int m_skip = 0;
    std::atomic<qint64> m_startMs { -1 };
    std::thread m_thread;
};

} // namespace

void killRunningSubprocesses()
{
    for (auto& slot : g_groups)
        if (const pid_t pid = slot.load(); pid > 0)
            ::kill(-pid, SIGKILL);
}

namespace {
void onTerminatingSignal(int signal)
{
    killRunningSubprocesses();
    std::signal(signal, SIG_DFL);
    std::raise(signal); // ends the app as the signal would have
}
} // namespace

void killSubprocessesOnTerminatingSignals()
{
    for (int s : { SIGINT, SIGTERM, SIGHUP }) {
        struct sigaction old
        {
        };
        sigaction(s, nullptr, &old);
        if (old.sa_handler != SIG_DFL)
            continue; // ignored (nohup, a background job) or someone's own handler: left as it is
        struct sigaction sa
        {
        };
        sa.sa_handler = &onTerminatingSignal;
        sigemptyset(&sa.sa_mask);
        sigaction(s, &sa, nullptr);
    }
}

QString kernelRunnerPath()
{
    const QString forced = qEnvironmentVariable("CUDAVIZ_KERNELRUN");
    if (!forced.isEmpty())
        return forced;
    const QString exe = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    return QFileInfo(exe).absolutePath() + QStringLiteral("/cudaviz-kernelrun");
}

QString signalName(int signal)
{
    const char* abbrev = sigabbrev_np(signal);
    return abbrev ? QStringLiteral("SIG") + QString::fromLatin1(abbrev) : QStringLiteral("signal %1").arg(signal);
}

QProcessEnvironment minimalEnvironment()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    const QProcessEnvironment app = QProcessEnvironment::systemEnvironment();
    for (const char* name : { "LD_LIBRARY_PATH", "CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER", "ASAN_OPTIONS",
             "UBSAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS" })
        if (app.contains(QLatin1String(name)))
            env.insert(QLatin1String(name), app.value(QLatin1String(name)));
    return env;
}

namespace {
void applyEnvironment(QProcess& process, const SubprocessOptions& options)
{
    if (options.englishMessages || !options.tmpDir.isEmpty() || options.minimalEnvironment) {
        QProcessEnvironment env
            = options.minimalEnvironment ? minimalEnvironment() : QProcessEnvironment::systemEnvironment();
        if (options.englishMessages)
            env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        if (!options.tmpDir.isEmpty())
            env.insert(QStringLiteral("TMPDIR"), options.tmpDir);
        process.setProcessEnvironment(env);
    }
}

struct RulesetCloser
{
    int fd;
    ~RulesetCloser()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

void takeOutput(QProcess& process, SubprocessResult& r, qsizetype maxOutput)
{
    const QByteArray o = process.readAllStandardOutput();
    const QByteArray e = process.readAllStandardError();
    const qsizetype room = std::max<qsizetype>(0, maxOutput - r.out.size());
    r.outTruncated = r.outTruncated || o.size() > room;
    r.out += o.left(room);
    r.err += e;
    if (r.err.size() > maxOutput)
        r.err.remove(0, r.err.size() - maxOutput);
}

bool overTime(const QElapsedTimer& clock, const ResultReader* reader, const SubprocessOptions& options)
{
    double elapsed = double(clock.elapsed()) / 1000.0;
    if (reader && options.resultStartMarker) {
        const qint64 since = reader->sinceStartMs();
        if (since < 0)
            return elapsed > options.startupSeconds;
        elapsed = double(since) / 1000.0;
    }
    if (elapsed <= options.timeoutSeconds)
        return false;
    if (!reader || elapsed > options.timeoutSeconds + options.resultExtraSeconds)
        return true;
    return double(reader->quietMs()) / 1000.0 > options.resultGraceSeconds; // no result is coming
}

void waitForEnd(QProcess& process, pid_t group, const QElapsedTimer& clock, const ResultReader* reader,
    const SubprocessOptions& options, SubprocessResult& r)
{
    // Short waits, so a cancel or the time limit is seen within 50 ms.
    while (!process.waitForFinished(50)) {
        takeOutput(process, r, options.maxOutput);
        if (options.onTick)
            options.onTick();
        if (process.state() == QProcess::NotRunning)
            break;
        const bool cancel = options.cancel && options.cancel->load(std::memory_order_relaxed);
        if (cancel || overTime(clock, reader, options)) {
            (cancel ? r.cancelled : r.timedOut) = true;
            ::kill(-group, SIGKILL); // a stopped process dies too, and so do its children
            process.waitForFinished(5'000);
            break;
        }
    }
}

void takeExit(const QProcess& process, SubprocessResult& r)
{
    const bool signalled = process.exitStatus() == QProcess::CrashExit;
    r.signal = signalled ? process.exitCode() : 0;
    r.crashed = signalled && !r.timedOut && !r.cancelled;
    r.exitCode = signalled ? -1 : process.exitCode();
}
} // namespace

SubprocessResult runSubprocess(const QString& program, const QStringList& args, const SubprocessOptions& options)
{
    SubprocessResult r;
    QElapsedTimer clock;
    clock.start();
    QProcess process;
    if (!options.workingDirectory.isEmpty())
        process.setWorkingDirectory(options.workingDirectory);
    applyEnvironment(process, options);
    QString runAs = program;
    QStringList arguments = args;
    std::optional<LandlockPaths> landlock = options.landlock;
    if (options.guardGroup && QFileInfo(kernelRunnerPath()).isExecutable()) {
        runAs = kernelRunnerPath();
        arguments
            = QStringList { QStringLiteral("--guard"), QString::number(QCoreApplication::applicationPid()), program }
            + args;
        if (landlock) // the guard is executed and reads itself
            landlock->readOnly.push_back(QFile::encodeName(runAs).toStdString());
    }
    const int ruleset = landlock ? makeLandlockRuleset(*landlock) : -1;
    const RulesetCloser rulesetCloser { ruleset };
    r.landlocked = ruleset >= 0;
    int pipeFds[2] = { -1, -1 };
    const bool withResult = !options.resultPath.isEmpty();
    if (withResult && pipe2(pipeFds, O_CLOEXEC) != 0)
        return r;
    if (withResult)
        arguments.replaceInStrings(QString::fromLatin1(kResultFdPlaceholder), QString::number(pipeFds[1]));
    if (options.sharedFd >= 0)
        arguments.replaceInStrings(QString::fromLatin1(kSharedFdPlaceholder), QString::number(options.sharedFd));
    const ProcessLimits limits = options.limits;
    const int childFd = pipeFds[1], sharedFd = options.sharedFd;
    process.setChildProcessModifier(
        [limits, childFd, sharedFd, ruleset] { prepareChild(limits, childFd, sharedFd, ruleset); });
    process.start(runAs, arguments);
    const bool started = process.waitForStarted(10'000);
    if (withResult)
        ::close(pipeFds[1]);
    if (!started) {
        if (withResult)
            ::close(pipeFds[0]);
        return r;
    }
    r.started = true;
    const pid_t group = pid_t(process.processId());
    registerGroup(group);
    std::unique_ptr<ResultReader> reader;
    if (withResult)
        reader = std::make_unique<ResultReader>(
            pipeFds[0], options.resultPath, options.maxResultBytes, options.resultStartMarker);
    if (!options.input.isEmpty())
        process.write(options.input);
    process.closeWriteChannel();
    waitForEnd(process, group, clock, reader.get(), options, r);
    // What it left behind (a compiler's cc1plus, a forked child) goes with it.
    ::kill(-group, SIGKILL);
    unregisterGroup(group);
    takeOutput(process, r, options.maxOutput);
    if (reader) {
        reader->finish();
        r.resultBytes = reader->bytes();
        r.resultTruncated = reader->truncated();
    }
    takeExit(process, r);
    r.seconds = double(clock.nsecsElapsed()) * 1e-9;
    return r;
}

} // namespace cvz
