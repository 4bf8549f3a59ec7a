#include "warpinstruction.h"

#include <algorithm>
#include <bit>

namespace cvz {

int WarpInstruction::activeLanes() const
{
    return std::popcount(laneMask);
}

int WarpInstruction::outOfBoundsLanes() const
{
    return std::popcount(outOfBoundsMask);
}

int warpsPerBlock(int64_t threadsPerBlock)
{
    return static_cast<int>((threadsPerBlock + kWarpSize - 1) / kWarpSize);
}

WarpLanes warpLanes(int64_t block, int warp, int64_t threadsPerBlock)
{
    const int64_t first = int64_t(warp) * kWarpSize;
    return { block * threadsPerBlock + first, static_cast<int>(std::min<int64_t>(kWarpSize, threadsPerBlock - first)) };
}

void measure(WarpInstruction& ins, const MemoryLayout& layout)
{
    // At most 32 x 4 addresses (float4 lanes): sorting small arrays beats any hash set.
    std::array<int64_t, kWarpSize * kMaxAccessWidth> words {};
    int n = 0;
    for (int lane = 0; lane < kWarpSize; ++lane)
        if (ins.laneMask & (1u << lane)) {
            const int64_t first = layout.address(ins.array, ins.element[static_cast<size_t>(lane)]) / kBankBytes;
            for (int w = 0; w < ins.width; ++w)
                words[static_cast<size_t>(n++)] = first + w;
        }
    std::sort(words.begin(), words.begin() + n);
    n = static_cast<int>(std::unique(words.begin(), words.begin() + n) - words.begin());
    ins.distinctWords = n;
    ins.sectors = ins.lines = ins.idealSectors = ins.wavefronts = 0;
    if (n == 0)
        return;
    if (ins.shared) {
        std::array<int, kBanks> perBank {};
        for (int w = 0; w < n; ++w)
            ++perBank[static_cast<size_t>(words[static_cast<size_t>(w)] % kBanks)];
        ins.wavefronts = *std::max_element(perBank.begin(), perBank.end());
        return;
    }
    const auto distinctUnits = [&](int bytes) {
        int count = 0;
        int64_t last = -1;
        for (int w = 0; w < n; ++w) {
            const int64_t unit = words[static_cast<size_t>(w)] * kBankBytes / bytes;
            count += unit != last;
            last = unit;
        }
        return count;
    };
    ins.sectors = distinctUnits(kSectorBytes);
    ins.lines = distinctUnits(kLineBytes);
    ins.idealSectors = (n * kElementBytes + kSectorBytes - 1) / kSectorBytes;
}

std::vector<WarpInstruction> groupWarpInstructions(std::span<const std::span<const MemoryAccess>> lanes, int64_t block,
    int warp, const MemoryLayout& layout, size_t siteCount)
{
    std::vector<WarpInstruction> out;
    // bySite[site][occurrence] -> index into out: O(1) per access for the usual, uniform warp.
    std::vector<std::vector<int32_t>> bySite(siteCount);
    std::vector<uint32_t> visits(siteCount);
    for (size_t lane = 0; lane < lanes.size() && lane < size_t(kWarpSize); ++lane) {
        std::fill(visits.begin(), visits.end(), 0u);
        for (const MemoryAccess& a : lanes[lane]) {
            if (a.site >= siteCount)
                continue;
            const uint32_t occurrence = visits[a.site]++;
            std::vector<int32_t>& slots = bySite[a.site];
            if (slots.size() <= occurrence)
                slots.resize(occurrence + 1, -1);
            int32_t& slot = slots[occurrence];
            // A site that reached different arrays in different lanes (never in our kernels)
            // issues one instruction per array: look past the first.
            int32_t index = slot;
            if (index >= 0 && out[static_cast<size_t>(index)].array != a.array) {
                index = -1;
                for (size_t k = 0; k < out.size() && index < 0; ++k)
                    if (out[k].site == a.site && out[k].occurrence == occurrence && out[k].array == a.array)
                        index = static_cast<int32_t>(k);
            }
            if (index < 0) {
                WarpInstruction ins;
                ins.block = block;
                ins.warp = warp;
                ins.site = a.site;
                ins.occurrence = occurrence;
                ins.array = a.array;
                ins.write = a.write != 0;
                ins.shared = layout.isShared(a.array);
                ins.width = std::clamp<int>(a.width, 1, kMaxAccessWidth);
                out.push_back(ins);
                index = static_cast<int32_t>(out.size() - 1);
                if (slot < 0)
                    slot = index;
            }
            WarpInstruction& ins = out[static_cast<size_t>(index)];
            ins.element[lane] = a.element;
            ins.laneMask |= 1u << lane;
            if (a.outOfBounds)
                ins.outOfBoundsMask |= 1u << lane;
        }
    }
    for (WarpInstruction& ins : out)
        measure(ins, layout);
    return out;
}

std::vector<WarpInstruction> warpInstructionsOf(
    const AccessTrace& trace, int64_t threadsPerBlock, int64_t block, int warp, const MemoryLayout& layout)
{
    const WarpLanes w = warpLanes(block, warp, threadsPerBlock);
    std::array<std::span<const MemoryAccess>, kWarpSize> lanes {};
    for (int l = 0; l < w.lanes; ++l)
        lanes[static_cast<size_t>(l)] = trace.accessesOf(w.firstThread + l);
    return groupWarpInstructions(std::span<const std::span<const MemoryAccess>>(lanes.data(), size_t(w.lanes)), block,
        warp, layout, trace.sites.size());
}

} // namespace cvz
