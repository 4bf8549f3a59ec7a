// What one run may ask of this machine: the budgets a launch is checked against before it runs,
// and that the helper holds a request and its result to. One home, read by app and helper.
#pragma once

#include <cstdint>

namespace cvz {

// Budgets: what one run may ask of this machine.
constexpr int64_t kMaxBufferBytes = int64_t(256) << 20; // all buffers together
constexpr int64_t kMaxThreads = int64_t(1) << 22; // threads of a launch traced whole (past it: a sample)
// Threads of any launch: the emulator numbers a launch's threads with 32 bits.
constexpr int64_t kMaxEmulatedThreads = int64_t(0x7fffffff);
constexpr int64_t kMaxSharedBytes = 48 * 1024; // static + dynamic per block, as CUDA allows without opting in
// The helper analyses each block's accesses when the block ends (traffic, bank conflicts, races,
// out-of-bounds) and holds one block's at a time, 24 bytes each: a launch may make 40 Mi accesses
// (a 256^3 tiled matmul makes 34 Mi), a block 8 Mi (192 MiB), a thread 1 Mi. The first 4 Mi are
// also kept for the Playground's access picture and the exercises' checks.
constexpr int64_t kMaxAnalysedAccesses = int64_t(40) << 20;
constexpr int64_t kMaxBlockAccesses = int64_t(8) << 20;
constexpr int64_t kMaxThreadAccesses = int64_t(1) << 20;
constexpr int64_t kMaxKeptAccesses = int64_t(4) << 20;
// What the helper holds at most for the accesses (a block's, a copy to sort them, the kept ones).
constexpr int64_t kMaxAnalysisBytes = (2 * kMaxBlockAccesses + kMaxKeptAccesses) * 24;
// Operating-system threads a kernel or a program may start (the emulator's own are fibers): a
// task limit, so that no run fills the machine's process table.
constexpr int kMaxHostThreads = 64;
// The cores one launch's fast blocks may run on (the helper's own worker threads, not counted above).
constexpr int kMaxLaunchCores = 64;
constexpr double kDefaultTimeoutSeconds = 10.0;
constexpr double kDescribeSeconds = 10.0; // the module's constructors, when the runner first loads it
constexpr double kDefaultProgramTimeoutSeconds = 30.0; // a whole program: all its launches
constexpr double kMaxTimeoutSeconds = 600.0;

} // namespace cvz
