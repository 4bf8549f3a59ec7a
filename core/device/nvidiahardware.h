#pragma once

#include "gpumodule.h"

#include <QString>
#include <QStringList>

namespace cvz {

// What Linux says about NVIDIA hardware, without CUDA: the GPUs on the PCI bus, whether
// the kernel driver is loaded (and its version), and the /dev/nvidia* device nodes. It tells
// apart the three machines on which CUDA finds nothing.
struct NvidiaHardware
{
    QStringList pciGpus; // "0000:01:00.0": display or 3D controllers with vendor 0x10de
    QString driverVersion; // "580.65.06" from /sys/module/nvidia/version; empty: not loaded
    bool deviceNodes = false; // /dev/nvidia0 (or nvidiactl) exists

    bool hasGpu() const { return !pciGpus.isEmpty(); }
    bool driverLoaded() const { return !driverVersion.isEmpty(); }
};

// Reads /sys and /dev below `root` ("" for the real ones; tests give a fake tree).
NvidiaHardware detectNvidiaHardware(const QString& root = {});

// The oldest NVIDIA Linux driver a CUDA runtime runs on (its major version's minimum under
// CUDA's minor-version compatibility): "580.65.06" for 13.x, "525.60.13" for 12.x; empty
// when the runtime is unknown.
QString minimumDriverFor(int runtimeVersion);

// Why CUDA found no device, in the terms of this machine: no NVIDIA GPU at all (nothing to
// install), a GPU whose driver is missing or too old (with the version needed), or a driver
// that sees no CUDA device. Other reasons (no module, a sticky error) pass unchanged.
GpuAvailability explainNoGpu(const GpuAvailability& availability, const NvidiaHardware& hardware, int runtimeVersion);

} // namespace cvz
