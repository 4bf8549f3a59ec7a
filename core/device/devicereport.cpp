#include "devicereport.h"

#include <QCoreApplication>
#include <QStringList>

namespace cvz {

namespace {

// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::DeviceReport)
};

// Why a device whose context could not be created cannot run work, and what to do.
QString contextProblem(int cudaError, const QString& name)
{
    if (cudaError == 46) // cudaErrorDevicesUnavailable
        return Tr::tr("busy: it is in exclusive-process mode and another process is using it (nvidia-smi shows "
                      "which). Close that program, or pick another GPU. [%1]")
            .arg(name);
    return Tr::tr("CUDA could not create a context on it, so it cannot run work now. Check nvidia-smi for a fault "
                  "on this GPU. [%1, error %2]")
        .arg(name)
        .arg(cudaError);
}

GpuDeviceInfo fromAbi(const cvz_device_info& d)
{
    GpuDeviceInfo info;
    info.index = d.index;
    info.name = QString::fromUtf8(d.name, static_cast<qsizetype>(qstrnlen(d.name, sizeof d.name)));
    info.ccMajor = d.cc_major;
    info.ccMinor = d.cc_minor;
    info.smCount = d.sm_count;
    info.totalMemoryBytes = d.total_memory_bytes;
    info.freeMemoryBytes = d.free_memory_bytes;
    info.clockRateKHz = d.clock_rate_khz;
    info.memoryClockRateKHz = d.memory_clock_rate_khz;
    info.memoryBusWidthBits = d.memory_bus_width_bits;
    info.maxThreadsPerBlock = d.max_threads_per_block;
    for (int i = 0; i < 3; ++i) {
        info.maxBlockDim[i] = d.max_block_dim[i];
        info.maxGridDim[i] = d.max_grid_dim[i];
    }
    info.warpSize = d.warp_size;
    info.sharedMemoryPerBlockBytes = d.shared_memory_per_block_bytes;
    info.l2CacheBytes = d.l2_cache_bytes;
    info.pciBusId = QString::fromLatin1(d.pci_bus_id, static_cast<qsizetype>(qstrnlen(d.pci_bus_id, 32)));
    if (d.context_error != 0) {
        info.cudaError = d.context_error;
        info.cudaErrorName = QString::fromLatin1(
            d.context_error_name, static_cast<qsizetype>(qstrnlen(d.context_error_name, sizeof d.context_error_name)));
        info.problem = contextProblem(info.cudaError, info.cudaErrorName);
    }
    return info;
}

// A device whose properties could not even be read: listed by its number, with the error.
GpuDeviceInfo unreadableDevice(int index, const cvz_error& err)
{
    GpuDeviceInfo info;
    info.index = index;
    info.name = Tr::tr("GPU %1 (unreadable)").arg(index);
    info.cudaError = err.cuda_error;
    info.cudaErrorName = QString::fromLatin1(err.cuda_error_name);
    info.problem = Tr::tr("CUDA could not read its properties: %1").arg(QString::fromUtf8(err.message));
    return info;
}

// Turns a failed module call into the report's availability, with the CUDA error attached.
GpuAvailability fromError(cvz_status status, const cvz_error& err)
{
    GpuAvailability a;
    a.cudaError = err.cuda_error;
    a.cudaErrorName = QString::fromLatin1(err.cuda_error_name);
    const QString detail = QString::fromUtf8(err.message);
    switch (status) {
    case CVZ_NO_DRIVER:
        a.status = GpuStatus::NoDriver;
        a.reason = Tr::tr("No NVIDIA driver was found (or it is too old for this CUDA runtime), so CUDA cannot "
                          "run here. Install the NVIDIA driver to use a GPU. [%1]")
                       .arg(a.cudaErrorName);
        break;
    case CVZ_NO_DEVICE:
        a.status = GpuStatus::NoDevice;
        a.reason = Tr::tr("The NVIDIA driver is installed but reports no CUDA device. Check that the GPU is "
                          "visible (nvidia-smi) and that CUDA_VISIBLE_DEVICES does not hide it. [%1]")
                       .arg(a.cudaErrorName);
        break;
    case CVZ_STICKY_ERROR:
        a.status = GpuStatus::Disabled;
        a.reason = Tr::tr("The GPU hit an unrecoverable CUDA error and is disabled until cudaviz restarts: %1 [%2]")
                       .arg(detail, a.cudaErrorName);
        break;
    default:
        a.status = GpuStatus::CudaError;
        a.reason = Tr::tr("CUDA reported an error while looking for devices: %1").arg(detail);
        break;
    }
    return a;
}

} // namespace

static DeviceReport probeModule(const GpuModule* module, const GpuAvailability& loadFailure)
{
    DeviceReport report;
    report.cpu = detectCpu();
    if (!module) {
        report.availability = loadFailure;
        return report;
    }
    report.modulePath = module->path();
    cvz_probe_result probe {};
    cvz_error err {};
    const Gateway& gateway = module->gateway();
    const cvz_status status = gateway.probe(&probe, &err);
    report.driverVersion = probe.driver_version;
    report.runtimeVersion = probe.runtime_version;
    report.cublasVersion = probe.cublas_version;
    if (status != CVZ_OK) {
        report.availability = fromError(status, err);
        return report;
    }
    if (probe.device_count <= 0) {
        report.availability = fromError(CVZ_NO_DEVICE, err);
        return report;
    }
    if (probe.device_count > kMaxDevices) {
        report.availability.status = GpuStatus::CudaError;
        report.availability.reason = QCoreApplication::translate("cvz::DeviceReport",
            "The GPU module reports %1 CUDA devices; no computer has more than %2, so the module is broken. "
            "Reinstall cudaviz-gpu or rebuild cudaviz.")
                                         .arg(probe.device_count)
                                         .arg(kMaxDevices);
        return report;
    }
    for (int32_t i = 0; i < probe.device_count; ++i) {
        cvz_device_info info {};
        const cvz_status deviceStatus = gateway.deviceInfo(i, &info, &err);
        if (deviceStatus == CVZ_STICKY_ERROR) { // the whole process lost its GPU
            report.availability = fromError(deviceStatus, err);
            report.devices.clear();
            return report;
        }
        if (deviceStatus != CVZ_OK) { // one faulted device does not hide the others
            report.devices.push_back(unreadableDevice(i, err));
            continue;
        }
        // The limits divide and bound launches: a zero warp size or block limit is a broken module.
        bool sane = info.warp_size >= 1 && info.warp_size <= 1024 && info.max_threads_per_block >= 1;
        for (int axis = 0; axis < 3; ++axis)
            sane = sane && info.max_block_dim[axis] >= 1 && info.max_grid_dim[axis] >= 1;
        if (!sane) {
            report.availability.status = GpuStatus::CudaError;
            report.availability.reason = QCoreApplication::translate("cvz::DeviceReport",
                "The GPU module reports impossible limits for device %1 (warp size %2, %3 threads per block); it is "
                "broken. Reinstall cudaviz-gpu or rebuild cudaviz.")
                                             .arg(i)
                                             .arg(info.warp_size)
                                             .arg(info.max_threads_per_block);
            report.devices.clear();
            return report;
        }
        report.devices.push_back(fromAbi(info));
    }
    const GpuDeviceInfo* usable = report.firstUsableDevice();
    if (!usable) {
        report.availability.status = GpuStatus::CudaError;
        report.availability.cudaError = report.devices.front().cudaError;
        report.availability.cudaErrorName = report.devices.front().cudaErrorName;
        QStringList problems;
        for (const GpuDeviceInfo& d : report.devices)
            problems << Tr::tr("GPU %1: %2").arg(d.index).arg(d.problem);
        report.availability.reason
            = Tr::tr("%n CUDA device(s) found, but none can run work now. %1", nullptr, int(report.devices.size()))
                  .arg(problems.join(QLatin1Char(' ')));
        return report;
    }
    report.availability.status = GpuStatus::Available;
    report.availability.reason = QCoreApplication::translate(
        "cvz::DeviceReport", "%n CUDA device(s) found.", nullptr, static_cast<int>(report.devices.size()));
    return report;
}

DeviceReport collectDeviceReport(const GpuModule* module, const GpuAvailability& loadFailure)
{
    DeviceReport report = probeModule(module, loadFailure);
    // Without a device, /sys and /dev tell which machine this is: no NVIDIA GPU at all, a GPU
    // without a (new enough) driver, or a driver that sees no device. CUDAVIZ_SYSFS_ROOT points
    // the tests at a fake tree.
    report.hardware = detectNvidiaHardware(qEnvironmentVariable("CUDAVIZ_SYSFS_ROOT"));
    if (!report.cudaAvailable())
        report.availability = explainNoGpu(report.availability, report.hardware, report.runtimeVersion);
    return report;
}

DeviceReport collectDeviceReport(const GpuModule::LoadResult& loaded)
{
    DeviceReport report = collectDeviceReport(loaded.module.get(), loaded.failure);
    report.module = loaded.module;
    return report;
}

DeviceReport collectDeviceReport()
{
    return collectDeviceReport(GpuModule::shared());
}

} // namespace cvz
