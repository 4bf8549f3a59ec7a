#pragma once

#include "cpuinfo.h"
#include "gpumodule.h"
#include "nvidiahardware.h"

#include <QString>
#include <array>
#include <memory>
#include <vector>

namespace cvz {

// One CUDA device, as `torch.cuda.get_device_properties` would describe it.
struct GpuDeviceInfo
{
    int index = 0;
    QString name;
    int ccMajor = 0;
    int ccMinor = 0;
    int smCount = 0;
    quint64 totalMemoryBytes = 0;
    quint64 freeMemoryBytes = 0;
    int clockRateKHz = 0;
    int memoryClockRateKHz = 0;
    int memoryBusWidthBits = 0;
    int maxThreadsPerBlock = 0;
    std::array<int, 3> maxBlockDim {};
    std::array<int, 3> maxGridDim {};
    int warpSize = 0;
    quint64 sharedMemoryPerBlockBytes = 0;
    quint64 l2CacheBytes = 0;
    QString pciBusId;
    // Why this device cannot run anything now (busy in exclusive-process mode, faulted), with
    // the CUDA error; empty when it can. Its properties are still shown.
    QString problem;
    int cudaError = 0;
    QString cudaErrorName;

    bool usable() const { return problem.isEmpty(); }
    QString computeCapability() const { return QStringLiteral("%1.%2").arg(ccMajor).arg(ccMinor); }
};

// More devices than any computer has: a module reporting them is broken, not generous.
constexpr int kMaxDevices = 64;

// Everything the Devices page and `cudaviz devices` show.
struct DeviceReport
{
    GpuAvailability availability;
    QString modulePath; // the module that was asked, empty when none was built
    int driverVersion = 0; // 0: no driver, or no module to ask
    int runtimeVersion = 0;
    int cublasVersion = 0;
    std::vector<GpuDeviceInfo> devices;
    CpuInfo cpu;
    NvidiaHardware hardware; // what /sys and /dev say, with or without CUDA
    std::shared_ptr<const GpuModule> module; // the module that answered, kept loaded for the runs

    // At least one device can run work (others may be listed with their problem).
    bool cudaAvailable() const
    {
        if (!availability.available())
            return false;
        for (const GpuDeviceInfo& d : devices)
            if (d.usable())
                return true;
        return false;
    }
    // The first device that can run work, or null.
    const GpuDeviceInfo* firstUsableDevice() const
    {
        for (const GpuDeviceInfo& d : devices)
            if (d.usable())
                return &d;
        return nullptr;
    }
};

// Asks the module for every device. A null module turns `loadFailure` into the report's reason.
DeviceReport collectDeviceReport(const GpuModule* module, const GpuAvailability& loadFailure = {});
// The same for a load result; the report keeps the module.
DeviceReport collectDeviceReport(const GpuModule::LoadResult& loaded);
// The same for the module the app uses (GpuModule::shared()).
DeviceReport collectDeviceReport();

} // namespace cvz
