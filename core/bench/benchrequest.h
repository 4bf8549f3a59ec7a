#pragma once

#include "benchmarkrunner.h"

#include <QStringList>
#include <optional>

namespace cvz {

// The largest M, K or N a benchmark takes (a 65536^2 float matrix is 16 GiB).
constexpr long long kMaxMatmulDimension = 65536;

// "256,512,1024" -> 256x256x256, ...; nothing (and `error` says why) for 0, -5, "abc", "".
std::optional<std::vector<MatmulShape>> parseSizes(const QString& text, QString* error);
// "MxKxN" -> {m, n, k}.
std::optional<MatmulShape> parseShape(const QString& text, QString* error);
// "cpu-eigen,gpu-cublas" -> backends; unknown names are an error that lists the known ones.
std::optional<std::vector<Backend>> parseBackends(const QString& text, QString* error);
// 64, 128, ..., 4096: the default sweep.
std::vector<MatmulShape> defaultSweep();

// A run as a person describes it, before it is checked: the Benchmark form, `cudaviz
// bench`'s options and a lesson's "Show me" all fill one of these, and buildBenchRequest
// is the one place that turns it into a BenchRequest.
struct BenchForm
{
    QString sizes; // square sizes, "256,512,1024"; empty: none
    QStringList shapes; // non-square problems, "MxKxN" each
    std::vector<Backend> backends;
    int samples = 10;
    double minTotalMs = 0;
    int threads = 0; // 0: all cores
    bool pinned = true;
    bool flushL2 = true; // GPU: empty the L2 cache before each sample
    int device = 0;
    // Without sizes: the default sweep (the CLI), or an error (the page asks for one).
    bool defaultSweepWhenEmpty = false;
    // Without a usable GPU the page offers no GPU backends: drop them instead of skipping.
    bool dropGpuBackends = false;
};

// The most samples, threads, device index and minimum time a run takes.
constexpr int kMaxCpuThreads = 4096;
constexpr int kMaxDeviceIndex = 64;
constexpr double kMaxMinTotalMs = 600000;

// The request, or nothing and `error` names the first problem ("size 0 is out of range:
// sizes go from 1 to 65536", "choose at least one backend", "samples 0: ...").
std::optional<BenchRequest> buildBenchRequest(const BenchForm& form, QString* error);

} // namespace cvz
