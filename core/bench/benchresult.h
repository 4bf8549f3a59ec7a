#pragma once

#include "backends.h"
#include "cpuinfo.h"
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
    std::optional<double> firstRunMs; // the first call (GPU: context and cuBLAS handle creation included)
    std::optional<double> h2dMs; // GPU: copying A and B to the device
    std::optional<double> d2hMs; // GPU: copying C back
    bool pinned = false; // GPU: page-locked host buffers
    std::optional<double> maxRelError; // against cpu-eigen: max |got - want| / max |want|
    RunStatus status = RunStatus::Ok;
    QString message; // why it failed or was skipped

    double kernelMs() const { return stats.median; }
    // What a caller waits for: the copies both ways plus the kernel (GPU), or the call (CPU).
    double endToEndMs() const { return stats.median + h2dMs.value_or(0) + d2hMs.value_or(0); }
};

struct BenchResultSet
{
    MachineInfo machine;
    std::vector<BenchResult> results;
};

QJsonObject toJson(const BenchResultSet& set);
QString toCsv(const BenchResultSet& set);

// Reads what toJson wrote (or another cudaviz's `bench --json`). On failure: nothing, and
// `error` says what is wrong, e.g. "results[3].median_ms is missing".
std::optional<BenchResultSet> benchResultSetFromJson(const QByteArray& json, QString* error);

} // namespace cvz
