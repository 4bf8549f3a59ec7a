// One source, several fakes: FAKE_<KIND> picks how the module answers.
#include "cudaviz_gpu_abi.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

// The two-device fake's behaviour for one test, from $CUDAVIZ_FAKE_GPU (comma-separated):
//   busy-1        device 1 refuses a context (46, exclusive-process and held elsewhere)
//   busy-all      both devices do
//   sticky-tiled  gpu-tiled hits cudaErrorIllegalAddress (700), which is sticky
//   naive-10gflops  gpu-naive reports kernel times of a 10 GFLOP/s kernel
//   small-memory  the devices report 1 GiB free
//   unterminated  matmul fails with an error name and message that fill their arrays, no NUL
bool behaves(const char* what)
{
    const char* v = std::getenv("CUDAVIZ_FAKE_GPU");
    return v && std::strstr(v, what) != nullptr;
}

cvz_status fail(cvz_status status, int code, const char* name, cvz_error* err)
{
    err->cuda_error = code;
    std::snprintf(err->cuda_error_name, sizeof err->cuda_error_name, "%s", name);
    std::snprintf(err->message, sizeof err->message, "cudaGetDeviceCount(&count) failed at fake.cpp:1: %s", name);
    return status;
}

cvz_status probe(cvz_probe_result* out, cvz_error* err)
{
    *out = {};
    *err = {};
    out->runtime_version = 13000;
    out->cublas_version = 130001;
#if defined(FAKE_NO_DRIVER)
    return fail(CVZ_NO_DRIVER, 35, "cudaErrorInsufficientDriver", err);
#elif defined(FAKE_NO_DEVICE)
    out->driver_version = 13000;
    return fail(CVZ_NO_DEVICE, 100, "cudaErrorNoDevice", err);
#elif defined(FAKE_STICKY)
    out->driver_version = 13000;
    return fail(CVZ_STICKY_ERROR, 700, "cudaErrorIllegalAddress", err);
#elif defined(FAKE_MANY_DEVICES)
    out->driver_version = 13000;
    out->device_count = 1000000; // a broken module: listing them must not hang the app
    return CVZ_OK;
#else
    out->driver_version = 13000;
    out->device_count = 2;
    return CVZ_OK;
#endif
}

cvz_status deviceInfo(int32_t index, cvz_device_info* out, cvz_error* err)
{
    *err = {};
    if (index < 0 || index > 1)
        return CVZ_INVALID_ARGUMENT;
    *out = {};
    out->index = index;
    std::snprintf(out->name, sizeof out->name, "Fake GPU %d", index);
    out->cc_major = 9;
    out->cc_minor = 0;
    out->sm_count = 132;
    out->total_memory_bytes = 150ull << 30;
    out->free_memory_bytes = 149ull << 30;
    out->clock_rate_khz = 1980000;
    out->memory_clock_rate_khz = 2619000;
    out->memory_bus_width_bits = 6144;
    out->max_threads_per_block = 1024;
    const int block[3] = { 1024, 1024, 64 };
    const int grid[3] = { 2147483647, 65535, 65535 };
    std::memcpy(out->max_block_dim, block, sizeof block);
    std::memcpy(out->max_grid_dim, grid, sizeof grid);
    out->warp_size = 32;
    out->shared_memory_per_block_bytes = 48 * 1024;
    out->l2_cache_bytes = 60ull << 20;
    std::snprintf(out->pci_bus_id, sizeof out->pci_bus_id, "0000:%02x:00.0", 0x19 + index);
    if (behaves("small-memory"))
        out->free_memory_bytes = 1ull << 30;
    if (behaves("busy-all") || (index == 1 && behaves("busy-1"))) {
        out->free_memory_bytes = 0;
        out->context_error = 46;
        std::snprintf(out->context_error_name, sizeof out->context_error_name, "cudaErrorDevicesUnavailable");
    }
    return CVZ_OK;
}

cvz_status indexTrace(
    int32_t, cvz_index_kind, const int64_t*, const cvz_launch*, cvz_index_record*, int64_t, cvz_error* err)
{
    *err = {};
    std::snprintf(err->message, sizeof err->message, "the fake module runs no kernels");
    return CVZ_INVALID_ARGUMENT;
}

// The two-device fake multiplies on the CPU, except for CVZ_MM_NAIVE, which answers zeros so
// that the benchmark's correctness check can be seen to fail a run, and FP16, which runs out
// of memory. Its timings are made up; only tests use it.
cvz_status matmul(const cvz_matmul_request* request, cvz_matmul_result* result, cvz_error* err)
{
    *err = {};
    *result = {};
#if defined(FAKE_TWO_DEVICES)
    // Like the real module: refuse what its 149 GiB of free memory cannot hold, before
    // touching the host arrays.
    const double needed = 4.0
        * (double(request->m) * double(request->k) + double(request->k) * double(request->n)
            + double(request->m) * double(request->n));
    if (needed > double(149ull << 30)) {
        err->cuda_error = 2;
        std::snprintf(err->cuda_error_name, sizeof err->cuda_error_name, "cudaErrorMemoryAllocation");
        std::snprintf(err->message, sizeof err->message, "needs %.1f MiB on the GPU but only 152576.0 MiB are free",
            needed / 1048576.0);
        return CVZ_OUT_OF_MEMORY;
    }
    if (request->kernel == CVZ_MM_CUBLAS_FP16) {
        err->cuda_error = 2;
        std::snprintf(err->cuda_error_name, sizeof err->cuda_error_name, "cudaErrorMemoryAllocation");
        std::snprintf(err->message, sizeof err->message, "cudaMalloc failed at fake.cpp:1: out of memory");
        return CVZ_OUT_OF_MEMORY;
    }
    if (behaves("unterminated")) {
        err->cuda_error = 999;
        std::memset(err->cuda_error_name, 'n', sizeof err->cuda_error_name);
        std::memset(err->message, 'x', sizeof err->message);
        return CVZ_CUDA_ERROR;
    }
    if (request->kernel == CVZ_MM_TILED && behaves("sticky-tiled")) {
        err->cuda_error = 700;
        std::snprintf(err->cuda_error_name, sizeof err->cuda_error_name, "cudaErrorIllegalAddress");
        std::snprintf(err->message, sizeof err->message, "cudaStreamSynchronize failed at fake.cpp:1: illegal address");
        return CVZ_STICKY_ERROR;
    }
    const int64_t m = request->m, n = request->n, k = request->k;
    const double flops = 2.0 * double(m) * double(n) * double(k);
    const bool naive10 = request->kernel == CVZ_MM_NAIVE && behaves("naive-10gflops");
    if (request->flush_l2)
        result->l2_flush_bytes = 2 * (60ll << 20); // twice the fake's L2
    for (int64_t i = 0; i < m && request->kernel != CVZ_MM_NAIVE; ++i)
        for (int64_t j = 0; j < n; ++j) {
            float sum = 0.0f;
            for (int64_t p = 0; p < k; ++p)
                sum += request->a[i * k + p] * request->b[p * n + j];
            request->c[i * n + j] = sum;
        }
    if (request->kernel == CVZ_MM_NAIVE) // wrong on purpose, and nothing computed
        std::memset(request->c, 0, size_t(m * n) * sizeof(float));
    for (int i = 0; i < request->samples; ++i) {
        if (request->cancel_requested && request->cancel_requested(request->cancel_context))
            return CVZ_CANCELLED;
        result->kernel_ms[result->sample_count++] = naive10 ? flops / 1e7 : 1.0 + 0.01 * i;
    }
    result->first_run_ms = 100;
    result->h2d_ms = 2;
    result->d2h_ms = 1;
    return CVZ_OK;
#else
    (void)request;
    std::snprintf(err->message, sizeof err->message, "the fake module runs no kernels");
    return CVZ_INVALID_ARGUMENT;
#endif
}

// The two-device fake answers for matmul-tiled only, with made-up numbers.
cvz_status kernelAttributes(int32_t, const char* key, cvz_kernel_attributes* out, cvz_error* err)
{
    *err = {};
    *out = {};
    if (!key || std::strcmp(key, "matmul-tiled") != 0) {
        std::snprintf(
            err->message, sizeof err->message, "kernel_attributes: the module has no kernel '%s'", key ? key : "");
        return CVZ_INVALID_ARGUMENT;
    }
    out->registers = 40;
    out->static_shared_bytes = 2048;
    out->max_threads_per_block = 1024;
    out->binary_version = 90;
    out->ptx_version = 90;
    return CVZ_OK;
}

const cvz_gpu_api kApi
    = { CVZ_GPU_ABI_VERSION, sizeof(cvz_gpu_api), &probe, &deviceInfo, &indexTrace, &matmul, &kernelAttributes };

} // namespace

#if !defined(FAKE_NOT_A_MODULE)
#if defined(FAKE_WRONG_VERSION)
extern "C" CVZ_EXPORT uint32_t cvz_gpu_abi_version(void)
{
    return CVZ_GPU_ABI_VERSION + 41;
}
#else
extern "C" CVZ_EXPORT uint32_t cvz_gpu_abi_version(void)
{
    return CVZ_GPU_ABI_VERSION;
}
#endif
extern "C" CVZ_EXPORT const cvz_gpu_api* cvz_gpu_get_api(void)
{
#if defined(FAKE_NULL_API)
    return nullptr; // the right version, but no table
#else
    return &kApi;
#endif
}
#else
extern "C" CVZ_EXPORT int some_other_library_function(void)
{
    return kApi.abi_version == 0;
}
#endif
