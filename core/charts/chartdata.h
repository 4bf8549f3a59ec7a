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
    Speedup,
    Roofline
};
enum class ChartMetric
{
    TimeMs,
    Gflops
};

QString chartKindKey(ChartKind kind); // "bars", "stacked", "sweep", "speedup", "roofline"
std::optional<ChartKind> chartKindFromKey(const QString& key);

// Side by side: one category per problem size, one bar per (machine, backend).
struct BarSeriesData
{
    QString name; // "cpu-eigen", or "cpu-eigen · laptop" when several machines are charted
    Backend backend = Backend::CpuEigen;
    QString machine;
    std::vector<double> value; // per category; NaN where this backend has no ok result
    std::vector<double> q1, q3; // the IQR whisker, in the same unit as value
    std::vector<bool> noisy; // per category: the result is noisy (BenchResult::noisy)
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
    bool noisy = false; // ringed, in its series' colour
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

// One result on a roofline: its arithmetic intensity and its throughput.
struct RooflinePoint
{
    double intensity; // flops per byte, at the minimum traffic of the product
    double gflops;
    bool noisy = false;
    QString size; // "1024³"
    // Ladder kernels: flops per byte at the sectors the kernel's warps request (the emulator's
    // count, core/bench/laddertraffic.h), always left of `intensity`.
    std::optional<double> tracedIntensity;
};
struct RooflineSeries
{
    QString name;
    Backend backend = Backend::CpuEigen;
    QString machine;
    std::vector<RooflinePoint> points;
};
// A machine's roof: a bandwidth slope up to a compute ceiling.
struct Roof
{
    QString name; // "CPU, measured: 230 GFLOP/s, 14.2 GB/s"
    QString machine;
    bool gpu = false;
    bool theoretical = false; // a GPU's, from its data sheet numbers; the CPU's are measured
    double peakGflops = 0;
    double bandwidthGBs = 0;
    bool oneCore = false; // the CPU's one-thread roof: small products run on one thread
    double ridge() const { return bandwidthGBs > 0 ? peakGflops / bandwidthGBs : 0; } // flops/byte
};
struct RooflineChartData
{
    QString title;
    std::vector<RooflineSeries> series;
    std::vector<Roof> roofs;
    QString caption; // what is missing (a machine without measured peaks), and the noisy marks
    bool traced = false; // some point has a tracedIntensity: the x axis holds two kinds of traffic
};
// Flops per byte of C = A x B when A and B are read once and C written once (float32): the
// least traffic any kernel can have, so the highest intensity it can reach.
// cuBLAS FP16 reads 2-byte A and B (C stays float32): `inputBytes` = 2 for it.
double minimumIntensity(long long m, long long n, long long k, int inputBytes = 4);
RooflineChartData buildRooflineChart(const std::vector<ChartSource>& sources);

// The footnote of a chart with noisy results in it; empty when there are none.
QString noisyFootnote(const std::vector<ChartSource>& sources);

BarChartData buildBarChart(const std::vector<ChartSource>& sources, ChartMetric metric);
StackedChartData buildStackedChart(const std::vector<ChartSource>& sources);
LineChartData buildSweepChart(const std::vector<ChartSource>& sources, ChartMetric metric);
// Speed-up of every backend over cpu-eigen on the same machine (end to end), against size.
LineChartData buildSpeedupChart(const std::vector<ChartSource>& sources);

// The first size at which `gpu` (ms, lower is better) beats `cpu`, comparing at sizes both have.
std::optional<double> findCrossover(const std::vector<LinePoint>& cpu, const std::vector<LinePoint>& gpu);

} // namespace cvz
