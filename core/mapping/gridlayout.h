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
// one cell; inside a tile a 1D block is folded into rows of one warp (32 threads), so warps
// are bands; a 2D/3D block is blockDim.x wide and blockDim.y * blockDim.z tall (z slices
// stacked). Tiles follow the grid: gridDim.x across, gridDim.y * gridDim.z down; a long 1D
// grid is wrapped so the picture stays roughly `aspect` wide per tall.
class ThreadLayout
{
public:
    ThreadLayout() = default;
    ThreadLayout(const LaunchConfig& launch, double aspect = 3.0, int warpSize = 32);

    int64_t width() const { return m_width; } // in cells, gaps included
    int64_t height() const { return m_height; }
    int64_t tileWidth() const { return m_tileW; }
    int64_t tileHeight() const { return m_tileH; }

    Cell cellOf(int64_t globalId) const;
    Cell blockOrigin(int64_t blockLinear) const;
    // The thread drawn at this cell, or -1 for a gap or outside.
    int64_t threadAt(Cell cell) const;

private:
    LaunchConfig m_launch;
    bool m_foldedWarps = false;
    int m_warpSize = 32;
    int64_t m_tileW = 1, m_tileH = 1; // cells per block tile
    int64_t m_tilesPerRow = 1;
    int64_t m_width = 0, m_height = 0;
};

// Where each element of an array is drawn: a matrix as rows x cols; a vector folded into
// rows of `width` elements; a volume as its nz slices side by side. `capacity` may exceed
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
