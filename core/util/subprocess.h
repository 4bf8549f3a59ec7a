// Runs another program to its end, with a time limit and a cancel flag: the playground's
// compiler, its kernel runner and addr2line. Each program runs in a process group of its own
// (killed whole on timeout, cancel, when it ends and when the app exits: a compiler's cc1plus
// never outlives it), under resource limits, and may hand back a result on a pipe of its own.
#pragma once

#include "landlock.h"
#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>

#include <QStringList>
#include <atomic>
#include <functional>
#include <optional>

namespace cvz {

// setrlimit(2) values for the child; 0 leaves a limit as inherited (fileSizeBytes: -1).
struct ProcessLimits
{
    qint64 addressSpaceBytes = 0; // RLIMIT_AS
    int cpuSeconds = 0; // RLIMIT_CPU (soft; the hard limit is 2 s more)
    qint64 fileSizeBytes = -1; // RLIMIT_FSIZE: 0 forbids writing any file
    int openFiles = 0; // RLIMIT_NOFILE
};

struct SubprocessResult
{
    bool started = false;
    bool timedOut = false;
    bool cancelled = false;
    bool crashed = false; // ended by a signal (not ours: a timeout or a cancel is not a crash)
    int signal = 0; // the signal that ended it, when it was one (ours included)
    int exitCode = -1;
    QByteArray out; // its first maxOutput bytes
    bool outTruncated = false; // it wrote more than that
    QByteArray err; // its last maxOutput bytes (a program's last words are on stderr)
    qint64 resultBytes = 0; // bytes that came on the result channel
    bool resultTruncated = false; // more than maxResultBytes came: the file holds the first ones
    bool landlocked = false; // it ran under the Landlock rules it was given
    double seconds = 0.0;
};

struct SubprocessOptions
{
    double timeoutSeconds = 60.0;
    const std::atomic<bool>* cancel = nullptr;
    qsizetype maxOutput = 1 << 20;
    QString workingDirectory;
    QByteArray input; // written to its standard input, which is then closed
    bool englishMessages = false; // LC_ALL=C: messages another program parses
    ProcessLimits limits;
    // The files it may touch (Landlock), where the kernel has it; nothing set: no such limit.
    std::optional<LandlockPaths> landlock;
    QString tmpDir; // TMPDIR for it (a compiler's temporary files), when set
    // Only the environment kMinimalEnvironment names, not the app's whole one (a program that
    // runs a student's code: the app's variables may hold tokens).
    bool minimalEnvironment = false;
    // Run it under the kernel runner's guard (cudaviz-kernelrun --guard), which kills its whole
    // process group when the app dies, even by SIGKILL: for a compiler, whose cc1plus and as are
    // its children (the parent-death signal reaches only the program the app started).
    bool guardGroup = false;
    // A result channel: a pipe whose write end the program gets as an open descriptor; every
    // "%RESULT_FD%" in its arguments becomes that descriptor's number. What it writes there is
    // copied to resultPath (at most maxResultBytes). Past timeoutSeconds the program may go on
    // only while result bytes keep coming (each pause shorter than resultGraceSeconds), and at
    // most resultExtraSeconds in all: a program that stopped itself is killed within the grace.
    QString resultPath;
    qint64 maxResultBytes = 0;
    // The first byte on the result channel is no part of the result: the program says its own
    // clock started. timeoutSeconds then counts from it (before it: at most startupSeconds), so
    // a slow start (copying large buffers in) never eats the program's time.
    bool resultStartMarker = false;
    double startupSeconds = 60.0;
    double resultGraceSeconds = 1.0;
    double resultExtraSeconds = 60.0;
    // A descriptor of the caller's the program gets too (a page of shared memory: runprogress.h);
    // every "%SHARED_FD%" in its arguments becomes its number. The caller keeps and closes it.
    int sharedFd = -1;
    // Called every 50 ms while the program runs, on the calling thread (to read that page).
    std::function<void()> onTick;
};

inline constexpr const char* kResultFdPlaceholder = "%RESULT_FD%";
inline constexpr const char* kSharedFdPlaceholder = "%SHARED_FD%";

// What a minimalEnvironment program gets: PATH and LANG fixed; where the app has them, the
// libraries' path, which GPU (CUDA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER) and a sanitizer build's
// options. Nothing else of the app's environment.
QProcessEnvironment minimalEnvironment();

SubprocessResult runSubprocess(const QString& program, const QStringList& args, const SubprocessOptions& options = {});

// Kills the process group of every program runSubprocess is running (async-signal-safe: for a
// handler of SIGINT/SIGTERM). Also run at exit.
void killRunningSubprocesses();

// Ctrl+C, SIGTERM and SIGHUP kill those groups before they end the app (its children run in
// groups of their own, which a terminal's Ctrl+C no longer reaches). Signals that are ignored
// or handled already are left alone.
void killSubprocessesOnTerminatingSignals();

// cudaviz-kernelrun beside the running executable (CUDAVIZ_KERNELRUN overrides): the playground's
// helper, and the process the GPU module's trial load runs in.
QString kernelRunnerPath();

// A signal's name: "SIGKILL".
QString signalName(int signal);

} // namespace cvz
