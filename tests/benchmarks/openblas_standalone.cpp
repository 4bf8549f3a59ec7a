// A standalone OpenBLAS program: cblas_sgemm on random matrices, nothing of cudaviz linked, the
// system's default OpenBLAS flavour. cudaviz_bench_cpu_gemm runs it as the outside reference.
// Usage: cudaviz_bench_openblas_standalone N THREADS SAMPLES -> "median_ms min_ms kernel"
#include <algorithm>
#include <cblas.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s N THREADS SAMPLES\n", argv[0]);
        return 2;
    }
    const int n = std::atoi(argv[1]), threads = std::atoi(argv[2]), samples = std::max(1, std::atoi(argv[3]));
    if (n <= 0 || n > 16384 || threads <= 0) {
        std::fprintf(stderr, "N must be 1..16384 and THREADS positive\n");
        return 2;
    }
    openblas_set_num_threads(threads);
    std::mt19937 rng { unsigned(n) };
    std::uniform_real_distribution<float> dist(-1, 1);
    std::vector<float> a(size_t(n) * size_t(n)), b(a.size()), c(a.size());
    for (float& x : a)
        x = dist(rng);
    for (float& x : b)
        x = dist(rng);
    std::vector<double> ms;
    for (int i = 0; i <= samples; ++i) { // the first is the warm-up
        const auto start = std::chrono::steady_clock::now();
        cblas_sgemm(
            CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a.data(), n, b.data(), n, 0.0f, c.data(), n);
        const double t = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (i > 0)
            ms.push_back(t);
    }
    std::sort(ms.begin(), ms.end());
    std::printf("%.6f %.6f %s\n", ms[ms.size() / 2], ms.front(), openblas_get_corename());
    return 0;
}
