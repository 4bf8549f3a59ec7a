#include "gridlayout.h"

#include <algorithm>
#include <cmath>

namespace cvz {

ThreadLayout::ThreadLayout(const LaunchConfig& launch, double aspect, int warpSize)
    : m_launch(launch)
    , m_warpSize(warpSize)
{
    const Dim3& b = launch.block;
    const Dim3& g = launch.grid;
    m_foldedWarps = b.y == 1 && b.z == 1;
    if (m_foldedWarps) {
        m_tileW = std::min<int64_t>(b.x, warpSize);
        m_tileH = ceilDiv(b.x, warpSize);
    } else {
        m_tileW = b.x;
        m_tileH = b.y * b.z;
    }
    if (g.y > 1 || g.z > 1) {
        m_tilesPerRow = g.x;
    } else {
        // Wrap a 1D grid into rows so the picture is about `aspect` times wider than tall.
        const double ideal = std::sqrt(double(g.x) * double(m_tileH + 1) * aspect / double(m_tileW + 1));
        m_tilesPerRow = std::clamp<int64_t>(int64_t(std::ceil(ideal)), 1, g.x);
    }
    const int64_t tileRows = (g.y > 1 || g.z > 1) ? g.y * g.z : ceilDiv(g.x, m_tilesPerRow);
    m_width = m_tilesPerRow * (m_tileW + 1) - 1;
    m_height = tileRows * (m_tileH + 1) - 1;
}

Cell ThreadLayout::blockOrigin(int64_t blockLinear) const
{
    const int64_t col = blockLinear % m_tilesPerRow;
    const int64_t row = blockLinear / m_tilesPerRow;
    return { col * (m_tileW + 1), row * (m_tileH + 1) };
}

Cell ThreadLayout::cellOf(int64_t globalId) const
{
    const int64_t threads = m_launch.threadsPerBlock();
    const Cell origin = blockOrigin(globalId / threads);
    const int64_t tid = globalId % threads;
    if (m_foldedWarps)
        return { origin.x + tid % m_warpSize, origin.y + tid / m_warpSize };
    const Dim3& b = m_launch.block;
    const int64_t x = tid % b.x, y = (tid / b.x) % b.y, z = tid / (b.x * b.y);
    return { origin.x + x, origin.y + z * b.y + y };
}

int64_t ThreadLayout::threadAt(Cell cell) const
{
    if (cell.x < 0 || cell.y < 0 || cell.x >= m_width || cell.y >= m_height)
        return -1;
    const int64_t col = cell.x / (m_tileW + 1), row = cell.y / (m_tileH + 1);
    const int64_t inX = cell.x % (m_tileW + 1), inY = cell.y % (m_tileH + 1);
    if (inX == m_tileW || inY == m_tileH)
        return -1; // the gap between tiles
    const int64_t block = row * m_tilesPerRow + col;
    if (block >= m_launch.blockCount())
        return -1;
    int64_t tid = 0;
    if (m_foldedWarps) {
        tid = inY * m_warpSize + inX;
        if (tid >= m_launch.block.x)
            return -1;
    } else {
        const Dim3& b = m_launch.block;
        tid = inX + (inY % b.y) * b.x + (inY / b.y) * b.x * b.y;
    }
    return block * m_launch.threadsPerBlock() + tid;
}

DataLayout DataLayout::vector(int64_t n, int64_t capacity)
{
    DataLayout d;
    d.m_size = n;
    d.m_capacity = std::max(n, capacity);
    // About four times wider than tall, in whole warps when it is wide enough.
    int64_t w = std::max<int64_t>(1, std::llround(std::sqrt(double(d.m_capacity) * 4.0)));
    if (w >= 32)
        w = ceilDiv(w, 32) * 32;
    d.m_rowLength = std::min(w, d.m_capacity);
    d.m_width = d.m_rowLength;
    d.m_height = ceilDiv(d.m_capacity, d.m_rowLength);
    return d;
}

DataLayout DataLayout::matrix(int64_t rows, int64_t cols, int64_t capacity)
{
    DataLayout d;
    d.m_size = rows * cols;
    d.m_capacity = std::max(d.m_size, capacity);
    d.m_rowLength = cols;
    d.m_width = cols;
    d.m_height = ceilDiv(d.m_capacity, cols);
    return d;
}

DataLayout DataLayout::volume(int64_t nx, int64_t ny, int64_t nz, int64_t capacity)
{
    DataLayout d;
    d.m_size = nx * ny * nz;
    d.m_capacity = std::max(d.m_size, capacity);
    d.m_rowLength = nx;
    d.m_sliceRows = ny;
    d.m_slices = ceilDiv(d.m_capacity, nx * ny);
    d.m_width = d.m_slices * (nx + 1) - 1; // slices side by side, one cell apart
    d.m_height = ny;
    return d;
}

Cell DataLayout::cellOf(int64_t element) const
{
    if (m_sliceRows > 0) {
        const int64_t slice = element / (m_rowLength * m_sliceRows);
        const int64_t inSlice = element % (m_rowLength * m_sliceRows);
        return { slice * (m_rowLength + 1) + inSlice % m_rowLength, inSlice / m_rowLength };
    }
    return { element % m_rowLength, element / m_rowLength };
}

int64_t DataLayout::elementAt(Cell cell) const
{
    if (cell.x < 0 || cell.y < 0 || cell.x >= m_width || cell.y >= m_height)
        return -1;
    int64_t element = 0;
    if (m_sliceRows > 0) {
        if (cell.x % (m_rowLength + 1) == m_rowLength)
            return -1;
        element = (cell.x / (m_rowLength + 1)) * m_rowLength * m_sliceRows + cell.y * m_rowLength
            + cell.x % (m_rowLength + 1);
    } else {
        element = cell.y * m_rowLength + cell.x;
    }
    return element < m_capacity ? element : -1;
}

} // namespace cvz
