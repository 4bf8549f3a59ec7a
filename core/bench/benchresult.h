#pragma once

#include "backends.h"
#include "device/cpuinfo.h"
#include "stats.h"

#include <QJsonObject>
#include <QString>
#include <optional>
#include <vector>

namespace cvz {

// The machine and build a result set was measured on; every result set carries one.
struct MachineInfo
{
    CpuInfo cpu;
    int cpuThreads = 0; // threads cpu-eigen was given
    QString compiler; // "GNU 12.2.0, Release, -O3 -march=native"
    QString eigenVersion;
    QString qtVersion;
    QString gpuName; // empty without a GPU
    QString computeCapability;
    int driverVersion = 0;
    int runtimeVersion = 0;
    int cublasVersion = 0;
    QString gpuReason; // why there is no GPU, when there is none
    QString timestamp; // ISO 8601, UTC
    QString label; // a name to tell machines apart in charts: "lab-server", default the CPU/GPU
    QString openblas; // "OpenBLAS 0.3.21, Cooperlake kernel, OpenMP": the kernel cpu-openblas ran
    QString openmpWait; // "GOMP_SPINCOUNT=10000 (set by cudaviz)": how idle OpenMP threads wait
    // The ceilings a roofline draws. CPU: measured (core/bench/cpupeak.h); GPU: theoretical,
    // from the device's properties (nvidiahardware.h). Absent when not known.
    std::optional<double> cpuPeakGflopsOneCore; // FP32 FMA, one thread
    std::optional<double> cpuPeakGflopsAllCores;
    std::optional<double> cpuBandwidthGBs; // STREAM-style triad, all cores
    std::optional<double> gpuPeakFp32Gflops; // theoretical
    std::optional<double> gpuPeakTf32Gflops; // theoretical, dense tensor cores
    std::optional<double> gpuPeakFp16Gflops; // theoretical, dense tensor cores, FP32 accumulate
    std::optional<double> gpuBandwidthGBs; // theoretical
};

enum class RunStatus
{
    Ok,
    Failed,
    Skipped
};
QString runStatusKey(RunStatus status); // "ok", "failed", "skipped"

struct BenchResult
{
    Backend backend = Backend::CpuEigen;
    long long m = 0, n = 0, k = 0;
    std::vector<double> samplesMs; // CPU: wall time of a call; GPU: kernel time (CUDA events)
    SampleStats stats;
    double gflops = 0; // from the median
    // Absent when not measured (a CPU run has no copies), never a -1 sentinel.
    // The first call, warm-up included. GPU: everything before and including its first
    // multiply (device selection, allocation, cuBLAS handle, copies, loading the kernel's code;
    // the context is usually made earlier, by the device probe).
    std::optional<double> firstRunMs;
    std::optional<double> h2dMs; // GPU: copying A and B to the device
    std::optional<double> d2hMs; // GPU: copying C back
    bool pinned = false; // GPU: page-locked host buffers
    std::optional<double> maxRelError; // against cpu-eigen: max |got - want| / max |want|
    RunStatus status = RunStatus::Ok;
    QString message; // why it failed or was skipped
    // CPU runs: how undisturbed the machine was. The threads the product ran on; the samples'
    // CPU time / (wall time x threads) (1: every thread ran all the time; absent when the samples
    // took under 0.1 s together, too short to tell); the 1-minute load average when it started.
    std::optional<double> threads;
    std::optional<double> cpuShare;
    std::optional<double> loadAverage;
    // GPU runs: the bytes overwritten before the warm-up and each sample to empty the L2 cache
    // (twice its size), 0 when the cache was left warm; absent for CPU runs.
    std::optional<double> l2FlushBytes;
    // Below this share, other programs took the cores from the product: its time says more
    // about the machine's load than about the backend.
    static constexpr double kContendedShare = 0.8;
    bool contended() const { return cpuShare && *cpuShare < kContendedShare; }
    // What every chart and table marks: a spread over 10 % of the median, or contention.
    bool noisy() const { return status == RunStatus::Ok && (stats.noisy() || contended()); }

    double kernelMs() const { return stats.median; }
    // What a caller waits for: the copies both ways plus the kernel (GPU), or the call (CPU).
    double endToEndMs() const { return stats.median + h2dMs.value_or(0) + d2hMs.value_or(0); }
};

struct BenchResultSet
{
    MachineInfo machine;
    std::vector<BenchResult> results;
};

// `earlier` with `later`'s results added: a later result of the same backend and size (and, for
// a GPU backend, the same pinned or pageable copies) replaces the earlier one; the machine is the
// later set's. A lesson's second run so keeps what the first measured.
BenchResultSet mergeResults(const BenchResultSet& earlier, const BenchResultSet& later);

QJsonObject toJson(const BenchResultSet& set);
QString toCsv(const BenchResultSet& set);

// Reads what toJson wrote (or another cudaviz's `bench --json`). On failure: nothing, and
// `error` says what is wrong, e.g. "results[3].median_ms is missing".
std::optional<BenchResultSet> benchResultSetFromJson(const QByteArray& json, QString* error);

} // namespace cvz
