#include "kerneltrace.h"

#include "mapping/matmultrace.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::KernelTrace)
};
} // namespace

std::optional<QString> validateTrace(const MappingSetup& setup)
{
    if (const auto error = validateLaunch(setup.launch))
        return error;
    if (isTraced(setup.kernel)) {
        if (const auto error = validateTracedShape(setup))
            return error;
    } else if (const auto error = validateProblem(mappingKindOf(setup.kernel), setup.problem())) {
        return error;
    }
    const int64_t accesses = estimatedAccesses(setup);
    const int64_t threads = setup.launch.totalThreads();
    if (threads > kMaxTraceTotalAccesses)
        return Tr::tr("This launch starts %1 threads; a trace follows at most %2 million (each is emulated, even "
                      "one with nothing to do). Choose a smaller grid.")
            .arg(totalThreadsText(setup.launch))
            .arg(kMaxTraceTotalAccesses / 1'000'000);
    if (ceilDiv(accesses, std::max<int64_t>(1, threads)) > kMaxTraceThreadAccesses)
        return Tr::tr("Each thread would make about %1 memory accesses; a trace groups at most %2 per thread into warp "
                      "instructions. Launch more threads (a larger grid), or choose a smaller problem.")
            .arg(ceilDiv(accesses, std::max<int64_t>(1, threads)))
            .arg(kMaxTraceThreadAccesses);
    if (accesses > kMaxTraceTotalAccesses)
        return Tr::tr("This launch would make about %1 million memory accesses; a trace follows at most %2 million "
                      "(15 s to 30 s of emulation). Choose a smaller problem: the traffic per warp instruction is the "
                      "same at a smaller size.")
            .arg(double(accesses) / 1e6, 0, 'f', 0)
            .arg(kMaxTraceTotalAccesses / 1'000'000);
    const int64_t blocks = std::max<int64_t>(1, setup.launch.blockCount());
    if (accesses / blocks > kMaxTraceBlockAccesses)
        return Tr::tr("One block would make about %1 million memory accesses; a trace holds at most %2 million of one "
                      "block (%3 MB). Choose a smaller problem or more, smaller blocks.")
            .arg(double(accesses / blocks) / 1e6, 0, 'f', 1)
            .arg(kMaxTraceBlockAccesses / 1'000'000)
            .arg(kMaxTraceBlockAccesses * int64_t(sizeof(MemoryAccess)) / 1'000'000);
    // The arrays themselves live in memory too: a matmul's A, B and C, a transpose's A and C,
    // at most three of n (or of the index kernels' elements) for the others.
    const KernelShape& s = setup.shape;
    const KernelFamily family = kernelInfo(setup.kernel).family;
    const MatmulShape mm = matmulOf(s);
    const int64_t elements = family == KernelFamily::Transpose ? saturatingMul(2, saturatingMul(s[0], s[1]))
        : family == KernelFamily::Matmul
        ? saturatingAdd(saturatingAdd(saturatingMul(mm.m, mm.k), saturatingMul(mm.k, mm.n)), saturatingMul(mm.m, mm.n))
        : saturatingMul(3, setup.problem().elementCount(mappingKindOf(setup.kernel)));
    if (elements > kMaxTraceTotalAccesses)
        return Tr::tr("The arrays would hold %1 million floats; a trace allocates at most %2 million (%3 MB).")
            .arg(double(elements) / 1e6, 0, 'f', 0)
            .arg(kMaxTraceTotalAccesses / 1'000'000)
            .arg(kMaxTraceTotalAccesses * 4 / 1'000'000);
    return std::nullopt;
}

TraceOutcome traceKernel(const MappingSetup& setup, const std::atomic<bool>* cancel,
    std::function<void(int64_t, int64_t)> progress, std::function<void(const WarpInstruction&)> instructions)
{
    TraceOutcome outcome;
    if (const auto error = validateTrace(setup)) {
        outcome.error = *error;
        return outcome;
    }
    QElapsedTimer clock;
    clock.start();
    std::optional<MemoryAnalyzer> analyzer;
    BlockEmulator::Options options;
    options.cancel = cancel;
    options.progress = std::move(progress);
    options.maxAccesses = kMaxTraceBlockAccesses;
    options.onBlock = [&](int64_t block, std::span<const MemoryAccess> accesses) {
        size_t sites = 0;
        for (const MemoryAccess& a : accesses)
            sites = std::max<size_t>(sites, size_t(a.site) + 1);
        analyzer->addExecutionOrder(block, accesses, sites);
    };
    // The arrays are known once the emulator has them; the analyzer starts at the first block.
    const auto start = [&](const std::vector<TracedArray>& arrays) {
        analyzer.emplace(arrays, setup.launch);
        analyzer->setInstructionSink(instructions);
    };
    const EmulationRun run = emulateSetup(setup, std::move(options), start);
    if (run.outcome != BlockEmulator::Outcome::Finished || !analyzer) {
        outcome.error = run.outcome == BlockEmulator::Outcome::Cancelled ? Tr::tr("Cancelled.") : run.error;
        return outcome;
    }
    outcome.report = analyzer->finish(run.trace.sites, run.trace.barrierDivergences, run.trace.barrierDivergenceCount);
    outcome.seconds = double(clock.nsecsElapsed()) / 1e9;
    return outcome;
}

std::optional<RecordedKernel> recordKernel(const MappingSetup& setup, const std::atomic<bool>* cancel,
    std::function<void(int64_t, int64_t)> progress, QString* error)
{
    const auto refuse = [&](const QString& why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (const auto why = validateTrace(setup))
        return refuse(*why);
    const int64_t accesses = estimatedAccesses(setup);
    if (accesses > kMaxTraceAccesses)
        return refuse(Tr::tr("The Memory view keeps every access and follows at most %1 million; this launch makes "
                             "about %2 million. Choose a smaller problem, or count it with `cudaviz trace`.")
                          .arg(kMaxTraceAccesses / 1'000'000)
                          .arg(double(accesses) / 1e6, 0, 'f', 0));
    QElapsedTimer clock;
    clock.start();
    BlockEmulator::Options options;
    options.cancel = cancel;
    options.progress = std::move(progress);
    options.maxAccesses = kMaxTraceAccesses;
    EmulationRun run = emulateSetup(setup, std::move(options));
    if (run.outcome != BlockEmulator::Outcome::Finished)
        return refuse(run.outcome == BlockEmulator::Outcome::Cancelled ? Tr::tr("Cancelled.") : run.error);
    RecordedKernel out;
    out.setup = setup;
    auto trace = std::make_shared<AccessTrace>(std::move(run.trace));
    out.report = analyseTrace(*trace, setup.launch);
    out.trace = std::move(trace);
    out.seconds = double(clock.nsecsElapsed()) / 1e9;
    return out;
}

} // namespace cvz
