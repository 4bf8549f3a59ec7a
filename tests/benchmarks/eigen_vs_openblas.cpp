// cpu-eigen (exactly as the app runs it) against OpenBLAS cblas_sgemm, same matrices, same
// thread count, alternating run by run in one process so both see the same machine state.
// Usage: cudaviz_bench_eigen_openblas [samples]
// Run it with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset (env -u ...): some machines set
// them to work around old OpenBLAS bugs, and they slow it down. It prints the kernel used.
#include "bench/cpumatmul.h"
#include "bench/stats.h"
#include "cpuinfo.h"
#include "versions.h"

#include <algorithm>
#include <cblas.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

using namespace cvz;
using Clock = std::chrono::steady_clock;

namespace {
double msOf(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double maxRelDiff(const std::vector<float>& x, const std::vector<float>& y)
{
    double worst = 0, scale = 1e-30;
    for (size_t i = 0; i < x.size(); ++i) {
        worst = std::max(worst, double(std::abs(x[i] - y[i])));
        scale = std::max(scale, double(std::abs(y[i])));
    }
    return worst / scale;
}
} // namespace

int main(int argc, char** argv)
{
    const int samples = argc > 1 ? std::max(10, std::atoi(argv[1])) : 15;
    const int threads = defaultCpuThreads();
    openblas_set_num_threads(threads);
    const CpuInfo cpu = detectCpu();
    std::printf("CPU: %s, %d threads, SIMD %s; Eigen %s uses %s\n", qPrintable(cpu.model), threads,
        qPrintable(cpu.simdLevel), qPrintable(eigenVersion()), qPrintable(cpu.eigenSimd));
    std::printf("cudaviz build: %s\n", qPrintable(compilerDescription()));
    std::printf("OpenBLAS: core %s; config %s; threads %d; OPENBLAS_CORETYPE=%s OPENBLAS_L2_SIZE=%s\n",
        openblas_get_corename(), openblas_get_config(), openblas_get_num_threads(),
        std::getenv("OPENBLAS_CORETYPE") ? std::getenv("OPENBLAS_CORETYPE") : "(unset)",
        std::getenv("OPENBLAS_L2_SIZE") ? std::getenv("OPENBLAS_L2_SIZE") : "(unset)");
    std::printf("%6s %12s %12s %12s %12s %8s %10s\n", "N", "eigen ms", "openblas ms", "eigen GF/s", "openblas GF/s",
        "ratio", "max diff");
    for (int n : { 512, 1024, 2048 }) {
        std::mt19937 rng(static_cast<unsigned>(n));
        std::uniform_real_distribution<float> dist(-1, 1);
        std::vector<float> a(size_t(n) * n), b(size_t(n) * n), ce(size_t(n) * n), cb(size_t(n) * n);
        for (float& x : a)
            x = dist(rng);
        for (float& x : b)
            x = dist(rng);
        const auto eigenOnce = [&] {
            const auto t = Clock::now();
            eigenMatmul(a.data(), b.data(), ce.data(), n, n, n, threads);
            return msOf(t);
        };
        const auto blasOnce = [&] {
            const auto t = Clock::now();
            cblas_sgemm(
                CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a.data(), n, b.data(), n, 0.0f, cb.data(), n);
            return msOf(t);
        };
        eigenOnce(); // warm-up both (thread pools, page faults)
        blasOnce();
        std::vector<double> te, tb;
        for (int i = 0; i < samples; ++i) { // alternate, so drift hits both alike
            te.push_back(eigenOnce());
            tb.push_back(blasOnce());
        }
        const SampleStats se = summarize(te), sb = summarize(tb);
        const double flops = matmulFlops(n, n, n);
        std::printf("%6d %12.2f %12.2f %12.1f %12.1f %8.3f %10.1e%s\n", n, se.median, sb.median,
            gflops(flops, se.median), gflops(flops, sb.median), sb.median / se.median, maxRelDiff(ce, cb),
            (se.noisy() || sb.noisy()) ? "  (noisy)" : "");
    }
    std::printf("ratio = cpu-eigen GFLOP/s / OpenBLAS GFLOP/s (medians of %d alternating samples)\n", samples);
    return 0;
}
