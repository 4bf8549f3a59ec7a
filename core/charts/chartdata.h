#pragma once

#include "bench/benchresult.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace cvz {

// One result file (or the live run) and the name it is charted under.
struct ChartSource
{
    QString label; // "lab-server", or the machine's own label
    BenchResultSet set;
};

enum class ChartKind
{
    Bars,
    Stacked,
    Sweep,
    Speedup
};
enum class ChartMetric
{
    TimeMs,
    Gflops
};

QString chartKindKey(ChartKind kind); // "bars", "stacked", "sweep", "speedup"
std::optional<ChartKind> chartKindFromKey(const QString& key);

// Side by side: one category per problem size, one bar per (machine, backend).
struct BarSeriesData
{
    QString name; // "cpu-eigen", or "cpu-eigen · laptop" when several machines are charted
    Backend backend = Backend::CpuEigen;
    QString machine;
    std::vector<double> value; // per category; NaN where this backend has no ok result
    std::vector<double> q1, q3; // the IQR whisker, in the same unit as value
};

struct BarChartData
{
    QString title;
    QString yTitle; // with %1 for the unit (DisplayUnit::label) where it has one
    QStringList categories; // "1024³" or "1024×512×256"
    std::vector<BarSeriesData> series; // fixed order: machines as given, backends as allBackends()
    bool cpuOnly = false; // no GPU result at all: the caption says why that is fine
    QString caption;
    QString captionTooltip; // the machine's reason for having no GPU
};

// The stacked view: per (size, GPU backend) the copies and the kernel one above the other.
struct StackedBar
{
    QString category; // "1024³ · gpu-cublas"
    double h2d = 0, kernel = 0, d2h = 0; // ms; CPU backends have only `kernel`
    double total() const { return h2d + kernel + d2h; }
};

struct StackedChartData
{
    QString title;
    std::vector<StackedBar> bars;
    bool cpuOnly = false;
    QString caption;
};

// Time or GFLOP/s against problem size, one line per (machine, backend); GPU lines use
// the end-to-end time (copies included), as a user would see it.
struct LinePoint
{
    double size; // N, or the cube root of M*N*K for non-square problems
    double value;
};

struct LineSeriesData
{
    QString name;
    Backend backend = Backend::CpuEigen;
    QString machine;
    std::vector<LinePoint> points; // ascending size
};

struct Crossover
{
    double size = 0; // the first size where the GPU line is below the CPU line
    QString gpuSeries;
    QString cpuSeries;
};

struct LineChartData
{
    enum class Kind
    {
        Time, // ms
        Throughput, // GFLOP/s
        Ratio // the speed-up: no unit
    };
    Kind kind = Kind::Time;
    QString title;
    QString yTitle; // with %1 for the unit (DisplayUnit::label) where it has one
    std::vector<LineSeriesData> series;
    std::optional<Crossover> crossover;
    bool cpuOnly = false;
    QString caption;
    std::optional<double> referenceLine; // the speed-up chart's 1x
};

// A chart's unit, chosen from its values so the numbers read like a person would write
// them: 16.6 µs rather than 0.0166 ms, 6.3 s rather than 6344 ms, 1.2 TFLOP/s rather than
// 1200 GFLOP/s. Values are in ms (times) or GFLOP/s (throughputs); multiply by `scale`.
struct DisplayUnit
{
    double scale = 1.0;
    QString label; // "µs", "ms", "s", "GFLOP/s", "TFLOP/s"
};
DisplayUnit timeUnit(double smallestMs, double largestMs);
DisplayUnit throughputUnit(double largestGflops);

// A machine's name as a legend shows it: "Intel(R) Xeon(R) Platinum 8480+ Processor @ 2.00GHz"
// becomes "Intel Xeon Platinum 8480+".
QString compactMachineLabel(const QString& label);

BarChartData buildBarChart(const std::vector<ChartSource>& sources, ChartMetric metric);
StackedChartData buildStackedChart(const std::vector<ChartSource>& sources);
LineChartData buildSweepChart(const std::vector<ChartSource>& sources, ChartMetric metric);
// Speed-up of every backend over cpu-eigen on the same machine (end to end), against size.
LineChartData buildSpeedupChart(const std::vector<ChartSource>& sources);

// The first size at which `gpu` (ms, lower is better) beats `cpu`, comparing at sizes both have.
std::optional<double> findCrossover(const std::vector<LinePoint>& cpu, const std::vector<LinePoint>& gpu);

} // namespace cvz
