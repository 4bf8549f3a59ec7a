#include "memoryreport.h"

#include <algorithm>

namespace cvz {

void Traffic::add(const WarpInstruction& ins)
{
    if (!ins.counts())
        return;
    ++requests;
    lanes += ins.activeLanes();
    outOfBoundsLanes += ins.outOfBoundsLanes();
    sectors += ins.sectors;
    idealSectors += ins.idealSectors;
    lines += ins.lines;
    bytes += ins.requestedBytes();
}

void SharedTraffic::add(const WarpInstruction& ins)
{
    if (!ins.counts())
        return;
    if (ins.write) {
        ++storeRequests;
        storeWavefronts += ins.wavefronts;
    } else {
        ++loadRequests;
        loadWavefronts += ins.wavefronts;
    }
}

const char* hazardKindKey(HazardKind kind)
{
    switch (kind) {
    case HazardKind::ReadAfterWrite:
        return "RAW";
    case HazardKind::WriteAfterRead:
        return "WAR";
    case HazardKind::WriteAfterWrite:
        return "WAW";
    }
    return "";
}

MemoryAnalyzer::MemoryAnalyzer(std::vector<TracedArray> arrays, const LaunchConfig& launch)
    : m_layout(arrays)
{
    m_report.launch = launch;
    m_report.globalByArray.resize(arrays.size());
    m_report.sharedByArray.resize(arrays.size());
    m_report.arrays = std::move(arrays);
}

void MemoryAnalyzer::addBlock(int64_t block, std::span<const std::span<const MemoryAccess>> threads, size_t siteCount)
{
    const int64_t perBlock = static_cast<int64_t>(threads.size());
    for (const auto& accesses : threads) {
        m_report.accesses += static_cast<int64_t>(accesses.size());
        for (const MemoryAccess& a : accesses)
            if (a.outOfBounds)
                addOutOfBounds(a);
    }
    const int warps = warpsPerBlock(perBlock);
    for (int w = 0; w < warps; ++w) {
        const int first = w * kWarpSize;
        const int lanes = static_cast<int>(std::min<int64_t>(kWarpSize, perBlock - first));
        for (const WarpInstruction& ins :
            groupWarpInstructions(threads.subspan(size_t(first), size_t(lanes)), block, w, m_layout, siteCount)) {
            if (m_sink)
                m_sink(ins);
            if (!ins.counts())
                continue;
            ++m_report.warpInstructions;
            SiteTraffic& site = m_sites[{ ins.site, ins.array }];
            site.site = ins.site;
            site.array = ins.array;
            site.write = ins.write;
            site.shared = ins.shared;
            if (ins.shared) {
                m_report.shared.add(ins);
                m_report.sharedByArray[ins.array].add(ins);
                site.sharedTraffic.add(ins);
            } else {
                Traffic& total = ins.write ? m_report.global.store : m_report.global.load;
                total.add(ins);
                GlobalTraffic& byArray = m_report.globalByArray[ins.array];
                (ins.write ? byArray.store : byArray.load).add(ins);
                site.global.add(ins);
            }
        }
    }
    findHazards(block, threads);
}

void MemoryAnalyzer::addUntracedOutOfBounds(std::span<const MemoryAccess> accesses)
{
    m_report.accesses += static_cast<int64_t>(accesses.size());
    for (const MemoryAccess& a : accesses)
        if (a.outOfBounds)
            addOutOfBounds(a);
}

void MemoryAnalyzer::addOutOfBounds(const MemoryAccess& a)
{
    ++m_report.outOfBoundsCount;
    if (m_report.outOfBounds.size() < AccessTrace::kMaxReported)
        m_report.outOfBounds.push_back({ a.array, a.element, a.write != 0, { a.thread, a.site } });
    addOutOfBoundsGroup(a);
}

void MemoryAnalyzer::addOutOfBoundsGroup(const MemoryAccess& a)
{
    const int64_t first = a.element * 4 + (a.byteMask ? __builtin_ctz(a.byteMask) : 0);
    const int64_t last
        = a.byteMask ? a.element * 4 + 31 - __builtin_clz(uint32_t(a.byteMask)) : (a.element + a.width) * 4 - 1;
    for (OutOfBoundsGroup& g : m_report.outOfBoundsGroups)
        if (g.site == a.site && g.array == a.array && g.write == (a.write != 0)) {
            ++g.count;
            if (a.thread < g.first.thread)
                g.first = a;
            g.lowestByte = std::min(g.lowestByte, first);
            g.highestByte = std::max(g.highestByte, last);
            return;
        }
    if (m_report.outOfBoundsGroups.size() < AccessTrace::kMaxReported)
        m_report.outOfBoundsGroups.push_back({ a.site, a.array, a.write != 0, 1, a, first, last });
}

void MemoryAnalyzer::addExecutionOrder(
    int64_t block, std::span<const MemoryAccess> accesses, size_t siteCount, bool traced)
{
    if (!traced) {
        addUntracedOutOfBounds(accesses);
        return;
    }
    const int64_t perBlock = m_report.launch.threadsPerBlock();
    const int64_t firstThread = block * perBlock;
    // Counting sort by thread keeps each thread's program order.
    std::vector<size_t> offsets(static_cast<size_t>(perBlock) + 1, 0);
    for (const MemoryAccess& a : accesses)
        ++offsets[static_cast<size_t>(a.thread - firstThread) + 1];
    for (size_t t = 1; t < offsets.size(); ++t)
        offsets[t] += offsets[t - 1];
    m_scratch.resize(accesses.size());
    std::vector<size_t> next(offsets.begin(), offsets.end() - 1);
    for (const MemoryAccess& a : accesses)
        m_scratch[next[static_cast<size_t>(a.thread - firstThread)]++] = a;
    std::vector<std::span<const MemoryAccess>> threads(static_cast<size_t>(perBlock));
    for (size_t t = 0; t < threads.size(); ++t)
        threads[t] = std::span<const MemoryAccess>(m_scratch).subspan(offsets[t], offsets[t + 1] - offsets[t]);
    addBlock(block, threads, siteCount);
}

void MemoryAnalyzer::addHazard(
    HazardKind kind, const MemoryAccess& first, const MemoryAccess& second, int64_t byte, bool counted)
{
    m_report.hazardCount += counted ? 1 : 0;
    const int64_t perBlock = std::max<int64_t>(1, m_report.launch.threadsPerBlock());
    const auto warpOf = [perBlock](int64_t thread) { return thread / perBlock * perBlock + thread % perBlock / 32; };
    const bool across = warpOf(first.thread) != warpOf(second.thread);
    const auto key = std::make_tuple(int(kind), first.array, first.site, second.site);
    if (auto it = m_hazardIndex.find(key); it != m_hazardIndex.end()) {
        Hazard& h = m_report.hazards[it->second];
        h.count += counted ? 1 : 0;
        if (across && !h.acrossWarps && h.shared) // the pair a report names is one a __syncthreads() orders
            setHazardPair(h, first, second, byte);
        h.acrossWarps = h.acrossWarps || across;
        return;
    }
    if (m_report.hazards.size() >= AccessTrace::kMaxReported || !counted)
        return;
    Hazard h;
    h.kind = kind;
    h.array = first.array;
    h.shared = m_layout.isShared(first.array);
    setHazardPair(h, first, second, byte);
    h.acrossWarps = across;
    m_hazardIndex.emplace(key, m_report.hazards.size());
    m_report.hazards.push_back(h);
}

void MemoryAnalyzer::setHazardPair(Hazard& h, const MemoryAccess& first, const MemoryAccess& second, int64_t byte)
{
    h.element = byte >= 0 ? byte / 4 : first.element;
    h.byte = byte;
    h.address = m_layout.address(first.array, h.element);
    h.first = { first.thread, first.site };
    h.second = { second.thread, second.site };
}

namespace {
using BlockThreads = std::span<const std::span<const MemoryAccess>>;

// Marks the arrays the block writes and those with accesses narrower than a word (chars,
// shorts: checked byte by byte); returns the number of barrier intervals.
inline uint32_t scanArrays(BlockThreads threads, std::vector<uint8_t>& written, std::vector<uint8_t>& bytewise)
{
    uint32_t phases = 0;
    for (const auto& accesses : threads)
        for (const MemoryAccess& a : accesses) {
            if (a.write && !a.outOfBounds)
                written[a.array] = 1;
            if (a.byteMask)
                bytewise[a.array] = 1;
            phases = std::max(phases, uint32_t(a.phase) + 1);
        }
    return phases;
}

// The accesses that can race, bucketed by interval (stable: thread order, program order);
// interval p's are [offsets[p], offsets[p + 1]).
inline std::vector<const MemoryAccess*> bucketByPhase(
    BlockThreads threads, const std::vector<uint8_t>& written, std::vector<size_t>& offsets)
{
    for (const auto& accesses : threads)
        for (const MemoryAccess& a : accesses)
            if (!a.outOfBounds && written[a.array])
                ++offsets[size_t(a.phase) + 1];
    for (size_t p = 1; p < offsets.size(); ++p)
        offsets[p] += offsets[p - 1];
    std::vector<const MemoryAccess*> byPhase(offsets.back());
    std::vector<size_t> next(offsets.begin(), offsets.end() - 1);
    for (const auto& accesses : threads)
        for (const MemoryAccess& a : accesses)
            if (!a.outOfBounds && written[a.array])
                byPhase[next[a.phase]++] = &a;
    return byPhase;
}

// The addresses an access covers: a float4's 4 words; in a bytewise array, bytes.
inline void addressRange(const MemoryAccess& a, bool bytes, int64_t& from, int64_t& to)
{
    from = a.element;
    to = a.element + a.width;
    if (bytes) {
        from = a.byteMask ? a.element * 4 + __builtin_ctz(a.byteMask) : a.element * 4;
        to = a.byteMask ? a.element * 4 + 32 - __builtin_clz(uint32_t(a.byteMask)) : to * 4;
    }
}

// Access a at one address: the hazards it makes with the earlier ones there (each kind counted once
// per interval, through addHazard(kind, first, true); once more, uncounted, when a later pair of
// that kind is the first between two warps), then a's place in the address's state.
template <typename AddHazard>
inline void visitAddress(AddressState& st, const MemoryAccess& a, int64_t perBlock, const AddHazard& addHazard)
{
    const auto warpOf = [perBlock](const MemoryAccess& x) { return (x.thread % perBlock) / kWarpSize; };
    // Two atomic read-modify-writes of one address are ordered by the hardware, two accesses
    // each made holding the same spin lock by the lock, and two lanes of one warp with a __syncwarp()
    // between them by that barrier.
    const auto racesWith = [&](const MemoryAccess* x) {
        return x && x->thread != a.thread && !(x->atomic && a.atomic) && !(x->lock && x->lock == a.lock)
            && !(warpOf(*x) == warpOf(a) && x->warpInterval != a.warpInterval);
    };
    const auto earlierBy = [&](const MemoryAccess* x, const MemoryAccess* y) -> const MemoryAccess* {
        return racesWith(x) ? x : racesWith(y) ? y : nullptr;
    };
    const auto report = [&](HazardKind kind, const MemoryAccess* first) {
        const uint8_t bit = uint8_t(1u << int(kind));
        if (!first || (st.across & bit))
            return;
        const bool across = warpOf(*first) != warpOf(a);
        if (!(st.found & bit))
            addHazard(kind, *first, true);
        else if (across)
            addHazard(kind, *first, false);
        st.found |= bit;
        st.across |= across ? bit : 0;
    };
    // A thread's plain access after its own atomic or locked one stands for both: it races with
    // everything the guarded one did, and more.
    const auto standsFor = [&](const MemoryAccess* kept) {
        return kept->thread == a.thread && (kept->atomic || kept->lock) && !a.atomic && !a.lock;
    };
    const auto keep = [&](const MemoryAccess*& first, const MemoryAccess*& other) {
        if (!first || standsFor(first))
            first = &a;
        else if (!other ? a.thread != first->thread : standsFor(other))
            other = &a;
    };
    if (a.write) {
        report(HazardKind::WriteAfterRead, earlierBy(st.read, st.otherRead));
        report(HazardKind::WriteAfterWrite, earlierBy(st.write, st.otherWrite));
        keep(st.write, st.otherWrite);
    } else {
        report(HazardKind::ReadAfterWrite, earlierBy(st.write, st.otherWrite));
        keep(st.read, st.otherRead);
    }
}
} // namespace

// Between two barriers the threads of a block run in no set order. Two accesses to one
// address by different threads there, one of them a write, are a race. Only arrays the
// block writes can race, so read-only inputs (A and B of a matmul) are skipped cheaply.
// Within one interval the emulator runs thread after thread, so visiting an interval's
// accesses thread by thread, each in program order, is the emulator's order: "first" is
// the one it ran first. One pass per interval, with a small state per address touched.
void MemoryAnalyzer::findHazards(int64_t, std::span<const std::span<const MemoryAccess>> threads)
{
    const int64_t perBlock = std::max<int64_t>(1, m_report.launch.threadsPerBlock());
    std::vector<uint8_t> written(m_report.arrays.size(), 0);
    std::vector<uint8_t> bytewise(m_report.arrays.size(), 0);
    const uint32_t phases = scanArrays(threads, written, bytewise);
    std::vector<size_t> offsets(size_t(phases) + 1, 0);
    const std::vector<const MemoryAccess*> byPhase = bucketByPhase(threads, written, offsets);
    for (size_t p = 0; p + 1 < offsets.size(); ++p) {
        m_states.clear();
        for (size_t k = offsets[p]; k < offsets[p + 1]; ++k) {
            const MemoryAccess& a = *byPhase[k];
            const bool bytes = bytewise[a.array];
            int64_t from = 0, to = 0;
            addressRange(a, bytes, from, to);
            for (int64_t address = from; address < to; ++address) {
                AddressState& st = m_states[(uint64_t(a.array) << 48) ^ uint64_t(address)];
                visitAddress(st, a, perBlock, [&](HazardKind kind, const MemoryAccess& first, bool counted) {
                    addHazard(kind, first, a, bytes ? address : -1, counted);
                });
            }
        }
    }
}

MemoryReport MemoryAnalyzer::finish(
    std::vector<AccessSite> sites, std::vector<BarrierDivergence> divergences, int64_t divergenceCount)
{
    m_report.sites = std::move(sites);
    m_report.barrierDivergences = std::move(divergences);
    m_report.barrierDivergenceCount = divergenceCount;
    m_report.bySite.clear();
    for (const auto& [key, traffic] : m_sites)
        m_report.bySite.push_back(traffic);
    return m_report;
}

MemoryReport analyseTrace(const AccessTrace& trace, const LaunchConfig& launch)
{
    MemoryAnalyzer analyzer(trace.arrays, launch);
    const int64_t perBlock = launch.threadsPerBlock();
    std::vector<std::span<const MemoryAccess>> threads(static_cast<size_t>(perBlock));
    for (int64_t block = 0; block < launch.blockCount(); ++block) {
        for (int64_t t = 0; t < perBlock; ++t)
            threads[static_cast<size_t>(t)] = trace.accessesOf(block * perBlock + t);
        analyzer.addBlock(block, threads, trace.sites.size());
    }
    return analyzer.finish(trace.sites, trace.barrierDivergences, trace.barrierDivergenceCount);
}

} // namespace cvz
