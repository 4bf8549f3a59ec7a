#pragma once

#include <QString>
#include <optional>

namespace cvz {

// C (m x n) = A (m x k) * B (k x n), all row-major float32.

// Eigen's GEMM on `threads` threads (0: all cores). Returns the thread count it used.
int eigenMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k, int threads);

// The textbook i-j-k triple loop: one dot product per element, B read down its columns.
void naiveMatmul(const float* a, const float* b, float* c, long long m, long long n, long long k);

// cpu-naive refuses sizes one run of which would take longer than this (estimated, not run).
constexpr double kNaiveLimitSeconds = 3.0;
// Why cpu-naive refuses this size, or nothing. The estimate assumes ~0.35 GFLOP/s, what the
// triple loop gets once B no longer fits in cache (0.34 measured at N = 1024 on a Zen 5 core).
std::optional<QString> naiveRefusal(long long m, long long n, long long k);

// The thread count Eigen will use by default (all cores).
int defaultCpuThreads();

} // namespace cvz
