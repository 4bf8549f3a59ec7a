#pragma once

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QTextStream>
#include <functional>
#include <optional>

#include "bench/benchresult.h"
#include "charts/chartdata.h"
#include "kernels/launchgeometry.h"
#include "playground/protocol/runprogress.h"

namespace cvz {

QTextStream& out();
// Flushes standard output and checks it: a failed write (a full disk, /dev/full) is said on
// stderr and turns a success into exit status 1. Returns the exit status.
int finishOutput(int code);
QTextStream& err();

// QCommandLineParser's help with the program shown as typed ("cudaviz devices").
QString helpFor(const QCommandLineParser& parser, const QString& program);
// Prints "cudaviz: <message>" and the usage to stderr; returns exit code 2.
int usageError(const QString& message, const QString& usage);

// Parses the options of `args` (args[0] is the program as typed); handles --help. Returns
// an exit code when the command is done (help printed or bad usage), nothing to go on.
std::optional<int> parseCommand(QCommandLineParser& parser, const QStringList& args);

int runBench(const QStringList& args);
int runChart(const QStringList& args);
int runDevices(const QStringList& args);
int runPeaks(const QStringList& args);

// Prints "cudaviz <command>: <message>" on stderr; returns exit code 2 (bad input).
int commandError(const QString& command, const QString& message);
// Writes a chart of `sources`; returns the exit code (2: bad options, 1: could not write).
int writeChart(const std::vector<ChartSource>& sources, const QString& path, const QString& kind, const QString& size,
    const QString& metric);
int runMap(const QStringList& args);
int runTrace(const QStringList& args);

// "X[,Y[,Z]]" -> Dim3; missing components are 1. `why` says what is wrong with a part
// ("'9223372036854775808' is too large"), empty when the shape itself is wrong.
std::optional<Dim3> parseDim3(const QString& text, QString* why);
QString jsonDim(const Dim3& d); // "[x,y,z]"
int runLesson(const QStringList& args);
int runKernel(const QStringList& args); // cudaviz run
struct Finding;
// A run's findings as `cudaviz run --json` writes them: each its details, kind, message and line.
QJsonArray findingsJson(const QList<Finding>& findings);
// What is said on stderr before a run starts (its estimate, when long): "cudaviz run: TEXT".
void sayBeforeRun(const QString& text);
struct TraceCoverage;
// A long launch's progress on stderr when it is a terminal: "Launch 1: block 12 of 100 (12 %), about
// 3 s left", rewritten in place from a launch's first second on, and erased when the run ends.
class TerminalProgress
{
public:
    TerminalProgress();
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;
    // Empty when stderr is not a terminal (nothing is shown then).
    std::function<void(const RunProgress&)> callback();

private:
    bool m_terminal = false;
    qsizetype m_shown = 0; // characters on the line now
    ProgressPace m_pace;
};
// Which blocks of a launch its trace covered: {"blocks", "traced_blocks", "sampled"} (every block of a
// launch traced whole).
QJsonObject traceCoverageJson(const TraceCoverage& coverage, const LaunchConfig& launch);
int runExercise(const QStringList& args); // cudaviz exercise

} // namespace cvz
