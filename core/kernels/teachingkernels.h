// The teaching kernels, written once and run twice: nvcc instantiates them in real
// __global__ kernels (cuda/matmulkernels.cu, cuda/indextrace.cu) and core instantiates them in the CPU block
// emulator (core/emulator), which records every read and write for the animation.
//
// A kernel body talks to the hardware only through `ctx`:
//   ctx.blockIdx(), ctx.threadIdx(), ctx.blockDim(), ctx.gridDim()   -- the built-ins
//   ctx.load(array, i), ctx.store(array, i, value)                 -- global/shared memory
//   ctx.syncthreads()                                               -- __syncthreads()
// On the GPU these are the plain CUDA operations; in the emulator they are recorded.
//
// The "// @kernel NAME" and "// @end" comments delimit what the app shows as source; a
// line tagged "// @index", "// @guard" or "// @write" is highlighted while the animation
// is at that stage of the selected thread. The app shows each body as the plain CUDA a
// student writes (core/mapping/cudasource.cpp: ctx.load(a, i) becomes a[i], and so on);
// a "// @cuda LINE" comment gives a line only that CUDA view has: the __global__
// signature that replaces the template, and the __shared__ arrays the emulator passes in.
//
// This header is included by nvcc and by the C++ compiler: no Qt, no standard library.
#pragma once

#if defined(__CUDACC__)
#define CVZ_HD __host__ __device__
#else
#define CVZ_HD
#endif

namespace cvz::kernels {

// The tile shapes the matmul ladder is written for. One definition: the emulator, the CUDA
// launches and the picture all read them from here (core/kernels/launchgeometry.h).
constexpr int kTiledTile = 16; // matmul-tiled: TILE; its block is TILE x TILE threads
struct Transpose // transpose-naive and transpose-padded: a 32 x 8 block moves a 32 x 32 tile
{
    static constexpr int tile = 32, rows = 8;
};
struct Tiled2D // matmul-tiled-2d: a BM x BN tile of C per block, a TM x TN patch per thread
{
    static constexpr int BM = 64, BN = 64, BK = 8, TM = 4, TN = 4;
    static constexpr int threadsX = BN / TN, threadsY = BM / TM, threads = threadsX * threadsY; // 16 x 16
};
// matmul-warptiled: a BM x BN tile of C per block of 256 threads (8 warps of WM x WN); each
// lane computes WMITER x WNITER patches of 4 x 4, so its 64 sums sit in 2 x 2 sub-tiles.
struct Warptiled
{
    static constexpr int BM = 128, BN = 128, BK = 16, WM = 64, WN = 32, TM = 4, TN = 4;
    static constexpr int warpsX = BN / WN, warpsY = BM / WM, threads = 32 * warpsX * warpsY; // 4 x 2 warps
    static constexpr int laneCols = 4, laneRows = 8; // a warp's lanes as 8 rows of 4
    static constexpr int WMITER = WM / (laneRows * TM), WNITER = WN / (laneCols * TN); // 2 x 2
    static constexpr int buffers = 2; // double buffering: the next k-tile goes into the other one
};

// Four floats moved by one 128-bit load or store (CUDA's float4). On a GPU it is CUDA's own.
#if !defined(__CUDACC__)
struct float4
{
    float x, y, z, w;
};
#endif

// @kernel vecadd
// One thread per element: c[i] = a[i] + b[i].
// @cuda __global__ void vectorAdd(const float* a, const float* b, float* c, int n)
template <class Ctx, class In, class Out> CVZ_HD void vectorAdd(Ctx& ctx, In a, In b, Out c, long long n, bool guard)
{
    // Global index: which element this thread owns.
    const long long i = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    // The grid is rounded up to whole blocks, so the last block may run past n.
    if (!guard || i < n) // @guard
        ctx.store(c, i, ctx.load(a, i) + ctx.load(b, i)); // @write
}
// @end

// @kernel grid-stride
// A fixed-size grid covers any n: each thread jumps ahead by the whole grid's width.
// @cuda __global__ void vectorAddGridStride(const float* a, const float* b, float* c, int n)
template <class Ctx, class In, class Out> CVZ_HD void vectorAddGridStride(Ctx& ctx, In a, In b, Out c, long long n)
{
    // First element of this thread, as in the one-thread-per-element kernel.
    const long long start = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    // Total number of threads in the grid: the distance between two visits.
    const long long stride = (long long)ctx.gridDim().x * ctx.blockDim().x;
    // The loop condition is the guard: a thread whose start is past n does nothing.
    for (long long i = start; i < n; i += stride) // @guard
        ctx.store(c, i, ctx.load(a, i) + ctx.load(b, i)); // @write
}
// @end

// @kernel matadd
// 2D: one thread per element of a rows x cols row-major matrix.
// @cuda __global__ void matrixAdd(const float* a, const float* b, float* c, int rows, int cols)
template <class Ctx, class In, class Out>
CVZ_HD void matrixAdd(Ctx& ctx, In a, In b, Out c, long long rows, long long cols, bool guard)
{
    // x runs along a row (columns), y down the matrix (rows).
    const long long col = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long row = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    // Both coordinates must be inside: the grid overhangs on the right and at the bottom.
    if (!guard || (row < rows && col < cols)) { // @guard
        // Row-major: element (row, col) lives at row * cols + col.
        const long long e = row * cols + col; // @write
        ctx.store(c, e, ctx.load(a, e) + ctx.load(b, e)); // @write
    }
}
// @end

// @kernel 3d
// 3D: one thread per cell of an nx x ny x nz volume, x fastest in memory.
// @cuda __global__ void volumeAdd(const float* a, const float* b, float* c, int nx, int ny, int nz)
template <class Ctx, class In, class Out>
CVZ_HD void volumeAdd(Ctx& ctx, In a, In b, Out c, long long nx, long long ny, long long nz, bool guard)
{
    const long long x = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long y = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    const long long z = (long long)ctx.blockIdx().z * ctx.blockDim().z + ctx.threadIdx().z; // @index
    if (!guard || (x < nx && y < ny && z < nz)) { // @guard
        // Slice z, then row y, then column x.
        const long long e = (z * ny + y) * nx + x; // @write
        ctx.store(c, e, ctx.load(a, e) + ctx.load(b, e)); // @write
    }
}
// @end

// @kernel matmul-naive
// C (M x N) = A (M x K) * B (K x N), row-major. One thread per element of C, with x
// running DOWN a column of C: with blockDim (16, 16) a warp's threads sit in 16 rows, so
// they read A at 16 places K floats apart and write C at 16 places N floats apart; their
// memory accesses cannot be combined (uncoalesced).
// @cuda __global__ void matmulNaive(const float* A, const float* B, float* C, int M, int N, int K)
template <class Ctx, class In, class Out>
CVZ_HD void matmulNaive(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K)
{
    const long long row = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long col = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    if (row < M && col < N) { // @guard
        float sum = 0.0f;
        // Dot product of row `row` of A with column `col` of B.
        for (long long k = 0; k < K; ++k) {
            const float a = ctx.load(A, row * K + k), b = ctx.load(B, k * N + col);
            sum += a * b;
        }
        ctx.store(C, row * N + col, sum); // @write
    }
}
// @end

// @kernel matmul-coalesced
// The same arithmetic with x running ALONG a row of C. With blockDim (16, 16) a warp is
// 2 rows of 16 threads: per step k its 16 threads in a row read one element of A (a
// broadcast) and 16 neighbouring elements of B, and write 16 neighbouring elements of C,
// so each access of a row is one 64-byte run instead of 16 scattered ones (coalesced).
// @cuda __global__ void matmulCoalesced(const float* A, const float* B, float* C, int M, int N, int K)
template <class Ctx, class In, class Out>
CVZ_HD void matmulCoalesced(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K)
{
    const long long col = (long long)ctx.blockIdx().x * ctx.blockDim().x + ctx.threadIdx().x; // @index
    const long long row = (long long)ctx.blockIdx().y * ctx.blockDim().y + ctx.threadIdx().y; // @index
    if (row < M && col < N) { // @guard
        float sum = 0.0f;
        for (long long k = 0; k < K; ++k) {
            const float a = ctx.load(A, row * K + k), b = ctx.load(B, k * N + col);
            sum += a * b;
        }
        ctx.store(C, row * N + col, sum); // @write
    }
}
// @end

// @kernel matmul-tiled
// Shared-memory tiling: a TILE x TILE block of threads computes a TILE x TILE tile of C.
// It walks along K one tile at a time; each thread copies ONE element of A and ONE of B
// into shared memory, the block waits, then every thread reads TILE values of each tile
// from fast shared memory. Each global element is loaded once per block instead of TILE
// times. Launch with blockDim = (TILE, TILE) and As, Bs = TILE*TILE floats of shared memory.
// @cuda constexpr int TILE = 16;
// @cuda __global__ void matmulTiled(const float* A, const float* B, float* C, int M, int N, int K)
template <int TILE, class Ctx, class In, class Out, class Shared>
CVZ_HD void matmulTiled(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K, Shared As, Shared Bs)
{
    // @cuda __shared__ float As[TILE * TILE], Bs[TILE * TILE];
    const int tx = ctx.threadIdx().x, ty = ctx.threadIdx().y;
    const long long col = (long long)ctx.blockIdx().x * TILE + tx; // @index
    const long long row = (long long)ctx.blockIdx().y * TILE + ty; // @index
    float sum = 0.0f;
    for (long long t = 0; t < K; t += TILE) {
        // Cooperative load; threads past the matrix edge store 0 so the tile stays valid.
        const long long ak = t + tx, bk = t + ty;
        ctx.store(As, ty * TILE + tx, (row < M && ak < K) ? ctx.load(A, row * K + ak) : 0.0f);
        ctx.store(Bs, ty * TILE + tx, (bk < K && col < N) ? ctx.load(B, bk * N + col) : 0.0f);
        // Nobody may read the tile before everyone has written it...
        ctx.syncthreads();
        for (int k = 0; k < TILE; ++k) {
            const float a = ctx.load(As, ty * TILE + k), b = ctx.load(Bs, k * TILE + tx);
            sum += a * b;
        }
        // ...and nobody may overwrite it while others still read it.
        ctx.syncthreads();
    }
    // Every thread had to take part in the loads and barriers; only now may edge threads quit.
    if (row < M && col < N) // @guard
        ctx.store(C, row * N + col, sum); // @write
}
// @end

// @kernel matmul-tiled-2d
// Register blocking: a block of 16 x 16 threads computes a 64 x 64 tile of C, each thread
// a 4 x 4 patch held in registers. Per step along K, the block stages a 64 x 8 slice of A and
// an 8 x 64 slice of B in shared memory (two elements per thread each); every value a thread
// reads from shared memory is then used for 4 multiply-adds instead of 1.
// Launch with blockDim = (16, 16), gridDim = (ceil(N / 64), ceil(M / 64)),
// As = BK*BM and Bs = BK*BN floats of shared memory.
// @cuda __global__ void matmulTiled2D(const float* A, const float* B, float* C, int M, int N, int K)
template <class Ctx, class In, class Out, class Shared>
CVZ_HD void matmulTiled2D(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K, Shared As, Shared Bs)
{
    constexpr int BM = Tiled2D::BM, BN = Tiled2D::BN, BK = Tiled2D::BK, TM = Tiled2D::TM, TN = Tiled2D::TN;
    // @cuda __shared__ float As[BK * BM], Bs[BK * BN];
    const int tx = ctx.threadIdx().x, ty = ctx.threadIdx().y;
    const int tid = ty * Tiled2D::threadsX + tx;
    const long long rowBase = (long long)ctx.blockIdx().y * BM; // @index
    const long long colBase = (long long)ctx.blockIdx().x * BN; // @index
    float acc[TM][TN] = {};
    for (long long t = 0; t < K; t += BK) {
        // 256 threads load 512 elements of each slice: element e = tid and tid + 256.
        for (int e = tid; e < BM * BK; e += Tiled2D::threads) {
            const int r = e / BK, c = e % BK; // A slice: BM rows x BK columns
            const long long gr = rowBase + r, gc = t + c;
            ctx.store(As, c * BM + r, (gr < M && gc < K) ? ctx.load(A, gr * K + gc) : 0.0f); // stored transposed
            const int br = e / BN, bc = e % BN; // B slice: BK rows x BN columns
            const long long gbr = t + br, gbc = colBase + bc;
            ctx.store(Bs, br * BN + bc, (gbr < K && gbc < N) ? ctx.load(B, gbr * N + gbc) : 0.0f);
        }
        ctx.syncthreads();
        for (int k = 0; k < BK; ++k) {
            float a[TM], b[TN];
            for (int i = 0; i < TM; ++i)
                a[i] = ctx.load(As, k * BM + ty * TM + i);
            for (int j = 0; j < TN; ++j)
                b[j] = ctx.load(Bs, k * BN + tx * TN + j);
            for (int i = 0; i < TM; ++i)
                for (int j = 0; j < TN; ++j)
                    acc[i][j] += a[i] * b[j];
        }
        ctx.syncthreads();
    }
    for (int i = 0; i < TM; ++i)
        for (int j = 0; j < TN; ++j) {
            const long long row = rowBase + ty * TM + i, col = colBase + tx * TN + j;
            if (row < M && col < N) // @guard
                ctx.store(C, row * N + col, acc[i][j]); // @write
        }
}
// @end

// @kernel transpose-naive
// C = A transposed: A is rows x cols, C is cols x rows. A block of 32 x 8 threads moves one
// 32 x 32 tile through shared memory: it reads the tile from A by rows (coalesced), then
// writes rows of C, which are COLUMNS of the tile. In a column of a 32 x 32 float tile every
// element is in the same bank, so the 32 lanes of a warp ask one bank for 32 different
// words: a 32-way bank conflict, 32 passes instead of 1.
// @cuda __global__ void transposeNaive(const float* A, float* C, int rows, int cols)
template <class Ctx, class In, class Out, class Shared>
CVZ_HD void transposeNaive(Ctx& ctx, In A, Out C, long long rows, long long cols, Shared tile)
{
    constexpr int TILE = 32, ROWS = 8; // the tile, and the rows of it a block moves at once
    // @cuda __shared__ float tile[TILE * TILE];
    const int tx = ctx.threadIdx().x, ty = ctx.threadIdx().y;
    const long long col = (long long)ctx.blockIdx().x * TILE + tx; // @index
    const long long row0 = (long long)ctx.blockIdx().y * TILE; // @index
    for (int j = ty; j < TILE; j += ROWS) {
        const long long row = row0 + j;
        if (row < rows && col < cols) // @guard
            ctx.store(tile, j * TILE + tx, ctx.load(A, row * cols + col));
    }
    ctx.syncthreads();
    // Lane tx now reads column j of the tile: word tx * 32 + j, always bank j.
    const long long outCol = row0 + tx, outRow0 = (long long)ctx.blockIdx().x * TILE;
    for (int j = ty; j < TILE; j += ROWS)
        if (outRow0 + j < cols && outCol < rows)
            ctx.store(C, (outRow0 + j) * rows + outCol, ctx.load(tile, tx * TILE + j)); // @write
}
// @end

// @kernel transpose-padded
// The same transpose with one float of padding per tile row: a row is 33 floats, so going
// down a column moves one bank over each time and the 32 lanes reading a column hit 32
// different banks: no conflict. Only the tile's row length (PITCH) differs from the naive
// kernel, and 1/33 of the tile's shared memory is never used.
// @cuda __global__ void transposePadded(const float* A, float* C, int rows, int cols)
template <class Ctx, class In, class Out, class Shared>
CVZ_HD void transposePadded(Ctx& ctx, In A, Out C, long long rows, long long cols, Shared tile)
{
    constexpr int TILE = 32, ROWS = 8, PITCH = TILE + 1; // a padded row: 33 floats
    // @cuda __shared__ float tile[TILE * PITCH];
    const int tx = ctx.threadIdx().x, ty = ctx.threadIdx().y;
    const long long col = (long long)ctx.blockIdx().x * TILE + tx; // @index
    const long long row0 = (long long)ctx.blockIdx().y * TILE; // @index
    for (int j = ty; j < TILE; j += ROWS) {
        const long long row = row0 + j;
        if (row < rows && col < cols) // @guard
            ctx.store(tile, j * PITCH + tx, ctx.load(A, row * cols + col));
    }
    ctx.syncthreads();
    // Lane tx reads word tx * 33 + j: bank (tx + j) % 32, a different bank for every lane.
    const long long outCol = row0 + tx, outRow0 = (long long)ctx.blockIdx().x * TILE;
    for (int j = ty; j < TILE; j += ROWS)
        if (outRow0 + j < cols && outCol < rows)
            ctx.store(C, (outRow0 + j) * rows + outCol, ctx.load(tile, tx * PITCH + j)); // @write
}
// @end

// @kernel matmul-warptiled
// The next rung (siboehm's "warptiling"): a block of 256 threads computes a 128 x 128 tile
// of C. Its 8 warps each own a 64 x 32 part; each lane holds 2 x 2 patches of 4 x 4 sums
// (64 registers), 32 rows and 16 columns apart, so that the lanes of a warp read float4s
// that lie side by side: no bank is asked twice.
//
// Per step of 16 along K, global memory to registers: float4 loads (16 bytes a lane), two
// of A and two of B per thread.
//
// Registers to shared memory: A is stored transposed (As[k][m], so m is contiguous for the
// reads) with an XOR swizzle of m by k, which spreads the 32 lanes of a warp over 32 banks
// (no conflict) and keeps every group of 4 floats together for 128-bit reads.
//
// Double buffering: the loads of the next k-tile are issued before the multiply-adds of this
// one and stored into the other buffer after them, so one barrier per k-tile does.
//
// Interior tiles whose rows are whole float4s take the fast path: no bounds checks.
// Launch with blockDim = (256), gridDim = (ceil(N / 128), ceil(M / 128)),
// As = 2*BK*BM and Bs = 2*BK*BN floats of shared memory.
// @cuda __global__ void matmulWarptiled(const float* A, const float* B, float* C, int M, int N, int K)
template <class Ctx, class In, class Out, class Shared>
CVZ_HD void matmulWarptiled(Ctx& ctx, In A, In B, Out C, long long M, long long N, long long K, Shared As, Shared Bs)
{
    constexpr int BM = Warptiled::BM, BN = Warptiled::BN, BK = Warptiled::BK, WM = Warptiled::WM, WN = Warptiled::WN;
    constexpr int TM = Warptiled::TM, TN = Warptiled::TN, WMITER = Warptiled::WMITER, WNITER = Warptiled::WNITER;
    constexpr int THREADS = Warptiled::threads, WARPS_X = Warptiled::warpsX, LANE_COLS = Warptiled::laneCols;
    // @cuda __shared__ __align__(16) float As[2 * 16 * 128], Bs[2 * 16 * 128];
    const int tid = ctx.threadIdx().x, warp = tid / 32, lane = tid % 32;
    const int warpRow = warp / WARPS_X, warpCol = warp % WARPS_X; // which 64 x 32 part
    const int laneRow = lane / LANE_COLS, laneCol = lane % LANE_COLS; // 8 x 4 lanes
    const long long rowBase = (long long)ctx.blockIdx().y * BM; // @index
    const long long colBase = (long long)ctx.blockIdx().x * BN; // @index
    // The fast path: the whole tile is inside C and rows of A and B are whole float4s.
    const bool interior = rowBase + BM <= M && colBase + BN <= N && K % 4 == 0 && N % 4 == 0;
    float acc[WMITER * TM][WNITER * TN] = {};
    float4 nextA[2], nextB[2]; // the next k-tile, on its way from global memory
    const auto fetch = [&](long long k0) {
        const bool fast = interior && k0 + BK <= K;
        for (int l = 0; l < 2; ++l) {
            const int e = tid + l * THREADS; // 512 float4s of each tile, 2 per thread
            const long long ar = rowBase + e / 4, ac = k0 + (e % 4) * 4; // A: 128 rows x 4 float4s
            const long long br = k0 + e / 32, bc = colBase + (e % 32) * 4; // B: 16 rows x 32 float4s
            if (fast) {
                nextA[l] = ctx.load4(A, ar * K + ac);
                nextB[l] = ctx.load4(B, br * N + bc);
            } else { // an edge tile: element by element, zero outside the matrices
                float a[4], b[4];
                for (int j = 0; j < 4; ++j) {
                    a[j] = (ar < M && ac + j < K) ? ctx.load(A, ar * K + ac + j) : 0.0f;
                    b[j] = (br < K && bc + j < N) ? ctx.load(B, br * N + bc + j) : 0.0f;
                }
                nextA[l] = float4 { a[0], a[1], a[2], a[3] };
                nextB[l] = float4 { b[0], b[1], b[2], b[3] };
            }
        }
    };
    // As[k][m] lives at k * BM + (m ^ swizzle(k)): the XOR flips bits 3-4 of m.
    const auto swizzle = [](int k) { return ((k / 4) % 4) * 8; };
    const auto stash = [&](int buffer) {
        for (int l = 0; l < 2; ++l) {
            const int e = tid + l * THREADS, m = e / 4, k = (e % 4) * 4;
            const float a[4] = { nextA[l].x, nextA[l].y, nextA[l].z, nextA[l].w };
            for (int j = 0; j < 4; ++j) // transposed: 4 stores, in 4 different rows of As
                ctx.store(As, buffer * BK * BM + (k + j) * BM + (m ^ swizzle(k + j)), a[j]);
            ctx.store4(Bs, buffer * BK * BN + (e / 32) * BN + (e % 32) * 4, nextB[l]);
        }
    };
    const long long tiles = (K + BK - 1) / BK;
    fetch(0);
    stash(0);
    ctx.syncthreads();
    for (long long t = 0; t < tiles; ++t) {
        const int buffer = int(t % 2);
        if (t + 1 < tiles)
            fetch((t + 1) * BK); // in flight while this tile is used
        for (int k = 0; k < BK; ++k) {
            float a[WMITER * TM], b[WNITER * TN];
            for (int wm = 0; wm < WMITER; ++wm) { // 128-bit reads: 8 float4s side by side, each bank once
                const int m = warpRow * WM + wm * (WM / WMITER) + laneRow * TM;
                const float4 v = ctx.load4(As, buffer * BK * BM + k * BM + (m ^ swizzle(k)));
                a[wm * 4] = v.x, a[wm * 4 + 1] = v.y, a[wm * 4 + 2] = v.z, a[wm * 4 + 3] = v.w;
            }
            for (int wn = 0; wn < WNITER; ++wn) {
                const int n = warpCol * WN + wn * (WN / WNITER) + laneCol * TN;
                const float4 v = ctx.load4(Bs, buffer * BK * BN + k * BN + n);
                b[wn * 4] = v.x, b[wn * 4 + 1] = v.y, b[wn * 4 + 2] = v.z, b[wn * 4 + 3] = v.w;
            }
            for (int i = 0; i < WMITER * TM; ++i) // 64 multiply-adds per 4 reads
                for (int j = 0; j < WNITER * TN; ++j)
                    acc[i][j] += a[i] * b[j];
        }
        if (t + 1 < tiles)
            stash(1 - buffer); // the other buffer: nobody reads it in this interval
        ctx.syncthreads(); // one barrier per k-tile
    }
    for (int i = 0; i < WMITER * TM; ++i)
        for (int wn = 0; wn < WNITER; ++wn) {
            const long long row = rowBase + warpRow * WM + (i / TM) * (WM / WMITER) + laneRow * TM + i % TM;
            const long long col = colBase + warpCol * WN + wn * (WN / WNITER) + laneCol * TN;
            const float* sums = acc[i] + wn * TN;
            if (interior) // @guard
                ctx.store4(C, row * N + col, float4 { sums[0], sums[1], sums[2], sums[3] }); // @write
            else
                for (int j = 0; j < TN; ++j)
                    if (row < M && col + j < N) // @guard
                        ctx.store(C, row * N + col + j, sums[j]); // @write
        }
}
// @end

} // namespace cvz::kernels
