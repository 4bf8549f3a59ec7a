// Which blocks of a launch the helper traces access by access. A launch that fits the exact trace
// is traced whole, as always; one past it runs every block, traces a stated sample of them (the
// first, the last, the last along each axis, where partial tiles and guards show, and a few chosen
// at random with a stated seed) and checks the others only for out-of-bounds accesses. One home,
// read by the helper (which blocks) and the app (what to say of them).
#pragma once

#include "kernels/launchtypes.h"

#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace cvz {

enum class TraceMode : qint32
{
    Auto, // the whole launch while it fits the budgets; past them, the sample
    All, // every block, or the launch is refused past the budgets (as before there was a sample)
    Sample, // the sample only, whatever the launch's size
    None // no block traced: out-of-bounds accesses are still checked in every block
};

// "auto", "all", "sample", "none": the CLI's words.
QString traceModeName(TraceMode mode);
std::optional<TraceMode> traceModeFromName(const QString& name);

// Blocks chosen at random for the sample, past the first, the last and the edges.
constexpr int kTraceSampleRandomBlocks = 8;
// The seed of that choice: fixed, so that a run and its rerun trace the same blocks.
constexpr uint64_t kTraceSampleSeed = 0x5eed;

// The sample's blocks, by linear index (x fastest), sorted and distinct: block 0; the last block
// along x, along y and along z (blockIdx (gx-1,0,0), (0,gy-1,0), (0,0,gz-1)); the last block; and
// `randomBlocks` others drawn with `seed`. At most 5 + randomBlocks; every block of a small grid.
std::vector<int64_t> traceSampleBlocks(
    const Dim3& grid, int randomBlocks = kTraceSampleRandomBlocks, uint64_t seed = kTraceSampleSeed);

// Why a launch's untraced blocks ran in the traced module, without the fast engine.
enum class FastEngineOff : qint32
{
    No, // the fast engine ran them (or every block was traced)
    NotBuilt, // no fast module came with the run (the app builds one where a launch may need it)
    StaticVariable, // the file has a static variable (detail: its name): each module would hold its own
    NotLoadable, // the fast module did not load (detail: the loader's message)
    NoTwin, // the launch's code was not found in the fast module (detail: the symbol)
    LibraryName // a global variable is named as a library's symbol, which the fast module would bind to
};

// The JSON's word for it ("static_variable" ...); empty for No.
QString fastEngineOffName(FastEngineOff off);

// What a launch's trace covered: every block, or the blocks below.
struct TraceCoverage
{
    int64_t blocks = 0; // the launch's
    int64_t traced = 0; // blocks traced access by access
    int64_t fewestAccesses = 0, mostAccesses = 0; // of one traced block (0 when none was traced)
    bool sampled = false; // the sample was chosen before the run (not the budget running out)
    int64_t fastBlocks = 0; // untraced blocks the fast engine ran (the others ran in the traced module)
    FastEngineOff fastOff = FastEngineOff::No; // why untraced blocks did not run in the fast engine
    QString fastOffDetail;
    // Blocks chosen for tracing that gave their trace up, because one of their threads made more
    // accesses than a traced thread may (a whole program's launch goes on; they count as untraced),
    // and the first such thread.
    int64_t untraced = 0;
    int64_t untracedThread = -1;
    // A whole program's launch that repeats an earlier one (the same kernel, grid, block and shared
    // memory, with --trace auto): the sample was traced, whatever the launch's size.
    bool repeat = false;

    bool whole() const { return traced >= blocks; }
    // Traced blocks made as many accesses each: a launch's traffic is theirs times blocks / traced.
    bool alike() const { return traced > 0 && fewestAccesses == mostAccesses; }
    // A count over the traced blocks, scaled to the launch's.
    double scaled(double tracedCount) const
    {
        return traced > 0 && !whole() ? tracedCount * double(blocks) / double(traced) : tracedCount;
    }
};

} // namespace cvz
