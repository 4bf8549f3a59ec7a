#pragma once

#include "addresstable.h"
#include "kernels/launchgeometry.h"
#include "warpinstruction.h"

#include <functional>
#include <map>
#include <span>
#include <vector>

namespace cvz {

// Global-memory traffic of many warp instructions.
struct Traffic
{
    int64_t requests = 0; // warp instructions
    int64_t lanes = 0; // lanes that issued them, in bounds or not
    int64_t outOfBoundsLanes = 0; // of those, lanes whose element lies outside its array
    int64_t sectors = 0;
    int64_t idealSectors = 0;
    int64_t lines = 0;
    int64_t bytes = 0; // distinct bytes asked for, instruction by instruction

    void add(const WarpInstruction& ins);
    double sectorsPerRequest() const { return requests ? double(sectors) / double(requests) : 0.0; }
    double efficiency() const { return sectors ? double(bytes) / double(sectors * kSectorBytes) : 0.0; }
};

struct GlobalTraffic
{
    Traffic load, store;
};

struct SharedTraffic
{
    int64_t loadRequests = 0, loadWavefronts = 0, storeRequests = 0, storeWavefronts = 0;
    void add(const WarpInstruction& ins);
    int64_t requests() const { return loadRequests + storeRequests; }
    int64_t wavefronts() const { return loadWavefronts + storeWavefronts; }
    double conflictDegree() const { return requests() ? double(wavefronts()) / double(requests()) : 0.0; }
};

// Everything one source site did, over the whole launch.
struct SiteTraffic
{
    uint16_t site = 0;
    uint16_t array = 0;
    bool write = false;
    bool shared = false;
    Traffic global;
    SharedTraffic sharedTraffic;
};

// A thread at an access: where a hazard or an out-of-bounds access happened.
struct AccessPoint
{
    int64_t thread = 0; // global thread id (launch order)
    uint16_t site = 0;
};

enum class HazardKind
{
    ReadAfterWrite,
    WriteAfterRead,
    WriteAfterWrite
};
const char* hazardKindKey(HazardKind kind); // "RAW", "WAR", "WAW"

// Two threads of one block reached the same address between the same two barriers, at least
// one of them writing: the result depends on which runs first (compute-sanitizer racecheck's
// hazard). `first` ran first in the emulator (threads run in order between barriers).
struct Hazard
{
    HazardKind kind = HazardKind::ReadAfterWrite;
    uint16_t array = 0;
    bool shared = false;
    int64_t element = 0;
    int64_t byte = -1; // in an array of chars or shorts: the byte from element 0 the threads share
    int64_t address = 0;
    AccessPoint first, second;
    int64_t count = 1; // hazards of this kind between these two sites on this array
    // Whether any of them is between threads of different warps (or blocks): then a __syncwarp()
    // cannot order them, a __syncthreads() can. `first` and `second` are then such a pair.
    bool acrossWarps = false;
};

struct OutOfBoundsAccess
{
    uint16_t array = 0;
    int64_t element = 0;
    bool write = false;
    AccessPoint who;
};

// The out-of-bounds accesses of one site to one array, read or written: how many, the first
// thread's access, and the bytes from the array's element 0 they reached (the lowest first byte,
// the highest last byte; negative before it).
struct OutOfBoundsGroup
{
    uint16_t site = 0;
    uint16_t array = 0;
    bool write = false;
    int64_t count = 0;
    MemoryAccess first;
    int64_t lowestByte = 0, highestByte = 0;
};

struct MemoryReport
{
    LaunchConfig launch;
    std::vector<TracedArray> arrays;
    std::vector<AccessSite> sites;
    GlobalTraffic global;
    SharedTraffic shared;
    std::vector<GlobalTraffic> globalByArray; // index: array (shared arrays stay zero)
    std::vector<SharedTraffic> sharedByArray;
    std::vector<SiteTraffic> bySite; // by site, then array
    std::vector<Hazard> hazards; // at most AccessTrace::kMaxReported kinds-by-sites
    int64_t hazardCount = 0; // every (address, barrier interval, kind) with a hazard
    std::vector<OutOfBoundsAccess> outOfBounds; // the first AccessTrace::kMaxReported
    int64_t outOfBoundsCount = 0;
    std::vector<OutOfBoundsGroup> outOfBoundsGroups; // by site, array and kind; at most kMaxReported
    std::vector<BarrierDivergence> barrierDivergences;
    int64_t barrierDivergenceCount = 0;
    int64_t warpInstructions = 0; // every lane that issued one counts, in bounds or not
    int64_t accesses = 0;
};

// Builds a MemoryReport block by block, so a launch's trace never has to be held whole.
class MemoryAnalyzer
{
public:
    MemoryAnalyzer(std::vector<TracedArray> arrays, const LaunchConfig& launch);
    // Every warp instruction (counted or not) as it is formed, for a per-warp listing.
    void setInstructionSink(std::function<void(const WarpInstruction&)> sink) { m_sink = std::move(sink); }

    // One block's accesses, per thread of the block in program order.
    void addBlock(int64_t block, std::span<const std::span<const MemoryAccess>> threads, size_t siteCount);
    // The same from the emulator's execution order (all threads of the block interleaved); an
    // untraced block's (`traced` false) go to addUntracedOutOfBounds.
    void addExecutionOrder(int64_t block, std::span<const MemoryAccess> accesses, size_t siteCount, bool traced = true);
    // An untraced block's out-of-bounds accesses, the only ones it records: listed, but they make
    // no traffic (their warps' other lanes are unknown) and no hazard.
    void addUntracedOutOfBounds(std::span<const MemoryAccess> accesses);

    MemoryReport finish(
        std::vector<AccessSite> sites, std::vector<BarrierDivergence> divergences, int64_t divergenceCount);

private:
    void addOutOfBounds(const MemoryAccess& a);
    void findHazards(int64_t block, std::span<const std::span<const MemoryAccess>> threads);
    void addOutOfBoundsGroup(const MemoryAccess& a);
    // `counted`: a hazard of its own; else only a pair between two warps of one already counted.
    void addHazard(
        HazardKind kind, const MemoryAccess& first, const MemoryAccess& second, int64_t byte = -1, bool counted = true);
    void setHazardPair(Hazard& h, const MemoryAccess& first, const MemoryAccess& second, int64_t byte);

    MemoryLayout m_layout;
    MemoryReport m_report;
    std::map<std::pair<uint16_t, uint16_t>, SiteTraffic> m_sites;
    std::map<std::tuple<int, uint16_t, uint16_t, uint16_t>, size_t> m_hazardIndex;
    std::vector<MemoryAccess> m_scratch;
    AddressTable m_states; // of one barrier interval (findHazards)
    std::function<void(const WarpInstruction&)> m_sink;
};

// The report of a whole recorded trace.
MemoryReport analyseTrace(const AccessTrace& trace, const LaunchConfig& launch);

} // namespace cvz
