#pragma once

#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace cvz {

// CUDA's architectural limits for one compute capability, as the CUDA C++ Programming Guide
// tabulates them ("Technical Specifications per Compute Capability"), so the limits lesson
// works on a computer without a GPU. A real device's own values are on the Devices page too.
struct ArchLimits
{
    int ccMajor = 0, ccMinor = 0;
    const char* architecture = ""; // "Turing", "Ampere", ...
    int maxThreadsPerBlock = 1024;
    int maxBlockDim[3] = { 1024, 1024, 64 };
    int64_t maxGridDim[3] = { 2147483647, 65535, 65535 };
    int warpSize = 32;
    int maxWarpsPerSm = 0;
    int maxBlocksPerSm = 0;
    int registersPerSm = 65536; // 32-bit registers
    int maxRegistersPerThread = 255;
    int sharedMemoryPerBlockKiB = 48; // without opting in
    int sharedMemoryPerBlockOptInKiB = 0; // cudaFuncSetAttribute(..., MaxDynamicSharedMemorySize)
    int sharedMemoryPerSmKiB = 0;

    QString computeCapability() const { return QStringLiteral("%1.%2").arg(ccMajor).arg(ccMinor); }
    int maxThreadsPerSm() const { return maxWarpsPerSm * warpSize; }
};

// sm_75 (Turing) to sm_120 (Blackwell, GeForce RTX 50), oldest first.
const std::vector<ArchLimits>& archLimitsTable();
std::optional<ArchLimits> archLimitsFor(int ccMajor, int ccMinor);

// The Playground's emulated device, as cudaGetDeviceProperties reports it and the occupancy calls
// model it: one SM of compute capability 8.0 with 2048 threads, 32 blocks, 65536 registers and
// 100 KiB of shared memory, 48 KiB a block (no opting in).
ArchLimits emulatedDeviceLimits();

} // namespace cvz
