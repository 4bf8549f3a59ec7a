#pragma once

#include <QString>
#include <optional>

namespace cvz {

// C (m x n) = A (m x k) * B (k x n), all row-major float32.

// Eigen's GEMM on `threads` threads (0: all cores, or one for a small product: see
// gemmThreads; a large product splits C among them: see kSplitGemmFlops). Returns the thread
// count it used.
int eigenMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads);
// The same on `threads` threads without the small-product rule (for measuring it): Eigen's own
// threading, or the split of C (eigenMatmulSplit) where usesSplitGemm says so.
int eigenMatmulExact(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads);

// How C is cut for eigenMatmulSplit: into `parts` blocks of columns (each a multiple of 16) or
// of rows, whichever gives more blocks for these threads (columns when equal and C is at least
// as wide as tall).
struct GemmSplit
{
    bool byColumns = true;
    int parts = 1;
};
GemmSplit gemmSplit(long long m, long long n, int threads);
// Each thread of gemmSplit's parts runs Eigen's single-threaded GEMM on its own block of C.
// Returns the threads used (one when C is too small to split, or without OpenMP).
int eigenMatmulSplit(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads);

// From this many flops (2 m n k) on, cpu-eigen on several threads splits C among them
// (eigenMatmulSplit) instead of using Eigen's own threading, which shares one packed block of
// one operand between the threads, caps its depth at 320 and makes them wait for each other at
// each such block. On 2 cores (cudaviz_bench_cpu_gemm or the same products in a test program,
// separate processes, alternated, 8-12 rounds) the split against Eigen's threading gave 0.91x
// at N = 512, 0.99x at 768, 0.86x and 1.01x in two runs at 1024, 1.01-1.23x at 2048 and
// 1.10-1.15x at 4096 in four runs each (docs/benchmarks.md, "The CPU side").
constexpr double kSplitGemmFlops = 2.0 * 2048 * 2048 * 2048;
// Whether eigenMatmulExact splits this product: several threads, at least kSplitGemmFlops, and
// a C that gives at least two blocks (else Eigen's own threading stays).
bool usesSplitGemm(long long m, long long n, long long k, int threads);

// OpenBLAS's cblas_sgemm (bench/openblas.h loads it), threads chosen as for cpu-eigen. Returns
// the thread count it used, 0 when OpenBLAS cannot be loaded (then C is untouched).
int openblasMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads);

// The textbook i-j-k triple loop: one dot product per element, B read down its columns.
void naiveMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k);
// Elements [first, last) of the same product, in row-major order of C.
void naiveMatmulElements(
    const float* a, const float* b, float* c, long long first, long long last, long long n, long long k);

// cpu-naive refuses sizes one run of which would take longer than this.
constexpr double kNaiveLimitSeconds = 3.0;
// What timing the first elements of the real product said about a whole run.
struct NaiveEstimate
{
    double seconds = 0; // one whole run, estimated (or measured, when the probe finished it)
    double gflops = 0; // the rate the probe measured
    long long elementsTimed = 0; // elements of C the rate comes from
    double msTimed = 0;
    bool refused() const { return seconds > kNaiveLimitSeconds; }
};
// Computes C's elements in order, timing them after a first warm-up chunk, until about
// `probeMs` have been timed: every row walks B the same way, so the rate holds for the rest
// (within 5 % of the whole run's time, measured: see docs/benchmarks.md). A product no triple loop
// could finish in the limit even at `kNaiveMaxGflops` is refused without running anything.
NaiveEstimate estimateNaive(
    const float* a, const float* b, float* c, long long m, long long n, long long k, double probeMs = 40);
constexpr double kNaiveMaxGflops = 8.0; // faster than any scalar triple loop gets on one core
// The refusal of a size no triple loop could finish in the limit even at kNaiveMaxGflops (its
// time a lower bound, nothing timed), or nothing: then only a probe can tell.
std::optional<NaiveEstimate> naiveRefusedUnprobed(long long m, long long n, long long k);
// The message for a refused size, with the measured rate.
QString naiveRefusalMessage(const NaiveEstimate& estimate, long long m, long long n, long long k);

// The thread count Eigen and OpenBLAS use by default (all cores).
int defaultCpuThreads();

// Below this many flops (2 m n k) a product runs on one thread even when more were asked for:
// waking a second thread costs more than it saves, and on a loaded machine a thread that is
// not scheduled stalls the whole product (64^3 took 13-21 ms on 2 busy cores, 0.006 ms on
// one). Measured on a quiet 2-core machine with cudaviz_bench_cpu_gemm --crossover (separate
// processes, 5 rounds): 2 threads / 1 thread = 1.77 at N = 64, 1.15 at 112, 1.05 at 128, 0.96
// at 160, 0.79 at 192, 0.58 at 256. So: one thread below 160^3.
constexpr double kSingleThreadFlops = 2.0 * 160 * 160 * 160;
// The threads a product of this size gets when `requested` were asked for (0: all cores).
int gemmThreads(long long m, long long n, long long k, int requested);

} // namespace cvz
