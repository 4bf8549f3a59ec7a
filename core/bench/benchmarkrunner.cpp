#include "benchmarkrunner.h"

#include "matmulabi.h"

#include "ceilings.h"
#include "cpuload.h"
#include "cpumatmul.h"
#include "gpunaive.h"
#include "kernels/matmulladder.h"
#include "openblas.h"
#include "util/allocator.h"

#include <QCoreApplication>
#include <QFile>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::BenchmarkRunner)
};

std::vector<float> randomMatrix(long long count, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> v(static_cast<size_t>(count));
    for (float& x : v)
        x = dist(rng);
    return v;
}

BenchResult base(Backend backend, const MatmulShape& s)
{
    BenchResult r;
    r.backend = backend;
    r.m = s.m;
    r.n = s.n;
    r.k = s.k;
    return r;
}

constexpr double kMinShareSeconds = 0.1; // 25 scheduler ticks at 250 Hz: the share within ~4 %

BenchResult skipped(Backend backend, const MatmulShape& s, QString why)
{
    BenchResult r = base(backend, s);
    r.status = RunStatus::Skipped;
    r.message = std::move(why);
    return r;
}

// What a run says once the process's GPU is off: the first unrecoverable error, by name.
QString stickyMessage(const StickyError& sticky)
{
    return Tr::tr("the GPU is disabled until cudaviz restarts after an unrecoverable error (%1: %2)")
        .arg(QString::fromStdString(sticky.name), QString::fromStdString(sticky.message));
}

void finishStats(BenchResult& r)
{
    r.stats = summarize(r.samplesMs);
    r.gflops = gflops(matmulFlops(r.m, r.n, r.k), r.stats.median);
}
} // namespace

namespace {
quint64 elements(long long rows, long long cols)
{
    const long double n = (long double)(std::max(0LL, rows)) * (long double)(std::max(0LL, cols));
    return n >= (long double)(std::numeric_limits<quint64>::max() / 64) ? std::numeric_limits<quint64>::max() / 64
                                                                        : quint64(n);
}
} // namespace

quint64 pinnedStagingBytes(const MatmulShape& s, Backend backend, bool pinned)
{
    if (!isGpu(backend) || !pinned)
        return 0;
    return 4 * (elements(s.m, s.k) + elements(s.k, s.n) + elements(s.m, s.n));
}

quint64 benchHostBytes(const MatmulShape& s, Backend backend, bool pinned)
{
    return 4 * (elements(s.m, s.k) + elements(s.k, s.n) + 3 * elements(s.m, s.n))
        + pinnedStagingBytes(s, backend, pinned);
}

double maxRelativeError(const std::vector<float>& got, const std::vector<float>& want)
{
    double scale = 0, worst = 0;
    for (float w : want)
        scale = std::max(scale, double(std::abs(w)));
    for (size_t i = 0; i < got.size() && i < want.size(); ++i) {
        const double diff = std::abs(double(got[i]) - double(want[i]));
        worst = std::max(worst, std::isfinite(diff) ? diff : INFINITY);
    }
    return scale > 0 ? worst / scale : worst;
}

BenchmarkRunner::BenchmarkRunner(const GpuModule* module, DeviceReport report)
    : m_module(module)
    , m_report(std::move(report))
{
    tuneAllocator();
}

bool BenchmarkRunner::gpuUsable() const
{
    return m_module && m_report.cudaAvailable() && !m_module->gateway().stickyError();
}

bool BenchmarkRunner::Inputs::prepare(
    const MatmulShape& s, const BenchRequest& request, const std::atomic<bool>* cancel)
{
    if (ready)
        return true;
    a = randomMatrix(s.m * s.k, request.seed);
    b = randomMatrix(s.k * s.n, request.seed + 1);
    reference.resize(size_t(s.m * s.n));
    // cpu-eigen is the reference every backend is checked against. Row blocks of about
    // 2 GFLOP each keep a cancel prompt (row-major: a block of A's rows makes C's rows).
    const int64_t rowsPerChunk = std::max<int64_t>(1, (int64_t(1) << 30) / std::max<int64_t>(1, s.n * s.k));
    for (int64_t row = 0; row < s.m; row += rowsPerChunk) {
        if (cancel && cancel->load())
            return false;
        const int64_t rows = std::min<int64_t>(rowsPerChunk, s.m - row);
        eigenMatmul(a.data() + row * s.k, b.data(), reference.data() + row * s.n, rows, s.n, s.k, request.threads);
    }
    ready = true;
    return true;
}

BenchResult BenchmarkRunner::runCpu(
    Backend backend, const MatmulShape& s, Inputs& inputs, const BenchRequest& request, const std::atomic<bool>* cancel)
{
    BenchResult r = base(backend, s);
    QString noBlas;
    if (backend == Backend::CpuOpenBlas && !OpenBlas::get(&noBlas))
        return skipped(backend, s, noBlas);
    const bool naive = backend == Backend::CpuNaive;
    if (naive) // before the inputs are made: a size refused unprobed costs nothing
        if (const auto bound = naiveRefusedUnprobed(s.m, s.n, s.k))
            return skipped(backend, s, naiveRefusalMessage(*bound, s.m, s.n, s.k));
    if (!inputs.prepare(s, request, cancel))
        return skipped(backend, s, Tr::tr("cancelled"));
    const std::vector<float>& a = inputs.a;
    const std::vector<float>& b = inputs.b;
    const std::vector<float>& reference = inputs.reference;
    std::vector<float> c(size_t(s.m * s.n));
    if (naive) { // time its first elements of this very product; refuse with the measured rate
        const NaiveEstimate estimate = estimateNaive(a.data(), b.data(), c.data(), s.m, s.n, s.k);
        if (estimate.refused())
            return skipped(backend, s, naiveRefusalMessage(estimate, s.m, s.n, s.k));
    }
    int threadsUsed = 1;
    double cpuSeconds = 0, wallSeconds = 0; // over the timed samples, for the CPU share
    const auto once = [&] {
        const double cpuStart = processCpuSeconds();
        const auto start = std::chrono::steady_clock::now();
        if (naive)
            naiveMatmul(a.data(), b.data(), c.data(), s.m, s.n, s.k);
        else if (backend == Backend::CpuOpenBlas)
            threadsUsed = openblasMatmul(a.data(), b.data(), c.data(), s.m, s.n, s.k, request.threads);
        else
            threadsUsed = eigenMatmul(a.data(), b.data(), c.data(), s.m, s.n, s.k, request.threads);
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        cpuSeconds += (processCpuSeconds() - cpuStart) / threadsUsed;
        wallSeconds += ms / 1e3;
        return ms;
    };
    r.loadAverage = loadAverage();
    r.firstRunMs = once(); // also the warm-up
    cpuSeconds = wallSeconds = 0;
    if (cancel && cancel->load())
        return skipped(backend, s, Tr::tr("cancelled"));
    double total = 0;
    while (int(r.samplesMs.size()) < std::max(1, request.samples)
        || (total < request.minTotalMs && r.samplesMs.size() < 1000)) {
        if (cancel && cancel->load()) {
            r.status = RunStatus::Skipped;
            r.message = Tr::tr("cancelled");
            return r;
        }
        r.samplesMs.push_back(once());
        total += r.samplesMs.back();
    }
    finishStats(r);
    r.threads = threadsUsed;
    // The kernel adds the running time of the other threads at scheduler ticks (every few ms),
    // so the share is only told over enough wall time: under it, a 0.1 ms product's second
    // thread looked idle when it was not.
    if (wallSeconds >= kMinShareSeconds)
        r.cpuShare = cpuSeconds / wallSeconds;
    r.maxRelError = reference.empty() ? 0.0 : maxRelativeError(c, reference);
    if (*r.maxRelError > tolerance(backend, s.k)) {
        r.status = RunStatus::Failed;
        r.message = Tr::tr("wrong result: max relative error %1 exceeds the tolerance %2")
                        .arg(*r.maxRelError, 0, 'g', 3)
                        .arg(tolerance(backend, s.k), 0, 'g', 3);
    }
    return r;
}

namespace {
double fp32Peak(const GpuDeviceInfo& device)
{
    const auto ceilings = theoreticalGpuCeilings(device);
    return ceilings ? ceilings->fp32Gflops : 0.0;
}

// Why the device cannot run this product, told from what the probe saw.
std::optional<QString> deviceRefusal(Backend backend, const MatmulShape& s, const GpuDeviceInfo& device,
    const BenchRequest& request, cvz_matmul_kernel kernel, double peak)
{
    const int64_t maxGrid[3] = { device.maxGridDim[0], device.maxGridDim[1], device.maxGridDim[2] };
    if (const int axis = ladderGridOverflow(kernel, s, maxGrid); axis >= 0)
        return Tr::tr("%1 x %2 x %3 needs more than the %4 blocks %5 allows along grid %6 (a product this tall or wide "
                      "does not fit %7's launch); use gpu-cublas, which tiles any shape")
            .arg(s.m)
            .arg(s.k)
            .arg(s.n)
            .arg(maxGrid[axis])
            .arg(device.name)
            .arg(QLatin1Char("xyz"[axis]))
            .arg(backendKey(backend));
    if (backend == Backend::GpuNaive) // before the inputs are made: this refusal costs nothing
        if (const auto bound = gpuNaiveRefusedUnprobed(s, peak))
            return gpuNaiveRefusalMessage(*bound, s);
    // What the probe saw free, before the inputs and the reference are made: a product that
    // cannot fit costs nothing. The module checks again, with the memory free right then.
    const double deviceBytes = matmulDeviceBytes(kernel, s, request.flushL2 ? 2.0 * double(device.l2CacheBytes) : 0.0);
    if (deviceBytes > double(device.freeMemoryBytes))
        return Tr::tr("needs %1 MiB of GPU memory; %2 had %3 MiB free")
            .arg(quint64(deviceBytes) >> 20)
            .arg(device.name)
            .arg(device.freeMemoryBytes >> 20);
    return std::nullopt;
}

void takeGpuFailure(BenchResult& r, cvz_status status, const cvz_error& err, const Gateway& gateway)
{
    r.status = status == CVZ_CANCELLED ? RunStatus::Skipped : RunStatus::Failed;
    r.message = status == CVZ_CANCELLED
        ? Tr::tr("cancelled")
        : QStringLiteral("%1: %2").arg(QString::fromLatin1(err.cuda_error_name), QString::fromUtf8(err.message));
    if (status == CVZ_STICKY_ERROR)
        r.message = stickyMessage(*gateway.stickyError());
}

void checkGpuResult(BenchResult& r, Backend backend, const MatmulShape& s, const std::vector<float>& c,
    const std::vector<float>& reference)
{
    r.maxRelError = maxRelativeError(c, reference);
    if (!(*r.maxRelError <= tolerance(backend, s.k))) { // NaN fails too
        r.status = RunStatus::Failed;
        r.message = Tr::tr("wrong result: max relative error %1 exceeds the tolerance %2 for %3")
                        .arg(*r.maxRelError, 0, 'g', 3)
                        .arg(tolerance(backend, s.k), 0, 'g', 3)
                        .arg(backendKey(backend));
    }
}
} // namespace

BenchResult BenchmarkRunner::runGpu(
    Backend backend, const MatmulShape& s, Inputs& inputs, const BenchRequest& request, const std::atomic<bool>* cancel)
{
    if (m_module) // met anywhere in this process, not only in this runner
        if (const auto sticky = m_module->gateway().stickyError())
            return skipped(backend, s, stickyMessage(*sticky));
    if (!gpuUsable())
        return skipped(backend, s, Tr::tr("no CUDA GPU: %1").arg(m_report.availability.reason));
    if (request.device < 0 || size_t(request.device) >= m_report.devices.size())
        return skipped(backend, s,
            Tr::tr("there is no GPU %1 (devices 0 to %2)").arg(request.device).arg(m_report.devices.size() - 1));
    const GpuDeviceInfo& device = m_report.devices[size_t(request.device)];
    if (!device.usable())
        return skipped(backend, s, Tr::tr("GPU %1 cannot run work now: %2").arg(device.index).arg(device.problem));
    const auto kernel = gpuKernel(backend);
    if (!kernel)
        return skipped(backend, s, Tr::tr("%1 does not run on a GPU").arg(backendKey(backend)));
    const double peak = fp32Peak(device);
    if (auto refusal = deviceRefusal(backend, s, device, request, *kernel, peak))
        return skipped(backend, s, std::move(*refusal));
    if (!inputs.prepare(s, request, cancel))
        return skipped(backend, s, Tr::tr("cancelled"));
    BenchResult r = base(backend, s);
    r.pinned = request.pinned;
    std::vector<float> c(size_t(s.m * s.n), NAN);
    const cvz_matmul_request req
        = toMatmulRequest(*kernel, s, inputs.a.data(), inputs.b.data(), c.data(), request, cancel);
    const Gateway& gateway = m_module->gateway();
    auto result = std::make_unique<cvz_matmul_result>();
    cvz_error err {};
    cvz_status status = CVZ_OK;
    if (backend == Backend::GpuNaive) { // time its first rows of this very product; refuse with the measured rate
        GpuNaiveEstimate estimate;
        status = estimateGpuNaive(gateway, req, peak, &estimate, &err);
        if (status == CVZ_OK && estimate.refused())
            return skipped(backend, s, gpuNaiveRefusalMessage(estimate, s));
    }
    if (status == CVZ_OK)
        status = gateway.matmul(req, result.get(), &err);
    if (status != CVZ_OK) {
        takeGpuFailure(r, status, err, gateway);
        return r;
    }
    readMatmulResult(*result, r);
    finishStats(r);
    checkGpuResult(r, backend, s, c, inputs.reference);
    return r;
}

BenchResultSet BenchmarkRunner::run(
    const BenchRequest& request, const std::atomic<bool>* cancel, const ProgressFn& progress)
{
    BenchResultSet set;
    set.machine = describeMachine(m_report, request);
    const int total = int(request.shapes.size() * request.backends.size());
    int done = 0;
    const quint64 hostFree = availableHostMemory();
    for (const MatmulShape& s : request.shapes) {
        Inputs inputs;
        for (Backend backend : request.backends) {
            if (progress)
                progress({ backend, s, done, total });
            // Refused before allocating any of it, pinned staging included.
            const quint64 hostNeeded = benchHostBytes(s, backend, request.pinned);
            const quint64 pinned = pinnedStagingBytes(s, backend, request.pinned);
            const bool fits = hostFree == 0 || hostNeeded < hostFree;
            BenchResult r;
            if (cancel && cancel->load())
                r = skipped(backend, s, Tr::tr("cancelled"));
            else if (!fits)
                r = skipped(backend, s,
                    pinned > 0 ? Tr::tr("%1 x %2 x %3 needs %4 MiB of host memory, %5 MiB of it page-locked for the "
                                        "copies; %6 MiB are available")
                                     .arg(s.m)
                                     .arg(s.k)
                                     .arg(s.n)
                                     .arg(hostNeeded >> 20)
                                     .arg(pinned >> 20)
                                     .arg(hostFree >> 20)
                               : Tr::tr("%1 x %2 x %3 needs %4 MiB of host memory; %5 MiB are available")
                                     .arg(s.m)
                                     .arg(s.k)
                                     .arg(s.n)
                                     .arg(hostNeeded >> 20)
                                     .arg(hostFree >> 20));
            else if (isGpu(backend))
                r = runGpu(backend, s, inputs, request, cancel);
            else
                r = runCpu(backend, s, inputs, request, cancel);
            set.results.push_back(std::move(r));
            ++done;
        }
    }
    bool ranOpenBlas = false;
    for (const BenchResult& r : set.results)
        ranOpenBlas = ranOpenBlas || (r.backend == Backend::CpuOpenBlas && r.status != RunStatus::Skipped);
    if (const OpenBlas* blas = OpenBlas::ifLoaded(); blas && ranOpenBlas) // the kernel cpu-openblas ran
        set.machine.openblas = blas->description();
    if (progress && !request.shapes.empty() && !request.backends.empty())
        progress({ request.backends.back(), request.shapes.back(), done, total });
    return set;
}

} // namespace cvz
