#include "checks.h"

#include "gpu/precision.h"
#include "hostrun.h"
#include "teachingkernels.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <random>
#include <thread>

namespace cvz {

namespace {

// The teaching kernels' `ctx` on the host: the built-ins of one thread, and a store that
// only notes its index, as the GPU module's trace context does.
struct TraceHost
{
    struct Dim
    {
        long long x, y, z;
    };
    Dim block, thread, blockSize, gridSize;
    int64_t first = -1;
    int64_t count = 0;

    Dim blockIdx() const { return block; }
    Dim threadIdx() const { return thread; }
    Dim blockDim() const { return blockSize; }
    Dim gridDim() const { return gridSize; }
    float load(const float*, long long) const { return 0.0f; }
    void store(float*, long long i, float)
    {
        if (count++ == 0)
            first = i;
    }
};

void runHost(TraceHost& ctx, cvz_index_kind kind, const int64_t p[3])
{
    const float* none = nullptr;
    float* out = nullptr;
    switch (kind) {
    case CVZ_INDEX_LINEAR_1D:
        vectorAdd(ctx, none, none, out, p[0], true);
        break;
    case CVZ_INDEX_GRID_STRIDE_1D:
        vectorAddGridStride(ctx, none, none, out, p[0]);
        break;
    case CVZ_INDEX_MATRIX_2D:
        matrixAdd(ctx, none, none, out, p[0], p[1], true);
        break;
    case CVZ_INDEX_VOLUME_3D:
        volumeAdd(ctx, none, none, out, p[0], p[1], p[2], true);
        break;
    }
}

std::string errorText(cvz_status status, const cvz_error& err)
{
    std::string text = "status " + std::to_string(int(status));
    if (err.cuda_error_name[0])
        text += std::string(" (") + err.cuda_error_name + ")";
    if (err.message[0])
        text += std::string(": ") + err.message;
    return text;
}

} // namespace

const char* abiBackendKey(int kernel)
{
    static const char* const keys[] = { "gpu-naive", "gpu-coalesced", "gpu-tiled", "gpu-tiled-2d", "gpu-cublas",
        "gpu-cublas-tf32", "gpu-cublas-fp16", "gpu-warptiled" };
    return kernel >= 0 && kernel < kBackendCount ? keys[kernel] : "unknown";
}

double sampleQuantile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const double at = q * double(values.size() - 1);
    const size_t lo = size_t(std::floor(at)), hi = size_t(std::ceil(at));
    return values[lo] + (values[hi] - values[lo]) * (at - double(lo));
}

double sampleMedian(std::vector<double> values)
{
    return sampleQuantile(std::move(values), 0.5);
}

CheckVerdict checkIndexTrace(const Gateway& gateway, int device, cvz_index_kind kind, const int64_t problem[3],
    const cvz_launch& launch, const std::string& name)
{
    CheckVerdict v { "index trace: " + name, false, {} };
    const int64_t perBlock = launch.block[0] * launch.block[1] * launch.block[2];
    const int64_t blocks = launch.grid[0] * launch.grid[1] * launch.grid[2];
    const int64_t threads = perBlock * blocks;
    std::vector<cvz_index_record> records;
    cvz_error err {};
    const cvz_status s = gateway.indexTrace(device, kind, problem, launch, &records, &err);
    if (s != CVZ_OK) {
        v.detail = errorText(s, err);
        return v;
    }
    for (int64_t t = 0; t < threads; ++t) {
        const int64_t b = t / perBlock, i = t % perBlock;
        TraceHost ctx {};
        ctx.block
            = { b % launch.grid[0], (b / launch.grid[0]) % launch.grid[1], b / (launch.grid[0] * launch.grid[1]) };
        ctx.thread
            = { i % launch.block[0], (i / launch.block[0]) % launch.block[1], i / (launch.block[0] * launch.block[1]) };
        ctx.blockSize = { launch.block[0], launch.block[1], launch.block[2] };
        ctx.gridSize = { launch.grid[0], launch.grid[1], launch.grid[2] };
        runHost(ctx, kind, problem);
        const cvz_index_record& r = records[size_t(t)];
        const bool same = r.block[0] == ctx.block.x && r.block[1] == ctx.block.y && r.block[2] == ctx.block.z
            && r.thread[0] == ctx.thread.x && r.thread[1] == ctx.thread.y && r.thread[2] == ctx.thread.z
            && r.first_element == ctx.first && r.store_count == ctx.count;
        if (!same) {
            char text[256];
            std::snprintf(text, sizeof text,
                "thread %lld: GPU blockIdx (%d,%d,%d) threadIdx (%d,%d,%d) first %lld count %lld; host first %lld "
                "count %lld",
                (long long)t, r.block[0], r.block[1], r.block[2], r.thread[0], r.thread[1], r.thread[2],
                (long long)r.first_element, (long long)r.store_count, (long long)ctx.first, (long long)ctx.count);
            v.detail = text;
            return v;
        }
    }
    v.passed = true;
    v.detail = std::to_string(threads) + " threads agree";
    return v;
}

CheckVerdict checkMatmul(const Gateway& gateway, int device, int kernel, Shape s, bool pinned, MatmulRun* run)
{
    char name[128];
    std::snprintf(name, sizeof name, "%s %lldx%lldx%lld %s", abiBackendKey(kernel), (long long)s.m, (long long)s.k,
        (long long)s.n, pinned ? "pinned" : "pageable");
    CheckVerdict v { name, false, {} };
    std::mt19937 rng(unsigned(s.m * 131 + s.k * 17 + s.n));
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> a(size_t(s.m * s.k)), b(size_t(s.k * s.n)), c(size_t(s.m * s.n), 0.0f);
    for (float& x : a)
        x = dist(rng);
    for (float& x : b)
        x = dist(rng);
    const cvz_matmul_request req
        = matmulRequest(device, kernel, s.m, s.n, s.k, a.data(), b.data(), c.data(), 1, pinned, false);
    auto result = std::make_unique<cvz_matmul_result>();
    cvz_error err {};
    const cvz_status status = gateway.matmul(req, result.get(), &err);
    run->kernel = kernel;
    run->shape = s;
    run->pinned = pinned;
    if (status != CVZ_OK) {
        v.detail = run->message = errorText(status, err);
        return v;
    }
    // Reference in double, row by row on every core; the bound per element is
    // gamma * sum_k |a||b| with gamma = 2 u_in + K u_32 (inputs rounded to the kernel's
    // format, then FP32 accumulation in any order).
    const double u32 = std::ldexp(1.0, -24);
    const double gamma = 2.0 * inputRoundoff(kernel) + double(s.k) * u32 / (1.0 - double(s.k) * u32);
    std::vector<double> worst(size_t(s.m), 0.0), worstRelative(size_t(s.m), 0.0);
    const unsigned workers = std::max(1u, std::min(std::thread::hardware_concurrency(), 64u));
    std::vector<std::thread> pool;
    for (unsigned w = 0; w < workers; ++w)
        pool.emplace_back([&, w] {
            for (int64_t i = w; i < s.m; i += workers)
                for (int64_t j = 0; j < s.n; ++j) {
                    double want = 0.0, magnitude = 0.0;
                    for (int64_t p = 0; p < s.k; ++p) {
                        const double x = double(a[size_t(i * s.k + p)]) * double(b[size_t(p * s.n + j)]);
                        want += x;
                        magnitude += std::fabs(x);
                    }
                    const double error = std::fabs(double(c[size_t(i * s.n + j)]) - want);
                    // How much of its own bound this element used: > 1 fails.
                    const double used = error / std::max(gamma * magnitude, 1e-30);
                    worst[size_t(i)] = std::max(worst[size_t(i)], used);
                    worstRelative[size_t(i)] = std::max(worstRelative[size_t(i)], error / std::max(magnitude, 1e-30));
                }
        });
    for (std::thread& t : pool)
        t.join();
    const double used = *std::max_element(worst.begin(), worst.end());
    run->maxRelError = *std::max_element(worstRelative.begin(), worstRelative.end());
    run->firstRunMs = result->first_run_ms;
    run->h2dMs = result->h2d_ms;
    run->d2hMs = result->d2h_ms;
    for (int i = 0; i < result->sample_count; ++i)
        run->samplesMs.push_back(result->kernel_ms[i]);
    char detail[160];
    std::snprintf(detail, sizeof detail, "worst element used %.3g of its error bound (gamma %.3g)", used, gamma);
    v.detail = detail;
    v.passed = used <= 1.0 && std::isfinite(used);
    run->ok = v.passed;
    if (!v.passed)
        run->message = detail;
    return v;
}

CheckVerdict checkReducedPrecisionEngaged(const Gateway& gateway, int device, int kernel)
{
    const Shape s { 257, 1025, 129 };
    MatmulRun reduced, fp32;
    const CheckVerdict checked = checkMatmul(gateway, device, kernel, s, true, &reduced);
    const CheckVerdict reference = checkMatmul(gateway, device, CVZ_MM_CUBLAS, s, true, &fp32);
    CheckVerdict v { std::string(abiBackendKey(kernel)) + " engaged (differs from FP32 as its format predicts)", false,
        {} };
    const double floor = inputRoundoff(kernel) / 32;
    char text[200];
    std::snprintf(text, sizeof text, "worst error / sum|a||b|: %.3g (%s), %.3g (FP32); engaged above %.3g",
        reduced.maxRelError, abiBackendKey(kernel), fp32.maxRelError, floor);
    v.detail = checked.passed && reference.passed ? text : checked.detail + "; " + reference.detail;
    v.passed = checked.passed && reference.passed && reduced.maxRelError > floor && fp32.maxRelError < floor / 16;
    return v;
}

CheckVerdict checkKernelAttributes(const Gateway& gateway, int device, const char* kernelKey)
{
    CheckVerdict v { std::string("kernel attributes on the device: ") + kernelKey, false, {} };
    cvz_kernel_attributes a {};
    cvz_error err {};
    if (const cvz_status s = gateway.kernelAttributes(device, kernelKey, &a, &err); s != CVZ_OK) {
        v.detail = errorText(s, err);
        return v;
    }
    char text[200];
    std::snprintf(text, sizeof text, "%d registers, %d B shared, %d B local, up to %d threads a block, SASS sm_%d",
        a.registers, a.static_shared_bytes, a.local_bytes, a.max_threads_per_block, a.binary_version);
    v.detail = text;
    v.passed = a.local_bytes == 0;
    return v;
}

CheckVerdict checkTeachingKernel(
    const Gateway& gateway, int device, TeachingKernel kernel, const KernelShape& shape, int64_t blockSide)
{
    const TeachingKernelInfo& info = kernelInfo(kernel);
    std::string sizes;
    for (int i = 0; i < info.sizeCount(); ++i)
        sizes += (i ? "x" : "") + std::to_string(shape[i]);
    CheckVerdict v { std::string("teaching kernel on data: ") + info.key + " " + sizes, false, {} };
    const LaunchConfig launch = kernelLaunch(kernel, shape, blockSide);
    HostRun host(kernel, shape, launch);
    if (!runOnHost(host, kernel)) {
        v.detail = "host run: " + host.error();
        return v;
    }
    const cvz_launch l { { launch.grid.x, launch.grid.y, launch.grid.z },
        { launch.block.x, launch.block.y, launch.block.z } };
    std::vector<float> gpu;
    cvz_error err {};
    if (const cvz_status s
        = gateway.runKernel(device, info.key, shape.size, l, host.inputs(), int64_t(host.output().size()), &gpu, &err);
        s != CVZ_OK) {
        v.detail = errorText(s, err);
        return v;
    }
    const std::vector<float>& want = host.output();
    for (size_t i = 0; i < want.size(); ++i)
        if (gpu[i] != want[i]) { // small whole numbers: every sum is exact, in any order
            char text[200];
            std::snprintf(
                text, sizeof text, "%s[%zu]: GPU %g, host %g", info.output, i, double(gpu[i]), double(want[i]));
            v.detail = text;
            return v;
        }
    v.passed = true;
    v.detail = std::to_string(want.size()) + " elements of " + info.output + " agree, grid "
        + std::to_string(launch.grid.x) + "x" + std::to_string(launch.grid.y) + ", block "
        + std::to_string(launch.block.x) + "x" + std::to_string(launch.block.y);
    return v;
}

CheckVerdict checkTallProductRefusal(const Gateway& gateway, int device)
{
    CheckVerdict v { "tall product refused before launch (gpu-tiled, 2097153 x 1 x 1)", false, {} };
    std::vector<float> a(2097153, 1.0f), b(1, 1.0f), c(2097153, 0.0f);
    const cvz_matmul_request req
        = matmulRequest(device, CVZ_MM_TILED, int64_t(a.size()), 1, 1, a.data(), b.data(), c.data(), 1, false, false);
    auto result = std::make_unique<cvz_matmul_result>();
    cvz_error err {};
    const cvz_status s = gateway.matmul(req, result.get(), &err);
    v.detail = errorText(s, err);
    v.passed = s == CVZ_INVALID_ARGUMENT && v.detail.find("grid y") != std::string::npos;
    return v;
}

bool profileLadder(const Gateway& gateway, int device, int64_t n)
{
    std::vector<float> a(size_t(n * n), 1.0f), b(size_t(n * n), 1.0f), c(size_t(n * n), 0.0f);
    bool ok = true;
    for (const int kernel :
        { int(CVZ_MM_NAIVE), int(CVZ_MM_COALESCED), int(CVZ_MM_TILED), int(CVZ_MM_TILED_2D), int(CVZ_MM_WARPTILED) }) {
        const cvz_matmul_request req
            = matmulRequest(device, kernel, n, n, n, a.data(), b.data(), c.data(), 1, true, false);
        auto result = std::make_unique<cvz_matmul_result>();
        cvz_error err {};
        if (const cvz_status s = gateway.matmul(req, result.get(), &err); s != CVZ_OK) {
            std::fprintf(stderr, "cudaviz-gpucheck: %s: %s\n", abiBackendKey(kernel), errorText(s, err).c_str());
            ok = false;
        } else if (c[0] != float(n)) {
            std::fprintf(
                stderr, "cudaviz-gpucheck: %s: C[0] = %g, expected %lld\n", abiBackendKey(kernel), c[0], (long long)n);
            ok = false;
        }
    }
    return ok;
}

CheckVerdict checkOutOfMemoryRefusal(const Gateway& gateway, int device)
{
    CheckVerdict v { "out-of-memory refusal (2^20 x 2^20 x 2^20)", false, {} };
    float dummy = 0.0f;
    // 12 TiB of matrices: no GPU holds them. The arrays are never read: the request must be
    // refused before any copy.
    const int64_t huge = int64_t(1) << 20;
    const cvz_matmul_request req
        = matmulRequest(device, CVZ_MM_CUBLAS, huge, huge, huge, &dummy, &dummy, &dummy, 1, false, false);
    auto result = std::make_unique<cvz_matmul_result>();
    cvz_error err {};
    const cvz_status s = gateway.matmul(req, result.get(), &err);
    v.passed = s == CVZ_OUT_OF_MEMORY;
    v.detail = errorText(s, err);
    return v;
}

MatmulRun timeMatmul(const Gateway& gateway, int device, int kernel, int64_t n, bool pinned, int samples)
{
    MatmulRun run;
    run.kernel = kernel;
    run.shape = { n, n, n };
    run.pinned = pinned;
    std::vector<float> a(size_t(n * n), 0.5f), b(size_t(n * n), 0.25f), c(size_t(n * n), 0.0f);
    // The L2 flushed, as the app times by default: no sample finds A, B or C there.
    const cvz_matmul_request req
        = matmulRequest(device, kernel, n, n, n, a.data(), b.data(), c.data(), samples, pinned, true);
    auto result = std::make_unique<cvz_matmul_result>();
    cvz_error err {};
    const cvz_status s = gateway.matmul(req, result.get(), &err);
    if (s != CVZ_OK) {
        run.message = errorText(s, err);
        return run;
    }
    for (int i = 0; i < result->sample_count; ++i)
        run.samplesMs.push_back(result->kernel_ms[i]);
    run.firstRunMs = result->first_run_ms;
    run.h2dMs = result->h2d_ms;
    run.d2hMs = result->d2h_ms;
    run.l2FlushBytes = result->l2_flush_bytes;
    // Every element of C is n * 0.5 * 0.25 exactly (a power of two times n): anything else is wrong.
    const float want = float(n) * 0.125f;
    const double error = std::fabs(double(c[0]) - want) + std::fabs(double(c[size_t(n * n - 1)]) - want);
    run.maxRelError = error / double(want);
    run.ok = run.maxRelError < 1e-2;
    if (!run.ok)
        run.message = "wrong result: C[0] = " + std::to_string(c[0]) + ", expected " + std::to_string(want);
    return run;
}

} // namespace cvz
