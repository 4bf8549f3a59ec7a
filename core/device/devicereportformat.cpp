#include "devicereportformat.h"

#include "versions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

namespace cvz {

namespace {

// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::DeviceReportFormat)
};

QJsonArray toArray(const std::array<int, 3>& v)
{
    return QJsonArray { v[0], v[1], v[2] };
}

QString dims(const std::array<int, 3>& v)
{
    return QStringLiteral("%1 x %2 x %3").arg(v[0]).arg(v[1]).arg(v[2]);
}

QJsonObject deviceToJson(const GpuDeviceInfo& d)
{
    return QJsonObject {
        { QStringLiteral("index"), d.index },
        { QStringLiteral("name"), d.name },
        { QStringLiteral("compute_capability"), d.computeCapability() },
        { QStringLiteral("sm_count"), d.smCount },
        { QStringLiteral("total_memory_bytes"), static_cast<double>(d.totalMemoryBytes) },
        { QStringLiteral("free_memory_bytes"), static_cast<double>(d.freeMemoryBytes) },
        { QStringLiteral("clock_rate_khz"), d.clockRateKHz },
        { QStringLiteral("memory_clock_rate_khz"), d.memoryClockRateKHz },
        { QStringLiteral("memory_bus_width_bits"), d.memoryBusWidthBits },
        { QStringLiteral("max_threads_per_block"), d.maxThreadsPerBlock },
        { QStringLiteral("max_block_dim"), toArray(d.maxBlockDim) },
        { QStringLiteral("max_grid_dim"), toArray(d.maxGridDim) },
        { QStringLiteral("warp_size"), d.warpSize },
        { QStringLiteral("shared_memory_per_block_bytes"), static_cast<double>(d.sharedMemoryPerBlockBytes) },
        { QStringLiteral("l2_cache_bytes"), static_cast<double>(d.l2CacheBytes) },
        { QStringLiteral("pci_bus_id"), d.pciBusId },
        { QStringLiteral("usable"), d.usable() },
        { QStringLiteral("problem"), d.problem },
        { QStringLiteral("cuda_error"), d.cudaError },
        { QStringLiteral("cuda_error_name"), d.cudaErrorName },
    };
}

QJsonObject cpuToJson(const CpuInfo& c)
{
    return QJsonObject {
        { QStringLiteral("model"), c.model },
        { QStringLiteral("architecture"), c.architecture },
        { QStringLiteral("logical_cores"), c.logicalCores },
        { QStringLiteral("physical_cores"), c.physicalCores },
        { QStringLiteral("simd_level"), c.simdLevel },
        { QStringLiteral("simd_features"), QJsonArray::fromStringList(c.simdFeatures) },
        { QStringLiteral("eigen_simd"), c.eigenSimd },
    };
}

} // namespace

QString formatBytes(quint64 bytes)
{
    const char* units[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    double value = static_cast<double>(bytes);
    int unit = 0;
    while (value >= 1024.0 && unit < 4) {
        value /= 1024.0;
        ++unit;
    }
    if (unit == 0)
        return QStringLiteral("%1 B").arg(bytes);
    return QStringLiteral("%1 %2").arg(value, 0, 'f', 1).arg(QString::fromLatin1(units[unit]));
}

std::vector<DeviceProperty> deviceProperties(const GpuDeviceInfo& d)
{
    return {
        { Tr::tr("Name"), d.name },
        { Tr::tr("Status"), d.usable() ? Tr::tr("ready") : d.problem },
        { Tr::tr("Compute capability"), d.computeCapability() },
        { Tr::tr("Streaming multiprocessors"), QString::number(d.smCount) },
        { Tr::tr("Memory (free / total)"),
            Tr::tr("%1 / %2").arg(formatBytes(d.freeMemoryBytes), formatBytes(d.totalMemoryBytes)) },
        { Tr::tr("Clock rate"), Tr::tr("%1 MHz").arg(d.clockRateKHz / 1000) },
        { Tr::tr("Memory bus width"), Tr::tr("%1 bit").arg(d.memoryBusWidthBits) },
        { Tr::tr("Max threads per block"), QString::number(d.maxThreadsPerBlock) },
        { Tr::tr("Max block dimensions"), dims(d.maxBlockDim) },
        { Tr::tr("Max grid dimensions"), dims(d.maxGridDim) },
        { Tr::tr("Warp size"), QString::number(d.warpSize) },
        { Tr::tr("Shared memory per block"), formatBytes(d.sharedMemoryPerBlockBytes) },
        { Tr::tr("L2 cache"), formatBytes(d.l2CacheBytes) },
        { Tr::tr("Memory clock rate"), Tr::tr("%1 MHz").arg(d.memoryClockRateKHz / 1000) },
        { Tr::tr("PCI bus"), d.pciBusId },
    };
}

QJsonObject deviceReportToJson(const DeviceReport& report)
{
    QJsonArray devices;
    for (const GpuDeviceInfo& d : report.devices)
        devices.append(deviceToJson(d));
    return QJsonObject {
        { QStringLiteral("cuda_available"), report.cudaAvailable() },
        { QStringLiteral("status"), gpuStatusKey(report.availability.status) },
        { QStringLiteral("reason"), report.availability.reason },
        { QStringLiteral("cuda_error"), report.availability.cudaError },
        { QStringLiteral("cuda_error_name"), report.availability.cudaErrorName },
        { QStringLiteral("module_path"), report.modulePath },
        { QStringLiteral("driver_version"), report.driverVersion },
        { QStringLiteral("runtime_version"), report.runtimeVersion },
        { QStringLiteral("cublas_version"), report.cublasVersion },
        { QStringLiteral("devices"), devices },
        { QStringLiteral("cpu"), cpuToJson(report.cpu) },
    };
}

QString deviceReportToText(const DeviceReport& report)
{
    QString text;
    QTextStream out(&text);
    const CpuInfo& c = report.cpu;
    out << Tr::tr("CPU: %1 (%2), %3 logical cores, SIMD %4")
               .arg(c.model, c.architecture)
               .arg(c.logicalCores)
               .arg(c.simdLevel)
        << '\n';
    if (!report.cudaAvailable()) {
        out << Tr::tr("No CUDA GPU found - everything runs on the CPU; this is expected on this machine.") << '\n';
        out << Tr::tr("Reason: %1").arg(report.availability.reason) << '\n';
        return text;
    }
    out << Tr::tr("CUDA driver %1, runtime %2, cuBLAS %3")
               .arg(formatCudaVersion(report.driverVersion), formatCudaVersion(report.runtimeVersion),
                   formatCublasVersion(report.cublasVersion))
        << '\n';
    for (const GpuDeviceInfo& d : report.devices) {
        out << '\n' << Tr::tr("GPU %1").arg(d.index) << '\n';
        for (const DeviceProperty& p : deviceProperties(d))
            out << "  " << p.label.leftJustified(28, QLatin1Char(' ')) << p.value << '\n';
    }
    return text;
}

} // namespace cvz
