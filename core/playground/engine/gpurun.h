// "Run on GPU": the same student source compiled by nvcc into a small module, run on the
// device (in cudaviz-kernelrun, like the emulator's runs) with the very buffers the emulator
// started from, and compared element by element with the emulator's result.
#pragma once

#include "device/devicereport.h"
#include "playground/engine/userrun.h"

#include <QList>
#include <QString>
#include <atomic>
#include <optional>

namespace cvz {

// nvcc: CUDAVIZ_NVCC, else on PATH; nothing with the reason.
std::optional<QString> findNvcc(QString* why);

// Why the playground cannot run kernels on a GPU here (no usable device, no nvcc), or nothing.
std::optional<QString> gpuRunUnavailable(const DeviceReport& report);

// nvcc -shared -cudart static for this machine's GPU (-arch=native; CUDAVIZ_NVCC_ARCH, e.g.
// sm_90, builds without one), with a launcher that copies the buffers in and out. Cached.
CompileOutcome compileKernelForGpu(const QString& source, const QString& fileName, const QString& choice,
    const std::atomic<bool>* cancel = nullptr, const SourceTree& tree = {});

// A whole program for the GPU: the file as it is, nvcc -shared with the same flags (no launcher:
// the helper calls its main, with the real CUDA runtime). Cached.
CompileOutcome compileProgramForGpu(const QString& source, const QString& fileName,
    const std::atomic<bool>* cancel = nullptr, const SourceTree& tree = {});

// What a whole program did on the GPU: what it printed (its timings measured, not modelled) and
// how it ended.
struct ProgramOnGpu
{
    QString error; // it could not run, or did not end (translated)
    QString output;
    bool finished = false;
    int exitCode = 0;
    double seconds = 0.0;
};
ProgramOnGpu runProgramOnGpu(const CompiledKernel& gpuModule, double timeoutSeconds,
    const std::atomic<bool>* cancel = nullptr, const QStringList& args = {});

struct GpuComparison
{
    QString error; // the GPU run failed (translated, with CUDA's error name)
    QList<QByteArray> buffers; // per argument, after the GPU ran (empty for scalars)
    QList<Finding> mismatches; // kind "gpu_mismatch": per buffer, the first elements that differ
    double seconds = 0.0;
};

// Runs `gpuKernel` with the launch and initial buffers of `emulated` (a completed emulator run)
// and compares every output element with the emulator's.
GpuComparison runOnGpuAndCompare(const CompiledKernel& gpuKernel, const UserRun& emulated, double timeoutSeconds,
    const std::atomic<bool>* cancel = nullptr);

// The comparison alone (buffers of the same arguments), for the tests.
QList<Finding> compareBuffers(const UserRun& emulated, const QList<QByteArray>& gpu);

} // namespace cvz
