#include "userrun.h"

#include "memory/memorymodel.h"
#include "runprotocol.h"
#include "sandboxcall.h"
#include "util/subprocess.h"

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
#include <cxxabi.h>

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

namespace {

QString arrayElement(const TracedArray& a, int64_t element)
{
    return (a.shared ? Tr::tr("shared %1[%2]") : QStringLiteral("%1[%2]")).arg(a.name).arg(element);
}

// The helper ran the student's code, which may have written over its memory: everything in its
// result that the app will index with is checked first.
QString damagedText()
{
    return Tr::tr("The kernel runner's result is damaged: the kernel may have written over the runner's memory. Look "
                  "for an out-of-bounds write.");
}

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

// A C++ symbol as the student wrote it ("helper(float)"), or as it is when it is not one.
QString demangledName(const QString& symbol)
{
    int status = 0;
    char* name = abi::__cxa_demangle(symbol.toLatin1().constData(), nullptr, nullptr, &status);
    const QString out = status == 0 && name ? QString::fromLatin1(name) : symbol;
    std::free(name);
    return out;
}

QString lineText(int line)
{
    return line > 0 ? Tr::tr("line %1").arg(line) : Tr::tr("line unknown");
}

int siteLine(const AccessTrace& trace, uint16_t site)
{
    return site < trace.sites.size() ? int(trace.sites[site].line) : 0;
}

// A thread that passed this many barriers before the time limit was going round a loop, not
// waiting for the others.
constexpr quint32 kLoopBarrierPasses = 1000;

} // namespace

Finding abnormalFinding(
    const AbnormalEnd& end, const std::map<uint64_t, int>& lines, const LaunchConfig& launch, double timeout)
{
    const auto lineOf = [&](uint64_t pc) {
        const auto it = lines.find(pc);
        return it == lines.end() ? 0 : it->second;
    };
    Finding f;
    f.line = lineOf(end.pc);
    const QString who = end.thread >= 0 ? threadLabel(end.thread, launch) : Tr::tr("a thread");
    f.details[QStringLiteral("thread")] = double(end.thread);
    f.details[QStringLiteral("block")] = double(end.block);
    if (end.timeout) {
        f.kind = QStringLiteral("timeout");
        const int running = lineOf(end.running);
        if (running > 0)
            f.line = running;
        f.details[QStringLiteral("passes")] = double(end.passes);
        f.message = Tr::tr("The kernel did not finish within %1 s and was stopped:").arg(timeout) + u' ';
        if (end.passes >= kLoopBarrierPasses) {
            // Not waiting for one another: going round a loop with a barrier in it, for ever.
            f.message
                += Tr::tr("its threads were going round a loop (%1): %2 had passed __syncthreads() %3 times in "
                          "its block. A loop whose condition never becomes false (check that its variable changes "
                          "each time round: stride >>= 1 changes stride; stride >> 1 computes a value and drops "
                          "it), or more rounds than the time limit allows.")
                       .arg(lineText(f.line), who)
                       .arg(end.passes);
            return f;
        }
        // Where it was: the watchdog's signal caught it in the kernel's code, or (in the runtime's
        // hooks, where a loop that reads memory spends its time) at its last memory access.
        f.message += f.line > 0
            ? Tr::tr("%1 was still running, on %2: a loop that never ends (check its condition, and that its "
                     "variable changes each time round), or more work than the time limit allows.")
                  .arg(who, lineText(f.line))
            : Tr::tr("%1 was running, before any memory access.").arg(who);
        QJsonArray waiting;
        for (const auto& [pc, count] : end.waiting) {
            f.message += u' '
                + Tr::tr("%n thread(s) of its block wait at the __syncthreads() on %1.", nullptr, count)
                      .arg(lineText(lineOf(pc)));
            waiting.append(
                QJsonObject { { QStringLiteral("line"), lineOf(pc) }, { QStringLiteral("threads"), count } });
        }
        if (!end.waiting.isEmpty())
            f.message += u' '
                + Tr::tr("A thread that never reaches the barrier the others wait at hangs a GPU the same way.");
        f.details[QStringLiteral("waiting")] = waiting;
        return f;
    }
    const QString at = lineText(f.line);
    if (!end.syscall.isEmpty()) {
        f.kind = QStringLiteral("sandbox");
        f.details[QStringLiteral("syscall")] = end.syscall;
        f.message = Tr::tr("The kernel called %1 (%2, %3), which the playground's sandbox stopped: %4. The run "
                           "ended there.")
                        .arg(end.syscall, who, at, sandboxReason(end.syscall, end.flags));
        return f;
    }
    f.kind = QStringLiteral("crash");
    f.details[QStringLiteral("signal")] = end.signal;
    if (end.sent)
        f.message = end.signal == SIGABRT
            ? Tr::tr("The kernel aborted in %1 (%2): an assert failed, or abort() was called.").arg(who, at)
            : Tr::tr("The kernel sent its own process %1 (raise or kill) in %2 (%3); nothing else went wrong.")
                  .arg(signalName(end.signal), who, at);
    else if (end.stackOverflow)
        f.message = Tr::tr("Stack overflow: %1 overflowed its stack (%2): a large local array or deep recursion.")
                        .arg(who, at);
    else if (end.signal == SIGSEGV || end.signal == SIGBUS)
        f.message = Tr::tr("Illegal memory access: %1 accessed address 0x%2, outside every buffer and far past their "
                           "guard zones (%3); on a "
                           "GPU this is an illegal memory access, which ends the program.")
                        .arg(who, QString::number(end.faultAddress, 16), at);
    else if (end.signal == SIGFPE)
        f.message = Tr::tr("Division by zero: %1 divided an integer by zero (%2).").arg(who, at);
    else if (end.signal == SIGABRT)
        f.message = Tr::tr("The kernel aborted in %1 (%2): an assert failed, or abort() was called.").arg(who, at);
    else
        f.message = Tr::tr("The kernel crashed in %1 (%2) with signal %3.").arg(who, at).arg(end.signal);
    return f;
}

namespace {
Finding misalignedFinding(const MisalignedAccess& m, int line, const AccessTrace& trace, const LaunchConfig& launch)
{
    Finding f;
    f.kind = QStringLiteral("misaligned");
    f.line = line;
    const TracedArray& a = trace.arrays[m.array];
    f.message = (m.write ? Tr::tr("Misaligned access (%1): %2 wrote %3 bytes at byte %4 of %5, which is not a multiple "
                                  "of %3; %n access(es) like it. A GPU moves a value only from an address that is a "
                                  "multiple of its size: it stops the kernel with \"misaligned address\".",
                     nullptr, int(std::min<qint64>(m.count, INT32_MAX)))
                         : Tr::tr("Misaligned access (%1): %2 read %3 bytes at byte %4 of %5, which is not a multiple "
                                  "of %3; %n access(es) like it. A GPU moves a value only from an address that is a "
                                  "multiple of its size: it stops the kernel with \"misaligned address\".",
                             nullptr, int(std::min<qint64>(m.count, INT32_MAX))))
                    .arg(lineText(line), threadLabel(m.thread, launch))
                    .arg(m.bytes)
                    .arg(m.byteOffset)
                    .arg(a.name);
    f.details
        = QJsonObject { { QStringLiteral("array"), a.name }, { QStringLiteral("byte_offset"), double(m.byteOffset) },
              { QStringLiteral("bytes"), m.bytes }, { QStringLiteral("thread"), double(m.thread) },
              { QStringLiteral("count"), double(m.count) }, { QStringLiteral("write"), m.write } };
    return f;
}

} // namespace

// The runner ended without its own line: the app stopped it (a kernel that also stopped the
// runner's watchdog: SIGSTOP), a signal from outside ended it, or the kernel ended the process.
std::optional<Finding> runnerEndFinding(const SubprocessResult& r, const HelperCall& call, double timeout)
{
    Finding f;
    if (r.timedOut) {
        f.kind = QStringLiteral("timeout");
        f.message = Tr::tr("The kernel did not finish within %1 s and was stopped. It did not answer the runner's own "
                           "time limit either: it may have stopped its process (SIGSTOP) or blocked it.")
                        .arg(timeout);
        return f;
    }
    if (r.signal == SIGSYS) { // with its signals blocked, the handler could not say which call
        f.kind = QStringLiteral("sandbox");
        f.message = Tr::tr("The kernel made a system call that the playground's sandbox stops, with its signals "
                           "blocked (as system() does to start a process), so which call is not known: a kernel can "
                           "only compute on its arguments. The run ended there.");
        return f;
    }
    if (r.signal != 0) {
        f.kind = QStringLiteral("crash");
        f.details[QStringLiteral("signal")] = r.signal;
        f.message = r.signal == SIGKILL
            ? Tr::tr("The kernel runner was killed (SIGKILL) from outside the run: the system may have run out of "
                     "memory, or another program ended it.")
            : Tr::tr("The kernel runner was ended by %1, a signal from outside the run.").arg(signalName(r.signal));
        return f;
    }
    if (r.exitCode == 0 && r.resultBytes == 0) {
        f.kind = QStringLiteral("crash");
        f.message = Tr::tr("The kernel ended the program (exit() or a similar call) before the launch finished, so "
                           "nothing came back. Device code cannot end a program on a GPU: return from the kernel "
                           "instead.");
        return f;
    }
    if (call.resultTruncated) {
        f.kind = QStringLiteral("crash");
        f.message = damagedText();
        return f;
    }
    return std::nullopt;
}

int UserRun::bufferIndex(const QString& name) const
{
    for (qsizetype k = 0; k < args.size(); ++k)
        if (args[k].name == name && args[k].isBuffer)
            return int(k);
    return -1;
}

QString threadLabel(int64_t global, const LaunchConfig& launch)
{
    const Dim3& b = launch.block;
    const Dim3& g = launch.grid;
    const int64_t per = std::max<int64_t>(1, launch.threadsPerBlock());
    const int64_t block = global / per, t = global % per;
    const auto coords = [](int64_t linear, const Dim3& d) {
        const int64_t x = linear % d.x, y = (linear / d.x) % d.y, z = linear / (d.x * d.y);
        if (d.y == 1 && d.z == 1)
            return QString::number(x);
        if (d.z == 1)
            return QStringLiteral("(%1, %2)").arg(x).arg(y);
        return QStringLiteral("(%1, %2, %3)").arg(x).arg(y).arg(z);
    };
    if (g.count() == 1)
        return Tr::tr("thread %1").arg(coords(t, b));
    return Tr::tr("thread %1 of block %2").arg(coords(t, b), coords(block, g));
}

std::vector<ElementScale> elementScales(
    const AccessTrace& trace, const QList<BoundArg>& args, const std::vector<ArrayExtent>& extents)
{
    std::vector<ElementScale> out;
    size_t global = 0;
    for (const TracedArray& a : trace.arrays) {
        ElementScale e { 4, a.size };
        if (!a.shared && global < extents.size()) {
            e.bytes = extents[global].elementBytes;
            e.length = extents[global].length;
        }
        if (!a.shared)
            ++global;
        for (const BoundArg& b : args)
            if (!a.shared && b.isBuffer && b.name == a.name) {
                e.bytes = elementBytes(b.type);
                e.length = b.bytes.size() / e.bytes;
            }
        out.push_back(e);
    }
    return out;
}

QList<Finding> reportFindings(const MemoryReport& report, const AccessTrace& trace, const LaunchConfig& launch,
    const QList<BoundArg>& args, const std::vector<ArrayExtent>& extents)
{
    QList<Finding> out;
    const std::vector<ElementScale> scales = elementScales(trace, args, extents);
    // A line that reads, changes and writes one element in two threads at once (bins[b]++,
    // sum += x): its write-write race and its read-write races are one lost update.
    std::set<std::pair<uint16_t, int>> updates; // array, line
    for (const Hazard& h : report.hazards) {
        const int first = siteLine(trace, h.first.site), second = siteLine(trace, h.second.site);
        if (h.kind == HazardKind::WriteAfterWrite || first != second)
            continue;
        for (const Hazard& w : report.hazards)
            if (w.kind == HazardKind::WriteAfterWrite && w.array == h.array && siteLine(trace, w.first.site) == first
                && siteLine(trace, w.second.site) == first)
                updates.insert({ h.array, first });
    }
    std::set<std::pair<uint16_t, int>> told;
    for (const Hazard& h : report.hazards) {
        const TracedArray& a = trace.arrays[h.array];
        Finding f;
        f.kind = QStringLiteral("race");
        const int first = siteLine(trace, h.first.site), second = siteLine(trace, h.second.site);
        if (first == second && updates.count({ h.array, first })) {
            if (!told.insert({ h.array, first }).second)
                continue;
            const int64_t element
                = h.byte >= 0 ? h.byte / scales[h.array].bytes : h.element * 4 / scales[h.array].bytes;
            f.line = first;
            f.message = Tr::tr("Race on %1: %2 and %3 both read it, changed it and wrote it back on %4 (as += or ++ "
                               "do), so one of the updates is lost. Many threads adding to one element need an "
                               "atomic: atomicAdd(&%1, ...) reads, adds and writes as one step.")
                            .arg(arrayElement(a, element), threadLabel(h.first.thread, launch),
                                threadLabel(h.second.thread, launch), lineText(first));
            f.details = QJsonObject { { QStringLiteral("array"), a.name }, { QStringLiteral("shared"), a.shared },
                { QStringLiteral("element"), double(element) }, { QStringLiteral("hazard"), QStringLiteral("update") },
                { QStringLiteral("threads"), QJsonArray { double(h.first.thread), double(h.second.thread) } },
                { QStringLiteral("lines"), QJsonArray { first, second } },
                { QStringLiteral("count"), double(h.count) } };
            out.push_back(f);
            continue;
        }
        f.line = second;
        const QString t1 = threadLabel(h.first.thread, launch), t2 = threadLabel(h.second.thread, launch);
        QString order;
        switch (h.kind) {
        case HazardKind::ReadAfterWrite:
            order = Tr::tr("%1 wrote it (%2) and %3 read it (%4)").arg(t1, lineText(first), t2, lineText(second));
            break;
        case HazardKind::WriteAfterRead:
            order = Tr::tr("%1 read it (%2) and %3 wrote it (%4)").arg(t1, lineText(first), t2, lineText(second));
            break;
        case HazardKind::WriteAfterWrite:
            order = Tr::tr("%1 wrote it (%2) and %3 wrote it too (%4)").arg(t1, lineText(first), t2, lineText(second));
            break;
        }
        const int64_t element = h.byte >= 0 ? h.byte / scales[h.array].bytes : h.element * 4 / scales[h.array].bytes;
        // Two lanes of one warp are ordered by a __syncwarp() (a tile's sync()) as well: say so where a
        // tile's reduction in shared memory would need one.
        const int64_t perBlock = std::max<int64_t>(1, launch.threadsPerBlock());
        const bool sameWarp = a.shared && h.first.thread / perBlock == h.second.thread / perBlock
            && (h.first.thread % perBlock) / 32 == (h.second.thread % perBlock) / 32;
        if (h.kind == HazardKind::WriteAfterWrite && first == second)
            // One store, two threads, one element: the index, not a barrier, is what is wrong.
            f.message = Tr::tr("Race on %1: %2 and %3 both wrote it on %4: the index there came out as %5 for both, so "
                               "one overwrites the other. Each element should have one writer: check how the index is "
                               "computed from threadIdx and blockIdx.")
                            .arg(arrayElement(a, element), t1, t2, lineText(first))
                            .arg(element);
        else
            f.message
                = (sameWarp ? Tr::tr("Race on %1: %2, lanes of one warp with no __syncwarp() (or a tile's sync()) "
                                     "between them, so the result depends on which runs first.")
                            : Tr::tr("Race on %1: %2, with no __syncthreads() between them, so the result depends "
                                     "on which runs first."))
                      .arg(arrayElement(a, element), order);
        if (h.count > 1)
            f.message += u' ' + Tr::tr("(%n more like it.)", nullptr, int(std::min<int64_t>(h.count - 1, INT32_MAX)));
        f.details = QJsonObject { { QStringLiteral("array"), a.name }, { QStringLiteral("shared"), a.shared },
            { QStringLiteral("element"), double(element) },
            { QStringLiteral("hazard"), QString::fromLatin1(hazardKindKey(h.kind)) },
            { QStringLiteral("threads"), QJsonArray { double(h.first.thread), double(h.second.thread) } },
            { QStringLiteral("lines"), QJsonArray { first, second } }, { QStringLiteral("count"), double(h.count) } };
        out.push_back(f);
    }
    // Out-of-bounds accesses, one finding per line and array: the first thread, the range of
    // elements and how many accesses (a missing guard makes a few hundred of each).
    std::vector<OutOfBoundsGroup> groups = report.outOfBoundsGroups;
    std::sort(groups.begin(), groups.end(), [](const OutOfBoundsGroup& a, const OutOfBoundsGroup& b) {
        return std::tie(a.site, a.array, a.write) < std::tie(b.site, b.array, b.write);
    });
    for (const OutOfBoundsGroup& g : groups) {
        const uint16_t site = g.site, array = g.array;
        const bool write = g.write;
        const ElementScale& scale = scales[array];
        const int64_t lowest = scale.elementOfByte(g.lowestByte), highest = scale.elementOfByte(g.highestByte);
        const TracedArray& a = trace.arrays[array];
        Finding f;
        f.kind = QStringLiteral("out_of_bounds");
        f.line = siteLine(trace, site);
        const QString elements = lowest == highest ? arrayElement(a, lowest)
                                                   : QStringLiteral("%1[%2..%3]").arg(a.name).arg(lowest).arg(highest);
        f.message = (write ? Tr::tr("Out of bounds (%1): %2 wrote %3, but %4 has %5 elements; %n access(es) like it.",
                         nullptr, int(std::min<int64_t>(g.count, INT32_MAX)))
                           : Tr::tr("Out of bounds (%1): %2 read %3, but %4 has %5 elements; %n access(es) like it.",
                               nullptr, int(std::min<int64_t>(g.count, INT32_MAX))))
                        .arg(lineText(f.line), threadLabel(g.first.thread, launch), elements, a.name)
                        .arg(scales[array].length);
        // The guard's hint only where a guard is what is missing: in a one-dimensional launch, a
        // thread past the end touched its own element (i = the thread's index). A thread a guard
        // such as if (i < n) lets through went past the end by its index.
        const bool oneD = launch.grid.y == 1 && launch.grid.z == 1 && launch.block.y == 1 && launch.block.z == 1;
        const int64_t thread
            = a.shared ? g.first.thread % std::max<int64_t>(1, launch.threadsPerBlock()) : g.first.thread;
        if (lowest < 0)
            f.message += u' ' + Tr::tr("The index went below 0: check how it is computed.");
        else if (oneD && lowest == thread && !a.shared)
            f.message += u' ' + Tr::tr("A guard such as if (i < n) keeps threads past the end from touching memory.");
        else if (oneD && thread < scale.length)
            f.message += u' '
                + Tr::tr("A guard such as if (i < n) lets %1 through (it is one of the first %2 threads): check how "
                         "the index is computed, and the guard of each element if a thread handles several.")
                      .arg(threadLabel(g.first.thread, launch))
                      .arg(scale.length);
        else if (!oneD)
            f.message += u' '
                + Tr::tr("A guard such as if (row < height && col < width) keeps threads past the end from touching "
                         "memory; if the kernel has one, check how the index is computed.");
        f.details = QJsonObject { { QStringLiteral("array"), a.name },
            { QStringLiteral("element"), double(scales[array].firstOf(g.first)) }, { QStringLiteral("write"), write },
            { QStringLiteral("thread"), double(g.first.thread) },
            { QStringLiteral("size"), double(scales[array].length) }, { QStringLiteral("count"), double(g.count) } };
        out.push_back(f);
    }
    for (const BarrierDivergence& d : report.barrierDivergences) {
        Finding f;
        f.kind = QStringLiteral("barrier_divergence");
        f.line = siteLine(trace, d.site);
        const QString block = launch.grid.count() == 1 ? Tr::tr("the block") : Tr::tr("block %1").arg(d.block);
        if (d.mixedSites)
            f.message
                = Tr::tr("Barrier divergence in %1: its threads wait at different __syncthreads() calls (one on %2). "
                         "Every thread of a block must reach the same __syncthreads(); on a GPU this is undefined "
                         "and may hang.")
                      .arg(block, lineText(f.line));
        else
            f.message = Tr::tr("Barrier divergence in %1: %2 of %3 threads wait at the __syncthreads() on %4, but %5 "
                               "returned without reaching it. A __syncthreads() inside a branch that not every thread "
                               "takes is undefined on a GPU and may hang.")
                            .arg(block)
                            .arg(d.arrived)
                            .arg(d.threads)
                            .arg(lineText(f.line),
                                threadLabel(d.block * std::max<int64_t>(1, launch.threadsPerBlock())
                                        + std::max(0, d.firstMissing),
                                    launch));
        f.details = QJsonObject { { QStringLiteral("block"), double(d.block) },
            { QStringLiteral("arrived"), d.arrived }, { QStringLiteral("threads"), d.threads } };
        out.push_back(f);
    }
    const int64_t perBlock = std::max<int64_t>(1, launch.threadsPerBlock());
    for (const WarpProblem& p : trace.warpProblems) {
        Finding f;
        f.kind = QStringLiteral("warp_divergence");
        f.line = siteLine(trace, p.site);
        const QString caller = threadLabel(p.block * perBlock + p.lane, launch);
        const int lane = p.other < 0 ? -1 : p.other % 32;
        switch (p.kind) {
        case WarpProblem::SourceExited:
            f.message = Tr::tr("Warp shuffle (%1): %2 reads the value of lane %3, which has returned (or does not "
                               "exist in this block). CUDA leaves the result undefined; the emulator gives the lane "
                               "its own value. Keep every lane a shuffle reads alive until it: guard the work with "
                               "if instead of returning early.")
                            .arg(lineText(f.line), caller)
                            .arg(lane);
            break;
        case WarpProblem::SourceOutsideMask:
            f.message = Tr::tr("Warp shuffle (%1): %2 reads the value of lane %3, which is not in the call's mask. "
                               "CUDA leaves the result undefined; the emulator gives the lane its own value. Every "
                               "lane a shuffle reads must be in its mask.")
                            .arg(lineText(f.line), caller)
                            .arg(lane);
            break;
        case WarpProblem::LaneMissing:
            f.message = Tr::tr("Warp call (%1): its mask names lane %2 (%3), which is alive but did not reach this "
                               "call (it waits at another call or barrier). Every live lane a mask names must make "
                               "the same call; on a GPU this is undefined and may hang.")
                            .arg(lineText(f.line))
                            .arg(lane)
                            .arg(threadLabel(p.block * perBlock + p.other, launch));
            break;
        default:
            f.message = Tr::tr("Warp call (%1): %2 is not in the mask it passes. A lane must name itself in the "
                               "mask of a warp call; on a GPU this is undefined.")
                            .arg(lineText(f.line), caller);
            break;
        }
        f.details = QJsonObject { { QStringLiteral("block"), double(p.block) },
            { QStringLiteral("thread"), double(p.block * perBlock + p.lane) }, { QStringLiteral("lane"), lane },
            { QStringLiteral("count"), double(trace.warpProblemCount) } };
        out.push_back(f);
    }
    return out;
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
        const qint64 bytes = (r.global.load.sectors + r.global.store.sectors) * kSectorBytes;
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
    if (!run.traceKept)
        out << Tr::tr("The run made %1 memory accesses: the numbers above count every one, but only a run of at "
                      "most %2 keeps them for the access picture and the thread and warp lists (empty here).")
                   .arg(run.report.accesses)
                   .arg(kMaxKeptAccesses);
    return out;
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

HelperCall callKernelRunner(
    const RunRequest& given, const QStringList& mode, double seconds, const std::atomic<bool>* cancel)
{
    HelperCall call;
    const bool gpu = mode.contains(QStringLiteral("--gpu")) || mode.contains(QStringLiteral("--gpu-program"));
    RunRequest request = given;
    qint64 argBytes = 0;
    for (const RunArg& a : request.args)
        argBytes += a.bytes.size();
    // A GPU run maps the device's memory into its address space: no limit there.
    request.addressSpaceBytes = gpu ? 0 : helperAddressSpace(request.program ? kProgramDeviceBytes : argBytes);
    QTemporaryDir dir;
    const QString requestPath = dir.filePath(QStringLiteral("request")),
                  resultPath = dir.filePath(QStringLiteral("result"));
    if (!dir.isValid()) {
        call.error = Tr::tr("Cannot create the run's folder in the temporary folder %1: %2. Set TMPDIR to a folder "
                            "you can write.")
                         .arg(QDir::tempPath(), dir.errorString());
        return call;
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
    options.maxResultBytes = argBytes + request.maxKeptAccesses * qint64(sizeof(MemoryAccess)) + (qint64(64) << 20);
    // The helper's own watchdog ends the kernel at its limit; the CPU limit is for a kernel that
    // stopped it. No file may be written (the CUDA driver's cache may: not on a GPU run).
    options.limits.cpuSeconds = int(std::ceil(seconds)) + 5;
    options.limits.fileSizeBytes = gpu ? -1 : 0;
    options.limits.openFiles = gpu ? 1024 : 64;
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
    const auto lines = sourceLines(kernel.modulePath, kernel.fileName, offsets);
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
    trace->assign(std::move(result->accesses), result->threadCount);
    // The helper's analysis covers every access, kept or not.
    run.traceKept = result->traceKept;
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
RunOutcome runAndAnalyse(const CompiledKernel& kernel, const LaunchSpec& spec, const std::atomic<bool>* cancel)
{
    RunOutcome out;
    QElapsedTimer clock;
    clock.start();
    const auto bound = bindLaunch(kernel, spec, &out.error);
    if (!bound)
        return out;
    RunRequest request;
    request.modulePath = kernel.modulePath;
    request.grid = spec.grid;
    request.block = spec.block;
    request.dynamicSharedBytes = spec.dynamicSharedBytes;
    request.dynamicSharedName = kernel.dynamicSharedName;
    request.args = runArgs(*bound);
    const auto constants = bindConstants(spec, &out.error);
    if (!constants)
        return out;
    for (const BoundConstant& c : *constants)
        request.constants.push_back({ c.name, c.code, c.bytes, false, {} });
    request.maxAccesses = kMaxAnalysedAccesses;
    request.maxAccessesPerThread = kMaxThreadAccesses;
    request.maxBlockAccesses = kMaxBlockAccesses;
    request.maxKeptAccesses = kMaxKeptAccesses;
    request.timeoutSeconds = spec.timeoutSeconds;

    // Its own watchdog stops it at the limit; a kernel that stopped the watchdog too is killed a
    // second later (the result's writing may take longer while its bytes keep coming).
    HelperCall call = callKernelRunner(request, {}, spec.timeoutSeconds + 1.0, cancel);
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
    run.output = QString::fromUtf8(r.out);
    if (r.outTruncated)
        run.output += u'\n'
            + Tr::tr("[The kernel printed more than %1 KiB: only the first %1 KiB are shown.]")
                  .arg(kMaxKernelOutputBytes >> 10);
    if (const auto end = parseAbnormalEnd(r.err, r.exitCode)) {
        std::vector<uint64_t> offsets { end->pc, end->running };
        for (const auto& [pc, count] : end->waiting)
            offsets.push_back(pc);
        run.findings << abnormalFinding(
            *end, sourceLines(kernel.modulePath, kernel.fileName, offsets), run.launch, spec.timeoutSeconds);
        run.seconds = double(clock.nsecsElapsed()) * 1e-9;
        out.run = std::move(run);
        return out;
    }
    if (const auto ended = runnerEndFinding(r, call, spec.timeoutSeconds)) {
        run.findings << *ended;
        run.seconds = double(clock.nsecsElapsed()) * 1e-9;
        out.run = std::move(run);
        return out;
    }
    // The module is loaded lazily (a file's host code may call functions of other files it never
    // runs): a function the kernel calls that no file defines is found when it is called.
    static const QRegularExpression undefinedSymbol(QStringLiteral("symbol lookup error: .*undefined symbol: (\\S+)"));
    if (const auto m = undefinedSymbol.match(QString::fromUtf8(r.err)); r.exitCode == 127 && m.hasMatch()) {
        out.error = Tr::tr("The kernel calls %1, which is declared but defined nowhere in the file: give the "
                           "function its body (a __device__ function called by the kernel must be in the same file).")
                        .arg(demangledName(m.captured(1)));
        return out;
    }
    if (r.exitCode != 0) {
        out.error = Tr::tr("The kernel runner failed (exit status %1): %2")
                        .arg(r.exitCode)
                        .arg(QString::fromUtf8(r.err).trimmed());
        return out;
    }
    if (const auto problem = helperResultProblem(call, run.args)) {
        out.error = *problem;
        return out;
    }
    run.sandboxLayers = call.result->sandboxLayers;
    if (!analyseResult(&*call.result, kernel, run)) {
        out.error = damagedText();
        return out;
    }
    run.seconds = double(clock.nsecsElapsed()) * 1e-9;
    out.run = std::move(run);
    return out;
}

} // namespace

RunOutcome runUserKernel(const CompiledKernel& kernel, const LaunchSpec& spec, const std::atomic<bool>* cancel)
{
    // The budgets keep the analysis within about 1.5 GiB; a machine with less free memory than
    // that gets a message, not an abort.
    try {
        return runAndAnalyse(kernel, spec, cancel);
    } catch (const std::bad_alloc&) {
        RunOutcome out;
        out.error = Tr::tr("Not enough memory to analyse this run (the app needs up to %1 MiB for a trace at the "
                           "playground's budget): launch fewer threads or a smaller problem, or close other programs.")
                        .arg(kMaxAnalysisBytes >> 20);
        return out;
    }
}

} // namespace cvz
