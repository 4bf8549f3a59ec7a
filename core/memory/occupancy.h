#pragma once

#include "device/archlimits.h"

#include <cstdint>

namespace cvz {

// What a kernel asks of an SM per block.
struct OccupancyInput
{
    int64_t threadsPerBlock = 256;
    int registersPerThread = 32;
    int64_t sharedBytesPerBlock = 0; // static + dynamic
};

enum class OccupancyLimit
{
    Warps, // the SM's warp slots
    Registers,
    SharedMemory,
    Blocks, // the SM's block slots
    None // the block cannot run at all (see Occupancy::error)
};
const char* occupancyLimitKey(OccupancyLimit limit); // "warps", "registers", "shared", "blocks", "none"

// The CUDA Occupancy Calculator's model (and cudaOccupancyMaxActiveBlocksPerMultiprocessor's):
// how many blocks of this kernel fit on one SM at once, and what stops the next one.
struct Occupancy
{
    int warpsPerBlock = 0;
    int blocksByWarps = 0, blocksByRegisters = 0, blocksBySharedMemory = 0, blocksBySlots = 0;
    int blocksPerSm = 0;
    int activeWarps = 0;
    int maxWarps = 0;
    double occupancy = 0.0; // activeWarps / maxWarps
    OccupancyLimit limit = OccupancyLimit::None;
    int64_t registersPerWarp = 0; // after rounding to the allocation unit
    int64_t sharedBytesPerBlock = 0; // after rounding, with the runtime's reserved part
};

// Registers are given out per warp in units of 256, warps in groups of 4 (one per SM
// sub-partition); shared memory in units of 128 bytes (256 on sm_7x) plus 1 KiB that the
// runtime reserves per block from sm_80 on. Shared memory per SM is the largest carve-out.
Occupancy computeOccupancy(const ArchLimits& arch, const OccupancyInput& input);

} // namespace cvz
