#include "playground/grading/derivedrules.h"
#include "util/chinesespacing.h"

#include "playground/findings/finding.h"
#include "playground/grading/exercisecheck.h"

#include <QCoreApplication>
#include <algorithm>
#include <utility>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

using Problems = QList<ExerciseProblem>;

// What a different but fair solution may add on a small launch: a bounds check's extra load, an
// index kept in shared memory, a last step unrolled. Ratios alone would fail those on tiny counts.
constexpr int64_t kSpanSlack = 4;
constexpr int64_t kWorkSlack = 16;

void count(ThreadWork& w, const MemoryAccess& a, bool shared)
{
    if (a.outOfBounds)
        return;
    int64_t& slot = a.atomic ? (shared ? w.sharedAtomics : w.globalAtomics)
        : a.write            ? (shared ? w.sharedStores : w.globalStores)
                             : (shared ? w.sharedLoads : w.globalLoads);
    ++slot;
}

void countWarpCalls(ThreadWork& w, const ThreadWarpCalls& c)
{
    w.shuffles += c.shuffles;
    w.votes += c.votes;
    w.reductions += c.reductions;
    w.syncwarps += c.syncwarps;
}

// "64 shared-memory reads, 2 global loads": the kinds a thread's count is made of, most first.
QString describeWork(const ThreadWork& w)
{
    std::vector<std::pair<int64_t, QString>> parts {
        { w.globalLoads, Tr::tr("%n global load(s)", nullptr, int(w.globalLoads)) },
        { w.globalStores, Tr::tr("%n global store(s)", nullptr, int(w.globalStores)) },
        { w.globalAtomics, Tr::tr("%n global atomic(s)", nullptr, int(w.globalAtomics)) },
        { w.sharedLoads, Tr::tr("%n shared-memory read(s)", nullptr, int(w.sharedLoads)) },
        { w.sharedStores, Tr::tr("%n shared-memory write(s)", nullptr, int(w.sharedStores)) },
        { w.sharedAtomics, Tr::tr("%n shared-memory atomic(s)", nullptr, int(w.sharedAtomics)) },
        { w.shuffles, Tr::tr("%n shuffle(s)", nullptr, int(w.shuffles)) },
        { w.votes, Tr::tr("%n vote(s)", nullptr, int(w.votes)) },
        { w.reductions, Tr::tr("%n warp reduction(s)", nullptr, int(w.reductions)) },
        { w.syncwarps, Tr::tr("%n __syncwarp()", nullptr, int(w.syncwarps)) },
    };
    std::stable_sort(parts.begin(), parts.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    QStringList shown;
    for (const auto& [n, text] : parts)
        if (n > 0 && shown.size() < 3)
            shown << text;
    return shown.join(listSeparator());
}

bool within(int64_t mine, int64_t theirs, double k, int64_t slack)
{
    return k <= 0.0 || double(mine) <= k * double(theirs) + double(slack) + 1e-9;
}

void checkSpan(const DerivedLimits& l, const UserRun& student, const WorkProfile& s, const WorkProfile& r, Problems* p)
{
    if (!within(s.busiest.total(), r.busiest.total(), l.span, kSpanSlack))
        *p << ExerciseProblem { QStringLiteral("span"), 0,
            Tr::tr("The busiest thread (%1) made %2 operations (%3); the reference solution's busiest thread makes "
                   "%4 (%5), and this exercise allows %6x that: one thread does work the others should share. Combine "
                   "in steps that halve the active threads (a tree), or with warp shuffles.")
                .arg(threadLabel(s.busiestThread, student.launch))
                .arg(s.busiest.total())
                .arg(describeWork(s.busiest))
                .arg(r.busiest.total())
                .arg(describeWork(r.busiest))
                .arg(l.span) };
    if (!within(s.barrierPhases, r.barrierPhases, l.span, 2))
        *p << ExerciseProblem { QStringLiteral("span"), 0,
            Tr::tr("A thread passed %1 __syncthreads(); the reference solution's pass %2, and this exercise allows "
                   "%3x that: the steps run one after another where they could run together.")
                .arg(s.barrierPhases)
                .arg(r.barrierPhases)
                .arg(l.span) };
}

void checkWork(const DerivedLimits& l, const WorkProfile& s, const WorkProfile& r, Problems* p)
{
    if (within(s.all.total(), r.all.total(), l.work, kWorkSlack))
        return;
    *p << ExerciseProblem { QStringLiteral("work"), 0,
        Tr::tr("All threads together made %1 operations (%2); the reference solution makes %3 (%4), and this exercise "
               "allows %5x that: the same result with far more work (a loop over all elements per element, or a "
               "scan that is not work-efficient).")
            .arg(s.all.total())
            .arg(describeWork(s.all))
            .arg(r.all.total())
            .arg(describeWork(r.all))
            .arg(l.work) };
}

int64_t sharedOperations(const ThreadWork& w)
{
    return w.sharedLoads + w.sharedStores + w.sharedAtomics;
}

void checkKinds(const DerivedLimits& l, const WorkProfile& s, const WorkProfile& r, Problems* p)
{
    if (r.all.warpCombines() > 0 && s.all.warpCombines() == 0 && !l.allow.contains(QStringLiteral("no_warp_calls")))
        *p << ExerciseProblem { QStringLiteral("kinds"), 0,
            Tr::tr("The reference solution combines values with warp shuffles (%1 of them); your kernel made none. "
                   "Pass values between a warp's lanes in registers: __shfl_down_sync, __shfl_xor_sync or a "
                   "__reduce_*_sync.")
                .arg(r.all.warpCombines()) };
    if (l.forbid.contains(QStringLiteral("shared")) && sharedOperations(s.all) > 0)
        *p << ExerciseProblem { QStringLiteral("kinds"), 0,
            Tr::tr("The task asks for no shared memory, but the kernel made %1 shared-memory accesses (%2).")
                .arg(sharedOperations(s.all))
                .arg(describeWork(s.all)) };
    const int64_t warpCalls = s.all.shuffles + s.all.votes + s.all.reductions;
    if (l.forbid.contains(QStringLiteral("warp_calls")) && warpCalls > 0)
        *p << ExerciseProblem { QStringLiteral("kinds"), 0,
            Tr::tr("The task asks for no warp-level calls, but the kernel made %1 (shuffles, votes or warp "
                   "reductions).")
                .arg(warpCalls) };
}

void checkAtomicsOn(const DerivedLimits& l, bool shared, int64_t mine, int64_t theirs, Problems* p)
{
    const QString kind = shared ? QStringLiteral("shared_atomics") : QStringLiteral("global_atomics");
    if (mine == 0 || l.allow.contains(kind))
        return;
    const QString memory = shared ? Tr::tr("shared memory") : Tr::tr("global memory");
    if (theirs == 0 || l.forbid.contains(kind)) {
        *p << ExerciseProblem { QStringLiteral("atomics"), 0,
            Tr::tr("The kernel made %1 atomic operations on %2; the reference solution makes none. Atomics on one "
                   "address run one after another: give each result one writer, or combine in a tree.")
                .arg(mine)
                .arg(memory) };
        return;
    }
    if (!within(mine, theirs, l.atomics, 0))
        *p << ExerciseProblem { QStringLiteral("atomics"), 0,
            Tr::tr("The kernel made %1 atomic operations on %2; the reference solution makes %3, and this exercise "
                   "allows %4x that: combine within the block first, then add each block's result once.")
                .arg(mine)
                .arg(memory)
                .arg(theirs)
                .arg(l.atomics) };
}

void checkWriters(const DerivedLimits& l, int64_t mine, int64_t theirs, bool explicitParallel, Problems* p)
{
    if (l.writers <= 0.0 || mine == 0)
        return;
    if (!within(mine, theirs, l.writers, 0))
        *p << ExerciseProblem { QStringLiteral("writers"), 0,
            Tr::tr("%1 threads wrote output where the reference solution has %2: several threads write each result, "
                   "where one should (the others only overwrite it or queue at an atomic).")
                .arg(mine)
                .arg(theirs) };
    else if (!explicitParallel && 2 * mine < theirs)
        *p << ExerciseProblem { QStringLiteral("writers"), 0,
            Tr::tr("%n thread(s) wrote output where the reference solution has %1 doing so: a few threads do the "
                   "work of many. Give each thread its piece.",
                nullptr, int(mine))
                .arg(theirs) };
}
} // namespace

void ThreadWork::add(const ThreadWork& o)
{
    globalLoads += o.globalLoads;
    globalStores += o.globalStores;
    globalAtomics += o.globalAtomics;
    sharedLoads += o.sharedLoads;
    sharedStores += o.sharedStores;
    sharedAtomics += o.sharedAtomics;
    shuffles += o.shuffles;
    votes += o.votes;
    reductions += o.reductions;
    syncwarps += o.syncwarps;
}

WorkProfile workProfile(const UserRun& run)
{
    WorkProfile profile;
    if (!run.trace)
        return profile;
    const AccessTrace& trace = *run.trace;
    auto calls = trace.warpCalls.begin();
    for (int64_t t = 0; t < trace.threadCount(); ++t) {
        ThreadWork w;
        for (const MemoryAccess& a : trace.accessesOf(t)) {
            count(w, a, trace.arrays[a.array].shared);
            profile.barrierPhases = std::max<int64_t>(profile.barrierPhases, a.phase);
        }
        while (calls != trace.warpCalls.end() && calls->thread < t)
            ++calls;
        if (calls != trace.warpCalls.end() && calls->thread == t)
            countWarpCalls(w, *calls);
        if (w.total() > profile.busiest.total()) {
            profile.busiest = w;
            profile.busiestThread = t;
        }
        profile.all.add(w);
    }
    return profile;
}

QStringList derivedRuleKinds()
{
    return { QStringLiteral("span"), QStringLiteral("work"), QStringLiteral("kinds"), QStringLiteral("atomics"),
        QStringLiteral("writers") };
}

QStringList derivedOperationKinds()
{
    return { QStringLiteral("shared"), QStringLiteral("global_atomics"), QStringLiteral("shared_atomics"),
        QStringLiteral("warp_calls"), QStringLiteral("no_warp_calls") };
}

QList<ExerciseProblem> checkDerivedRules(const DerivedLimits& limits, const UserRun& student, const UserRun& reference,
    int64_t writers, int64_t referenceWriters, bool explicitParallel)
{
    Problems problems;
    if (!student.trace || !reference.trace || !student.traceKept || !reference.traceKept)
        return problems;
    const WorkProfile s = workProfile(student), r = workProfile(reference);
    // The kind of operation first: "no shuffles" says more than the counts it causes.
    checkKinds(limits, s, r, &problems);
    checkAtomicsOn(limits, false, s.all.globalAtomics, r.all.globalAtomics, &problems);
    checkAtomicsOn(limits, true, s.all.sharedAtomics, r.all.sharedAtomics, &problems);
    checkWriters(limits, writers, referenceWriters, explicitParallel, &problems);
    checkSpan(limits, student, s, r, &problems);
    checkWork(limits, s, r, &problems);
    return problems;
}

} // namespace cvz
