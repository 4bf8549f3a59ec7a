#include "playground/engine/elementtouches.h"
#include "util/chinesespacing.h"

#include "playground/engine/userrun.h"

#include <QCoreApplication>
#include <QStringList>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};
constexpr int64_t kMaxPastEnd = 1 << 16; // drawn past the end at most
} // namespace

ElementTouches elementTouches(const AccessTrace& trace, uint16_t array)
{
    ElementTouches t;
    if (array >= trace.arrays.size())
        return t;
    t.arraySize = trace.arrays[array].size;
    t.size = std::min(t.arraySize, kMaxDrawnElements);
    if (t.size == t.arraySize)
        for (const MemoryAccess& a : trace.all())
            if (a.array == array && a.element + a.width > t.size)
                t.pastEnd = std::min(kMaxPastEnd, std::max(t.pastEnd, a.element + a.width - t.size));
    const size_t n = size_t(t.size + t.pastEnd);
    t.firstThread.assign(n, -1);
    t.lastWriter.assign(n, -1);
    t.written.assign(n, 0);
    t.writeSite.assign(n, 0);
    for (int64_t thread = 0; thread < trace.threadCount(); ++thread)
        for (const MemoryAccess& a : trace.accessesOf(thread)) {
            if (a.array != array)
                continue;
            for (int64_t e = std::max<int64_t>(a.element, 0); e < a.element + a.width && e < int64_t(n); ++e) {
                if (t.firstThread[size_t(e)] < 0)
                    t.firstThread[size_t(e)] = int32_t(thread);
                if (a.write) {
                    t.lastWriter[size_t(e)] = int32_t(thread);
                    t.written[size_t(e)] = 1;
                    t.writeSite[size_t(e)] = a.site;
                }
            }
        }
    return t;
}

QString threadAccessesText(const UserRun& run, int64_t thread, int limit)
{
    if (!run.trace || thread < 0 || thread >= run.trace->threadCount())
        return {};
    const LaunchConfig& l = run.launch;
    const int64_t per = std::max<int64_t>(1, l.threadsPerBlock());
    const int64_t block = thread / per, t = thread % per;
    const auto coords = [](int64_t linear, const Dim3& d) {
        return QStringLiteral("(%1, %2, %3)").arg(linear % d.x).arg((linear / d.x) % d.y).arg(linear / (d.x * d.y));
    };
    QString who = threadLabel(thread, l);
    if (!who.isEmpty())
        who[0] = who[0].toUpper();
    QString text = Tr::tr("%1: threadIdx %2, blockIdx %3, linear index blockIdx.x * blockDim.x + threadIdx.x = %4.")
                       .arg(who, coords(t, l.block), coords(block, l.grid))
                       .arg((block % l.grid.x) * l.block.x + t % l.block.x);
    const auto accesses = run.trace->accessesOf(thread);
    if (accesses.empty())
        return text + u' ' + Tr::tr("It made no memory access (stopped by a guard, or it had nothing to do).");
    QStringList parts;
    for (const MemoryAccess& a : accesses) {
        if (int(parts.size()) == limit) {
            parts << Tr::tr("… %n more", nullptr, int(accesses.size()) - limit);
            break;
        }
        const TracedArray& arr = run.trace->arrays[a.array];
        const QString element = a.width > 1
            ? QStringLiteral("%1[%2..%3]").arg(arr.name).arg(a.element).arg(a.element + a.width - 1)
            : QStringLiteral("%1[%2]").arg(arr.name).arg(a.element);
        const int line = a.site < run.trace->sites.size() ? int(run.trace->sites[a.site].line) : 0;
        const QString verb = a.atomic ? Tr::tr("atomically updated %1")
            : a.write                 ? Tr::tr("wrote %1")
                                      : Tr::tr("read %1");
        parts << verb.arg(element) + (line > 0 ? Tr::tr(" (line %1)").arg(line) : QString())
                + (a.outOfBounds ? Tr::tr(" — out of bounds") : QString());
    }
    return text + u' ' + Tr::tr("In program order: %1.").arg(parts.join(listSeparator()));
}

} // namespace cvz
