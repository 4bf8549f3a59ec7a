#include "stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cvz {

double quantile(const std::vector<double>& sorted, double p)
{
    if (sorted.empty())
        return 0;
    const double position = p * double(sorted.size() - 1);
    const size_t below = size_t(std::floor(position));
    const size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (position - double(below)) * (sorted[above] - sorted[below]);
}

SampleStats summarize(std::vector<double> samples)
{
    SampleStats s;
    if (samples.empty())
        return s;
    std::sort(samples.begin(), samples.end());
    s.count = int(samples.size());
    s.min = samples.front();
    s.max = samples.back();
    s.median = quantile(samples, 0.5);
    s.q1 = quantile(samples, 0.25);
    s.q3 = quantile(samples, 0.75);
    s.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / double(samples.size());
    if (samples.size() > 1) {
        double squares = 0;
        for (double x : samples)
            squares += (x - s.mean) * (x - s.mean);
        s.stddev = std::sqrt(squares / double(samples.size() - 1));
    }
    return s;
}

double matmulFlops(long long m, long long n, long long k)
{
    return 2.0 * double(m) * double(n) * double(k);
}

double gflops(double flops, double ms)
{
    return ms > 0 ? flops / (ms * 1e6) : 0;
}

} // namespace cvz
