#include "archlimits.h"

namespace cvz {

namespace {
ArchLimits row(
    int major, int minor, const char* name, int warpsPerSm, int blocksPerSm, int smemOptInKiB, int smemPerSmKiB)
{
    ArchLimits a;
    a.ccMajor = major;
    a.ccMinor = minor;
    a.architecture = name;
    a.maxWarpsPerSm = warpsPerSm;
    a.maxBlocksPerSm = blocksPerSm;
    a.sharedMemoryPerBlockOptInKiB = smemOptInKiB;
    a.sharedMemoryPerSmKiB = smemPerSmKiB;
    return a;
}
} // namespace

const std::vector<ArchLimits>& archLimitsTable()
{
    // The per-block, grid and register limits are the same on all of these; what differs is
    // how many warps and blocks an SM holds and how much shared memory it has.
    static const std::vector<ArchLimits> table = {
        row(7, 5, "Turing", 32, 16, 64, 64),
        row(8, 0, "Ampere (A100)", 64, 32, 163, 164),
        row(8, 6, "Ampere (GeForce RTX 30)", 48, 16, 99, 100),
        row(8, 7, "Ampere (Jetson Orin)", 48, 16, 163, 164),
        row(8, 9, "Ada Lovelace", 48, 24, 99, 100),
        row(9, 0, "Hopper", 64, 32, 227, 228),
        row(10, 0, "Blackwell (B200)", 64, 32, 227, 228),
        row(12, 0, "Blackwell (GeForce RTX 50)", 48, 32, 99, 100),
    };
    return table;
}

std::optional<ArchLimits> archLimitsFor(int ccMajor, int ccMinor)
{
    for (const ArchLimits& a : archLimitsTable())
        if (a.ccMajor == ccMajor && a.ccMinor == ccMinor)
            return a;
    return std::nullopt;
}

ArchLimits emulatedDeviceLimits()
{
    return row(8, 0, "the emulated device", 64, 32, 48, 100);
}

} // namespace cvz
