// Runs and times one matmul backend the way "Timing honestly" (DESIGN.md) asks: the first
// call apart, copies apart (pinned or pageable), then a warm-up and CUDA-event samples.
#include "matmulbench.h"

#include "cudaevents.h"
#include "devicebuffer.h"
#include "matmulkernels.h"
#include "pinnedbuffer.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <cublas_v2.h>
#include <memory>

namespace cvz {

namespace {

// Owned handles, destroyed once; never copied (a copy would destroy them twice).
struct CublasHandle
{
    cublasHandle_t handle = nullptr;
    CublasHandle() = default;
    CublasHandle(const CublasHandle&) = delete;
    CublasHandle& operator=(const CublasHandle&) = delete;
    ~CublasHandle()
    {
        if (handle)
            cublasDestroy(handle);
    }
};

struct Stream
{
    cudaStream_t stream = nullptr;
    Stream() = default;
    Stream(const Stream&) = delete;
    Stream& operator=(const Stream&) = delete;
    ~Stream()
    {
        if (stream)
            cudaStreamDestroy(stream);
    }
};

bool isCublas(int32_t kernel)
{
    return kernel == CVZ_MM_CUBLAS || kernel == CVZ_MM_CUBLAS_TF32 || kernel == CVZ_MM_CUBLAS_FP16;
}

double wallMs(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
}

// Everything one backend run needs on the device.
struct Run
{
    explicit Run(const cvz_matmul_request& request)
        : req(request)
    { }
    const cvz_matmul_request& req;
    Stream stream;
    CublasHandle cublas;
    DeviceBuffer<float> a, b, c;
    DeviceBuffer<unsigned short> aHalf, bHalf; // __half storage for FP16
    PinnedBuffer<float> pinnedA, pinnedB, pinnedC;
    DeviceBuffer<unsigned char> flush; // written before each sample when flush_l2 is asked
    int flushCount = 0;

    size_t countA() const { return size_t(req.m * req.k); }
    size_t countB() const { return size_t(req.k * req.n); }
    size_t countC() const { return size_t(req.m * req.n); }

    cvz_status allocate(cvz_error* err)
    {
        cvz_status s = CVZ_OK;
        if ((s = a.allocate(countA(), err)) || (s = b.allocate(countB(), err)) || (s = c.allocate(countC(), err)))
            return s;
        if (req.kernel == CVZ_MM_CUBLAS_FP16
            && ((s = aHalf.allocate(countA(), err)) || (s = bHalf.allocate(countB(), err))))
            return s;
        if (req.pinned
            && ((s = pinnedA.allocate(countA(), err)) || (s = pinnedB.allocate(countB(), err))
                || (s = pinnedC.allocate(countC(), err))))
            return s;
        return CVZ_OK;
    }

    // Overwrites twice the L2's size, so that the next sample finds none of A, B or C there.
    // Outside the timed events; alternating values so that no write is skipped as a no-op.
    cvz_status flushL2(cvz_error* err)
    {
        if (flush.bytes() == 0)
            return CVZ_OK;
        CVZ_CUDA_TRY(cudaMemsetAsync(flush.get(), (flushCount++ & 1) ? 0xff : 0, flush.bytes(), stream.stream), err);
        return CVZ_OK;
    }

    cvz_status createHandle(cvz_error* err)
    {
        CVZ_CUDA_TRY(cublasCreate(&cublas.handle), err);
        CVZ_CUDA_TRY(cublasSetStream(cublas.handle, stream.stream), err);
        // Default math is plain FP32 (no TF32); TF32 must be asked for.
        CVZ_CUDA_TRY(cublasSetMathMode(cublas.handle,
                         req.kernel == CVZ_MM_CUBLAS_TF32 ? CUBLAS_TF32_TENSOR_OP_MATH : CUBLAS_DEFAULT_MATH),
            err);
        return CVZ_OK;
    }

    cvz_status upload(cvz_error* err)
    {
        const float* srcA = req.a;
        const float* srcB = req.b;
        if (req.pinned) {
            srcA = pinnedA.get();
            srcB = pinnedB.get();
        }
        CVZ_CUDA_TRY(cudaMemcpyAsync(a.get(), srcA, a.bytes(), cudaMemcpyHostToDevice, stream.stream), err);
        CVZ_CUDA_TRY(cudaMemcpyAsync(b.get(), srcB, b.bytes(), cudaMemcpyHostToDevice, stream.stream), err);
        if (req.kernel == CVZ_MM_CUBLAS_FP16) { // the conversion is part of the copy, not of the GEMM
            CVZ_CUDA_TRY(convertToHalf(a.get(), aHalf.get(), (long long)countA(), stream.stream), err);
            CVZ_CUDA_TRY(convertToHalf(b.get(), bHalf.get(), (long long)countB(), stream.stream), err);
        }
        return CVZ_OK;
    }

    cvz_status download(cvz_error* err)
    {
        float* dst = req.pinned ? pinnedC.get() : req.c;
        CVZ_CUDA_TRY(cudaMemcpyAsync(dst, c.get(), c.bytes(), cudaMemcpyDeviceToHost, stream.stream), err);
        return CVZ_OK;
    }

    cvz_status multiply(cvz_error* err)
    {
        const float alpha = 1.0f, beta = 0.0f;
        const int m = int(req.m), n = int(req.n), k = int(req.k);
        // Row-major C = A B is column-major C^T = B^T A^T: swap the operands.
        switch (req.kernel) {
        case CVZ_MM_CUBLAS:
        case CVZ_MM_CUBLAS_TF32:
            CVZ_CUDA_TRY(cublasSgemm(cublas.handle, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &alpha, b.get(), n, a.get(), k,
                             &beta, c.get(), n),
                err);
            return CVZ_OK;
        case CVZ_MM_CUBLAS_FP16:
            CVZ_CUDA_TRY(
                cublasGemmEx(cublas.handle, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &alpha, bHalf.get(), CUDA_R_16F, n,
                    aHalf.get(), CUDA_R_16F, k, &beta, c.get(), CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
                err);
            return CVZ_OK;
        default:
            CVZ_CUDA_TRY(launchLadderKernel(cvz_matmul_kernel(req.kernel), a.get(), b.get(), c.get(), req.m, req.n,
                             req.k, stream.stream),
                err);
            return CVZ_OK;
        }
    }
};

cvz_status checkRequest(const cvz_matmul_request* r, cvz_error* err)
{
    const char* problem = nullptr;
    if (!r || !r->a || !r->b || !r->c)
        problem = "a, b and c must be given";
    else if (r->m < 1 || r->n < 1 || r->k < 1 || r->m > 2147483647 || r->n > 2147483647 || r->k > 2147483647)
        problem = "m, n and k must be between 1 and 2^31-1";
    else if (r->samples < 1 || r->samples > CVZ_MAX_SAMPLES)
        problem = "samples must be between 1 and CVZ_MAX_SAMPLES";
    else if (r->kernel < CVZ_MM_NAIVE || r->kernel > CVZ_MM_WARPTILED)
        problem = "unknown kernel";
    if (!problem)
        return CVZ_OK;
    std::snprintf(err->message, sizeof err->message, "matmul: %s", problem);
    return CVZ_INVALID_ARGUMENT;
}

// A ladder kernel's grid must fit the device's (a tall or wide product needs more than
// 65535 blocks along y): refuse with the numbers, not "invalid configuration".
cvz_status checkGridFits(const cvz_matmul_request& req, cvz_error* err)
{
    int64_t maxGrid[3] = {};
    static const cudaDeviceAttr gridAttr[3]
        = { cudaDevAttrMaxGridDimX, cudaDevAttrMaxGridDimY, cudaDevAttrMaxGridDimZ };
    for (int axis = 0; axis < 3; ++axis) {
        int value = 0;
        CVZ_CUDA_TRY(cudaDeviceGetAttribute(&value, gridAttr[axis], req.device), err);
        maxGrid[axis] = value;
    }
    if (const int axis = ladderGridOverflow(req.kernel, MatmulShape { req.m, req.n, req.k }, maxGrid); axis >= 0) {
        std::snprintf(err->message, sizeof err->message,
            "%lld x %lld x %lld needs more than the %lld blocks this GPU allows along grid %c", (long long)req.m,
            (long long)req.k, (long long)req.n, (long long)maxGrid[axis], "xyz"[axis]);
        return CVZ_INVALID_ARGUMENT;
    }
    return CVZ_OK;
}

// Twice the L2's size when flush_l2 is asked, else 0.
cvz_status l2FlushBytes(const cvz_matmul_request& req, uint64_t* flushBytes, cvz_error* err)
{
    int l2Bytes = 0;
    if (req.flush_l2)
        CVZ_CUDA_TRY(cudaDeviceGetAttribute(&l2Bytes, cudaDevAttrL2CacheSize, req.device), err);
    *flushBytes = 2ull * uint64_t(l2Bytes > 0 ? l2Bytes : 0);
    return CVZ_OK;
}

// Refuse before allocating, with the numbers.
cvz_status checkDeviceMemory(const cvz_matmul_request& req, uint64_t flushBytes, cvz_error* err)
{
    const double needed = matmulDeviceBytes(req.kernel, MatmulShape { req.m, req.n, req.k }, double(flushBytes));
    size_t freeBytes = 0, totalBytes = 0;
    CVZ_CUDA_TRY(cudaMemGetInfo(&freeBytes, &totalBytes), err);
    if (needed > double(freeBytes)) {
        err->cuda_error = int32_t(cudaErrorMemoryAllocation);
        std::snprintf(err->cuda_error_name, sizeof err->cuda_error_name, "cudaErrorMemoryAllocation");
        std::snprintf(err->message, sizeof err->message,
            "%lld x %lld x %lld needs %.1f MiB on the GPU but only %.1f MiB of %.1f MiB are free", (long long)req.m,
            (long long)req.k, (long long)req.n, needed / 1048576.0, double(freeBytes) / 1048576.0,
            double(totalBytes) / 1048576.0);
        return CVZ_OUT_OF_MEMORY;
    }
    return CVZ_OK;
}

// The stream, the buffers and the cuBLAS handle, and the inputs staged in pinned memory.
cvz_status setUp(Run* run, uint64_t flushBytes, cvz_matmul_result* result, cvz_error* err)
{
    const cvz_matmul_request& req = run->req;
    CVZ_CUDA_TRY(cudaStreamCreate(&run->stream.stream), err);
    cvz_status s = run->allocate(err);
    if (s == CVZ_OK && flushBytes > 0)
        s = run->flush.allocate(size_t(flushBytes), err);
    result->l2_flush_bytes = int64_t(flushBytes);
    if (s == CVZ_OK && isCublas(req.kernel))
        s = run->createHandle(err);
    if (s != CVZ_OK)
        return s;
    if (req.pinned) { // staging copies, outside every timing
        std::memcpy(run->pinnedA.get(), req.a, run->a.bytes());
        std::memcpy(run->pinnedB.get(), req.b, run->b.bytes());
    }
    return CVZ_OK;
}

// The timed multiplies: at least `samples`, and on until min_total_ms (at most CVZ_MAX_SAMPLES).
cvz_status sampleMultiply(Run* run, EventTimer& timer, cvz_matmul_result* result, cvz_error* err)
{
    const cvz_matmul_request& req = run->req;
    cvz_status s = CVZ_OK;
    double total = 0;
    while (result->sample_count < CVZ_MAX_SAMPLES && (result->sample_count < req.samples || total < req.min_total_ms)) {
        if (req.cancel_requested && req.cancel_requested(req.cancel_context)) {
            std::snprintf(err->message, sizeof err->message, "cancelled after %d samples", result->sample_count);
            return CVZ_CANCELLED;
        }
        double ms = 0;
        if ((s = run->flushL2(err)) || (s = timer.start(run->stream.stream, err)) || (s = run->multiply(err))
            || (s = timer.stop(run->stream.stream, &ms, err)))
            return s;
        result->kernel_ms[result->sample_count++] = ms;
        total += ms;
    }
    return CVZ_OK;
}

} // namespace

cvz_status runMatmul(const cvz_matmul_request* request, cvz_matmul_result* result, cvz_error* err)
{
    clearError(err);
    if (const cvz_status s = checkRequest(request, err); s != CVZ_OK)
        return s;
    *result = {};
    const cvz_matmul_request& req = *request;
    const auto firstStart = std::chrono::steady_clock::now();
    CVZ_CUDA_TRY(cudaSetDevice(req.device), err);
    CVZ_CUDA_TRY(cudaFree(nullptr), err); // creates the context now, inside the first-run time

    cvz_status s = CVZ_OK;
    uint64_t flushBytes = 0;
    if ((s = checkGridFits(req, err)) || (s = l2FlushBytes(req, &flushBytes, err))
        || (s = checkDeviceMemory(req, flushBytes, err)))
        return s;

    auto run = std::make_unique<Run>(req);
    if ((s = setUp(run.get(), flushBytes, result, err)))
        return s;
    // First run: context (above), handle, allocation, copies and one multiply, by the wall clock.
    if ((s = run->upload(err)) || (s = run->multiply(err)))
        return s;
    CVZ_CUDA_TRY(cudaStreamSynchronize(run->stream.stream), err);
    result->first_run_ms = wallMs(firstStart);

    EventTimer timer;
    if ((s = timer.create(err)))
        return s;
    // Steady-state copies, each timed on its own.
    if ((s = timer.start(run->stream.stream, err)) || (s = run->upload(err))
        || (s = timer.stop(run->stream.stream, &result->h2d_ms, err)))
        return s;
    if ((s = run->flushL2(err)) || (s = run->multiply(err))) // warm-up
        return s;
    if ((s = sampleMultiply(run.get(), timer, result, err)))
        return s;
    if ((s = timer.start(run->stream.stream, err)) || (s = run->download(err))
        || (s = timer.stop(run->stream.stream, &result->d2h_ms, err)))
        return s;
    if (req.pinned)
        std::memcpy(req.c, run->pinnedC.get(), run->c.bytes());
    return CVZ_OK;
}

} // namespace cvz
