#pragma once

#include "cudaviz_gpu_abi.h"
#include "gpu/gateway.h"

#include <QString>
#include <memory>

namespace cvz {

// Why the GPU side is (un)available, from the most basic cause to the most specific.
enum class GpuStatus
{
    Available, // module loaded, driver and at least one device found
    ModuleNotBuilt, // this build has no GPU module (no nvcc, or CUDAVIZ_ENABLE_CUDA=OFF)
    ModuleMissing, // the module was built but its file is not where it should be
    ModuleDamaged, // the file is there but is no whole shared library (truncated, a FIFO, ...)
    ModuleLoadFailed, // the dynamic loader refused it (missing libcublas, wrong arch, ...)
    NotAModule, // the file loaded but does not export the cudaviz GPU ABI
    AbiMismatch, // a module from another cudaviz version
    NoDriver, // cudaErrorInsufficientDriver: no NVIDIA driver, or one too old
    NoDevice, // cudaErrorNoDevice: the driver sees no CUDA device
    CudaError, // any other CUDA error during the probe
    Disabled, // a sticky CUDA error earlier in this run: the GPU stays off until restart
};

// A stable identifier for JSON and tests: "module_not_built", "no_driver", ...
QString gpuStatusKey(GpuStatus status);

// Which of the machines without a CUDA device this is (explainNoGpu, nvidiahardware.h).
enum class GpuSituation
{
    Unknown, // not looked at, or a reason of another kind (no module, a sticky error)
    NoNvidiaGpu, // nothing NVIDIA on the PCI bus: nothing to install
    DriverMissingOrOld, // a GPU, but no driver or one too old for this runtime
    DriverWithoutDevice, // driver and GPU, yet CUDA reports no device
};

struct GpuAvailability
{
    GpuStatus status = GpuStatus::ModuleNotBuilt;
    GpuSituation situation = GpuSituation::Unknown;
    QString reason; // a translated sentence: what is wrong and what to do
    int cudaError = 0; // the cudaError_t value when CUDA reported one
    QString cudaErrorName; // e.g. "cudaErrorInsufficientDriver"
    bool available() const { return status == GpuStatus::Available; }
};

// A loaded GPU module (loadModule, the loader the Qt-free GPU check shares). It is
// never unloaded: the CUDA runtime inside it keeps global state (contexts, atexit
// handlers) that must outlive every caller.
class GpuModule
{
public:
    struct LoadResult
    {
        std::shared_ptr<const GpuModule> module; // null on failure
        GpuAvailability failure; // why, when module is null
    };

    // Loads the module at `path`, checking it exports the ABI and its version matches.
    static LoadResult load(const QString& path);

    // Where the app looks: $CUDAVIZ_GPU_MODULE, else the executable's folder, else
    // ../lib/cudaviz beside it (the installed layout). Empty when the build has no module.
    static QString defaultPath();
    // Loads defaultPath() once per process and returns the same result afterwards.
    static const LoadResult& shared();

    ~GpuModule();
    GpuModule(const GpuModule&) = delete;
    GpuModule& operator=(const GpuModule&) = delete;

    // Every call into the module goes through this (core/gpu/gateway.h).
    const Gateway& gateway() const { return m_gateway; }
    const QString& path() const { return m_path; }

private:
    GpuModule(QString path, const cvz_gpu_api* api);
    QString m_path;
    Gateway m_gateway;
};

} // namespace cvz
