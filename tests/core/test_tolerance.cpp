// The reduced-precision tolerance (core/gpu/precision.h) derived, not guessed: TF32 and FP16
// are emulated here (inputs rounded to 10 mantissa bits, products summed exactly) on the
// benchmark's kind of inputs, checked against cpu-eigen as the runner checks a GPU result.
#include "bench/backends.h"
#include "bench/benchmarkrunner.h"
#include "bench/cpumatmul.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <gtest/gtest.h>
#include <random>

using namespace cvz;

namespace {

enum class Rounding
{
    Truncate, // what CUDA allows for TF32
    Nearest, // __float2half, and TF32 conversions that round
};

// x with 10 explicit mantissa bits (TF32 and FP16 both have 10; the inputs are in [-1, 1],
// far from FP16's range limits, so the exponent range does not matter).
float toTenBits(float x, Rounding rounding)
{
    uint32_t bits = 0;
    std::memcpy(&bits, &x, sizeof bits);
    constexpr uint32_t dropped = 13; // 23 - 10
    if (rounding == Rounding::Nearest)
        bits += (1u << (dropped - 1)) - 1 + ((bits >> dropped) & 1u); // ties to even
    bits &= ~((1u << dropped) - 1);
    std::memcpy(&x, &bits, sizeof x);
    return x;
}

struct Problem
{
    long long m = 48, n = 48, k = 1;
    std::vector<float> a, b, reference;
};

Problem makeProblem(long long k, unsigned seed)
{
    Problem p;
    p.k = k;
    std::mt19937 rng { seed };
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f); // as the benchmark's inputs
    p.a.resize(size_t(p.m * k));
    p.b.resize(size_t(k * p.n));
    for (float& x : p.a)
        x = dist(rng);
    for (float& x : p.b)
        x = dist(rng);
    p.reference.resize(size_t(p.m * p.n));
    eigenMatmul(p.a.data(), p.b.data(), p.reference.data(), p.m, p.n, k, 1);
    return p;
}

// C from inputs rounded to 10 bits, summed in double, skipping k in [skipFrom, skipTo).
std::vector<float> emulate(const Problem& p, Rounding rounding, long long skipFrom = 0, long long skipTo = 0)
{
    std::vector<float> c(size_t(p.m * p.n));
    for (long long i = 0; i < p.m; ++i)
        for (long long j = 0; j < p.n; ++j) {
            double sum = 0;
            for (long long q = 0; q < p.k; ++q)
                if (q < skipFrom || q >= skipTo)
                    sum += double(toTenBits(p.a[size_t(i * p.k + q)], rounding))
                        * double(toTenBits(p.b[size_t(q * p.n + j)], rounding));
            c[size_t(i * p.n + j)] = float(sum);
        }
    return c;
}

} // namespace

TEST(Tolerance, ReducedPrecisionIsDerivedFromTheFormat)
{
    // 4 x the input roundoff plus the FP32 term: TF32 a whole ulp (2^-10), FP16 half (2^-11).
    EXPECT_NEAR(
        tolerance(Backend::GpuCublasTf32, 1) - tolerance(Backend::GpuCublas, 1), 4 * std::ldexp(1.0, -10), 1e-12);
    EXPECT_NEAR(
        tolerance(Backend::GpuCublasFp16, 1) - tolerance(Backend::GpuCublas, 1), 4 * std::ldexp(1.0, -11), 1e-12);
    EXPECT_LT(tolerance(Backend::GpuCublasTf32, 4096), 5e-3); // the old fixed 1e-2 was looser
    EXPECT_EQ(tolerance(Backend::CpuEigen, 4096), tolerance(Backend::GpuCublas, 4096));
}

// A correct reduced-precision result passes at every K, with room; one that lost a k-slice
// (a tiling bug), even a single k at K = 4096, fails; and it is far from FP32, so a result
// that silently ran in FP32 is told apart (the GPU check asserts that on the device).
TEST(Tolerance, CorrectReducedResultsPassAndADroppedKSliceFails)
{
    for (const long long k : { 1LL, 7LL, 64LL, 1024LL, 4096LL }) {
        const Problem p = makeProblem(k, unsigned(k) * 7919u);
        for (const Rounding rounding : { Rounding::Truncate, Rounding::Nearest }) {
            const Backend backend = rounding == Rounding::Truncate ? Backend::GpuCublasTf32 : Backend::GpuCublasFp16;
            const double tol = tolerance(backend, k);
            const double error = maxRelativeError(emulate(p, rounding), p.reference);
            SCOPED_TRACE("K = " + std::to_string(k) + ", " + backendKey(backend).toStdString() + ", error "
                + std::to_string(error) + ", tolerance " + std::to_string(tol));
            ::testing::Test::RecordProperty(
                backendKey(backend).toStdString() + "_K" + std::to_string(k), std::to_string(error));
            EXPECT_LT(error, tol / 1.5);
            EXPECT_GT(error, tolerance(Backend::GpuCublas, k) / 4); // rounding shows: not FP32
            if (k >= 64) {
                EXPECT_GT(maxRelativeError(emulate(p, rounding, k / 2, k / 2 + 1), p.reference), tol);
                EXPECT_GT(maxRelativeError(emulate(p, rounding, 0, 16), p.reference), 2 * tol);
            }
        }
    }
}
