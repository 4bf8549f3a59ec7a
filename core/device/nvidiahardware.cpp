#include "nvidiahardware.h"

#include "util/chinesespacing.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::DeviceReport)
};

QString readSmall(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(file.read(256)).trimmed();
}
} // namespace

NvidiaHardware detectNvidiaHardware(const QString& root)
{
    NvidiaHardware hw;
    const QDir pci(root + QStringLiteral("/sys/bus/pci/devices"));
    for (const QString& slot : pci.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString vendor = readSmall(pci.filePath(slot + QStringLiteral("/vendor")));
        const QString deviceClass = readSmall(pci.filePath(slot + QStringLiteral("/class")));
        // 0x0300xx: VGA controller; 0x0302xx: 3D controller (data-centre GPUs have no display)
        if (vendor.compare(QStringLiteral("0x10de"), Qt::CaseInsensitive) == 0
            && (deviceClass.startsWith(QStringLiteral("0x0300")) || deviceClass.startsWith(QStringLiteral("0x0302"))))
            hw.pciGpus << slot;
    }
    hw.driverVersion = readSmall(root + QStringLiteral("/sys/module/nvidia/version"));
    hw.deviceNodes = QFile::exists(root + QStringLiteral("/dev/nvidia0"))
        || QFile::exists(root + QStringLiteral("/dev/nvidiactl"));
    return hw;
}

QString minimumDriverFor(int runtimeVersion)
{
    const int major = runtimeVersion / 1000;
    if (major >= 13)
        return QStringLiteral("580.65.06");
    if (major == 12)
        return QStringLiteral("525.60.13");
    return {};
}

GpuAvailability explainNoGpu(const GpuAvailability& availability, const NvidiaHardware& hardware, int runtimeVersion)
{
    GpuAvailability a = availability;
    if (a.status != GpuStatus::NoDriver && a.status != GpuStatus::NoDevice)
        return a;
    const QString tag = a.cudaErrorName.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(a.cudaErrorName);
    // The reasons below end with their error code after a space: none after Chinese punctuation.
    const auto tagged = [&tag](const QString& reason) { return tidyChineseSpacing(reason + tag); };
    if (!hardware.hasGpu()) {
        a.situation = GpuSituation::NoNvidiaGpu;
        a.reason
            = tagged(Tr::tr("This computer has no NVIDIA GPU (none on its PCI bus), so CUDA cannot run here. There is "
                            "nothing to install: cudaviz runs everything on the CPU."));
        return a;
    }
    const QString slots = hardware.pciGpus.join(QStringLiteral(", "));
    const QString needed = minimumDriverFor(runtimeVersion);
    if (a.status == GpuStatus::NoDriver) {
        a.situation = GpuSituation::DriverMissingOrOld;
        if (!hardware.driverLoaded())
            a.reason = tagged(
                (needed.isEmpty() ? Tr::tr("An NVIDIA GPU is in this computer (PCI %1), but its driver is not loaded. "
                                           "Install the NVIDIA driver, then restart.")
                                        .arg(slots)
                                  : Tr::tr("An NVIDIA GPU is in this computer (PCI %1), but its driver is not loaded. "
                                           "Install the NVIDIA driver %2 or newer (this CUDA runtime needs it), then "
                                           "restart.")
                                        .arg(slots, needed)));
        else
            a.reason = tagged((needed.isEmpty()
                    ? Tr::tr("An NVIDIA GPU is in this computer (PCI %1) with driver %2, which is too old "
                             "for this CUDA runtime. Update the NVIDIA driver.")
                          .arg(slots, hardware.driverVersion)
                    : Tr::tr("An NVIDIA GPU is in this computer (PCI %1) with driver %2, which is too old "
                             "for this CUDA runtime: it needs %3 or newer. Update the NVIDIA driver.")
                          .arg(slots, hardware.driverVersion, needed)));
        return a;
    }
    a.situation = GpuSituation::DriverWithoutDevice;
    a.reason = tagged(
        Tr::tr("The NVIDIA driver %1 is loaded and a GPU is on the PCI bus (%2), but CUDA sees no device. Check "
               "that CUDA_VISIBLE_DEVICES does not hide it, that /dev/nvidia* is readable by you%3, and what "
               "nvidia-smi says.")
            .arg(hardware.driverVersion.isEmpty() ? Tr::tr("(version unknown)") : hardware.driverVersion, slots,
                hardware.deviceNodes ? QString() : Tr::tr(" (no /dev/nvidia0 was found)")));
    return a;
}

} // namespace cvz
