#include "playground/grading/exercisecheck.h"
#include "util/chinesespacing.h"

#include "playground/engine/elementtouches.h"
#include "playground/grading/derivedrules.h"
#include "playground/program/gpumodel.h"
#include "playground/source/launchcomment.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QLocale>
#include <QRandomGenerator>
#include <cmath>
#include <map>
#include <set>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr int kShown = 3; // problems of one kind listed before "and N more"

using Problems = QList<ExerciseProblem>;
// Per thread, the output elements it wrote: (traced array, element).
using ThreadOutputs = std::map<int64_t, std::set<std::pair<int, int64_t>>>;

int arrayIndex(const UserRun& run, const QString& name)
{
    return run.trace ? run.trace->arrayIndex(name) : -1;
}

// The element size of the buffer or array traced as `array` (a __shared__ array: 4-byte words).
ElementScale scaleOf(const UserRun& run, int array)
{
    if (array < 0 || !run.trace || size_t(array) >= run.trace->arrays.size())
        return {};
    return elementScales(*run.trace, run.args)[size_t(array)];
}

int siteLine(const UserRun& run, size_t site)
{
    return run.trace && site < run.trace->sites.size() ? int(run.trace->sites[site].line) : 0;
}

QString more(int count)
{
    return count > kShown ? Tr::tr(" and %1 more").arg(count - kShown) : QString();
}

void compareOutput(const QString& name, const UserRun& student, const UserRun& reference, Problems* problems)
{
    const int s = student.bufferIndex(name), r = reference.bufferIndex(name);
    if (s < 0 || r < 0) {
        *problems << ExerciseProblem { QStringLiteral("wrong_output"), 0,
            Tr::tr("The kernel has no buffer named %1 to check.").arg(name) };
        return;
    }
    const ElementType type = reference.args[r].type;
    const QList<double> got = bufferValues(student.buffers[s], type), want = bufferValues(reference.buffers[r], type);
    const int array = arrayIndex(student, name);
    const ElementTouches touches = array >= 0 ? elementTouches(*student.trace, uint16_t(array)) : ElementTouches {};
    QStringList unwritten, wrong;
    int unwrittenCount = 0, wrongCount = 0;
    for (qsizetype k = 0; k < want.size() && k < got.size(); ++k) {
        if (sameElementValue(got[k], want[k], type))
            continue;
        if (size_t(k) < touches.written.size() && !touches.written[size_t(k)]) {
            if (unwrittenCount++ < kShown)
                unwritten << QString::number(k);
        } else if (wrongCount++ < kShown) {
            wrong << Tr::tr("%1[%2] is %3 but should be %4")
                         .arg(name)
                         .arg(k)
                         .arg(formatValue(got[k], type), formatValue(want[k], type));
        }
    }
    if (unwrittenCount > 0)
        *problems << ExerciseProblem { QStringLiteral("unwritten_output"), 0,
            Tr::tr("%n element(s) of %1 were never written: %2%3.", nullptr, unwrittenCount)
                .arg(name, unwritten.join(listSeparator()), more(unwrittenCount)) };
    if (wrongCount > 0)
        *problems << ExerciseProblem { QStringLiteral("wrong_output"), 0,
            Tr::tr("%n element(s) of %1 are wrong: %2%3.", nullptr, wrongCount)
                .arg(name, wrong.join(clauseSeparator()), more(wrongCount)) };
}

// Per thread, the output elements it wrote (stores and atomics alike: both are its part of the work).
ThreadOutputs outputsByThread(const Exercise& exercise, const UserRun& run)
{
    ThreadOutputs out;
    if (!run.trace)
        return out;
    std::map<int, ElementScale> scales; // output array -> its elements
    for (const QString& name : exercise.outputs)
        if (const int array = arrayIndex(run, name); array >= 0)
            scales[array] = scaleOf(run, array);
    for (int64_t t = 0; t < run.trace->threadCount(); ++t)
        for (const MemoryAccess& a : run.trace->accessesOf(t))
            if (const auto it = scales.find(int(a.array)); a.write && !a.outOfBounds && it != scales.end())
                out[t].insert({ int(a.array), it->second.firstOf(a) });
    return out;
}

// Plain stores to one output element from two blocks: blocks run in any order, and at once, on a
// GPU (the emulator runs them one after another, so its race check, within a block, cannot see it).
void checkBlocksWriteOneElement(const QString& name, const UserRun& run, Problems* problems)
{
    const int array = arrayIndex(run, name);
    if (array < 0)
        return;
    const int64_t perBlock = std::max<int64_t>(1, run.launch.threadsPerBlock());
    const ElementScale scale = scaleOf(run, array);
    std::map<int64_t, int64_t> firstBlock; // element -> the first block that stored to it
    for (int64_t t = 0; t < run.trace->threadCount(); ++t)
        for (const MemoryAccess& a : run.trace->accessesOf(t)) {
            if (a.array != array || !a.write || a.outOfBounds || a.atomic)
                continue;
            const int64_t element = scale.firstOf(a);
            const auto [it, fresh] = firstBlock.emplace(element, t / perBlock);
            if (fresh || it->second == t / perBlock)
                continue;
            *problems << ExerciseProblem { QStringLiteral("blocks_race"), siteLine(run, a.site),
                Tr::tr("%1[%2] was written by a thread of block %3 and by %4 without an atomic: on a GPU blocks run "
                       "in any order and at the same time, so one block's value overwrites the other's. Combine "
                       "blocks' results with atomicAdd (or write one element per block).")
                    .arg(name)
                    .arg(element)
                    .arg(it->second)
                    .arg(threadLabel(t, run.launch)) };
            return;
        }
}

// Every element of `name` written by at most one thread.
void checkOneWriter(const QString& name, const UserRun& run, Problems* problems)
{
    const int array = arrayIndex(run, name);
    if (array < 0)
        return;
    const ElementScale scale = scaleOf(run, array);
    std::map<int64_t, int64_t> firstWriter;
    std::set<int64_t> reported;
    QStringList shown;
    int count = 0, line = 0;
    for (int64_t t = 0; t < run.trace->threadCount(); ++t)
        for (const MemoryAccess& a : run.trace->accessesOf(t)) {
            if (a.array != array || !a.write || a.outOfBounds || a.atomic)
                continue;
            const int64_t element = scale.firstOf(a);
            const auto [it, fresh] = firstWriter.emplace(element, t);
            if (fresh || it->second == t || !reported.insert(element).second)
                continue;
            if (count++ < kShown)
                shown << Tr::tr("%1[%2] by %3 and %4")
                             .arg(name)
                             .arg(element)
                             .arg(threadLabel(it->second, run.launch), threadLabel(t, run.launch));
            if (line == 0)
                line = siteLine(run, a.site);
        }
    if (count > 0)
        *problems << ExerciseProblem { QStringLiteral("one_writer"), line,
            Tr::tr("%n element(s) written by two threads (each element should have one owner): %1%2.", nullptr, count)
                .arg(shown.join(clauseSeparator()), more(count)) };
}

void checkReads(const ExerciseRule& rule, const UserRun& run, Problems* problems)
{
    const int array = arrayIndex(run, rule.array);
    if (array < 0)
        return;
    const ElementScale scale = scaleOf(run, array);
    std::map<int64_t, int64_t> reads;
    for (const MemoryAccess& a : run.trace->all())
        if (a.array == array && !a.write && !a.outOfBounds) {
            // A vector load (float4) reads each element it covers once.
            const int64_t first = scale.firstOf(a), count = std::max<int64_t>(1, a.width * 4 / scale.bytes);
            for (int64_t e = first; e < first + count; ++e)
                ++reads[e];
        }
    int64_t worst = 0, where = 0;
    for (const auto& [e, n] : reads)
        if (n > worst) {
            worst = n;
            where = e;
        }
    if (worst > int64_t(rule.value))
        *problems << ExerciseProblem { rule.kind, 0,
            Tr::tr("%1[%2] was read %3 times from global memory, where the exercise allows %n read(s) per element "
                   "(keep a value you need again in a register or in shared memory).",
                nullptr, int(rule.value))
                .arg(rule.array)
                .arg(where)
                .arg(worst) };
}

void checkSectors(const ExerciseRule& rule, const UserRun& run, Problems* problems)
{
    for (const SiteTraffic& s : run.report.bySite) {
        if (s.shared || s.global.requests == 0)
            continue;
        // The rule's value is for 4 bytes a lane; wider accesses (a float4) need more sectors, as
        // few as their bytes fill.
        const double suffice = std::max(rule.value, double(s.global.idealSectors) / double(s.global.requests));
        if (s.global.sectorsPerRequest() <= suffice + 1e-9)
            continue;
        const int line = siteLine(run, s.site);
        *problems << ExerciseProblem { rule.kind, line,
            Tr::tr("Uncoalesced: the %1 of %2 on line %3 touches %4 sectors per request where %5 suffice.")
                .arg(s.write ? Tr::tr("store") : Tr::tr("load"), run.trace->arrays[s.array].name)
                .arg(line)
                .arg(s.global.sectorsPerRequest(), 0, 'f', 1)
                .arg(QString::number(suffice, 'g', 3)) };
    }
}

void checkBanks(const ExerciseRule& rule, const UserRun& run, Problems* problems)
{
    for (const SiteTraffic& s : run.report.bySite) {
        if (!s.shared || s.sharedTraffic.requests() == 0 || s.sharedTraffic.conflictDegree() <= 1.0)
            continue;
        const int line = siteLine(run, s.site);
        *problems << ExerciseProblem { rule.kind, line,
            Tr::tr("Bank conflicts: the %1 of %2 on line %3 takes %4 wavefronts per request where 1 suffices.")
                .arg(s.write ? Tr::tr("store") : Tr::tr("load"), run.trace->arrays[s.array].name)
                .arg(line)
                .arg(s.sharedTraffic.conflictDegree(), 0, 'f', 1) };
    }
}

// At most `value` output elements per thread: the one that wrote the most is named.
void checkOutputsPerThread(const ExerciseRule& rule, const Exercise& exercise, const UserRun& run,
    const ThreadOutputs& written, Problems* problems)
{
    int64_t worst = -1;
    size_t most = 0;
    for (const auto& [thread, elements] : written)
        if (elements.size() > most) {
            most = elements.size();
            worst = thread;
        }
    if (most <= size_t(rule.value))
        return;
    *problems << ExerciseProblem { rule.kind, 0,
        Tr::tr("%1 wrote %n output element(s); this exercise gives each thread at most %2: share the work among the "
               "threads (%3).",
            nullptr, int(most))
            .arg(threadLabel(worst, run.launch))
            .arg(rule.value)
            .arg(exercise.outputs.join(QStringLiteral(", "))) };
}

// The threads that write output: at least `value` times as many as the reference's.
void checkParallel(
    const ExerciseRule& rule, const ThreadOutputs& written, const ThreadOutputs& reference, Problems* problems)
{
    const double need = rule.value * double(reference.size());
    if (double(written.size()) + 1e-9 >= need)
        return;
    *problems << ExerciseProblem { rule.kind, 0,
        Tr::tr("%n thread(s) wrote output where the reference solution has %1 doing so: the work is done by too few "
               "threads. This exercise is about spreading it over the launch, one thread per piece.",
            nullptr, int(written.size()))
            .arg(reference.size()) };
}

// Every block that writes output in the reference's run writes some in the student's.
void checkEveryBlock(const ExerciseRule& rule, const UserRun& run, const ThreadOutputs& written,
    const ThreadOutputs& reference, Problems* problems)
{
    const int64_t perBlock = run.launch.threadsPerBlock();
    std::set<int64_t> blocks, wanted;
    for (const auto& [t, e] : written)
        blocks.insert(t / perBlock);
    for (const auto& [t, e] : reference)
        wanted.insert(t / perBlock);
    const Dim3 grid = run.launch.grid;
    const auto blockLabel = [&](int64_t b) {
        const int64_t x = b % grid.x, y = b / grid.x % grid.y, z = b / grid.x / grid.y;
        return grid.y == 1 && grid.z == 1 ? Tr::tr("block %1").arg(x)
            : grid.z == 1                 ? Tr::tr("block (%1, %2)").arg(x).arg(y)
                                          : Tr::tr("block (%1, %2, %3)").arg(x).arg(y).arg(z);
    };
    QStringList idle;
    int count = 0;
    for (int64_t b : wanted)
        if (!blocks.count(b) && count++ < kShown)
            idle << blockLabel(b);
    if (count > 0)
        *problems << ExerciseProblem { rule.kind, 0,
            Tr::tr("%n block(s) wrote no output (%1%2): every block should take its part of the work.", nullptr, count)
                .arg(idle.join(clauseSeparator()), more(count)) };
}

// The threads that read `array` (an input): at least `value` times as many as the reference's. A
// reduction done by one thread of each block reads with one thread where a tree reads with all.
void checkReaders(const ExerciseRule& rule, const UserRun& run, const UserRun& reference, Problems* problems)
{
    const auto readers = [&](const UserRun& r) {
        const int array = arrayIndex(r, rule.array);
        std::set<int64_t> threads;
        if (array >= 0)
            for (int64_t t = 0; t < r.trace->threadCount(); ++t)
                for (const MemoryAccess& a : r.trace->accessesOf(t))
                    if (a.array == array && !a.write && !a.outOfBounds) {
                        threads.insert(t);
                        break;
                    }
        return int64_t(threads.size());
    };
    const int64_t mine = readers(run), theirs = readers(reference);
    if (double(mine) + 1e-9 >= rule.value * double(theirs))
        return;
    *problems << ExerciseProblem { rule.kind, 0,
        Tr::tr("%n thread(s) read %1, where the reference solution has %2 reading it: a few threads do the work of "
               "many. Let every thread load its part (into shared memory), then combine the parts together.",
            nullptr, int(mine))
            .arg(rule.array)
            .arg(theirs) };
}

int64_t globalSectors(const UserRun& run)
{
    return run.report.global.load.sectors + run.report.global.store.sectors;
}

void checkGlobalSectors(const ExerciseRule& rule, const UserRun& run, const UserRun& reference, Problems* problems)
{
    const int64_t mine = globalSectors(run), theirs = globalSectors(reference);
    if (double(mine) <= rule.value * double(theirs) + 1e-9)
        return;
    *problems << ExerciseProblem { rule.kind, 0,
        Tr::tr("The kernel moves %1 sectors of global memory, %2x the reference solution's %3 (at most %4x): read "
               "and write so that a warp's lanes touch neighbouring addresses (see Memory).")
            .arg(mine)
            .arg(theirs ? double(mine) / double(theirs) : 0.0, 0, 'f', 1)
            .arg(theirs)
            .arg(rule.value) };
}

int64_t globalAtomics(const UserRun& run)
{
    int64_t count = 0;
    if (run.trace)
        for (const MemoryAccess& a : run.trace->all())
            count += a.atomic && !run.trace->arrays[a.array].shared;
    return count;
}

void checkGlobalAtomics(const ExerciseRule& rule, const UserRun& run, const UserRun& reference, Problems* problems)
{
    const int64_t mine = globalAtomics(run), theirs = globalAtomics(reference);
    if (double(mine) <= rule.value * double(theirs) + 1e-9)
        return;
    *problems << ExerciseProblem { rule.kind, 0,
        Tr::tr("The kernel made %1 atomic operations on global memory; the reference solution makes %2, and this "
               "exercise allows at most %3: every thread of every block waits its turn at the same few addresses. "
               "Add up in shared memory first, then add each block's result once.")
            .arg(mine)
            .arg(theirs)
            .arg(qint64(std::floor(rule.value * double(theirs) + 1e-9))) };
}

// Shared memory a block uses (static arrays and the dynamic one), in bytes.
int64_t sharedBytes(const UserRun& run)
{
    int64_t bytes = 0;
    if (run.trace)
        for (const TracedArray& a : run.trace->arrays)
            bytes += a.shared ? a.size * 4 : 0;
    return bytes;
}

void checkSharedBytes(const ExerciseRule& rule, const UserRun& run, Problems* problems)
{
    const int64_t bytes = sharedBytes(run);
    if (double(bytes) <= rule.value)
        return;
    *problems << ExerciseProblem { rule.kind, 0,
        Tr::tr(
            "A block of this kernel holds %1 bytes of shared memory; the exercise allows %2, so that more blocks fit "
            "on a multiprocessor at once (shared memory is one of the limits of occupancy).")
            .arg(bytes)
            .arg(rule.value) };
}

// "<<<(2, 5), (8, 2)>>>, n = 10; a[100], out[100]"
QString describeShape(const LaunchSpec& spec)
{
    const auto dims = [](const Dim3& d) {
        if (d.y == 1 && d.z == 1)
            return QString::number(d.x);
        if (d.z == 1)
            return QStringLiteral("(%1, %2)").arg(d.x).arg(d.y);
        return QStringLiteral("(%1, %2, %3)").arg(d.x).arg(d.y).arg(d.z);
    };
    QStringList scalars, buffers;
    for (const ArgBinding& a : spec.args) {
        if (a.isBuffer)
            buffers << QStringLiteral("%1[%2]").arg(a.name).arg(a.buffer.length);
        else
            scalars << QStringLiteral("%1 = %2").arg(a.name, a.scalar);
    }
    QString text = QStringLiteral("<<<%1, %2>>>").arg(dims(spec.grid), dims(spec.block));
    if (!scalars.isEmpty())
        text += QStringLiteral(", ") + scalars.join(QStringLiteral(", "));
    if (!buffers.isEmpty())
        text += QStringLiteral("; ") + buffers.join(QStringLiteral(", "));
    return text;
}

// A hidden shape's inputs are fresh: every random buffer gets this check's seed. Outputs start
// poisoned (NaN, integers 0x5A5A...): an element never written cannot pass by luck.
void prepareShape(const Exercise& exercise, LaunchSpec* spec, bool hidden, quint32 seed)
{
    for (qsizetype k = 0; k < spec->args.size(); ++k) {
        ArgBinding& a = spec->args[k];
        if (!a.isBuffer)
            continue;
        if (exercise.outputs.contains(a.name)) {
            if (!exercise.poisonOutputs)
                continue;
            a.buffer.init = InitKind::Constant;
            const int bytes = elementBytes(a.buffer.type);
            a.buffer.constant = isFloatingType(a.buffer.type) ? std::nan("")
                : bytes == 1                                  ? double(0x5A)
                : bytes == 2                                  ? double(0x5A5A)
                                                              : double(0x5A5A5A5A);
        } else if (hidden && a.buffer.init == InitKind::Random) {
            a.buffer.seed = seed + quint32(k);
        }
    }
}

// The __syncthreads() a thread had passed at its last access, the most of any thread.
int64_t barriersPassed(const UserRun& run)
{
    uint32_t most = 0;
    if (run.trace)
        for (const MemoryAccess& a : run.trace->all())
            most = std::max<uint32_t>(most, a.phase);
    return most;
}

// __syncthreads() per tile step: at most `value` times as many as the reference passes.
void checkBarriers(const ExerciseRule& rule, const UserRun& run, const UserRun& reference, Problems* problems)
{
    const int64_t mine = barriersPassed(run), theirs = barriersPassed(reference);
    if (double(mine) <= rule.value * double(theirs) + 1e-9)
        return;
    *problems << ExerciseProblem { rule.kind, 0,
        Tr::tr("A thread passed %1 __syncthreads() where the reference solution passes %2: each one stops the whole "
               "block. Two a step are enough: one after the tile is loaded, one before it is overwritten.")
            .arg(mine)
            .arg(theirs) };
}

QString ratioText(int64_t mine, int64_t theirs)
{
    if (theirs == 0)
        return mine == 0 ? QStringLiteral("=") : QStringLiteral("+%1").arg(mine);
    return QLocale().toString(double(mine) / double(theirs), 'f', 1) + u'x';
}

// The student's traffic beside the reference's: what a pass teaches.
void compareTraffic(const UserRun& student, const UserRun& reference, Verdict* v)
{
    const auto& s = student.report;
    const auto& r = reference.report;
    const auto conflicts = [](const SharedTraffic& t) { return t.wavefronts() - t.requests(); };
    const int64_t barriersS = barriersPassed(student), barriersR = barriersPassed(reference);
    v->traffic = QJsonObject {
        { QStringLiteral("global_load_sectors"),
            QJsonArray { double(s.global.load.sectors), double(r.global.load.sectors) } },
        { QStringLiteral("global_load_requests"),
            QJsonArray { double(s.global.load.requests), double(r.global.load.requests) } },
        { QStringLiteral("global_store_sectors"),
            QJsonArray { double(s.global.store.sectors), double(r.global.store.sectors) } },
        { QStringLiteral("shared_wavefronts"),
            QJsonArray { double(s.shared.wavefronts()), double(r.shared.wavefronts()) } },
        { QStringLiteral("bank_conflicts"), QJsonArray { double(conflicts(s.shared)), double(conflicts(r.shared)) } },
        { QStringLiteral("barriers"), QJsonArray { double(barriersS), double(barriersR) } },
    };
    QStringList parts { Tr::tr("global loads %1 sectors (%2 the reference's %3)")
                            .arg(s.global.load.sectors)
                            .arg(ratioText(s.global.load.sectors, r.global.load.sectors))
                            .arg(r.global.load.sectors),
        Tr::tr("stores %1 sectors (%2)")
            .arg(s.global.store.sectors)
            .arg(ratioText(s.global.store.sectors, r.global.store.sectors)) };
    if (s.shared.requests() + r.shared.requests() > 0)
        parts << Tr::tr("shared-memory wavefronts %1 (%2), bank conflicts %3 (reference %4)")
                     .arg(s.shared.wavefronts())
                     .arg(ratioText(s.shared.wavefronts(), r.shared.wavefronts()))
                     .arg(conflicts(s.shared))
                     .arg(conflicts(r.shared));
    if (barriersS + barriersR > 0)
        parts << Tr::tr("__syncthreads() passed %1 (reference %2)").arg(barriersS).arg(barriersR);
    v->comparison = Tr::tr("Your kernel beside the reference solution, on the launch shown: %1. See Memory for where.")
                        .arg(parts.join(listSeparator()));
}
// Shared-memory words that carry data from one thread to another: read by a thread other than
// (or besides) the one that wrote them, counted once per block. A word a thread reads back from
// itself, or one word every thread reads, is a token.
int64_t sharedWordsPassed(const UserRun& run)
{
    if (!run.trace)
        return 0;
    const AccessTrace& trace = *run.trace;
    const int64_t perBlock = std::max<int64_t>(1, run.launch.threadsPerBlock());
    int64_t words = 0;
    for (int64_t first = 0; first < trace.threadCount(); first += perBlock) {
        std::map<std::pair<int, int64_t>, std::pair<int64_t, bool>> writers; // word -> (a writer, several)
        for (int64_t t = first; t < first + perBlock && t < trace.threadCount(); ++t)
            for (const MemoryAccess& a : trace.accessesOf(t))
                if ((a.write || a.atomic) && !a.outOfBounds && trace.arrays[a.array].shared) {
                    const auto [it, fresh] = writers.try_emplace({ int(a.array), a.element }, t, false);
                    it->second.second = it->second.second || (!fresh && it->second.first != t);
                }
        std::set<std::pair<int, int64_t>> passed;
        for (int64_t t = first; t < first + perBlock && t < trace.threadCount(); ++t)
            for (const MemoryAccess& a : trace.accessesOf(t)) {
                if (a.write || a.outOfBounds || !trace.arrays[a.array].shared)
                    continue;
                const auto it = writers.find({ int(a.array), a.element });
                if (it != writers.end() && (it->second.second || it->second.first != t))
                    passed.insert(it->first);
            }
        words += int64_t(passed.size());
    }
    return words;
}

KernelTime modelledTime(const ModelGpu& gpu, const UserRun& run)
{
    return modelledKernelTime(gpu, KernelWork { globalSectors(run), run.fp32Operations, run.fp64Operations });
}

// A performance exercise: the kernel's modelled time on a named GPU, past the launch latency both
// pay, at most `value` times the reference's. Deterministic, unlike a timer.
void checkModelledTime(const ExerciseRule& rule, const UserRun& run, const UserRun& reference, Problems* problems)
{
    const ModelGpu* gpu = findModelGpu(rule.gpu);
    if (!gpu)
        return;
    const KernelTime mine = modelledTime(*gpu, run), theirs = modelledTime(*gpu, reference);
    const double work = mine.seconds - kLaunchLatencySeconds, referenceWork = theirs.seconds - kLaunchLatencySeconds;
    if (work <= rule.value * referenceWork + 1e-15)
        return;
    *problems << ExerciseProblem { rule.kind, 0,
        Tr::tr("On the %1 (modelled from its data sheet) the kernel would take %2 µs past the launch, %3x the "
               "reference solution's %4 µs; this exercise asks for at most %5x. It moves %6 sectors of global "
               "memory where the reference moves %7: see Memory for which accesses cost the most.")
            .arg(gpu->name)
            .arg(work * 1e6, 0, 'f', 3)
            .arg(referenceWork > 0 ? work / referenceWork : 0.0, 0, 'f', 2)
            .arg(referenceWork * 1e6, 0, 'f', 3)
            .arg(rule.value)
            .arg(globalSectors(run))
            .arg(globalSectors(reference)) };
}

// What a rule is checked with.
struct RuleInputs
{
    const Exercise& exercise;
    const UserRun& student;
    const UserRun& reference;
    const ThreadOutputs& written; // the student's outputs by thread
    const ThreadOutputs& expected; // the reference's
    bool wroteOutput; // how work is shared says nothing when there is none: "never written" says it all
};
// Shared memory used means the data flows through it: at least `value` (0.5 when not given) of the
// shared words that pass data between the reference's threads pass data between the student's.
void checkUsesShared(const ExerciseRule& rule, const RuleInputs& in, Problems* p)
{
    const int64_t mine = sharedWordsPassed(in.student), theirs = sharedWordsPassed(in.reference);
    const double share = rule.value > 0.0 ? rule.value : 0.5;
    if (in.student.report.shared.requests() == 0)
        *p << ExerciseProblem { rule.kind, 0,
            Tr::tr("The task asks for shared memory, but the kernel made no __shared__ access.") };
    else if (double(mine) + 1e-9 < share * double(theirs))
        *p << ExerciseProblem { rule.kind, 0,
            Tr::tr("%n shared-memory word(s) carried a value from one thread to another, where the reference "
                   "solution's carry %1: the data should flow through shared memory (each thread stores its part, "
                   "other threads read it), not pass it by.",
                nullptr, int(mine))
                .arg(theirs) };
}

struct RuleCheck
{
    const char* kind; // as an exercise file names it
    void (*run)(const ExerciseRule&, const RuleInputs&, Problems*);
};
// Every rule an exercise file may give: the parser's list and the check's.
const RuleCheck kRuleChecks[] = {
    { "one_writer",
        [](const ExerciseRule&, const RuleInputs& in, Problems* p) {
            for (const QString& name : in.exercise.outputs)
                checkOneWriter(name, in.student, p);
        } },
    { "max_global_reads_per_element",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) { checkReads(r, in.student, p); } },
    { "max_sectors_per_request",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) { checkSectors(r, in.student, p); } },
    { "no_bank_conflicts",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) { checkBanks(r, in.student, p); } },
    { "uses_shared", [](const ExerciseRule& r, const RuleInputs& in, Problems* p) { checkUsesShared(r, in, p); } },
    { "max_outputs_per_thread",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) {
            checkOutputsPerThread(r, in.exercise, in.student, in.written, p);
        } },
    { "parallel",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) {
            if (in.wroteOutput)
                checkParallel(r, in.written, in.expected, p);
        } },
    { "every_block",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) {
            if (in.wroteOutput)
                checkEveryBlock(r, in.student, in.written, in.expected, p);
        } },
    { "global_sectors",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) {
            checkGlobalSectors(r, in.student, in.reference, p);
        } },
    { "global_atomics",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) {
            checkGlobalAtomics(r, in.student, in.reference, p);
        } },
    { "max_shared_bytes",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) { checkSharedBytes(r, in.student, p); } },
    { "parallel_reads",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) {
            checkReaders(r, in.student, in.reference, p);
        } },
    { "barriers",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) {
            checkBarriers(r, in.student, in.reference, p);
        } },
    { "modelled_time",
        [](const ExerciseRule& r, const RuleInputs& in, Problems* p) {
            checkModelledTime(r, in.student, in.reference, p);
        } },
};
// The rules derived from the reference; a rule the file gives itself judges its part.
QList<ExerciseProblem> derivedProblems(
    const Exercise& exercise, const UserRun& student, const UserRun& reference, size_t writers, size_t referenceWriters)
{
    DerivedLimits limits = exercise.derived;
    bool explicitParallel = false;
    for (const ExerciseRule& rule : exercise.rules) {
        explicitParallel = explicitParallel || rule.kind == QLatin1String("parallel");
        if (rule.kind == QLatin1String("global_atomics"))
            limits.allow << QStringLiteral("global_atomics");
    }
    return checkDerivedRules(limits, student, reference, int64_t(writers), int64_t(referenceWriters), explicitParallel);
}
} // namespace

QStringList exerciseRuleKinds()
{
    QStringList kinds;
    for (const RuleCheck& check : kRuleChecks)
        kinds << QLatin1String(check.kind);
    return kinds;
}

QString Verdict::heading(qsizetype k, const QString& language) const
{
    const ShapeVerdict& s = shapes[k];
    const QString why = s.why.text(language);
    return s.hidden ? Tr::tr("Hidden launch %1 of %2 (%3):")
                          .arg(k + 1)
                          .arg(shapes.size())
                          .arg(why.isEmpty() ? s.description : Tr::tr("%1: %2").arg(why, s.description))
                    : Tr::tr("The launch shown (%1):").arg(s.description);
}

QStringList Verdict::messages(const QString& language) const
{
    QStringList out;
    for (qsizetype k = 0; k < shapes.size(); ++k) {
        if (shapes[k].passed)
            continue;
        out << heading(k, language);
        for (const ExerciseProblem& p : shapes[k].problems) // the messages name their lines
            out << p.message;
    }
    return out;
}

ShapeVerdict checkShape(const Exercise& exercise, const UserRun& student, const UserRun& reference)
{
    ShapeVerdict v;
    for (const Finding& f : student.findings)
        v.problems << ExerciseProblem { f.kind, f.line, f.message };
    if (!student.completed || !reference.completed) {
        if (!reference.completed)
            v.problems << ExerciseProblem { QStringLiteral("reference"), 0,
                Tr::tr("The reference solution did not finish: the exercise file is wrong.") };
        return v;
    }
    // The rules read the trace: a run too large to keep it cannot be checked by them.
    if (!student.traceKept || !reference.traceKept) {
        v.problems << ExerciseProblem { QStringLiteral("trace_budget"), 0,
            Tr::tr("The run made more memory accesses than the checks keep (%1): an exercise's launches are small, so "
                   "the kernel does far more work than the task needs.")
                .arg(kMaxKeptAccesses) };
        return v;
    }
    for (const QString& name : exercise.outputs) {
        compareOutput(name, student, reference, &v.problems);
        checkBlocksWriteOneElement(name, student, &v.problems);
    }
    const auto written = outputsByThread(exercise, student);
    const auto expected = outputsByThread(exercise, reference);
    const bool wroteOutput = !written.empty();
    // Outputs right but no store to them seen: written by code the emulator does not trace (inline
    // assembly, a library call), which the checks cannot judge.
    if (!wroteOutput && !expected.empty() && v.problems.isEmpty())
        v.problems << ExerciseProblem { QStringLiteral("untraced_writes"), 0,
            Tr::tr("The outputs are right, but no thread was seen storing to them: they were written by code the "
                   "emulator does not trace (inline assembly, a C library call). Write them with plain stores.") };
    const RuleInputs in { exercise, student, reference, written, expected, wroteOutput };
    for (const ExerciseRule& rule : exercise.rules)
        for (const RuleCheck& check : kRuleChecks)
            if (rule.kind == QLatin1String(check.kind))
                check.run(rule, in, &v.problems);
    // How the work is done, judged when nothing more direct is wrong: the first message stays the
    // one that says most.
    if (wroteOutput && v.problems.isEmpty())
        v.problems << derivedProblems(exercise, student, reference, written.size(), expected.size());
    for (ExerciseProblem& p : v.problems) // put together from translated parts
        p.message = tidyChineseSpacing(p.message);
    v.passed = v.problems.isEmpty();
    return v;
}

ExerciseAttempt attemptExercise(
    const Exercise& exercise, const QString& source, const std::atomic<bool>* cancel, std::optional<quint32> seed)
{
    ExerciseAttempt a;
    Verdict verdict;
    verdict.seed = seed.value_or(QRandomGenerator::global()->generate() & 0x7fffffffu);
    std::optional<CompileOutcome> reference;
    QElapsedTimer clock;
    clock.start();
    for (qsizetype k = 0; k < exercise.shapes.size(); ++k) {
        const ExerciseShape& shape = exercise.shapes[k];
        auto launch = parseLaunchOptions(
            launchComment(QStringLiteral("// cudaviz-launch: ") + shape.launch, &a.error).value_or(QStringList()),
            &a.error);
        if (!launch)
            return a;
        // The whole check's budget: each run (the student's, then the reference's) gets at most
        // half of what is left.
        const double left = kMaxCheckSeconds - double(clock.elapsed()) / 1000.0;
        if (left < 1.0) {
            a.error = Tr::tr("The check ran past its budget of %1 s after %2 of the exercise's %3 launches: the "
                             "exercise's launches take too long to run them all.")
                          .arg(kMaxCheckSeconds)
                          .arg(k)
                          .arg(exercise.shapes.size());
            return a;
        }
        launch->spec.timeoutSeconds = std::min(launch->spec.timeoutSeconds, left / 2.0);
        if (k == 0) {
            a.compiled = compileKernel(source, exercise.id + QStringLiteral(".cu"), launch->kernel, cancel);
            if (!a.compiled.kernel) {
                a.error = a.compiled.error;
                return a;
            }
            reference = compileKernel(
                exercise.solution, exercise.id + QStringLiteral("-solution.cu"), launch->kernel, cancel);
            if (!reference->kernel) {
                a.error = Tr::tr("The reference solution of this exercise does not compile: %1")
                              .arg(reference->error + u' ' + reference->output);
                return a;
            }
        }
        prepareShape(exercise, &launch->spec, shape.hidden, verdict.seed);
        RunOutcome mine = runUserKernel(*a.compiled.kernel, launch->spec, cancel);
        if (!mine.run) {
            a.error = mine.error;
            if (k == 0)
                a.run = mine;
            return a;
        }
        const RunOutcome expected = runUserKernel(*reference->kernel, launch->spec, cancel);
        if (!expected.run) {
            a.error = Tr::tr("The reference solution of this exercise does not run: %1").arg(expected.error);
            return a;
        }
        ShapeVerdict v = checkShape(exercise, *mine.run, *expected.run);
        v.launch = shape.launch;
        v.description = describeShape(launch->spec);
        v.hidden = shape.hidden;
        v.why = shape.why;
        verdict.shapes << v;
        if (k == 0) {
            compareTraffic(*mine.run, *expected.run, &verdict);
            a.run = std::move(mine);
        }
    }
    verdict.passed
        = std::all_of(verdict.shapes.begin(), verdict.shapes.end(), [](const ShapeVerdict& s) { return s.passed; });
    a.verdict = verdict;
    return a;
}

} // namespace cvz
