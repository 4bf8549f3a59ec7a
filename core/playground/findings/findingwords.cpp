#include "playground/findings/findingwords.h"

#include "playground/findings/sandboxcall.h"
#include "util/chinesespacing.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <algorithm>
#include <csignal>
#include <functional>
#include <optional>

namespace cvz {

void tidyMessages(QList<Finding>& findings)
{
    for (Finding& f : findings)
        f.message = tidyChineseSpacing(f.message);
}

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

QString arrayElement(const TracedArray& a, int64_t element)
{
    return (a.shared ? Tr::tr("shared %1[%2]") : QStringLiteral("%1[%2]")).arg(a.name).arg(element);
}

// A thread that passed this many barriers before the time limit was going round a loop, not
// waiting for the others.
constexpr quint32 kLoopBarrierPasses = 1000;

// Where a thread was when the time ran out, and what the others waited at.
void describeTimeout(
    Finding& f, const AbnormalEnd& end, const std::function<int(uint64_t)>& lineOf, const QString& who, double timeout)
{
    f.kind = QStringLiteral("timeout");
    const int running = lineOf(end.running);
    if (running > 0)
        f.line = running;
    f.details[QStringLiteral("passes")] = double(end.passes);
    f.message = Tr::tr("The kernel did not finish within %1 s and was stopped:").arg(timeout) + u' ';
    if (end.passes >= kLoopBarrierPasses) {
        // Not waiting for one another: going round a loop with a barrier in it, for ever.
        f.message += Tr::tr("its threads were going round a loop (%1): %2 had passed __syncthreads() %3 times in "
                            "its block. A loop whose condition never becomes false (check that its variable changes "
                            "each time round: stride >>= 1 changes stride; stride >> 1 computes a value and drops "
                            "it), or more rounds than the time limit allows.")
                         .arg(lineText(f.line), who)
                         .arg(end.passes);
        return;
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
        waiting.append(QJsonObject { { QStringLiteral("line"), lineOf(pc) }, { QStringLiteral("threads"), count } });
    }
    if (!end.waiting.isEmpty())
        f.message
            += u' ' + Tr::tr("A thread that never reaches the barrier the others wait at hangs a GPU the same way.");
    f.details[QStringLiteral("waiting")] = waiting;
}

} // namespace

int siteLine(const AccessTrace& trace, uint16_t site)
{
    return site < trace.sites.size() ? int(trace.sites[site].line) : 0;
}

int FindingContext::siteLine(uint16_t site) const
{
    return cvz::siteLine(trace, site);
}

QString lineText(int line)
{
    return line > 0 ? Tr::tr("line %1").arg(line) : Tr::tr("line unknown");
}

QString damagedText()
{
    return Tr::tr("The kernel runner's result is damaged: the kernel may have written over the runner's memory. Look "
                  "for an out-of-bounds write.");
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

Finding updateRaceFinding(const Hazard& h, const FindingContext& c)
{
    const TracedArray& a = c.trace.arrays[h.array];
    const LaunchConfig& launch = c.launch;
    const std::vector<ElementScale>& scales = c.scales;
    Finding f;
    f.kind = QStringLiteral("race");
    const int first = c.siteLine(h.first.site), second = c.siteLine(h.second.site);
    const int64_t element = h.byte >= 0 ? h.byte / scales[h.array].bytes : h.element * 4 / scales[h.array].bytes;
    f.line = first;
    f.message = Tr::tr("Race on %1: %2 and %3 both read it, changed it and wrote it back on %4 (as += or ++ "
                       "do), so one of the updates is lost. Many threads adding to one element need an "
                       "atomic: atomicAdd(&%1, ...) reads, adds and writes as one step.")
                    .arg(arrayElement(a, element), threadLabel(h.first.thread, launch),
                        threadLabel(h.second.thread, launch), lineText(first));
    f.details = QJsonObject { { QStringLiteral("array"), a.name }, { QStringLiteral("shared"), a.shared },
        { QStringLiteral("element"), double(element) }, { QStringLiteral("hazard"), QStringLiteral("update") },
        { QStringLiteral("threads"), QJsonArray { double(h.first.thread), double(h.second.thread) } },
        { QStringLiteral("lines"), QJsonArray { first, second } }, { QStringLiteral("count"), double(h.count) } };
    return f;
}

void addRaceValuesNote(Finding& firstRace)
{
    firstRace.message += u' '
        + Tr::tr("The values a race leaves in the emulator can differ from a GPU's: the emulator runs a block's "
                 "threads in an order of its own, a GPU in another each time.");
}

Finding raceFinding(const Hazard& h, const FindingContext& c)
{
    const TracedArray& a = c.trace.arrays[h.array];
    const LaunchConfig& launch = c.launch;
    const std::vector<ElementScale>& scales = c.scales;
    Finding f;
    f.kind = QStringLiteral("race");
    const int first = c.siteLine(h.first.site), second = c.siteLine(h.second.site);
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
    // Only where every pair of the race is within one warp: one pair across warps needs a __syncthreads().
    const bool sameWarp = a.shared && !h.acrossWarps;
    if (h.kind == HazardKind::WriteAfterWrite && first == second)
        // One store, two threads, one element: the index, not a barrier, is what is wrong.
        f.message = Tr::tr("Race on %1: %2 and %3 both wrote it on %4: the index there came out as %5 for both, so "
                           "one overwrites the other. Each element should have one writer: check how the index is "
                           "computed from threadIdx and blockIdx.")
                        .arg(arrayElement(a, element), t1, t2, lineText(first))
                        .arg(element);
    else
        f.message = (!sameWarp ? Tr::tr("Race on %1: %2, with no __syncthreads() between them, so the result "
                                        "depends on which runs first.")
                : launch.threadsPerBlock() <= 32
                ? Tr::tr("Race on %1: %2, lanes of the block's one warp with no __syncthreads() (or "
                         "__syncwarp()) between them, so the result depends on which runs first.")
                : Tr::tr("Race on %1: %2, lanes of one warp with no __syncwarp() (or a tile's sync()) between "
                         "them, so the result depends on which runs first."))
                        .arg(arrayElement(a, element), order);
    if (h.count > 1)
        f.message += u' ' + Tr::tr("(%n more like it.)", nullptr, int(std::min<int64_t>(h.count - 1, INT32_MAX)));
    f.details = QJsonObject { { QStringLiteral("array"), a.name }, { QStringLiteral("shared"), a.shared },
        { QStringLiteral("element"), double(element) },
        { QStringLiteral("hazard"), QString::fromLatin1(hazardKindKey(h.kind)) },
        { QStringLiteral("threads"), QJsonArray { double(h.first.thread), double(h.second.thread) } },
        { QStringLiteral("lines"), QJsonArray { first, second } }, { QStringLiteral("count"), double(h.count) } };
    return f;
}

Finding outOfBoundsFinding(const OutOfBoundsGroup& g, const FindingContext& c)
{
    const AccessTrace& trace = c.trace;
    const LaunchConfig& launch = c.launch;
    const std::vector<ElementScale>& scales = c.scales;
    const uint16_t site = g.site, array = g.array;
    const bool write = g.write;
    const ElementScale& scale = scales[array];
    const int64_t lowest = scale.elementOfByte(g.lowestByte), highest = scale.elementOfByte(g.highestByte);
    const TracedArray& a = trace.arrays[array];
    Finding f;
    f.kind = QStringLiteral("out_of_bounds");
    f.line = c.siteLine(site);
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
    const int64_t thread = a.shared ? g.first.thread % std::max<int64_t>(1, launch.threadsPerBlock()) : g.first.thread;
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
        { QStringLiteral("thread"), double(g.first.thread) }, { QStringLiteral("size"), double(scales[array].length) },
        { QStringLiteral("count"), double(g.count) } };
    return f;
}

Finding barrierFinding(const BarrierDivergence& d, const FindingContext& c)
{
    const LaunchConfig& launch = c.launch;
    Finding f;
    f.kind = QStringLiteral("barrier_divergence");
    f.line = c.siteLine(d.site);
    const QString block = launch.grid.count() == 1 ? Tr::tr("the block") : Tr::tr("block %1").arg(d.block);
    if (d.mixedSites)
        f.message = Tr::tr("Barrier divergence in %1: its threads wait at different __syncthreads() calls (one on %2). "
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
                            threadLabel(
                                d.block * std::max<int64_t>(1, launch.threadsPerBlock()) + std::max(0, d.firstMissing),
                                launch));
    f.details = QJsonObject { { QStringLiteral("block"), double(d.block) }, { QStringLiteral("arrived"), d.arrived },
        { QStringLiteral("threads"), d.threads } };
    return f;
}

Finding warpFinding(const WarpProblem& p, int64_t problems, const FindingContext& c)
{
    const LaunchConfig& launch = c.launch;
    const int64_t perBlock = std::max<int64_t>(1, launch.threadsPerBlock());
    Finding f;
    f.kind = QStringLiteral("warp_divergence");
    f.line = c.siteLine(p.site);
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
        { QStringLiteral("count"), double(problems) } };
    return f;
}

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
        describeTimeout(f, end, lineOf, who, timeout);
        return f;
    }
    const QString at = lineText(f.line);
    if (!end.syscall.isEmpty()) {
        f.kind = QStringLiteral("sandbox");
        f.details[QStringLiteral("syscall")] = end.syscall;
        f.message = Tr::tr("The kernel called %1 (%2, %3), which the playground's sandbox stopped: %4. The run "
                           "ended there.")
                        .arg(sandboxCallName(end.syscall), who, at, sandboxReason(end.syscall, end.flags));
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

// The runner ended without its own line: the app stopped it (a kernel that also stopped the
// runner's watchdog: SIGSTOP), a signal from outside ended it, or the kernel ended the process.
std::optional<Finding> runnerEndFinding(const SubprocessResult& r, bool resultTruncated, double timeout)
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
    if (resultTruncated) {
        f.kind = QStringLiteral("crash");
        f.message = damagedText();
        return f;
    }
    return std::nullopt;
}

namespace {
// A texture reference's call (cudaBindTexture2D, tex2D(ref, x, y) ...), named once, at its first line.
std::optional<Finding> legacyTextureFinding(const Diagnostic& d, const QList<Finding>& told)
{
    static const QRegularExpression tag(QStringLiteral("cudaviz-legacy-texture ([A-Za-z0-9_]+)"));
    const auto m = tag.match(d.message);
    if (d.error || !m.hasMatch())
        return std::nullopt;
    const QString name = m.captured(1);
    for (const Finding& f : told)
        if (f.details.value(QStringLiteral("texture_call")).toString() == name)
            return std::nullopt;
    Finding f;
    f.kind = QStringLiteral("legacy_texture");
    f.line = d.line;
    f.message = Tr::tr("Texture reference (%1): %2 is a call of texture references, which CUDA 12 removed: nvcc 12 "
                       "and newer refuses it. The emulator ran it as CUDA 11 did. Write a texture object instead: "
                       "cudaCreateTextureObject over the same memory, then tex1Dfetch<T>(object, i) or "
                       "tex2D<T>(object, x, y) in the kernel.")
                    .arg(lineText(d.line), name);
    f.details = QJsonObject { { QStringLiteral("texture_call"), name },
        { QStringLiteral("instead"), QStringLiteral("cudaCreateTextureObject") } };
    return f;
}
} // namespace

QList<Finding> legacyWarpFindings(const QList<Diagnostic>& warnings)
{
    static const QRegularExpression tag(QStringLiteral("cudaviz-legacy-warp (__[a-z_]+)"));
    QList<Finding> out;
    for (const Diagnostic& d : warnings) {
        if (const auto texture = legacyTextureFinding(d, out)) {
            out.push_back(*texture);
            continue;
        }
        const auto m = tag.match(d.message);
        if (d.error || !m.hasMatch())
            continue;
        const QString name = m.captured(1);
        const bool told = std::any_of(out.begin(), out.end(), [&](const Finding& f) {
            return f.line == d.line && f.details.value(QStringLiteral("intrinsic")).toString() == name;
        });
        if (told)
            continue;
        Finding f;
        f.kind = QStringLiteral("legacy_intrinsic");
        f.line = d.line;
        const QString sync = name + QStringLiteral("_sync");
        f.message
            = Tr::tr("Legacy warp intrinsic (%1): %2 is a warp intrinsic of CUDA 8 and older, without a mask. CUDA 9 "
                     "removed it for "
                     "sm_70 and newer (Volta on), whose lanes need not run together, so it does not compile "
                     "there. The emulator ran it as %3 with the whole warp's mask 0xffffffff: write %3(0xffffffff, "
                     "...), or a mask of the lanes that take part.")
                  .arg(lineText(d.line), name, sync);
        f.details = QJsonObject { { QStringLiteral("intrinsic"), name }, { QStringLiteral("instead"), sync } };
        out.push_back(f);
    }
    return out;
}

} // namespace cvz
