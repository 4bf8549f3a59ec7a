#include "cpumatmul.h"

#include "stats.h"

#include <Eigen/Core>
#include <QCoreApplication>
#include <thread>

namespace cvz {

namespace {
using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
constexpr double kNaiveGflops
    = 0.35; // measured on a Zen 5 core: 1.4 at N = 512, 0.34 at N = 1024 (B thrashes the cache)
} // namespace

int defaultCpuThreads()
{
    return std::max(1, int(std::thread::hardware_concurrency()));
}

int eigenMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads)
{
    const int used = threads > 0 ? threads : defaultCpuThreads();
    Eigen::setNbThreads(used); // needs OpenMP; without it Eigen runs on one thread
    Eigen::Map<const RowMajor> A(a, m, k);
    Eigen::Map<const RowMajor> B(b, k, n);
    Eigen::Map<RowMajor> C(c, m, n);
    C.noalias() = A * B;
    return Eigen::nbThreads();
}

void naiveMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    for (long long i = 0; i < m; ++i)
        for (long long j = 0; j < n; ++j) {
            float sum = 0.0f;
            for (long long p = 0; p < k; ++p)
                sum += a[i * k + p] * b[p * n + j];
            c[i * n + j] = sum;
        }
}

std::optional<QString> naiveRefusal(long long m, long long n, long long k)
{
    const double seconds = matmulFlops(m, n, k) / (kNaiveGflops * 1e9);
    if (seconds <= kNaiveLimitSeconds)
        return std::nullopt;
    return QCoreApplication::translate("cvz::CpuMatmul",
        "cpu-naive would need about %1 s per run at %2 x %3 x %4; it is skipped above %5 s a run. Use "
        "cpu-eigen for large sizes, or a size up to about 800.")
        .arg(seconds, 0, 'f', 1)
        .arg(m)
        .arg(k)
        .arg(n)
        .arg(kNaiveLimitSeconds, 0, 'f', 0);
}

} // namespace cvz
