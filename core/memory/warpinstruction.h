#pragma once

#include "memorymodel.h"

#include <array>
#include <span>
#include <vector>

namespace cvz {

// One memory instruction of one warp: what the lanes of a warp did at the same source site
// (the same ctx.load / ctx.store call) for the same time, counting each thread's own visits
// to that site. That is how a GPU issues it when the warp's threads run in step (SIMT); a
// warp that diverged and reconverged is approximated by matching visits one by one.
struct WarpInstruction
{
    int64_t block = 0; // linear block index
    int warp = 0; // warp of the block: linear threadIdx / 32
    uint16_t site = 0;
    uint32_t occurrence = 0; // the lanes' n-th visit to the site (0-based)
    uint16_t array = 0;
    bool write = false;
    bool shared = false;
    int width = 1; // elements per lane: 4 for a 128-bit access (LDG.128, LDS.128)
    // Every lane that reached the access issues its address, in bounds or not: a GPU moves the
    // sectors of all of them (an address past a buffer reads or writes whatever lies there).
    uint32_t laneMask = 0; // lanes that took part
    uint32_t outOfBoundsMask = 0; // the part of laneMask whose element lies outside its array
    std::array<int64_t, kWarpSize> element {}; // per lane, meaningful where a mask bit is set

    // Global memory (zero for shared):
    int sectors = 0; // distinct 32-byte sectors the lanes touch
    int lines = 0; // distinct 128-byte lines
    int idealSectors = 0; // ceil(distinct bytes / 32): the same bytes, packed and aligned
    // Shared memory (zero for global):
    int wavefronts = 0; // max over banks of the distinct 4-byte words asked of that bank (a
                        // float4 lane asks for 4): at least words / 32 for 128-bit accesses

    int distinctWords = 0; // distinct 4-byte addresses (a broadcast counts once)
    int activeLanes() const;
    int outOfBoundsLanes() const;
    int requestedBytes() const { return distinctWords * kElementBytes; }
    bool counts() const { return laneMask != 0; }
};

// Groups one warp's accesses into its instructions. lanes[l] holds lane l's accesses in
// program order (empty for a lane with no thread); sites is the trace's site count.
// Instructions come in the order lane 0 (then the others) first issues them.
std::vector<WarpInstruction> groupWarpInstructions(std::span<const std::span<const MemoryAccess>> lanes, int64_t block,
    int warp, const MemoryLayout& layout, size_t siteCount);

// The sectors, lines, wavefronts and distinct words of one instruction from its lanes.
void measure(WarpInstruction& instruction, const MemoryLayout& layout);

// The warps of a launch's blocks, with the lanes of warp w of block b: launch order as in
// AccessTrace (thread = block * threadsPerBlock + linear threadIdx).
struct WarpLanes
{
    int64_t firstThread = 0;
    int lanes = 0; // 32, or fewer in a block's last partial warp
};
WarpLanes warpLanes(int64_t block, int warp, int64_t threadsPerBlock);
int warpsPerBlock(int64_t threadsPerBlock);

// The instructions of warp `warp` of block `block` from a whole recorded trace.
std::vector<WarpInstruction> warpInstructionsOf(
    const AccessTrace& trace, int64_t threadsPerBlock, int64_t block, int warp, const MemoryLayout& layout);

} // namespace cvz
