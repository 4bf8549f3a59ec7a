#pragma once

#include <vector>

namespace cvz {

// Summary of repeated timings, the way nvbench and torch.utils.benchmark report them.
struct SampleStats
{
    int count = 0;
    double median = 0;
    double min = 0;
    double max = 0;
    double q1 = 0; // 25th percentile (linear interpolation, as numpy)
    double q3 = 0;
    double mean = 0;
    double stddev = 0; // sample standard deviation
    double iqr() const { return q3 - q1; }
    double cv() const { return mean > 0 ? stddev / mean : 0; } // coefficient of variation
    // More than 10 % spread around the median: the number should not be trusted alone.
    bool noisy() const { return median > 0 && iqr() / median > 0.10; }
};

SampleStats summarize(std::vector<double> samples);

// The p-quantile (0..1) of sorted samples, linearly interpolated.
double quantile(const std::vector<double>& sorted, double p);

// 2 * M * N * K: one multiply and one add per term of every dot product.
double matmulFlops(long long m, long long n, long long k);
// GFLOP/s for that many flops in `ms` milliseconds; 0 when ms <= 0.
double gflops(double flops, double ms);

} // namespace cvz
