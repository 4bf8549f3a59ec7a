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
// What one warp of the coalesced matmul reads from B, for the block width on screen.
QString coalescedWarpText(int64_t blockX)
{
    constexpr int64_t warp = 32;
    if (blockX % warp == 0)
        return Tr::tr("coalesced: a warp is 32 threads of one row of C; they read 32 neighbouring floats of B "
                      "(128 bytes) together");
    if (warp % blockX == 0)
        return Tr::tr("coalesced: with blockDim.x = %1 a warp is %2 rows of %1 threads; each row reads %1 "
                      "neighbouring floats of B (%3 bytes) together")
            .arg(blockX)
            .arg(warp / blockX)
            .arg(blockX * 4);
    return Tr::tr("coalesced: with blockDim.x = %1 a warp covers parts of several rows of C; each part reads "
                  "neighbouring floats of B together")
        .arg(blockX);
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
    switch (mapping.kind()) {
    case MappingKind::Linear1D:
        m_kernel = TeachingKernel::VecAdd;
        c.layout = DataLayout::vector(p.n, capacity);
        break;
    case MappingKind::GridStride1D:
        m_kernel = TeachingKernel::GridStride;
        c.layout = DataLayout::vector(p.n, capacity);
        break;
    case MappingKind::Matrix2D:
        m_kernel = TeachingKernel::MatAdd;
        c.layout = DataLayout::matrix(p.rows, p.cols, capacity);
        break;
    case MappingKind::Volume3D:
        m_kernel = TeachingKernel::Volume3D;
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
    const Dim3& b = m_launch.block;
    const ThreadMapping indices(MappingKind::Matrix2D, {}, m_launch);
    const Dim3 bi = indices.blockIdx(thread), ti = indices.threadIdx(thread);
    if (kernelInfo(m_kernel).family == KernelFamily::Vector)
        return explainVector(thread);
    const bool naive = m_kernel == TeachingKernel::MatmulNaive;
    const int64_t row = naive ? bi.x * b.x + ti.x : bi.y * b.y + ti.y;
    const int64_t col = naive ? bi.y * b.y + ti.y : bi.x * b.x + ti.x;
    QStringList lines;
    if (isTranspose(m_kernel)) {
        constexpr int tile = Transpose::tile, rowsPerPass = Transpose::rows;
        const int64_t tileCol = bi.x * tile + ti.x, row0 = bi.y * tile;
        lines << QStringLiteral("col = blockIdx.x * 32 + threadIdx.x = %1 * 32 + %2 = %3")
                     .arg(bi.x)
                     .arg(ti.x)
                     .arg(tileCol);
        lines << QStringLiteral("row0 = blockIdx.y * 32 = %1 * 32 = %2").arg(bi.y).arg(row0);
        lines << Tr::tr("copies A[row0 + j][col] for j = %1, %2, %3, %4 into the tile, then writes C[blockIdx.x * 32 + "
                        "j][row0 + %5] from column j of the tile")
                     .arg(ti.y)
                     .arg(ti.y + rowsPerPass)
                     .arg(ti.y + 2 * rowsPerPass)
                     .arg(ti.y + 3 * rowsPerPass)
                     .arg(ti.x);
        lines << (m_kernel == TeachingKernel::TransposeNaive
                ? Tr::tr("naive tile: the 32 lanes of a warp read one column, all in bank j: a 32-way bank conflict")
                : Tr::tr("padded tile (33 floats a row): the 32 lanes of a warp read 32 different banks"));
        return lines;
    }
    if (m_kernel == TeachingKernel::MatmulWarptiled) {
        using W = Warptiled;
        const int64_t tid = ti.x, warp = tid / 32, lane = tid % 32;
        const int64_t warpRow = warp / W::warpsX, warpCol = warp % W::warpsX;
        const int64_t row0 = bi.y * W::BM + warpRow * W::WM + (lane / W::laneCols) * W::TM;
        const int64_t col0 = bi.x * W::BN + warpCol * W::WN + (lane % W::laneCols) * W::TN;
        lines << Tr::tr("threadIdx.x = %1: warp %2 (row %3, column %4 of the 2 x 4 warps), lane %5 (row %6, column %7 "
                        "of the warp's 8 x 4 lanes)")
                     .arg(tid)
                     .arg(warp)
                     .arg(warpRow)
                     .arg(warpCol)
                     .arg(lane)
                     .arg(lane / W::laneCols)
                     .arg(lane % W::laneCols);
        lines << Tr::tr(
            "rows %1..%2 and %3..%4, columns %5..%6 and %7..%8 of C: 2 x 2 patches of 4 x 4 sums in registers")
                     .arg(row0)
                     .arg(row0 + 3)
                     .arg(row0 + W::WM / W::WMITER)
                     .arg(row0 + W::WM / W::WMITER + 3)
                     .arg(col0)
                     .arg(col0 + 3)
                     .arg(col0 + W::WN / W::WNITER)
                     .arg(col0 + W::WN / W::WNITER + 3);
    } else if (m_kernel == TeachingKernel::MatmulTiled2D) {
        const int64_t row0 = bi.y * kMatmulTile2D + ti.y * 4, col0 = bi.x * kMatmulTile2D + ti.x * 4;
        lines << QStringLiteral("rows = blockIdx.y * 64 + threadIdx.y * 4 + 0..3 = %1 * 64 + %2 * 4 + 0..3 = %3..%4")
                     .arg(bi.y)
                     .arg(ti.y)
                     .arg(row0)
                     .arg(row0 + 3);
        lines << QStringLiteral("cols = blockIdx.x * 64 + threadIdx.x * 4 + 0..3 = %1 * 64 + %2 * 4 + 0..3 = %3..%4")
                     .arg(bi.x)
                     .arg(ti.x)
                     .arg(col0)
                     .arg(col0 + 3);
        lines << Tr::tr("this thread computes a 4 x 4 patch of C in registers: 16 sums at once");
    } else if (naive) {
        lines << QStringLiteral("row = blockIdx.x * blockDim.x + threadIdx.x = %1 * %2 + %3 = %4")
                     .arg(bi.x)
                     .arg(b.x)
                     .arg(ti.x)
                     .arg(row);
        lines << QStringLiteral("col = blockIdx.y * blockDim.y + threadIdx.y = %1 * %2 + %3 = %4")
                     .arg(bi.y)
                     .arg(b.y)
                     .arg(ti.y)
                     .arg(col);
    } else {
        lines << QStringLiteral("col = blockIdx.x * blockDim.x + threadIdx.x = %1 * %2 + %3 = %4")
                     .arg(bi.x)
                     .arg(b.x)
                     .arg(ti.x)
                     .arg(col);
        lines << QStringLiteral("row = blockIdx.y * blockDim.y + threadIdx.y = %1 * %2 + %3 = %4")
                     .arg(bi.y)
                     .arg(b.y)
                     .arg(ti.y)
                     .arg(row);
    }
    if (m_kernel == TeachingKernel::MatmulTiled2D || m_kernel == TeachingKernel::MatmulWarptiled)
        ; // the patch lines above say it
    else if (row < matmulOf(m_shape).m && col < matmulOf(m_shape).n)
        lines << Tr::tr("C[%1][%2] = sum over k < %3 of A[%1][k] * B[k][%2]  (element %4 of C)")
                     .arg(row)
                     .arg(col)
                     .arg(matmulOf(m_shape).k)
                     .arg(row * matmulOf(m_shape).n + col);
    else
        lines << Tr::tr("row < M && col < N is false: this thread writes nothing");
    // Count what the thread really did, from the trace.
    int64_t global = 0, shared = 0;
    for (const MemoryAccess& a : m_trace->accessesOf(thread)) {
        if (a.write)
            continue;
        (m_arrays[a.array].shared ? shared : global) += a.width; // a float4 load brings 4 values
    }
    lines
        << Tr::tr("this thread loaded %1 values from global memory and %2 from shared memory").arg(global).arg(shared);
    if (m_kernel == TeachingKernel::MatmulWarptiled)
        lines << Tr::tr("warptiling: 4 float4 reads from shared memory feed 64 multiply-adds; the next k-tile is "
                        "loaded while this one is used");
    else if (m_kernel == TeachingKernel::MatmulTiled2D)
        lines << Tr::tr("register blocking: each value read from shared memory feeds 4 multiply-adds");
    else if (m_kernel == TeachingKernel::MatmulTiled)
        lines << Tr::tr("tiled: each global value is loaded once per block and then read %1 times from shared memory")
                     .arg(kMatmulTile);
    else if (m_kernel == TeachingKernel::MatmulNaive)
        lines << Tr::tr("naive: neighbouring threads (x) read rows of A %1 floats apart: uncoalesced")
                     .arg(matmulOf(m_shape).k);
    else
        lines << coalescedWarpText(b.x);
    return lines;
}

} // namespace cvz
