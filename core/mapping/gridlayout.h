#pragma once

#include "launchconfig.h"

#include <cstdint>

namespace cvz {

struct Cell
{
    int64_t x = 0;
    int64_t y = 0;
};

// Where each thread of a launch is drawn, in cells. Blocks are tiles separated by a gap of
// `gap` cells (1, or 0 when the picture is so small that the renderer draws block boundaries
// as lines instead); inside a tile a 1D block is folded into rows of one warp (32 threads),
// so warps are rows; a 2D/3D block is blockDim.x wide and blockDim.y * blockDim.z tall (z
// slices stacked). Rows of tiles are `band` cells apart (at least one when gapped): room for
// the captions of the blocks below; the renderer keeps one band above the first row. Tiles follow the grid: gridDim.x
// across, gridDim.y * gridDim.z down. A 1D grid is one row of blocks while that row is at most kMaxRowCells wide
// (unless `oneRow` is false); a longer one wraps (at block boundaries) so the picture stays roughly `aspect` wide per
// tall.
class ThreadLayout
{
public:
    static constexpr int64_t kMaxRowCells = 160;

    ThreadLayout() = default;
    ThreadLayout(const LaunchConfig& launch, double aspect = 3.0, int warpSize = 32, int gap = 1, bool oneRow = true,
        int band = 1);
    bool sameShape(const ThreadLayout& o) const
    {
        return m_width == o.m_width && m_height == o.m_height && m_tilesPerRow == o.m_tilesPerRow && m_gap == o.m_gap
            && m_band == o.m_band && m_tileW == o.m_tileW && m_tileH == o.m_tileH;
    }

    int64_t width() const { return m_width; } // in cells, gaps included
    int64_t height() const { return m_height; } // the bands between rows included
    int64_t tileWidth() const { return m_tileW; }
    int64_t tileHeight() const { return m_tileH; }
    int64_t tilesPerRow() const { return m_tilesPerRow; }
    int gap() const { return m_gap; }
    int band() const { return m_band; } // cells between rows of tiles
    int64_t tileRows() const { return m_tileRows; }
    bool foldsWarps() const { return m_foldedWarps; } // a 1D block: one row per warp

    Cell cellOf(int64_t globalId) const;
    // The same from the block and the thread's id in it (what forEachThread hands over).
    Cell cellOf(int64_t blockLinear, int64_t tid) const
    {
        const Cell origin = blockOrigin(blockLinear);
        return inTile(origin, tid);
    }
    Cell inTile(Cell origin, int64_t tid) const
    {
        if (m_foldedWarps) {
            if (m_warpSize == 32) // the common case, without a division per thread
                return { origin.x + (tid & 31), origin.y + (tid >> 5) };
            return { origin.x + tid % m_warpSize, origin.y + tid / m_warpSize };
        }
        const int64_t x = tid % m_launch.block.x, y = (tid / m_launch.block.x) % m_launch.block.y;
        const int64_t z = tid / (m_launch.block.x * m_launch.block.y);
        return { origin.x + x, origin.y + z * m_launch.block.y + y };
    }
    Cell blockOrigin(int64_t blockLinear) const;
    // The thread drawn at this cell, or -1 for a gap or outside.
    int64_t threadAt(Cell cell) const;
    // The lanes of a block's last, partly filled warp: a 1D block of 250 threads has 6 at
    // the end of its last row. Empty when the block is a whole number of warps or not 1D.
    int64_t idleLanesInTile() const { return m_foldedWarps ? (m_tileW * m_tileH - m_launch.block.x) : 0; }

private:
    LaunchConfig m_launch;
    bool m_foldedWarps = false;
    int m_warpSize = 32;
    int m_gap = 1;
    int m_band = 1;
    int64_t m_tileRows = 1;
    int64_t m_tileW = 1, m_tileH = 1; // cells per block tile
    int64_t m_tilesPerRow = 1;
    int64_t m_width = 0, m_height = 0;
};

// Where each element of an array is drawn: a matrix as rows x cols; a vector as one strip,
// wrapped at a round number of elements (a power of two, at least 32) when it is longer than
// 64, about three times wider than tall; a
// volume as its nz slices side by side. `capacity` may exceed
// the array (elements written past its end without a guard), which extends the last rows.
class DataLayout
{
public:
    DataLayout() = default;
    static DataLayout vector(int64_t n, int64_t capacity);
    static DataLayout matrix(int64_t rows, int64_t cols, int64_t capacity);
    static DataLayout volume(int64_t nx, int64_t ny, int64_t nz, int64_t capacity);

    int64_t width() const { return m_width; }
    int64_t height() const { return m_height; }
    int64_t size() const { return m_size; }
    int64_t capacity() const { return m_capacity; }
    int64_t rowLength() const { return m_rowLength; } // elements per drawn row
    bool isVolume() const { return m_sliceRows > 0; }
    int64_t sliceRows() const { return m_sliceRows; }

    Cell cellOf(int64_t element) const;
    int64_t elementAt(Cell cell) const; // -1 when no element is drawn there

private:
    int64_t m_size = 0, m_capacity = 0;
    int64_t m_rowLength = 1; // elements per drawn row (vector: folded width; matrix: cols; volume: nx)
    int64_t m_sliceRows = 0; // volume: rows per slice (ny); 0 for vectors and matrices
    int64_t m_slices = 1;
    int64_t m_width = 0, m_height = 0;
};

} // namespace cvz
