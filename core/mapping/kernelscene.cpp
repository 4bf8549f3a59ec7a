#include "kernelscene.h"

#include <QCoreApplication>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::KernelScene)
};

// Elements a thread may write past the end without a guard: the picture makes room.
int64_t capacityFor(const ThreadMapping& m)
{
    int64_t last = m.elementCount() - 1;
    if (!m.guard())
        for (int64_t t = m.threadCount() - 1; t >= 0 && t >= m.threadCount() - m.launch().threadsPerBlock(); --t)
            m.forEachElement(t, [&last](int64_t e, bool) { last = std::max(last, e); });
    return last + 1;
}
// An entry's line as shown: a formula as written, any other text translated; its numbers in.
QString explainText(const ExplainLine& line)
{
    QString text = line.formula ? QString::fromLatin1(line.text)
                                : QCoreApplication::translate("cvz::TeachingKernels", line.text);
    for (int i = 0; i < line.argCount; ++i)
        text = text.arg(line.args[i]);
    return text;
}
} // namespace

KernelScene::KernelScene(const ThreadMapping& mapping)
    : m_launch(mapping.launch())
    , m_mapping(mapping)
{
    const ProblemShape& p = mapping.problem();
    const int64_t capacity = capacityFor(mapping);
    SceneArray c;
    c.name = QStringLiteral("c");
    for (int i = 0; i < kTeachingKernelCount; ++i) // the index kernel of this mapping
        if (kernelAt(i).family == KernelFamily::Index && kernelAt(i).mapping == mapping.kind())
            m_kernel = kernelAt(i).id;
    switch (mapping.kind()) {
    case MappingKind::Linear1D:
    case MappingKind::GridStride1D:
        c.layout = DataLayout::vector(p.n, capacity);
        break;
    case MappingKind::Matrix2D:
        c.layout = DataLayout::matrix(p.rows, p.cols, capacity);
        break;
    case MappingKind::Volume3D:
        c.layout = DataLayout::volume(p.nx, p.ny, p.nz, capacity);
        break;
    }
    m_arrays.push_back(c);
}

KernelScene::KernelScene(TeachingKernel kernel, const KernelShape& shape, const LaunchConfig& launch, AccessTrace trace)
    : m_kernel(kernel)
    , m_launch(launch)
    , m_shape(shape)
{
    for (const TracedArray& a : trace.arrays) {
        SceneArray s;
        s.name = a.shared ? Tr::tr("%1 (shared)").arg(a.name) : a.name;
        s.shared = a.shared;
        // A one-row array is a vector: drawn as a strip that wraps, like the index kernels' data.
        s.layout = a.rows == 1 && kernelInfo(kernel).family == KernelFamily::Vector
            ? DataLayout::vector(a.size, a.size)
            : DataLayout::matrix(a.rows, a.cols, a.size);
        m_arrays.push_back(s);
    }
    m_cArray = std::max(0, trace.arrayIndex(QLatin1String(kernelInfo(kernel).output)));
    m_cWriter.assign(static_cast<size_t>(trace.arrays.empty() ? 0 : trace.arrays[size_t(m_cArray)].size), -1);
    for (int64_t t = trace.threadCount() - 1; t >= 0; --t)
        for (const MemoryAccess& a : trace.accessesOf(t))
            if (a.write && a.array == m_cArray && !a.outOfBounds)
                for (int w = 0; w < a.width; ++w)
                    m_cWriter[static_cast<size_t>(a.element + w)] = static_cast<int32_t>(t);
    m_trace = std::make_shared<const AccessTrace>(std::move(trace));
}

// A Vector kernel's thread: its global index, what it read and wrote (from the trace), and the
// kernel's own sentence about what it teaches.
QStringList KernelScene::explainVector(int64_t thread) const
{
    const ThreadMapping indices(MappingKind::Linear1D, {}, m_launch);
    const Dim3 bi = indices.blockIdx(thread), ti = indices.threadIdx(thread);
    QStringList lines;
    lines << QStringLiteral("blockIdx.x * blockDim.x + threadIdx.x = %1 * %2 + %3 = %4")
                 .arg(bi.x)
                 .arg(m_launch.block.x)
                 .arg(ti.x)
                 .arg(bi.x * m_launch.block.x + ti.x);
    int64_t global = 0, shared = 0, atomics = 0, written = 0;
    for (const MemoryAccess& a : m_trace->accessesOf(thread)) {
        if (a.atomic)
            ++atomics;
        else if (a.write)
            written += m_arrays[a.array].shared ? 0 : 1;
        else
            (m_arrays[a.array].shared ? shared : global) += a.width;
    }
    lines
        << Tr::tr("this thread loaded %1 values from global memory and %2 from shared memory").arg(global).arg(shared);
    if (atomics > 0)
        lines << Tr::tr("it made %n atomic addition(s): threads that add to the same element take turns, none is lost",
            nullptr, int(std::min<int64_t>(atomics, INT32_MAX)));
    if (written > 0)
        lines << Tr::tr("it stored %n value(s) to global memory", nullptr, int(std::min<int64_t>(written, INT32_MAX)));
    else if (atomics == 0)
        lines << Tr::tr("it stored nothing to global memory");
    if (const char* lesson = kernelInfo(m_kernel).lesson)
        lines << QCoreApplication::translate("cvz::TeachingKernels", lesson);
    return lines;
}

ThreadCounts KernelScene::counts() const
{
    ThreadCounts c;
    if (!m_trace) {
        const int64_t active = m_mapping.activeThreadCount();
        (m_mapping.guard() ? c.idle : c.outOfRange) = threadCount() - active;
        c.active = active;
    } else {
        for (int64_t t = 0; t < threadCount(); ++t) {
            const ThreadState s = state(t);
            ++(s == ThreadState::Active ? c.active : s == ThreadState::Idle ? c.idle : c.outOfRange);
        }
    }
    c.idleLanesPerBlock = idleLanesPerBlock(m_launch);
    c.idleLanes = saturatingMul(c.idleLanesPerBlock, m_launch.blockCount());
    return c;
}

ThreadState KernelScene::state(int64_t thread) const
{
    if (!m_trace)
        return m_mapping.state(thread);
    bool worked = false;
    for (const MemoryAccess& a : m_trace->accessesOf(thread)) {
        if (a.write && static_cast<int>(a.array) == m_cArray)
            return a.outOfBounds ? ThreadState::OutOfRange : ThreadState::Active;
        worked = true;
    }
    // In a reduction or a stencil's halo load every thread works, though one writes the result.
    return worked && kernelInfo(m_kernel).family == KernelFamily::Vector ? ThreadState::Active : ThreadState::Idle;
}

int64_t KernelScene::ownerOf(int array, int64_t element) const
{
    if (!m_trace)
        return array == 0 ? m_mapping.ownerOf(element) : -1;
    if (array != m_cArray || element < 0 || element >= static_cast<int64_t>(m_cWriter.size()))
        return -1;
    return m_cWriter[static_cast<size_t>(element)];
}

QStringList KernelScene::explain(int64_t thread) const
{
    if (!m_trace)
        return m_mapping.explain(thread);
    const TeachingKernelInfo& info = kernelInfo(m_kernel);
    if (!info.explain)
        return explainVector(thread);
    // The kernel's own account (its file says it), then what the trace counted it load.
    const ThreadMapping indices(MappingKind::Matrix2D, {}, m_launch);
    const Explanation e = info.explain(m_shape, m_launch, indices.blockIdx(thread), indices.threadIdx(thread));
    QStringList lines;
    for (int i = 0; i < e.count; ++i)
        lines << explainText(e.lines[i]);
    int64_t global = 0, shared = 0;
    for (const MemoryAccess& a : m_trace->accessesOf(thread)) {
        if (a.write)
            continue;
        (m_arrays[a.array].shared ? shared : global) += a.width; // a float4 load brings 4 values
    }
    lines
        << Tr::tr("this thread loaded %1 values from global memory and %2 from shared memory").arg(global).arg(shared);
    if (e.closing.text)
        lines << explainText(e.closing);
    return lines;
}

} // namespace cvz
