#include "ceilings.h"

#include "benchmarkrunner.h"
#include "device/devicereport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <algorithm>
#include <barrier>
#include <chrono>
#include <thread>
#include <vector>

#include "util/fileio.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define CUDAVIZ_X86 1
#endif

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Ceilings)
};

using Clock = std::chrono::steady_clock;
constexpr int kAccumulators = 12; // FMA latency 4 x 2 pipes = 8 in flight; 12 leaves slack

// Each loop keeps 12 independent accumulators busy: acc = acc * x + y converges to 1, so the
// numbers stay normal however long it runs. Returns the sum so the work cannot be dropped.
#ifdef CUDAVIZ_X86
__attribute__((target("avx512f"))) float fmaAvx512(long long iterations)
{
    __m512 acc[kAccumulators];
    for (int j = 0; j < kAccumulators; ++j)
        acc[j] = _mm512_set1_ps(float(j));
    const __m512 x = _mm512_set1_ps(0.999f), y = _mm512_set1_ps(0.001f);
    for (long long i = 0; i < iterations; ++i)
        for (int j = 0; j < kAccumulators; ++j)
            acc[j] = _mm512_fmadd_ps(acc[j], x, y);
    __m512 sum = acc[0];
    for (int j = 1; j < kAccumulators; ++j)
        sum = _mm512_add_ps(sum, acc[j]);
    alignas(64) float lanes[16];
    _mm512_store_ps(lanes, sum);
    return lanes[0] + lanes[15];
}

__attribute__((target("avx2,fma"))) float fmaAvx2(long long iterations)
{
    __m256 acc[kAccumulators];
    for (int j = 0; j < kAccumulators; ++j)
        acc[j] = _mm256_set1_ps(float(j));
    const __m256 x = _mm256_set1_ps(0.999f), y = _mm256_set1_ps(0.001f);
    for (long long i = 0; i < iterations; ++i)
        for (int j = 0; j < kAccumulators; ++j)
            acc[j] = _mm256_fmadd_ps(acc[j], x, y);
    alignas(32) float lanes[8];
    __m256 sum = acc[0];
    for (int j = 1; j < kAccumulators; ++j)
        sum = _mm256_add_ps(sum, acc[j]);
    _mm256_store_ps(lanes, sum);
    return lanes[0] + lanes[7];
}

__attribute__((target("avx"))) float mulAddAvx(long long iterations) // AVX without FMA (Sandy Bridge)
{
    __m256 acc[kAccumulators];
    for (int j = 0; j < kAccumulators; ++j)
        acc[j] = _mm256_set1_ps(float(j));
    const __m256 x = _mm256_set1_ps(0.999f), y = _mm256_set1_ps(0.001f);
    for (long long i = 0; i < iterations; ++i)
        for (int j = 0; j < kAccumulators; ++j)
            acc[j] = _mm256_add_ps(_mm256_mul_ps(acc[j], x), y);
    alignas(32) float lanes[8];
    __m256 sum = acc[0];
    for (int j = 1; j < kAccumulators; ++j)
        sum = _mm256_add_ps(sum, acc[j]);
    _mm256_store_ps(lanes, sum);
    return lanes[0] + lanes[7];
}

float mulAddSse(long long iterations) // no FMA: a multiply and an add, 2 flops per lane as well
{
    __m128 acc[kAccumulators];
    for (int j = 0; j < kAccumulators; ++j)
        acc[j] = _mm_set1_ps(float(j));
    const __m128 x = _mm_set1_ps(0.999f), y = _mm_set1_ps(0.001f);
    for (long long i = 0; i < iterations; ++i)
        for (int j = 0; j < kAccumulators; ++j)
            acc[j] = _mm_add_ps(_mm_mul_ps(acc[j], x), y);
    __m128 sum = acc[0];
    for (int j = 1; j < kAccumulators; ++j)
        sum = _mm_add_ps(sum, acc[j]);
    return _mm_cvtss_f32(sum);
}
#else
// 4 lanes in the compiler's generic vectors: NEON on AArch64, as Eigen uses there.
using Float4 = float __attribute__((vector_size(16)));
float mulAddVector4(long long iterations)
{
    Float4 acc[kAccumulators];
    for (int j = 0; j < kAccumulators; ++j)
        acc[j] = Float4 { float(j), float(j), float(j), float(j) };
    const Float4 x = { 0.999f, 0.999f, 0.999f, 0.999f }, y = { 0.001f, 0.001f, 0.001f, 0.001f };
    for (long long i = 0; i < iterations; ++i)
        for (Float4& a : acc)
            a = a * x + y;
    Float4 sum = acc[0];
    for (int j = 1; j < kAccumulators; ++j)
        sum += acc[j];
    return sum[0] + sum[3];
}
#endif

struct FmaLoop
{
    float (*run)(long long);
    int lanes;
    const char* name;
};

FmaLoop bestLoop()
{
#ifdef CUDAVIZ_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f"))
        return { fmaAvx512, 16, "AVX-512" };
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        return { fmaAvx2, 8, "AVX2 + FMA" };
    if (__builtin_cpu_supports("avx"))
        return { mulAddAvx, 8, "AVX" };
    return { mulAddSse, 4, "SSE" };
#else
    return { mulAddVector4, 4, "4-lane vectors" };
#endif
}

volatile float g_sink; // keeps the loops' results alive

// GFLOP/s of `threads` threads each running `iterations` of the loop, started together.
double fmaRate(const FmaLoop& loop, int threads, long long iterations)
{
    std::barrier start(threads + 1);
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&] {
            start.arrive_and_wait();
            g_sink = loop.run(iterations);
        });
    start.arrive_and_wait();
    const auto begin = Clock::now();
    for (std::thread& t : pool)
        t.join();
    const double seconds = std::chrono::duration<double>(Clock::now() - begin).count();
    const double flops = double(iterations) * kAccumulators * loop.lanes * 2.0 * threads;
    return seconds > 0 ? flops / seconds / 1e9 : 0;
}

// Best of `tries` runs of about 100 ms each: the peak is what the core can do, so the fastest run.
double peakGflops(const FmaLoop& loop, int threads, int tries)
{
    long long iterations = 1 << 16;
    while (true) { // calibrate on one thread to ~20 ms
        const auto begin = Clock::now();
        g_sink = loop.run(iterations);
        if (std::chrono::duration<double>(Clock::now() - begin).count() > 0.02)
            break;
        iterations *= 2;
    }
    iterations *= 5;
    double best = 0;
    for (int i = 0; i < tries; ++i)
        best = std::max(best, fmaRate(loop, threads, iterations));
    return best;
}

double triadGBs(int threads, const std::atomic<bool>* cancel)
{
    const size_t n = size_t(kTriadArrayBytes) / sizeof(float);
    std::vector<float> a(n), b(n), c(n);
    const auto parallel = [&](auto&& body) {
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t)
            pool.emplace_back([&, t] {
                const size_t begin = n * size_t(t) / size_t(threads), end = n * size_t(t + 1) / size_t(threads);
                body(begin, end);
            });
        for (std::thread& t : pool)
            t.join();
    };
    parallel([&](size_t begin, size_t end) {
        for (size_t i = begin; i < end; ++i) {
            b[i] = 1.0f;
            c[i] = 2.0f;
        }
    });
    double best = 0;
    for (int rep = 0; rep < 6 && !(cancel && cancel->load()); ++rep) {
        const float s = 0.5f + float(rep);
        const auto begin = Clock::now();
        parallel([&](size_t from, size_t to) {
            float* __restrict pa = a.data();
            const float* __restrict pb = b.data();
            const float* __restrict pc = c.data();
            for (size_t i = from; i < to; ++i)
                pa[i] = pb[i] + s * pc[i];
        });
        const double seconds = std::chrono::duration<double>(Clock::now() - begin).count();
        if (rep > 0 && seconds > 0) // the first pass faults the pages of a in
            best = std::max(best, 3.0 * double(kTriadArrayBytes) / seconds / 1e9);
    }
    g_sink = a[n / 2];
    return best;
}

const char* const kModelKey = "cpu_model";
const char* const kThreadsKey = "threads";
const char* const kOneKey = "peak_gflops_one_core";
const char* const kAllKey = "peak_gflops_all_cores";
const char* const kBandwidthKey = "bandwidth_gbs";
const char* const kInstructionsKey = "instructions";
const char* const kMeasuredAtKey = "measured_at";
} // namespace

std::optional<CpuCeilings> measureCpuCeilings(
    const std::atomic<bool>* cancel, const CeilingsProgress& progress, QString* error)
{
    const quint64 needed = 4 * 3 * quint64(kTriadArrayBytes);
    const quint64 available = availableHostMemory();
    if (available != 0 && available < needed) {
        if (error)
            *error = Tr::tr("measuring the memory bandwidth needs %1 MiB free (3 arrays of %2 MiB, 4x spare); "
                            "%3 MiB are available. Close other programs and measure again.")
                         .arg(needed >> 20)
                         .arg(kTriadArrayBytes >> 20)
                         .arg(available >> 20);
        return std::nullopt;
    }
    const auto cancelled = [&] { return cancel && cancel->load(); };
    const auto step = [&](int done) {
        if (progress)
            progress(done, 3);
    };
    CpuCeilings c;
    const FmaLoop loop = bestLoop();
    c.instructions = QString::fromLatin1(loop.name);
    c.threads = std::max(1, int(std::thread::hardware_concurrency()));
    c.cpuModel = detectCpu().model;
    step(0);
    if (cancelled())
        return std::nullopt;
    c.peakGflopsOneCore = peakGflops(loop, 1, 5);
    step(1);
    if (cancelled())
        return std::nullopt;
    c.peakGflopsAllCores = peakGflops(loop, c.threads, 5);
    step(2);
    if (cancelled())
        return std::nullopt;
    c.bandwidthGBs = triadGBs(c.threads, cancel);
    step(3);
    if (cancelled())
        return std::nullopt;
    c.measuredAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    return c;
}

QString defaultCeilingsCachePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/cudaviz/cpu-ceilings.json");
}

std::optional<CpuCeilings> cachedCpuCeilings(const CpuInfo& cpu, const QString& cachePath)
{
    const QString path = cachePath.isEmpty() ? defaultCeilingsCachePath() : cachePath;
    QString error;
    const auto bytes = readInputFile(path, 64 * 1024, &error);
    if (!bytes)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(*bytes).object();
    CpuCeilings c;
    c.cpuModel = o.value(QLatin1String(kModelKey)).toString();
    c.threads = o.value(QLatin1String(kThreadsKey)).toInt();
    c.peakGflopsOneCore = o.value(QLatin1String(kOneKey)).toDouble();
    c.peakGflopsAllCores = o.value(QLatin1String(kAllKey)).toDouble();
    c.bandwidthGBs = o.value(QLatin1String(kBandwidthKey)).toDouble();
    c.instructions = o.value(QLatin1String(kInstructionsKey)).toString();
    c.measuredAt = o.value(QLatin1String(kMeasuredAtKey)).toString();
    const auto plausible = [](double v) { return v > 0 && v < 1e9; };
    if (c.cpuModel != cpu.model || c.threads != cpu.logicalCores || !plausible(c.peakGflopsOneCore)
        || !plausible(c.peakGflopsAllCores) || !plausible(c.bandwidthGBs))
        return std::nullopt;
    return c;
}

bool saveCpuCeilings(const CpuCeilings& c, QString* error, const QString& cachePath)
{
    const QString path = cachePath.isEmpty() ? defaultCeilingsCachePath() : cachePath;
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QJsonObject o { { QLatin1String(kModelKey), c.cpuModel }, { QLatin1String(kThreadsKey), c.threads },
        { QLatin1String(kOneKey), c.peakGflopsOneCore }, { QLatin1String(kAllKey), c.peakGflopsAllCores },
        { QLatin1String(kBandwidthKey), c.bandwidthGBs }, { QLatin1String(kInstructionsKey), c.instructions },
        { QLatin1String(kMeasuredAtKey), c.measuredAt } };
    return writeOutputFile(path, QJsonDocument(o).toJson(), error);
}

int fp32LanesPerSm(int major, int minor)
{
    switch (major) {
    case 5: // Maxwell
        return 128;
    case 6:
        return minor == 0 ? 64 : 128; // P100: 64; consumer Pascal: 128
    case 7: // Volta, Turing
    case 8:
        return major == 8 && minor != 0 ? 128 : 64; // A100: 64; GA10x, Ada: 128
    case 9: // Hopper
    case 10: // Blackwell
    case 11:
    case 12:
        return 128;
    default:
        return 0;
    }
}

std::optional<GpuCeilings> theoreticalGpuCeilings(const GpuDeviceInfo& d)
{
    const int lanes = fp32LanesPerSm(d.ccMajor, d.ccMinor);
    if (lanes == 0 || d.smCount <= 0 || d.clockRateKHz <= 0)
        return std::nullopt;
    GpuCeilings g;
    const double clockHz = double(d.clockRateKHz) * 1e3;
    g.fp32Gflops = double(d.smCount) * lanes * 2.0 * clockHz / 1e9;
    // Dense tensor-core flops per SM per clock, from NVIDIA's data-center whitepapers (V100,
    // A100, H100); other parts differ by product line (GeForce halves FP32 accumulation), so
    // they get no tensor roof rather than a wrong one.
    const int cc = d.ccMajor * 10 + d.ccMinor;
    const auto perClock = [&](int flops) { return double(d.smCount) * flops * clockHz / 1e9; };
    if (cc == 70)
        g.fp16Gflops = perClock(1024);
    else if (cc == 80) {
        g.tf32Gflops = perClock(1024);
        g.fp16Gflops = perClock(2048);
    } else if (cc == 90) {
        g.tf32Gflops = perClock(2048);
        g.fp16Gflops = perClock(4096);
    }
    if (d.memoryBusWidthBits > 0 && d.memoryClockRateKHz > 0)
        g.bandwidthGBs = double(d.memoryBusWidthBits) / 8.0 * double(d.memoryClockRateKHz) * 1e3 * 2.0 / 1e9;
    return g;
}

} // namespace cvz
