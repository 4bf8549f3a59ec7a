#include "threadmapping.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ThreadMapping)
};
} // namespace

QString mappingKindKey(MappingKind kind)
{
    switch (kind) {
    case MappingKind::Linear1D:
        return QStringLiteral("vecadd");
    case MappingKind::Matrix2D:
        return QStringLiteral("matadd");
    case MappingKind::Volume3D:
        return QStringLiteral("3d");
    case MappingKind::GridStride1D:
        return QStringLiteral("grid-stride");
    }
    return {};
}

ThreadMapping::ThreadMapping(MappingKind kind, ProblemShape problem, LaunchConfig launch, bool guard, int warpSize)
    : m_kind(kind)
    , m_problem(problem)
    , m_launch(launch)
    , m_guard(guard || kind == MappingKind::GridStride1D)
    , m_warpSize(warpSize > 0 ? warpSize : 32)
{ }

Dim3 ThreadMapping::blockIdx(int64_t globalId) const
{
    const Dim3& g = m_launch.grid;
    const int64_t block = globalId / m_launch.threadsPerBlock();
    return { block % g.x, (block / g.x) % g.y, block / (g.x * g.y) };
}

Dim3 ThreadMapping::threadIdx(int64_t globalId) const
{
    const Dim3& b = m_launch.block;
    const int64_t tid = globalId % m_launch.threadsPerBlock();
    return { tid % b.x, (tid / b.x) % b.y, tid / (b.x * b.y) };
}

ThreadMapping::Coord ThreadMapping::globalCoord(int64_t globalId) const
{
    const Dim3 bi = blockIdx(globalId);
    const Dim3 ti = threadIdx(globalId);
    const Dim3& bd = m_launch.block;
    return { bi.x * bd.x + ti.x, bi.y * bd.y + ti.y, bi.z * bd.z + ti.z };
}

int64_t ThreadMapping::activeThreadCount() const
{
    // Threads span X = gridDim.x * blockDim.x (and Y, Z) coordinates; a thread is active when
    // each coordinate the kernel checks is inside its extent, so the count is a product.
    const Dim3& g = m_launch.grid;
    const Dim3& b = m_launch.block;
    const int64_t X = saturatingMul(g.x, b.x), Y = saturatingMul(g.y, b.y), Z = saturatingMul(g.z, b.z);
    switch (m_kind) {
    case MappingKind::Linear1D:
    case MappingKind::GridStride1D:
        return saturatingMul(saturatingMul(std::min(X, m_problem.n), Y), Z);
    case MappingKind::Matrix2D:
        return saturatingMul(saturatingMul(std::min(X, m_problem.cols), std::min(Y, m_problem.rows)), Z);
    case MappingKind::Volume3D:
        return saturatingMul(
            saturatingMul(std::min(X, m_problem.nx), std::min(Y, m_problem.ny)), std::min(Z, m_problem.nz));
    }
    return 0;
}

ThreadState ThreadMapping::state(int64_t globalId) const
{
    const Coord c = globalCoord(globalId);
    if (inRange(c))
        return ThreadState::Active;
    return m_guard ? ThreadState::Idle : ThreadState::OutOfRange;
}

ThreadRecord ThreadMapping::record(int64_t globalId, int64_t maxElements) const
{
    ThreadRecord r;
    r.blockIdx = blockIdx(globalId);
    r.threadIdx = threadIdx(globalId);
    r.tid = globalId % m_launch.threadsPerBlock();
    r.warp = r.tid / m_warpSize;
    r.lane = r.tid % m_warpSize;
    r.globalId = globalId;
    if (m_kind == MappingKind::GridStride1D) {
        const Coord c = globalCoord(globalId);
        const int64_t stride = saturatingMul(m_launch.grid.x, m_launch.block.x);
        r.elementCount = c.x < m_problem.n ? ceilDiv(m_problem.n - c.x, stride) : 0;
        for (int64_t i = c.x; i < m_problem.n && int64_t(r.elements.size()) < maxElements; i += stride)
            r.elements.push_back(i);
    } else {
        forEachElement(globalId, [&r, maxElements](int64_t element, bool) {
            if (int64_t(r.elements.size()) < maxElements)
                r.elements.push_back(element);
            ++r.elementCount;
        });
    }
    r.state = state(globalId);
    return r;
}

int64_t ThreadMapping::ownerOf(int64_t element) const
{
    if (element < 0 || element >= elementCount())
        return -1;
    Coord c { element, 0, 0 };
    if (m_kind == MappingKind::Matrix2D)
        c = { element % m_problem.cols, element / m_problem.cols, 0 };
    else if (m_kind == MappingKind::Volume3D)
        c = { element % m_problem.nx, (element / m_problem.nx) % m_problem.ny,
            element / (m_problem.nx * m_problem.ny) };
    else if (m_kind == MappingKind::GridStride1D)
        c.x = element % (m_launch.grid.x * m_launch.block.x);
    const Dim3& bd = m_launch.block;
    const Dim3 bi { c.x / bd.x, c.y / bd.y, c.z / bd.z };
    const Dim3& g = m_launch.grid;
    if (bi.x >= g.x || bi.y >= g.y || bi.z >= g.z)
        return -1; // the grid does not cover it: nobody writes this element
    const Dim3 ti { c.x % bd.x, c.y % bd.y, c.z % bd.z };
    const int64_t block = bi.x + bi.y * g.x + bi.z * g.x * g.y;
    const int64_t tid = ti.x + ti.y * bd.x + ti.z * bd.x * bd.y;
    return block * m_launch.threadsPerBlock() + tid;
}

namespace {
void addAxisLine(QStringList& lines, const QString& name, QChar axis, int64_t b, int64_t d, int64_t t, int64_t value)
{
    lines << QStringLiteral("%1 = blockIdx.%2 * blockDim.%2 + threadIdx.%2 = %3 * %4 + %5 = %6")
                 .arg(name, axis)
                 .arg(b)
                 .arg(d)
                 .arg(t)
                 .arg(value);
}

// The guard's test, and what it lets the thread do.
void addVerdict(QStringList& lines, ThreadState state, const QString& test, int64_t element)
{
    if (state == ThreadState::Active)
        lines << Tr::tr("%1 → true: writes element %2").arg(test).arg(element);
    else if (state == ThreadState::Idle)
        lines << Tr::tr("%1 → false: this thread is idle").arg(test);
    else
        lines << Tr::tr("no guard: writes element %1, outside the data (out of bounds!)").arg(element);
}

// The first 8 elements a grid-stride thread visits, "…" after them when there are more.
QString visitedElements(const ThreadRecord& r)
{
    QStringList parts;
    for (size_t k = 0; k < r.elements.size() && k < 8; ++k)
        parts << QString::number(r.elements[k]);
    return parts.join(QStringLiteral(", ")) + (r.elementCount > 8 ? QStringLiteral(", …") : QString());
}

void explainGridStride(QStringList& lines, const ThreadRecord& r, const LaunchConfig& launch, int64_t n, int64_t x)
{
    const Dim3& bd = launch.block;
    const int64_t stride = launch.grid.x * bd.x;
    addAxisLine(lines, QStringLiteral("i"), QLatin1Char('x'), r.blockIdx.x, bd.x, r.threadIdx.x, x);
    lines << QStringLiteral("stride = gridDim.x * blockDim.x = %1 * %2 = %3").arg(launch.grid.x).arg(bd.x).arg(stride);
    if (r.elementCount == 0)
        lines << Tr::tr("for (; i < n; i += stride): %1 < %2 is false at once: this thread is idle").arg(x).arg(n);
    else
        lines << Tr::tr("for (; i < n; i += stride) visits %n element(s): ", nullptr,
                     int(std::min<int64_t>(r.elementCount, std::numeric_limits<int>::max())))
                + visitedElements(r);
}

void explainMatrix(
    QStringList& lines, const ThreadRecord& r, const Dim3& bd, const ProblemShape& problem, int64_t x, int64_t y)
{
    addAxisLine(lines, QStringLiteral("col"), QLatin1Char('x'), r.blockIdx.x, bd.x, r.threadIdx.x, x);
    addAxisLine(lines, QStringLiteral("row"), QLatin1Char('y'), r.blockIdx.y, bd.y, r.threadIdx.y, y);
    lines << QStringLiteral("element = row * cols + col = %1 * %2 + %3 = %4")
                 .arg(y)
                 .arg(problem.cols)
                 .arg(x)
                 .arg(y * problem.cols + x);
    addVerdict(lines, r.state,
        QStringLiteral("if (row < rows && col < cols): %1 < %2 && %3 < %4")
            .arg(y)
            .arg(problem.rows)
            .arg(x)
            .arg(problem.cols),
        y * problem.cols + x);
}

void explainVolume(QStringList& lines, const ThreadRecord& r, const Dim3& bd, const ProblemShape& problem, int64_t x,
    int64_t y, int64_t z, int64_t element)
{
    addAxisLine(lines, QStringLiteral("x"), QLatin1Char('x'), r.blockIdx.x, bd.x, r.threadIdx.x, x);
    addAxisLine(lines, QStringLiteral("y"), QLatin1Char('y'), r.blockIdx.y, bd.y, r.threadIdx.y, y);
    addAxisLine(lines, QStringLiteral("z"), QLatin1Char('z'), r.blockIdx.z, bd.z, r.threadIdx.z, z);
    lines << QStringLiteral("element = (z * ny + y) * nx + x = (%1 * %2 + %3) * %4 + %5 = %6")
                 .arg(z)
                 .arg(problem.ny)
                 .arg(y)
                 .arg(problem.nx)
                 .arg(x)
                 .arg(element);
    addVerdict(lines, r.state, QStringLiteral("if (x < nx && y < ny && z < nz)"), element);
}
} // namespace

QStringList ThreadMapping::explain(int64_t globalId) const
{
    const ThreadRecord r = record(globalId, 9);
    const Dim3& bd = m_launch.block;
    const Coord c = globalCoord(globalId);
    QStringList lines;
    switch (m_kind) {
    case MappingKind::Linear1D:
        addAxisLine(lines, QStringLiteral("i"), QLatin1Char('x'), r.blockIdx.x, bd.x, r.threadIdx.x, c.x);
        addVerdict(lines, r.state, QStringLiteral("if (i < n): %1 < %2").arg(c.x).arg(m_problem.n), c.x);
        break;
    case MappingKind::GridStride1D:
        explainGridStride(lines, r, m_launch, m_problem.n, c.x);
        break;
    case MappingKind::Matrix2D:
        explainMatrix(lines, r, bd, m_problem, c.x, c.y);
        break;
    case MappingKind::Volume3D:
        explainVolume(lines, r, bd, m_problem, c.x, c.y, c.z, linearElement(c));
        break;
    }
    lines << QStringLiteral("tid = x + y * blockDim.x + z * blockDim.x * blockDim.y = %1; warp = tid / %2 = %3; lane = "
                            "tid % %2 = %4")
                 .arg(r.tid)
                 .arg(m_warpSize)
                 .arg(r.warp)
                 .arg(r.lane);
    return lines;
}

} // namespace cvz
