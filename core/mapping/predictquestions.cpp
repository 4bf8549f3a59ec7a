#include "predictquestions.h"

#include "launchconfig.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <random>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::PredictQuestions)
};

// An element in the data, away from the first block (where the answer is just the index).
int64_t pickElement(const ThreadMapping& m, std::mt19937& rng)
{
    const int64_t n = m.elementCount();
    const int64_t first = std::min<int64_t>(n - 1, m.launch().threadsPerBlock());
    std::uniform_int_distribution<int64_t> pick(first, n - 1);
    return pick(rng);
}

QString coords(const Dim3& d, int axes)
{
    return axes == 1 ? QString::number(d.x)
        : axes == 2  ? QStringLiteral("(%1, %2)").arg(d.x).arg(d.y)
                     : QStringLiteral("(%1, %2, %3)").arg(d.x).arg(d.y).arg(d.z);
}

QList<int64_t> values(const Dim3& d, int axes)
{
    QList<int64_t> v { d.x };
    if (axes > 1)
        v << d.y;
    if (axes > 2)
        v << d.z;
    return v;
}

// "element 700", "element (row 37, column 20)", "element (x 3, y 4, z 5)"
QString elementName(const ThreadMapping& m, int64_t e)
{
    const ProblemShape& p = m.problem();
    switch (m.kind()) {
    case MappingKind::Matrix2D:
        return Tr::tr("element (row %1, column %2)").arg(e / p.cols).arg(e % p.cols);
    case MappingKind::Volume3D:
        return Tr::tr("element (x %1, y %2, z %3)").arg(e % p.nx).arg((e / p.nx) % p.ny).arg(e / (p.nx * p.ny));
    default:
        return Tr::tr("element %1").arg(e);
    }
}

int axesOf(MappingKind kind)
{
    return kind == MappingKind::Matrix2D ? 2 : kind == MappingKind::Volume3D ? 3 : 1;
}

// Which block, and which thread in it, writes an element.
void addThreadQuestion(std::vector<PredictQuestion>& out, const ThreadMapping& m, std::mt19937& rng, int axes)
{
    const int64_t e = pickElement(m, rng);
    const int64_t owner = m.ownerOf(e);
    if (owner < 0)
        return;
    PredictQuestion q;
    const QString names = axes == 1 ? QStringLiteral("blockIdx.x, threadIdx.x")
        : axes == 2                 ? QStringLiteral("blockIdx.x, blockIdx.y, threadIdx.x, threadIdx.y")
                                    : QStringLiteral("blockIdx.x, .y, .z, threadIdx.x, .y, .z");
    q.text = Tr::tr("Which thread writes %1? Type its %2.").arg(elementName(m, e), names);
    q.answer = values(m.blockIdx(owner), axes) + values(m.threadIdx(owner), axes);
    q.answerText
        = Tr::tr("blockIdx %1, threadIdx %2").arg(coords(m.blockIdx(owner), axes), coords(m.threadIdx(owner), axes));
    q.why = m.explain(owner);
    q.thread = owner;
    out.push_back(q);
}

// Only the block: the first step of the 2D and 3D arithmetic.
void addBlockQuestion(std::vector<PredictQuestion>& out, const ThreadMapping& m, std::mt19937& rng, int axes)
{
    const int64_t e = pickElement(m, rng);
    const int64_t owner = m.ownerOf(e);
    if (owner < 0)
        return;
    PredictQuestion q;
    q.text = Tr::tr("Which block does %1 belong to? Type its blockIdx (%n number(s)).", nullptr, axes)
                 .arg(elementName(m, e));
    q.answer = values(m.blockIdx(owner), axes);
    q.answerText = Tr::tr("blockIdx %1").arg(coords(m.blockIdx(owner), axes));
    q.why = m.explain(owner);
    q.thread = owner;
    out.push_back(q);
}

// The warp of the thread that writes an element.
void addWarpQuestion(std::vector<PredictQuestion>& out, const ThreadMapping& m, std::mt19937& rng)
{
    const int64_t e = pickElement(m, rng);
    const int64_t owner = m.ownerOf(e);
    if (owner < 0)
        return;
    const int64_t linear = owner % m.launch().threadsPerBlock();
    PredictQuestion q;
    q.text = Tr::tr("In which warp of its block is the thread that writes %1? Warps are numbered 0, 1, ... "
                    "in each block, %2 threads each.")
                 .arg(elementName(m, e))
                 .arg(m.warpSize());
    q.answer = { linear / m.warpSize() };
    q.answerText = Tr::tr("warp %1").arg(linear / m.warpSize());
    q.why = { Tr::tr("its index in the block: threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x "
                     "* blockDim.y = %1")
                  .arg(linear),
        Tr::tr("warp = %1 / %2 = %3").arg(linear).arg(m.warpSize()).arg(linear / m.warpSize()) };
    q.thread = owner;
    out.push_back(q);
}

PredictQuestion idleThreadsQuestion(const ThreadMapping& m)
{
    const int64_t idle = m.threadCount() - m.activeThreadCount();
    PredictQuestion q;
    q.text = m.guard() || m.kind() == MappingKind::GridStride1D
        ? Tr::tr("How many threads of this launch have no element to write (the guard stops them)?")
        : Tr::tr("There is no guard: how many threads of this launch write past the end of the data?");
    q.answer = { idle };
    q.answerText = Tr::tr("%1 threads").arg(idle);
    q.why = { Tr::tr("threads launched: %1").arg(m.threadCount()),
        Tr::tr("threads with an element: %1").arg(m.activeThreadCount()),
        Tr::tr("%1 - %2 = %3").arg(m.threadCount()).arg(m.activeThreadCount()).arg(idle) };
    return q;
}

PredictQuestion idleLanesQuestion(const ThreadMapping& m)
{
    const int64_t perBlock = m.launch().threadsPerBlock();
    const int64_t lanes = idleLanesPerBlock(m.launch(), m.warpSize());
    PredictQuestion q;
    q.text = Tr::tr("Warps have %1 lanes. How many lanes of each block have no thread at all?").arg(m.warpSize());
    q.answer = { lanes };
    q.answerText = Tr::tr("%1 lanes").arg(lanes);
    q.why = { Tr::tr("a block of %1 threads runs %2 warps: %3 lanes")
                  .arg(perBlock)
                  .arg(ceilDiv(perBlock, m.warpSize()))
                  .arg(ceilDiv(perBlock, m.warpSize()) * m.warpSize()),
        Tr::tr("%1 - %2 = %3").arg(ceilDiv(perBlock, m.warpSize()) * m.warpSize()).arg(perBlock).arg(lanes) };
    return q;
}
} // namespace

std::vector<PredictQuestion> predictQuestions(const ThreadMapping& m, uint32_t seed)
{
    std::vector<PredictQuestion> out;
    if (m.elementCount() < 1 || m.threadCount() < 1)
        return out;
    std::mt19937 rng { seed };
    const int axes = axesOf(m.kind());
    // In this order: each question that picks an element draws from rng in turn.
    addThreadQuestion(out, m, rng, axes);
    if (axes > 1)
        addBlockQuestion(out, m, rng, axes);
    addWarpQuestion(out, m, rng);
    out.push_back(idleThreadsQuestion(m));
    out.push_back(idleLanesQuestion(m));
    return out;
}

PredictCheck checkPrediction(const PredictQuestion& q, const QString& typed)
{
    static const QRegularExpression number(QStringLiteral("-?\\d+"));
    QList<int64_t> given;
    for (auto it = number.globalMatch(typed); it.hasNext();)
        given << it.next().captured().toLongLong();
    PredictCheck c;
    if (given.size() != q.answer.size()) {
        c.feedback = Tr::tr("Type %n number(s).", nullptr, int(q.answer.size()));
        return c;
    }
    c.complete = true;
    c.right = given == q.answer;
    c.feedback
        = (c.right ? Tr::tr("Right: %1.") : Tr::tr("Not quite: %1.")).arg(q.answerText) + u'\n' + q.why.join(u'\n');
    return c;
}

} // namespace cvz
