#include "playground/engine/userrun.h"

#include "playground/findings/undefinedsymbol.h"

#include "memory/memorymodel.h"
#include "playground/protocol/programprotocol.h"
#include "playground/protocol/runprotocol.h"
#include "util/leftovers.h"
#include "util/subprocess.h"
#include "util/textwrap.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <cmath>
#include <csignal>
#include <map>
#include <set>

#include <QRegularExpression>
#include <QThread>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

} // namespace

// Module offsets -> lines of the student's file, with one addr2line for all of them. An
// address inside an inlined function of the header (atomicAdd ...) takes the line of the
// student's code it was inlined into.
std::map<uint64_t, int> sourceLines(
    const QString& module, const QString& fileName, const std::vector<uint64_t>& offsets)
{
    std::map<uint64_t, int> lines;
    if (offsets.empty())
        return lines;
    QStringList args { QStringLiteral("-a"), QStringLiteral("-i"), QStringLiteral("-e"), module };
    for (uint64_t o : offsets)
        args << QStringLiteral("0x%1").arg(o, 0, 16);
    SubprocessOptions options;
    options.timeoutSeconds = 30.0;
    LandlockPaths paths; // it reads the student's module, nothing else of theirs
    paths.readOnly = systemReadOnlyPaths();
    paths.readOnly.push_back(QFile::encodeName(module).toStdString());
    options.landlock = paths;
    const SubprocessResult r = runSubprocess(QStringLiteral("addr2line"), args, options);
    uint64_t current = 0;
    bool haveLine = true;
    for (const QByteArray& raw : r.out.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(QStringLiteral("0x"))) {
            current = line.mid(2).toULongLong(nullptr, 16);
            haveLine = false;
            continue;
        }
        if (haveLine || line.isEmpty())
            continue;
        QString location = line; // "my file.cu:12 (discriminator 3)"
        if (const qsizetype d = location.lastIndexOf(QStringLiteral(" (discriminator")); d > 0)
            location.truncate(d);
        const qsizetype colon = location.lastIndexOf(u':');
        if (colon > 0 && QFileInfo(location.left(colon)).fileName() == fileName) {
            lines[current] = location.mid(colon + 1).toInt();
            haveLine = true;
        }
    }
    return lines;
}

std::map<uint64_t, int> sourceLines(const CompiledKernel& module, const std::vector<uint64_t>& offsets)
{
    std::vector<uint64_t> traced, fast;
    for (const uint64_t o : offsets)
        (o & kFastModuleSite ? fast : traced).push_back(o & ~uint64_t(kFastModuleSite));
    std::map<uint64_t, int> lines = sourceLines(module.modulePath, module.fileName, traced);
    if (!fast.empty() && !module.fastModulePath.isEmpty())
        for (const auto& [offset, line] : sourceLines(module.fastModulePath, module.fileName, fast))
            lines[offset | kFastModuleSite] = line;
    return lines;
}

namespace {

// One buffer per argument, each as long as the argument's (empty for a number).
bool buffersMatch(const QList<QByteArray>& buffers, const QList<BoundArg>& args)
{
    if (buffers.size() != args.size())
        return false;
    for (qsizetype k = 0; k < args.size(); ++k)
        if (buffers[k].size() != (args[k].isBuffer ? args[k].bytes.size() : 0))
            return false;
    return true;
}

// The trace part of a result (its buffers are checked by helperResultProblem).
bool wellFormed(const RunResult& r, const UserRun& run)
{
    const int64_t threads = run.launch.totalThreads();
    if (r.threadCount != threads || r.arrays.size() >= 0xffff)
        return false;
    if (r.coverage.blocks != 0 && r.coverage.blocks != run.launch.blockCount())
        return false;
    if (r.misaligned.count > 0 && (r.misaligned.thread < 0 || r.misaligned.thread >= threads))
        return false;
    for (const TracedArray& a : r.arrays)
        if (a.size < 0 || a.rows < 1 || a.cols < 0)
            return false;
    constexpr uint32_t kMaxPhase = 1u << 24; // barriers a thread passed: far more than 10 s allow
    for (const MemoryAccess& a : r.accesses)
        if (a.thread < 0 || a.thread >= threads || a.array >= r.arrays.size() || a.site >= r.sites.size() || a.width < 1
            || a.width > 4 || a.phase > kMaxPhase)
            return false;
    for (const BarrierDivergence& d : r.divergences)
        if (d.site >= r.sites.size() || d.block < 0 || d.block >= run.launch.blockCount())
            return false;
    // The helper's analysis indexes the same arrays and sites.
    const MemoryReport& m = r.report;
    const size_t arrays = r.arrays.size(), sites = r.sites.size();
    if (m.globalByArray.size() != arrays || m.sharedByArray.size() != arrays)
        return false;
    for (const SiteTraffic& t : m.bySite)
        if (t.site >= sites || t.array >= arrays)
            return false;
    for (const Hazard& h : m.hazards)
        if (h.array >= arrays || h.first.site >= sites || h.second.site >= sites || h.first.thread < 0
            || h.first.thread >= threads || h.second.thread < 0 || h.second.thread >= threads)
            return false;
    for (const OutOfBoundsGroup& g : m.outOfBoundsGroups)
        if (g.site >= sites || g.array >= arrays || g.first.thread < 0 || g.first.thread >= threads || g.count < 1)
            return false;
    const int64_t perBlock = run.launch.threadsPerBlock();
    for (const WarpProblem& p : r.warpProblems)
        if (p.site >= r.sites.size() || p.block < 0 || p.block >= run.launch.blockCount() || p.lane < 0
            || p.lane >= perBlock || p.other < -1 || p.other >= perBlock + 32
            || p.kind > WarpProblem::CallerOutsideMask)
            return false;
    return true;
}

} // namespace

std::optional<Finding> runnerEndFinding(const SubprocessResult& r, const HelperCall& call, double timeout)
{
    return runnerEndFinding(r, call.resultTruncated, timeout);
}

int UserRun::bufferIndex(const QString& name) const
{
    for (qsizetype k = 0; k < args.size(); ++k)
        if (args[k].name == name && args[k].isBuffer)
            return int(k);
    return -1;
}

QStringList trafficLines(const UserRun& run)
{
    QStringList out;
    if (!run.completed || !run.trace)
        return out;
    const MemoryReport& r = run.report;
    const auto global = [](const QString& what, const Traffic& t) {
        return Tr::tr("%1: %2 requests, %3 sectors of 32 bytes, %4 per request (%5 if packed)")
            .arg(what)
            .arg(t.requests)
            .arg(t.sectors)
            .arg(t.sectorsPerRequest(), 0, 'f', 2)
            .arg(t.requests ? double(t.idealSectors) / double(t.requests) : 0.0, 0, 'f', 2);
    };
    if (r.global.load.requests)
        out << global(Tr::tr("Global loads"), r.global.load);
    if (r.global.store.requests)
        out << global(Tr::tr("Global stores"), r.global.store);
    if (r.shared.requests())
        out << Tr::tr("Shared memory: %1 requests in %2 wavefronts, %3 per request (1.00: no bank conflict)")
                   .arg(r.shared.requests())
                   .arg(r.shared.wavefronts())
                   .arg(r.shared.conflictDegree(), 0, 'f', 2);
    if (run.kernel.countsArithmetic) {
        // Every block's arithmetic is counted; a sampled run's traffic is the traced blocks', scaled.
        const auto bytes
            = qint64(run.coverage.scaled(double(r.global.load.sectors + r.global.store.sectors))) * kSectorBytes;
        const double operations = double(run.fp32Operations + run.fp64Operations);
        out << (bytes > 0
                ? Tr::tr("Arithmetic: %1 FP32 and %2 FP64 operations, %3 per byte of global traffic")
                      .arg(run.fp32Operations)
                      .arg(run.fp64Operations)
                      .arg(operations / double(bytes), 0, 'f', 2)
                : Tr::tr("Arithmetic: %1 FP32 and %2 FP64 operations").arg(run.fp32Operations).arg(run.fp64Operations));
    }
    std::vector<SiteTraffic> sites = r.bySite;
    std::stable_sort(sites.begin(), sites.end(), [&](const SiteTraffic& a, const SiteTraffic& b) {
        return siteLine(*run.trace, a.site) < siteLine(*run.trace, b.site);
    });
    for (const SiteTraffic& s : sites) {
        const QString what = (s.write ? Tr::tr("%1: store to %2") : Tr::tr("%1: load of %2"))
                                 .arg(lineText(siteLine(*run.trace, s.site)), run.trace->arrays[s.array].name);
        out << (s.shared ? Tr::tr("  %1 (shared): %2 requests, %3 wavefronts per request")
                               .arg(what)
                               .arg(s.sharedTraffic.requests())
                               .arg(s.sharedTraffic.conflictDegree(), 0, 'f', 2)
                         : Tr::tr("  %1: %2 requests, %3 sectors per request")
                               .arg(what)
                               .arg(s.global.requests)
                               .arg(s.global.sectorsPerRequest(), 0, 'f', 2));
    }
    if (const auto sampled = traceCoverageText(run.coverage))
        out << *sampled;
    if (!run.traceKept)
        out << Tr::tr("The run made %1 memory accesses: the numbers above count every one, but only a run of at "
                      "most %2 keeps them for the access picture and the thread and warp lists (empty here).")
                   .arg(run.report.accesses)
                   .arg(kMaxKeptAccesses);
    return out;
}

int emulatorCores()
{
    bool ok = false;
    const int asked = qEnvironmentVariableIntValue("CUDAVIZ_EMULATOR_CORES", &ok);
    const int cores = ok && asked > 0 ? asked : QThread::idealThreadCount();
    return std::clamp(cores, 1, kMaxLaunchCores);
}

QString fastEngineText(const TraceCoverage& c)
{
    const int64_t untraced = c.blocks - c.traced - c.untraced; // those that gave their trace up: the traced module
    if (untraced <= 0)
        return QString();
    if (c.fastOff == FastEngineOff::No)
        return Tr::tr("The %1 untraced blocks ran in the fast engine (the same file compiled -O2, without the "
                      "memory hooks); an access of theirs past a buffer faults in its guard zone and is reported, "
                      "the first one in each 4 KiB page.")
            .arg(untraced);
    const QString slow = Tr::tr("%1 of the %2 untraced blocks ran in the traced module, not in the fast engine:")
                             .arg(untraced - c.fastBlocks)
                             .arg(untraced);
    switch (c.fastOff) {
    case FastEngineOff::StaticVariable:
        return slow + u' '
            + Tr::tr("the file has a static variable (%1), and the fast engine's copy of the file would hold its "
                     "own. Without static it runs fast.")
                  .arg(c.fastOffDetail);
    case FastEngineOff::NotLoadable:
        return slow + u' ' + Tr::tr("the fast engine's build did not load (%1).").arg(c.fastOffDetail);
    case FastEngineOff::NoTwin:
        return slow + u' ' + Tr::tr("the launch's code (%1) is not in the fast engine's build.").arg(c.fastOffDetail);
    case FastEngineOff::LibraryName:
        return slow + u' '
            + Tr::tr("the file's global variable %1 has the name of a library's symbol, which the fast engine's "
                     "build would take for it. Under another name it runs fast.")
                  .arg(c.fastOffDetail);
    case FastEngineOff::NotBuilt:
    case FastEngineOff::No:
        break;
    }
    return slow + u' ' + Tr::tr("the file was not built for the fast engine.");
}

// Blocks chosen for tracing that gave their trace up on the way (a whole program's launch).
QString gaveUpText(const TraceCoverage& c)
{
    if (c.untraced <= 0)
        return QString();
    return Tr::tr("Blocks chosen for tracing that ran untraced: %1. Each passed the budget of a traced block (%2 "
                  "memory accesses) or of one of its threads (%3), the first at global thread %4, and its trace was "
                  "given up there so that the launch could finish.")
        .arg(c.untraced)
        .arg(kMaxBlockAccesses)
        .arg(kMaxThreadAccesses)
        .arg(c.untracedThread);
}

std::optional<QString> traceCoverageText(const TraceCoverage& c)
{
    if (c.blocks == 0 || c.whole())
        return std::nullopt;
    const QString gaveUp = gaveUpText(c);
    if (c.traced == 0 && !gaveUp.isEmpty())
        return (gaveUp + u' '
            + Tr::tr("No block's trace was kept: every block ran, checked only for out-of-bounds accesses; there are "
                     "no traffic, race or bank-conflict numbers.")
            + u' ' + fastEngineText(c))
            .trimmed();
    const QString which = c.repeat
        ? Tr::tr("This launch repeats an earlier one (the same kernel, grid, block and shared memory), which was "
                 "traced: this one traced %1 of %2 blocks (the first, the last, the last along each axis and %3 "
                 "chosen at random with seed %4), and the numbers above and the findings of races and bank conflicts "
                 "are theirs. The other blocks ran untraced, checked only for out-of-bounds accesses.")
              .arg(c.traced)
              .arg(c.blocks)
              .arg(kTraceSampleRandomBlocks)
              .arg(QStringLiteral("0x%1").arg(kTraceSampleSeed, 0, 16))
        : c.sampled
        ? Tr::tr("Traced %1 of %2 blocks (the first, the last, the last along each axis and %3 chosen at random "
                 "with seed %4): the numbers above and the findings of races and bank conflicts are theirs. The "
                 "other blocks ran untraced, checked only for out-of-bounds accesses.")
              .arg(c.traced)
              .arg(c.blocks)
              .arg(kTraceSampleRandomBlocks)
              .arg(QStringLiteral("0x%1").arg(kTraceSampleSeed, 0, 16))
        : Tr::tr("Traced %1 of %2 blocks: the first ones until the trace's budget of %3 accesses was spent, then "
                 "the last, the last along each axis and %4 chosen at random with seed %5. The numbers above and "
                 "the findings of races and bank conflicts are theirs; the other blocks ran untraced, checked only "
                 "for out-of-bounds accesses.")
              .arg(c.traced)
              .arg(c.blocks)
              .arg(kMaxAnalysedAccesses)
              .arg(kTraceSampleRandomBlocks)
              .arg(QStringLiteral("0x%1").arg(kTraceSampleSeed, 0, 16));
    if (c.traced == 0)
        return Tr::tr("No block was traced (--trace none): every block ran, checked only for out-of-bounds "
                      "accesses; there are no traffic, race or bank-conflict numbers.")
            + u' ' + fastEngineText(c);
    const QString scale = c.alike()
        ? Tr::tr("Each traced block made %1 accesses: the arithmetic per byte and a program's modelled time scale "
                 "their traffic to all %2 blocks.")
              .arg(c.fewestAccesses)
              .arg(c.blocks)
        : Tr::tr("The traced blocks made from %1 to %2 accesses each, so the blocks are not alike: the arithmetic "
                 "per byte and a program's modelled time scale their mean traffic to all %3 blocks, an estimate.")
              .arg(c.fewestAccesses)
              .arg(c.mostAccesses)
              .arg(c.blocks);
    return (which + u' ' + (gaveUp.isEmpty() ? QString() : gaveUp + u' ') + scale + u' ' + fastEngineText(c)).trimmed();
}

QList<RunArg> runArgs(const QList<BoundArg>& bound)
{
    QList<RunArg> out;
    for (const BoundArg& a : bound)
        out.push_back({ a.name, a.code, a.bytes, a.field, a.pointers });
    return out;
}

qint64 helperAddressSpace(qint64 argumentBytes)
{
    return kHelperAddressSpaceBase + kHelperAddressSpacePerBufferByte * argumentBytes;
}

HelperCall callKernelRunner(const RunRequest& given, const QStringList& mode, double seconds,
    const std::atomic<bool>* cancel, const RunProgressCallback& progress)
{
    HelperCall call;
    const bool gpu = mode.contains(QStringLiteral("--gpu")) || mode.contains(QStringLiteral("--gpu-program"));
    RunRequest request = given;
    qint64 argBytes = 0;
    for (const RunArg& a : request.args)
        argBytes += a.bytes.size();
    // A GPU run maps the device's memory into its address space: no limit there.
    // A program's host memory may be as large as its device memory.
    request.addressSpaceBytes = gpu ? 0
        : request.program           ? helperAddressSpace(request.deviceBytes) + request.deviceBytes
                                    : helperAddressSpace(argBytes);
    std::optional<ProgressPage> page;
    if (progress)
        request.progressFd = page.emplace().fd();
    QTemporaryDir dir(ownedFolderTemplate(QDir::tempPath(), QStringLiteral("cudaviz"))); // swept if left
    const QString requestPath = dir.filePath(QStringLiteral("request")),
                  resultPath = dir.filePath(QStringLiteral("result"));
    if (!dir.isValid()) {
        call.error = Tr::tr("Cannot create the run's folder in the temporary folder %1: %2. Set TMPDIR to a folder "
                            "you can write.")
                         .arg(QDir::tempPath(), dir.errorString());
        return call;
    }
    // A program on the CPU gets a folder of its own (programfiles.h): the helper mounts its file system there.
    const bool files = request.program && !gpu;
    if (files) {
        request.filesFolder = dir.filePath(QStringLiteral("files"));
        QDir().mkpath(request.filesFolder);
    }
    if (!writeRequest(requestPath, request)) {
        call.error = Tr::tr("Cannot write the run's files in the temporary folder %1: is the disk full? Set TMPDIR to "
                            "a folder with room.")
                         .arg(QDir::tempPath());
        return call;
    }
    SubprocessOptions options;
    options.cancel = cancel;
    options.timeoutSeconds = seconds;
    options.maxOutput = kMaxKernelOutputBytes;
    options.resultPath = resultPath;
    options.resultStartMarker = true; // the helper's watchdog starts its clock: ours counts from there
    options.maxResultBytes = argBytes + request.maxKeptAccesses * qint64(sizeof(MemoryAccess)) + (qint64(64) << 20)
        + (files ? kProgramFilesBytes : 0);
    // The helper's own watchdog ends the kernel at its limit; the CPU limit is for a kernel that
    // stopped it. No file may be written (the CUDA driver's cache may: not on a GPU run), but a
    // program's in its own folder.
    options.limits.cpuSeconds = int(std::ceil(seconds)) + 5;
    options.limits.fileSizeBytes = gpu ? -1 : files ? kProgramFilesBytes : 0;
    options.limits.openFiles = gpu ? 1024 : 64;
    options.minimalEnvironment = true; // the student's code reads no token of the app's environment
    if (page && page->fd() >= 0) {
        options.sharedFd = page->fd();
        options.onTick = [&] {
            if (const auto p = page->read())
                progress(*p);
        };
    }
    call.process = runSubprocess(kernelRunnerPath(),
        mode + QStringList { requestPath, QStringLiteral("fd:") + QString::fromLatin1(kResultFdPlaceholder) }, options);
    call.resultTruncated = call.process.resultTruncated;
    if (call.process.resultBytes > 0 && !call.resultTruncated) {
        if (request.program)
            call.program = readProgramResult(resultPath);
        else
            call.result = readResult(resultPath);
    }
    return call;
}

std::optional<QString> helperCallProblem(const HelperCall& call, bool* cancelled)
{
    if (!call.error.isEmpty())
        return call.error;
    if (call.process.cancelled) {
        *cancelled = true;
        return Tr::tr("Cancelled.");
    }
    if (!call.process.started)
        return Tr::tr("The kernel runner %1 could not be started.").arg(kernelRunnerPath());
    return std::nullopt;
}

std::optional<QString> helperResultProblem(const HelperCall& call, const QList<BoundArg>& args)
{
    if (!call.result)
        return Tr::tr("The kernel runner's result cannot be read.");
    if (call.result->error != HelperError::None)
        return helperErrorText(call.result->error, call.result->errorArgs);
    if (!buffersMatch(call.result->buffers, args))
        return damagedText();
    return std::nullopt;
}

bool analyseResult(RunResult* result, const CompiledKernel& kernel, UserRun& run)
{
    // The trace moves on from here, it is not copied.
    if (!wellFormed(*result, run))
        return false;
    run.completed = true;
    run.buffers = result->buffers;
    run.runSeconds = result->seconds;
    run.fp32Operations = result->fp32Operations;
    run.fp64Operations = result->fp64Operations;
    std::vector<uint64_t> offsets;
    for (const AccessSite& s : result->sites)
        offsets.push_back(s.line);
    if (result->misaligned.count > 0)
        offsets.push_back(result->misaligned.pc);
    const auto lines = sourceLines(kernel, offsets);
    auto trace = std::make_shared<AccessTrace>();
    trace->arrays = result->arrays;
    trace->sites = result->sites;
    for (AccessSite& s : trace->sites) {
        const auto it = lines.find(s.line);
        s.line = it == lines.end() ? 0 : uint32_t(it->second);
    }
    trace->barrierDivergences = result->divergences;
    trace->barrierDivergenceCount = result->divergenceCount;
    trace->warpProblems = result->warpProblems;
    trace->warpProblemCount = result->warpProblemCount;
    trace->warpCalls = std::move(result->warpCalls);
    trace->assign(std::move(result->accesses), result->threadCount);
    // The helper's analysis covers every access, kept or not.
    run.traceKept = result->traceKept;
    run.coverage = result->coverage;
    run.report = std::move(result->report);
    run.report.launch = run.launch;
    run.report.arrays = trace->arrays;
    run.report.sites = trace->sites;
    run.report.barrierDivergences = trace->barrierDivergences;
    run.report.barrierDivergenceCount = trace->barrierDivergenceCount;
    run.findings = reportFindings(run.report, *trace, run.launch, run.args, run.extents);
    if (const MisalignedAccess& m = result->misaligned; m.count > 0 && m.array < trace->arrays.size()) {
        const auto line = lines.find(m.pc);
        run.findings << misalignedFinding(m, line == lines.end() ? 0 : line->second, *trace, run.launch);
    }
    if (result->tooManyAccesses) {
        Finding f;
        f.kind = QStringLiteral("trace_budget");
        if (result->budgetThread >= 0 && result->budgetThread < run.launch.totalThreads())
            f.message
                = Tr::tr("One thread (%1) made more than %2 memory accesses, the playground's budget for one thread, "
                         "and the run was stopped after its block: the buffers hold a partial result. A loop that "
                         "runs longer than intended (or one thread doing every thread's work) does this.")
                      .arg(threadLabel(result->budgetThread, run.launch))
                      .arg(kMaxThreadAccesses);
        else
            f.message = Tr::tr("The kernel made more than %1 memory accesses (or one block more than %2), the "
                               "playground's budget for one run, and was stopped after the block that passed it: the "
                               "buffers hold a partial result. Launch fewer threads or a smaller problem.")
                            .arg(kMaxAnalysedAccesses)
                            .arg(kMaxBlockAccesses);
        f.details = QJsonObject { { QStringLiteral("limit"), double(kMaxAnalysedAccesses) },
            { QStringLiteral("limit_per_block"), double(kMaxBlockAccesses) },
            { QStringLiteral("limit_per_thread"), double(kMaxThreadAccesses) },
            { QStringLiteral("thread"), double(result->budgetThread) } };
        run.findings << f;
    }
    run.trace = std::move(trace);
    return true;
}

namespace {
// The helper's request for a kernel launch: the module, the launch, its arguments and budgets.
std::optional<RunRequest> launchRequest(
    const CompiledKernel& kernel, const LaunchSpec& spec, const QList<BoundArg>& bound, QString* error)
{
    RunRequest request;
    request.modulePath = kernel.modulePath;
    request.fastModulePath = kernel.fastModulePath;
    request.cores = emulatorCores();
    request.grid = spec.grid;
    request.block = spec.block;
    request.dynamicSharedBytes = spec.dynamicSharedBytes;
    request.dynamicSharedName = kernel.dynamicSharedName;
    request.args = runArgs(bound);
    const auto constants = bindConstants(spec, error);
    if (!constants)
        return std::nullopt;
    for (const BoundConstant& c : *constants)
        request.constants.push_back({ c.name, c.code, c.bytes, false, {} });
    request.maxAccesses = kMaxAnalysedAccesses;
    request.maxAccessesPerThread = kMaxThreadAccesses;
    request.maxBlockAccesses = kMaxBlockAccesses;
    request.maxKeptAccesses = kMaxKeptAccesses;
    request.timeoutSeconds = spec.timeoutSeconds;
    request.trace = spec.trace;
    return request;
}

// A helper that ended with its own line (a timeout, a crash, a sandboxed call) or without its
// result: the run's finding, if it did.
std::optional<Finding> endFinding(
    const HelperCall& call, const CompiledKernel& kernel, const LaunchConfig& launch, double timeout)
{
    const SubprocessResult& r = call.process;
    if (const auto end = parseAbnormalEnd(r.err, r.exitCode)) {
        std::vector<uint64_t> offsets { end->pc, end->running };
        for (const auto& [pc, count] : end->waiting)
            offsets.push_back(pc);
        return abnormalFinding(*end, sourceLines(kernel, offsets), launch, timeout);
    }
    return runnerEndFinding(r, call, timeout);
}

// What stops a finished helper's result from being read, in words: a function defined nowhere,
// a runner that failed, a result that does not fit the arguments.
std::optional<QString> runnerFailure(const HelperCall& call, const QList<BoundArg>& args)
{
    const SubprocessResult& r = call.process;
    if (const auto function = undefinedSymbolOf(r))
        return undefinedInKernelText(*function);
    if (r.exitCode != 0)
        return Tr::tr("The kernel runner failed (exit status %1): %2")
            .arg(r.exitCode)
            .arg(QString::fromUtf8(r.err).trimmed());
    return helperResultProblem(call, args);
}

RunOutcome runAndAnalyse(const CompiledKernel& kernel, const LaunchSpec& spec, const std::atomic<bool>* cancel,
    const RunProgressCallback& progress)
{
    RunOutcome out;
    QElapsedTimer clock;
    clock.start();
    const auto bound = bindLaunch(kernel, spec, &out.error);
    if (!bound)
        return out;
    const auto request = launchRequest(kernel, spec, *bound, &out.error);
    if (!request)
        return out;
    // Its own watchdog stops it at the limit; a kernel that stopped the watchdog too is killed a
    // second later (the result's writing may take longer while its bytes keep coming).
    HelperCall call = callKernelRunner(*request, {}, spec.timeoutSeconds + 1.0, cancel, progress);
    if (const auto problem = helperCallProblem(call, &out.cancelled)) {
        out.error = *problem;
        return out;
    }
    const SubprocessResult& r = call.process;
    UserRun run;
    run.kernel = kernel;
    run.launch = { spec.grid, spec.block };
    run.dynamicSharedBytes = spec.dynamicSharedBytes;
    run.args = *bound;
    run.output = visibleControls(QString::fromUtf8(r.out));
    if (r.outTruncated)
        run.output += u'\n'
            + Tr::tr("[The kernel printed more than %1 KiB: only the first %1 KiB are shown.]")
                  .arg(kMaxKernelOutputBytes >> 10);
    if (const auto ended = endFinding(call, kernel, run.launch, spec.timeoutSeconds))
        run.findings << *ended;
    else if (const auto failure = runnerFailure(call, run.args)) {
        out.error = *failure;
        return out;
    } else {
        run.sandboxLayers = call.result->sandboxLayers;
        if (!analyseResult(&*call.result, kernel, run)) {
            out.error = damagedText();
            return out;
        }
        // A whole program names its compiler's findings once, not in each launch (userprogram.cpp).
        run.findings << legacyWarpFindings(kernel.warnings);
    }
    run.seconds = double(clock.nsecsElapsed()) * 1e-9;
    tidyMessages(run.findings);
    out.run = std::move(run);
    return out;
}

} // namespace

RunOutcome runUserKernel(const CompiledKernel& kernel, const LaunchSpec& spec, const std::atomic<bool>* cancel,
    const RunProgressCallback& progress)
{
    // The budgets keep the analysis within about 1.5 GiB; a machine with less free memory than
    // that gets a message, not an abort.
    try {
        return runAndAnalyse(kernel, spec, cancel, progress);
    } catch (const std::bad_alloc&) {
        RunOutcome out;
        out.error = Tr::tr("Not enough memory to analyse this run (the app needs up to %1 MiB for a trace at the "
                           "playground's budget): launch fewer threads or a smaller problem, or close other programs.")
                        .arg(kMaxAnalysisBytes >> 20);
        return out;
    }
}

} // namespace cvz
