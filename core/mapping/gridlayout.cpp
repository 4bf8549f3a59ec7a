#include "gridlayout.h"

#include <algorithm>
#include <cmath>

namespace cvz {

ThreadLayout::ThreadLayout(const LaunchConfig& launch, double aspect, int warpSize, int gap, bool oneRow, int band)
    : m_launch(launch)
    , m_warpSize(warpSize)
    , m_gap(std::clamp(gap, 0, 1))
    , m_band(m_gap == 0 ? 0 : std::clamp(band, 1, 64))
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
    } else if (oneRow && g.x * (m_tileW + 1) - 1 <= kMaxRowCells) {
        m_tilesPerRow = g.x; // one row of blocks, as a textbook draws a 1D grid
    } else {
        // Wrap a long 1D grid into rows so the picture is about `aspect` times wider than tall.
        // Rows of equal length: 4 blocks wrap as 2 + 2, not 3 + 1.
        const double ideal = std::sqrt(double(g.x) * double(m_tileH + 1) * aspect / double(m_tileW + 1));
        const int64_t rows = ceilDiv(g.x, std::clamp<int64_t>(int64_t(std::ceil(ideal)), 1, g.x));
        m_tilesPerRow = ceilDiv(g.x, rows);
    }
    m_tileRows = (g.y > 1 || g.z > 1) ? g.y * g.z : ceilDiv(g.x, m_tilesPerRow);
    m_width = m_tilesPerRow * (m_tileW + m_gap) - m_gap;
    m_height = m_tileRows * (m_tileH + m_band) - m_band;
}

Cell ThreadLayout::blockOrigin(int64_t blockLinear) const
{
    const int64_t col = blockLinear % m_tilesPerRow;
    const int64_t row = blockLinear / m_tilesPerRow;
    return { col * (m_tileW + m_gap), row * (m_tileH + m_band) };
}

Cell ThreadLayout::cellOf(int64_t globalId) const
{
    const int64_t threads = m_launch.threadsPerBlock();
    return cellOf(globalId / threads, globalId % threads);
}

int64_t ThreadLayout::threadAt(Cell cell) const
{
    if (cell.x < 0 || cell.y < 0 || cell.x >= m_width || cell.y >= m_height)
        return -1;
    const int64_t col = cell.x / (m_tileW + m_gap), row = cell.y / (m_tileH + m_band);
    const int64_t inX = cell.x % (m_tileW + m_gap), inY = cell.y % (m_tileH + m_band);
    if (inX == m_tileW || inY >= m_tileH)
        return -1; // the gap between tiles, or a caption band
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
    // One strip while it is short; past that rows of a round number of elements (a power of
    // two, at least 32), about three times wider than tall, so each row starts at a round index.
    int64_t w = d.m_capacity;
    if (d.m_capacity > 64) {
        const double ideal = std::sqrt(double(d.m_capacity) * 3.0);
        w = 32;
        while (double(w) < ideal && w < d.m_capacity)
            w *= 2;
    }
    d.m_rowLength = std::max<int64_t>(1, std::min(w, d.m_capacity));
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
