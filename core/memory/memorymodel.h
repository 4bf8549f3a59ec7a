// The memory model the Memory view and `cudaviz trace` count with (docs/memory-model.md):
// one home for its constants and for where each traced array lives in memory.
#pragma once

#include "emulator/accesstrace.h"

#include <cstdint>
#include <vector>

namespace cvz {

constexpr int kWarpSize = 32;
constexpr int kElementBytes = 4; // every teaching kernel's arrays hold floats
constexpr int kSectorBytes = 32; // the unit of DRAM/L2 traffic
constexpr int kLineBytes = 128; // an L1 cache line: four sectors
constexpr int kBanks = 32; // shared memory banks ...
constexpr int kBankBytes = 4; // ... each 4 bytes wide
constexpr int kMaxAccessWidth = 4; // elements one lane moves at most: a float4 (128-bit) access
constexpr int kGlobalAlignment = 256; // cudaMalloc returns 256-byte aligned buffers
constexpr int kSharedAlignment = 16; // __shared__ arrays as nvcc places them, one after another

// Byte addresses of every traced array: global buffers one after another from 0, each
// 256-byte aligned (as cudaMalloc gives them); shared arrays from 0 in shared memory.
class MemoryLayout
{
public:
    MemoryLayout() = default;
    explicit MemoryLayout(const std::vector<TracedArray>& arrays);

    int64_t base(int array) const { return m_bases[static_cast<size_t>(array)]; }
    bool isShared(int array) const { return m_shared[static_cast<size_t>(array)] != 0; }
    int64_t address(int array, int64_t element) const { return base(array) + element * kElementBytes; }
    int arrayCount() const { return static_cast<int>(m_bases.size()); }

private:
    std::vector<int64_t> m_bases;
    std::vector<uint8_t> m_shared;
};

} // namespace cvz
