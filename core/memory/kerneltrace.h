#pragma once

#include "mapping/mappingsetup.h"
#include "memoryreport.h"

#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <variant>

namespace cvz {

// A trace is streamed: memory holds one block's accesses. The budgets bound the time (all
// accesses: 4 to 30 million a second on one core, fewer for kernels with shared memory,
// whose race check visits every shared access) and the memory (one block, 24 bytes an access).
constexpr int64_t kMaxTraceTotalAccesses = 400'000'000;
constexpr int64_t kMaxTraceBlockAccesses = 16'000'000; // 384 MB of trace; with the analysis's copies about 1.2 GB
// A warp's instructions are formed whole: one thread's accesses bound their number (each
// about 320 bytes), so a single thread looping a million times is refused, not swapped in.
constexpr int64_t kMaxTraceThreadAccesses = 262'144; // about 84 MB of instructions per warp

// Why this setup cannot be traced (translated), or nothing: the launch limits, the matmul
// launch rules, and the budgets above with the numbers (estimatedAccesses).
std::optional<QString> validateTrace(const MappingSetup& setup);

struct TraceOutcome
{
    std::optional<MemoryReport> report; // nothing when cancelled or refused
    QString error;
    double seconds = 0.0; // emulator + analysis, wall clock
};

// Runs the setup's kernel in the block emulator and analyses every block as it finishes.
TraceOutcome traceKernel(const MappingSetup& setup, const std::atomic<bool>* cancel = nullptr,
    std::function<void(int64_t blocksDone, int64_t blocks)> progress = {},
    std::function<void(const WarpInstruction&)> instructions = {});

// A launch recorded whole, for the Memory view: every access kept (at most
// kMaxTraceAccesses, the picture's budget) so any warp's instructions can be shown.
struct RecordedKernel
{
    MappingSetup setup;
    std::shared_ptr<const AccessTrace> trace;
    MemoryReport report;
    double seconds = 0.0;
};

std::optional<RecordedKernel> recordKernel(const MappingSetup& setup, const std::atomic<bool>* cancel,
    std::function<void(int64_t blocksDone, int64_t blocks)> progress, QString* error);

} // namespace cvz
