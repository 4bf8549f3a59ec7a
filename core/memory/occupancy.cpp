#include "occupancy.h"

#include <algorithm>

namespace cvz {

namespace {
constexpr int kRegisterAllocationUnit = 256; // registers, per warp
constexpr int kWarpAllocationGranularity = 4;
constexpr int kMaxRegistersPerBlock = 65536;

int64_t roundUp(int64_t value, int64_t unit)
{
    return (value + unit - 1) / unit * unit;
}
} // namespace

const char* occupancyLimitKey(OccupancyLimit limit)
{
    switch (limit) {
    case OccupancyLimit::Warps:
        return "warps";
    case OccupancyLimit::Registers:
        return "registers";
    case OccupancyLimit::SharedMemory:
        return "shared";
    case OccupancyLimit::Blocks:
        return "blocks";
    case OccupancyLimit::None:
        return "none";
    }
    return "";
}

Occupancy computeOccupancy(const ArchLimits& arch, const OccupancyInput& in)
{
    Occupancy o;
    o.maxWarps = arch.maxWarpsPerSm;
    if (in.threadsPerBlock < 1 || in.threadsPerBlock > arch.maxThreadsPerBlock || in.registersPerThread < 0
        || in.registersPerThread > arch.maxRegistersPerThread || in.sharedBytesPerBlock < 0)
        return o;
    o.warpsPerBlock = static_cast<int>((in.threadsPerBlock + arch.warpSize - 1) / arch.warpSize);
    o.blocksByWarps = arch.maxWarpsPerSm / o.warpsPerBlock;
    o.blocksBySlots = arch.maxBlocksPerSm;

    o.registersPerWarp = roundUp(int64_t(in.registersPerThread) * arch.warpSize, kRegisterAllocationUnit);
    if (o.registersPerWarp == 0) {
        o.blocksByRegisters = o.blocksBySlots;
    } else if (o.registersPerWarp * o.warpsPerBlock > kMaxRegistersPerBlock) {
        o.blocksByRegisters = 0; // "too many resources requested for launch"
    } else {
        const int64_t warps = arch.registersPerSm / o.registersPerWarp;
        o.blocksByRegisters
            = static_cast<int>(warps / kWarpAllocationGranularity * kWarpAllocationGranularity / o.warpsPerBlock);
    }

    const bool ampereOrLater = arch.ccMajor >= 8;
    const int64_t reserved = ampereOrLater ? 1024 : 0;
    const int64_t unit = ampereOrLater ? 128 : 256;
    o.sharedBytesPerBlock = roundUp(in.sharedBytesPerBlock + reserved, unit);
    const int64_t perSm = int64_t(arch.sharedMemoryPerSmKiB) * 1024;
    const int64_t perBlockMax
        = int64_t(std::max(arch.sharedMemoryPerBlockOptInKiB, arch.sharedMemoryPerBlockKiB)) * 1024;
    if (in.sharedBytesPerBlock > perBlockMax)
        o.blocksBySharedMemory = 0;
    else
        o.blocksBySharedMemory
            = o.sharedBytesPerBlock == 0 ? o.blocksBySlots : static_cast<int>(perSm / o.sharedBytesPerBlock);

    o.blocksPerSm = std::min({ o.blocksByWarps, o.blocksByRegisters, o.blocksBySharedMemory, o.blocksBySlots });
    o.activeWarps = o.blocksPerSm * o.warpsPerBlock;
    o.occupancy = o.maxWarps ? double(o.activeWarps) / double(o.maxWarps) : 0.0;
    // The first limit that allows no more than the result binds; warps first, as the calculator does.
    if (o.blocksPerSm == 0 && (o.blocksByRegisters == 0 || o.blocksBySharedMemory == 0))
        o.limit = o.blocksByRegisters == 0 ? OccupancyLimit::Registers : OccupancyLimit::SharedMemory;
    else if (o.blocksByWarps == o.blocksPerSm)
        o.limit = OccupancyLimit::Warps;
    else if (o.blocksByRegisters == o.blocksPerSm)
        o.limit = OccupancyLimit::Registers;
    else if (o.blocksBySharedMemory == o.blocksPerSm)
        o.limit = OccupancyLimit::SharedMemory;
    else
        o.limit = OccupancyLimit::Blocks;
    return o;
}

} // namespace cvz
