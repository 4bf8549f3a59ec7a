#include "cpumatmul.h"

#include "openblas.h"
#include "stats.h"

#include <Eigen/Core>
#include <QCoreApplication>
#include <algorithm>
#include <chrono>
#include <limits>
#include <thread>

#ifdef _OPENMP
#include <omp.h>
#endif

namespace cvz {

namespace {
using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
constexpr long long kSplitColumns = 16; // a column block of C is a multiple of this

// C = A * B by Eigen's GEMM on the calling thread.
void eigenProduct(const float* a, const float* b, float* c, long long m, long long n, long long k, long long lda,
    long long ldb, long long ldc)
{
    using Stride = Eigen::OuterStride<>;
    Eigen::Map<const RowMajor, 0, Stride> A(a, m, k, Stride(lda));
    Eigen::Map<const RowMajor, 0, Stride> B(b, k, n, Stride(ldb));
    Eigen::Map<RowMajor, 0, Stride> C(c, m, n, Stride(ldc));
    C.noalias() = A * B;
}
} // namespace

int defaultCpuThreads()
{
    return std::max(1, int(std::thread::hardware_concurrency()));
}

int gemmThreads(long long m, long long n, long long k, int requested)
{
    // More threads than the OS has cores only queue behind each other (and would make the
    // recorded CPU share meaningless).
    const int asked = requested > 0 ? std::min(requested, defaultCpuThreads()) : defaultCpuThreads();
    return matmulFlops(m, n, k) < kSingleThreadFlops ? 1 : asked;
}

GemmSplit gemmSplit(long long m, long long n, int threads)
{
    const long long t = std::max(threads, 1);
    const long long byColumns = std::min(t, std::max<long long>(n / kSplitColumns, 1));
    const long long byRows = std::min(t, std::max<long long>(m, 1));
    if (byColumns > byRows || (byColumns == byRows && n >= m))
        return { true, int(byColumns) };
    return { false, int(byRows) };
}

bool usesSplitGemm(long long m, long long n, long long k, int threads)
{
    return threads > 1 && matmulFlops(m, n, k) >= kSplitGemmFlops && gemmSplit(m, n, threads).parts > 1;
}

int eigenMatmulSplit(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads)
{
    Eigen::initParallel(); // Eigen's rule for calling it from several threads at once
    Eigen::setNbThreads(1);
#ifdef _OPENMP
    const GemmSplit split = gemmSplit(m, n, threads);
    if (split.parts > 1) {
        const bool byColumns = split.byColumns;
        const long long units = byColumns ? n / kSplitColumns : m;
        int used = 1;
#pragma omp parallel num_threads(split.parts)
        {
            // Fewer threads than asked when nested inside another parallel region: then the
            // one thread here computes the whole product.
            const long long id = omp_get_thread_num(), count = omp_get_num_threads();
            const auto bound = [&](long long i) {
                if (i == count)
                    return byColumns ? n : m;
                return byColumns ? units * i / count * kSplitColumns : units * i / count;
            };
            const long long first = bound(id), last = bound(id + 1);
            if (byColumns)
                eigenProduct(a, b + first, c + first, m, last - first, k, k, n, n);
            else
                eigenProduct(a + first * k, b, c + first * n, last - first, n, k, k, n, n);
#pragma omp single
            used = int(count);
        }
        return used;
    }
#else
    (void)threads; // no OpenMP in this build: one thread
#endif
    eigenProduct(a, b, c, m, n, k, k, n, n);
    return 1;
}

int eigenMatmulExact(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads)
{
    if (usesSplitGemm(m, n, k, threads))
        return eigenMatmulSplit(a, b, c, m, n, k, threads);
    Eigen::setNbThreads(threads); // needs OpenMP; without it Eigen runs on one thread
    eigenProduct(a, b, c, m, n, k, k, n, n);
    return Eigen::nbThreads();
}

int eigenMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads)
{
    return eigenMatmulExact(a, b, c, m, n, k, gemmThreads(m, n, k, threads));
}

int openblasMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads)
{
    const OpenBlas* blas = OpenBlas::get();
    if (!blas)
        return 0;
    const int used = gemmThreads(m, n, k, threads);
    // CBLAS takes int dimensions: the benchmark's host-memory budget keeps each far below 2^31
    // (a 2^31 x 1 matrix alone is 8 GiB), and BenchmarkRunner refuses larger ones before this.
    blas->sgemm(a, b, c, int(m), int(n), int(k), used);
    return used;
}

void naiveMatmulElements(
    const float* a, const float* b, float* c, long long first, long long last, long long n, long long k)
{
    // Walks C in row-major order from `first`: one dot product per element, B read down a column.
    long long i = first / n, j = first % n;
    for (long long e = first; e < last; ++e) {
        float sum = 0.0f;
        for (long long p = 0; p < k; ++p)
            sum += a[i * k + p] * b[p * n + j];
        c[e] = sum;
        if (++j == n) {
            j = 0;
            ++i;
        }
    }
}

void naiveMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    naiveMatmulElements(a, b, c, 0, m * n, n, k);
}

std::optional<NaiveEstimate> naiveRefusedUnprobed(long long m, long long n, long long k)
{
    const double seconds = matmulFlops(m, n, k) / (kNaiveMaxGflops * 1e9); // a lower bound
    if (seconds <= kNaiveLimitSeconds)
        return std::nullopt;
    NaiveEstimate e;
    e.seconds = seconds;
    e.gflops = kNaiveMaxGflops;
    return e;
}

NaiveEstimate estimateNaive(
    const float* a, const float* b, float* c, long long m, long long n, long long k, double probeMs)
{
    if (const auto unprobed = naiveRefusedUnprobed(m, n, k))
        return *unprobed;
    NaiveEstimate e;
    const double flops = matmulFlops(m, n, k);
    const long long total = m * n;
    using Clock = std::chrono::steady_clock;
    long long done = 0, chunk = 1;
    double warmMs = 0;
    double bestMsPerElement = std::numeric_limits<double>::infinity();
    bool warm = false;
    while (done < total) {
        const long long last = std::min(total, done + chunk);
        const auto start = Clock::now();
        naiveMatmulElements(a, b, c, done, last, n, k);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        if (warm) {
            e.elementsTimed += last - done;
            e.msTimed += ms;
            // The least disturbed chunk tells the loop's own rate: a moment of another
            // program's load inside a 40 ms probe would otherwise inflate the whole estimate.
            if (last - done >= 64 && ms > 0)
                bestMsPerElement = std::min(bestMsPerElement, ms / double(last - done));
        } else {
            warmMs = ms; // the first chunk brings B into the cache: not the steady rate
            warm = true;
        }
        done = last;
        if (e.msTimed >= probeMs)
            break;
        chunk *= 2;
    }
    if (done == total) // the probe did the whole product
        e.seconds = (e.msTimed + warmMs) / 1e3;
    else
        e.seconds = std::min(e.msTimed / double(e.elementsTimed), bestMsPerElement) / 1e3 * double(total);
    e.gflops = e.seconds > 0 ? flops / e.seconds / 1e9 : 0;
    return e;
}

QString naiveRefusalMessage(const NaiveEstimate& e, long long m, long long n, long long k)
{
    if (e.elementsTimed == 0) // refused without a probe: the time is a lower bound
        return QCoreApplication::translate("cvz::CpuMatmul",
            "cpu-naive would need more than %1 s per run at %2 x %3 x %4, even at %5 GFLOP/s (more than any "
            "triple loop gets); it is skipped above %6 s a run. Use cpu-eigen or cpu-openblas for this size, or a "
            "smaller one.")
            .arg(e.seconds, 0, 'f', 1)
            .arg(m)
            .arg(k)
            .arg(n)
            .arg(e.gflops, 0, 'f', 0)
            .arg(kNaiveLimitSeconds, 0, 'f', 0);
    return QCoreApplication::translate("cvz::CpuMatmul",
        "cpu-naive would need about %1 s per run at %2 x %3 x %4 (timing its first %5 elements here gave %6 "
        "GFLOP/s); it is skipped above %7 s a run. Use cpu-eigen or cpu-openblas for this size, or a smaller one.")
        .arg(e.seconds, 0, 'f', 1)
        .arg(m)
        .arg(k)
        .arg(n)
        .arg(e.elementsTimed)
        .arg(e.gflops, 0, 'f', 2)
        .arg(kNaiveLimitSeconds, 0, 'f', 0);
}

} // namespace cvz
